// MARK: - Map session commands: dispatch, bookmarks, navigation, basemaps, gallery

extension Parser {
    /// `command ::= bookmark-command | goto-command | zoom-command | rotate-command | pan-command
    ///   | view-command | "viewpoint" | "where" | basemap-command | gallery-command | new-command
    ///   | camera-command | graphic-command | measure-command | location-command | autopan-command |
    ///   file-command | show-command | wait-command | help-command | quit-command`
    mutating func parseCommand() throws(ParseFailure) -> Command {
        let word = token.word
        advance()
        switch word {
        case .bookmark: return try parseBookmark()
        case .goto: return try parseGoto()
        case .zoom: return try parseZoom()
        case .rotate: return .rotate(try parseExpression("an angle"))
        case .pan: return try parsePan()
        case .view: return try parseView()
        case .viewpoint: return .viewpoint
        case .where: return .where
        case .basemap: return try parseBasemap()
        case .gallery: return try parseGallery()
        case .map: return .mapNew(basemap: try parseNew(of: .map))
        case .scene: return .sceneNew(basemap: try parseNew(of: .scene))
        case .graphic: return try parseGraphic()
        case .measure: return try parseMeasure()
        case .camera: return try parseCamera()
        case .location: return try parseLocation()
        case .autopan: return try parseAutopan()
        case .save: return .save(try parseExpression("a file name"))
        case .load: return .load(try parseExpression("a file name"))
        case .import: return try parseImport()
        case .export: return try parseExport()
        case .show: return try parseShow()
        case .source: return .source(try parseExpression("a file name"))
        case .wait: return .wait(try parseExpression("a duration"))
        case .help: return .help(topic: try parseTopic())
        case .quit: return .quit(status: token.endsStatement ? nil : try parseExpression("an exit status"))
        default: throw expected("a command")
        }
    }

    /// `bookmark-command ::= "bookmark" ( "add" expression bookmark-clause* | "list" | "clear" |
    ///   "remove" expression | "move" expression "to" expression | "rename" expression "to"
    ///   expression )`; `bookmark-clause ::= "at" value | "scale" scale | "rotation" expression`
    mutating func parseBookmark() throws(ParseFailure) -> Command {
        switch token.word {
        case .add:
            advance()
            clauseWords = .bookmarkAdd
            let name = try parseExpression("a bookmark name")
            var at: Expr?
            var scale: Expr?
            var rotation: Expr?
            var seen = WordSet()
            while !token.endsStatement {
                switch token.word {
                case .at: try takeClause(&seen); at = try parseValue("a coordinate")
                case .scale: try takeClause(&seen); scale = try parseScale()
                case .rotation: try takeClause(&seen); rotation = try parseExpression("a rotation")
                default: throw unknownClause(after: [.bookmark, .add], seen: seen)
                }
            }
            return .bookmarkAdd(name: name, at: at, scale: scale, rotation: rotation)
        case .list:
            advance()
            return .bookmarkList
        case .clear:
            advance()
            return .bookmarkClear
        case .remove:
            advance()
            return .bookmarkRemove(try parseExpression("a bookmark position or name"))
        case .move, .rename:
            let move = token.word == .move
            advance()
            clauseWords = move ? .bookmarkMove : .bookmarkRename
            let bookmark = try parseExpression("a bookmark position or name")
            try expect(.to)
            if move { return .bookmarkMove(bookmark, to: try parseExpression("a position")) }
            return .bookmarkRename(bookmark, to: try parseExpression("a new name"))
        default:
            throw expected(oneOf: Surface.subwords(after: [.bookmark]))
        }
    }

    /// `goto-command ::= "goto" value goto-clause*`; `goto-clause ::= "scale" scale | "rotation"
    ///   expression | "duration" expression`
    mutating func parseGoto() throws(ParseFailure) -> Command {
        clauseWords = .goto
        let target = try parseValue("a bookmark or a coordinate")
        var scale: Expr?
        var rotation: Expr?
        var duration: Expr?
        var seen = WordSet()
        while !token.endsStatement {
            switch token.word {
            case .scale: try takeClause(&seen); scale = try parseScale()
            case .rotation: try takeClause(&seen); rotation = try parseExpression("a rotation")
            case .duration: try takeClause(&seen); duration = try parseExpression("a duration")
            default: throw unknownClause(after: [.goto], seen: seen)
            }
        }
        if scale == nil && rotation == nil && duration == nil { return .gotoTarget(target) }
        return .goto(target, scale: scale, rotation: rotation, duration: duration)
    }

    /// `zoom-command ::= "zoom" ( "in" ("by" expression)? | "out" ("by" expression)? | "to" scale
    ///   )`
    mutating func parseZoom() throws(ParseFailure) -> Command {
        let direction = token.word
        switch direction {
        case .to:
            advance()
            return .zoomTo(scale: try parseScale())
        case .in, .out:
            advance()
            var factor: Expr?
            if !token.endsStatement {
                guard token.word == .by else { throw unknownClause(after: [.zoom, direction], seen: WordSet()) }
                advance()
                factor = try parseExpression("a zoom factor")
            }
            return direction == .in ? .zoomIn(by: factor) : .zoomOut(by: factor)
        default:
            throw expected(oneOf: Surface.subwords(after: [.zoom]))
        }
    }

    /// `pan-command ::= "pan" ("north" | "south" | "east" | "west") ("by" expression)?`
    mutating func parsePan() throws(ParseFailure) -> Command {
        let direction: Command.PanDirection
        switch token.word {
        case .north: direction = .north
        case .south: direction = .south
        case .east: direction = .east
        case .west: direction = .west
        default: throw expected(oneOf: Surface.subwords(after: [.pan]))
        }
        let word = token.word
        advance()
        var fraction: Expr?
        if !token.endsStatement {
            guard token.word == .by else { throw unknownClause(after: [.pan, word], seen: WordSet()) }
            advance()
            fraction = try parseExpression("a fraction of the view")
        }
        return .pan(direction, by: fraction)
    }

    /// `view-command ::= "view" "size" expression "x" expression`
    mutating func parseView() throws(ParseFailure) -> Command {
        try expectSubword(.size, of: .view)
        clauseWords = .viewSize
        let width = try parseExpression("a width")
        try expect(.x)
        return .viewSize(width: width, height: try parseExpression("a height"))
    }

    /// `basemap-command ::= "basemap" ("use" name-ref)?`
    mutating func parseBasemap() throws(ParseFailure) -> Command {
        if token.endsStatement { return .basemapShow }
        try expectSubword(.use, of: .basemap)
        return .basemapUse(try parseNameRef("a basemap"))
    }

    /// `gallery-command ::= "gallery" ( "style" ("list" | "grid" | "automatic") ("width"
    ///   expression)? | "add" expression gallery-clause* | "remove" expression | "reset" | "load"
    ///   expression )?`
    mutating func parseGallery() throws(ParseFailure) -> Command {
        if token.endsStatement { return .galleryShow }
        switch token.word {
        case .style:
            advance()
            let layout: Command.GalleryLayout
            switch token.word {
            case .list: layout = .list
            case .grid: layout = .grid
            case .automatic: layout = .automatic
            default: throw expected(oneOf: Surface.subwords(after: [.gallery, .style]))
            }
            let word = token.word
            advance()
            var width: Expr?
            if !token.endsStatement {
                guard token.word == .width else { throw unknownClause(after: [.gallery, .style, word], seen: WordSet()) }
                advance()
                width = try parseExpression("a width")
            }
            return .galleryStyle(layout, width: width)
        case .add:
            advance()
            return try parseGalleryAdd()
        case .remove:
            advance()
            return .galleryRemove(try parseExpression("an item position or name"))
        case .reset:
            advance()
            return .galleryReset
        case .load:
            advance()
            return .galleryLoad(try parseExpression("a file name"))
        default:
            throw expected(oneOf: Surface.subwords(after: [.gallery]))
        }
    }

    /// `gallery-clause ::= "style" name-ref | "wkid" expression | "description" expression |
    ///   "thumbnail" expression`: the clauses after `gallery add NAME`; `style` is required.
    mutating func parseGalleryAdd() throws(ParseFailure) -> Command {
        clauseWords = .galleryAdd
        let name = try parseExpression("an item name")
        var style: NameRef?
        var wkid: Expr?
        var description: Expr?
        var thumbnail: Expr?
        var seen = WordSet()
        while !token.endsStatement {
            switch token.word {
            case .style: try takeClause(&seen); style = try parseNameRef("a basemap")
            case .wkid: try takeClause(&seen); wkid = try parseExpression("a spatial reference id")
            case .description: try takeClause(&seen); description = try parseExpression("a description")
            case .thumbnail: try takeClause(&seen); thumbnail = try parseExpression("a thumbnail file name")
            default: throw unknownClause(after: [.gallery, .add], seen: seen)
            }
        }
        guard let style else {
            report(.missingClause, "missing 'style' clause in 'gallery add'", at: endRange)
            throw .statement
        }
        return .galleryAdd(name: name, style: style, wkid: wkid, description: description, thumbnail: thumbnail)
    }

    /// `new-command ::= ("map" | "scene") "new" ("basemap" name-ref)?`
    mutating func parseNew(of command: Word) throws(ParseFailure) -> NameRef? {
        try expectSubword(.new, of: command)
        if token.endsStatement { return nil }
        guard token.word == .basemap else { throw unknownClause(after: [command, .new], seen: WordSet()) }
        advance()
        return try parseNameRef("a basemap")
    }
}
