// MARK: - Map session commands: dispatch, bookmarks, navigation, basemaps, gallery

extension Parser {
    /// `command ::= bookmark-command | goto-command | zoom-command | rotate-command | pan-command
    ///   | view-command | "viewpoint" | "where" | basemap-command | gallery-command | new-command
    ///   | graphic-command | measure-command | location-command | autopan-command | file-command |
    ///   wait-command | help-command | quit-command`
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
        case .map: return .mapNew(basemap: try parseNew(of: "map new"))
        case .scene: return .sceneNew(basemap: try parseNew(of: "scene new"))
        case .graphic: return try parseGraphic()
        case .measure: return .measure(try parseExpression("a graphic position"))
        case .location: return try parseLocation()
        case .autopan: return try parseAutopan()
        case .save: return .save(try parseExpression("a file name"))
        case .load: return .load(try parseExpression("a file name"))
        case .import: return try parseImport()
        case .export: return try parseExport()
        case .source: return .source(try parseExpression("a file name"))
        case .wait: return .wait(try parseExpression("a duration"))
        case .help: return .help(topic: try parseTopic())
        case .quit: return .quit(status: token.endsStatement ? nil : try parseExpression("an exit status"))
        default: throw expected("a command")
        }
    }

    /// `bookmark-command ::= "bookmark" ( "add" expression bookmark-clause* | "list" | "clear" |
    ///   "remove" expression | "move" expression "to" expression | "rename" expression "to"
    ///   expression )`
    mutating func parseBookmark() throws(ParseFailure) -> Command {
        switch try expectWord(among: [.add, .list, .clear, .remove, .move, .rename]) {
        case .add:
            clauseWords = [.at, .scale, .rotation]
            let name = try parseExpression("a bookmark name")
            var at: Expr?
            var scale: Expr?
            var rotation: Expr?
            var seen: UInt32 = 0
            while let clause = try nextClause(of: "bookmark add", among: [.at, .scale, .rotation], seen: &seen) {
                switch clause {
                case .at: at = try parseValue("a coordinate")
                case .scale: scale = try parseScale()
                default: rotation = try parseExpression("a rotation")
                }
            }
            return .bookmarkAdd(name: name, at: at, scale: scale, rotation: rotation)
        case .list:
            return .bookmarkList
        case .clear:
            return .bookmarkClear
        case .remove:
            return .bookmarkRemove(try parseExpression("a bookmark position or name"))
        case .move:
            clauseWords = [.to]
            let bookmark = try parseExpression("a bookmark position or name")
            try expect(.to)
            return .bookmarkMove(bookmark, to: try parseExpression("a position"))
        default:
            clauseWords = [.to]
            let bookmark = try parseExpression("a bookmark position or name")
            try expect(.to)
            return .bookmarkRename(bookmark, to: try parseExpression("a new name"))
        }
    }

    /// `goto-command ::= "goto" value goto-clause*`
    mutating func parseGoto() throws(ParseFailure) -> Command {
        clauseWords = [.scale, .rotation, .duration]
        let target = try parseValue("a bookmark or a coordinate")
        var scale: Expr?
        var rotation: Expr?
        var duration: Expr?
        var seen: UInt32 = 0
        while let clause = try nextClause(of: "goto", among: [.scale, .rotation, .duration], seen: &seen) {
            switch clause {
            case .scale: scale = try parseScale()
            case .rotation: rotation = try parseExpression("a rotation")
            default: duration = try parseExpression("a duration")
            }
        }
        return .goto(target, scale: scale, rotation: rotation, duration: duration)
    }

    /// `zoom-command ::= "zoom" ( "in" ("by" expression)? | "out" ("by" expression)? | "to" scale
    ///   )`
    mutating func parseZoom() throws(ParseFailure) -> Command {
        let direction = try expectWord(among: [.in, .out, .to])
        if direction == .to { return .zoomTo(scale: try parseScale()) }
        clauseWords = [.by]
        var factor: Expr?
        var seen: UInt32 = 0
        if try nextClause(of: direction == .in ? "zoom in" : "zoom out", among: [.by], seen: &seen) != nil {
            factor = try parseExpression("a zoom factor")
        }
        return direction == .in ? .zoomIn(by: factor) : .zoomOut(by: factor)
    }

    /// `pan-command ::= "pan" ("north" | "south" | "east" | "west") ("by" expression)?`
    mutating func parsePan() throws(ParseFailure) -> Command {
        let word = try expectWord(among: [.north, .south, .east, .west])
        let direction: Command.PanDirection = switch word {
        case .north: .north
        case .south: .south
        case .east: .east
        default: .west
        }
        var fraction: Expr?
        var seen: UInt32 = 0
        if try nextClause(of: "pan", among: [.by], seen: &seen) != nil {
            fraction = try parseExpression("a fraction of the view")
        }
        return .pan(direction, by: fraction)
    }

    /// `view-command ::= "view" "size" expression "x" expression`
    mutating func parseView() throws(ParseFailure) -> Command {
        try expect(.size)
        clauseWords = [.x]
        let width = try parseExpression("a width")
        try expect(.x)
        return .viewSize(width: width, height: try parseExpression("a height"))
    }

    /// `basemap-command ::= "basemap" ("use" name-ref)?`
    mutating func parseBasemap() throws(ParseFailure) -> Command {
        if token.endsStatement { return .basemapShow }
        _ = try expectWord(among: [.use])
        return .basemapUse(try parseNameRef("a basemap"))
    }

    /// `gallery-command ::= "gallery" ( "style" ("list" | "grid" | "automatic") ("width"
    ///   expression)? | "add" expression gallery-clause* | "remove" expression | "reset" | "load"
    ///   expression )?`
    /// (`gallery add` needs its `style` clause)
    mutating func parseGallery() throws(ParseFailure) -> Command {
        if token.endsStatement { return .galleryShow }
        switch try expectWord(among: [.style, .add, .remove, .reset, .load]) {
        case .style:
            let layout: Command.GalleryLayout = switch try expectWord(among: [.list, .grid, .automatic]) {
            case .list: .list
            case .grid: .grid
            default: .automatic
            }
            var width: Expr?
            var seen: UInt32 = 0
            if try nextClause(of: "gallery style", among: [.width], seen: &seen) != nil {
                width = try parseExpression("a width")
            }
            return .galleryStyle(layout, width: width)
        case .add:
            clauseWords = [.style, .wkid, .description, .thumbnail]
            let name = try parseExpression("an item name")
            var style: NameRef?
            var wkid: Expr?
            var description: Expr?
            var thumbnail: Expr?
            var seen: UInt32 = 0
            while let clause = try nextClause(of: "gallery add", among: [.style, .wkid, .description, .thumbnail], seen: &seen) {
                switch clause {
                case .style: style = try parseNameRef("a basemap")
                case .wkid: wkid = try parseExpression("a spatial reference id")
                case .description: description = try parseExpression("a description")
                default: thumbnail = try parseExpression("a thumbnail file name")
                }
            }
            guard let style else {
                report("missing 'style' clause in 'gallery add'", at: endRange)
                throw .statement
            }
            return .galleryAdd(name: name, style: style, wkid: wkid, description: description, thumbnail: thumbnail)
        case .remove:
            return .galleryRemove(try parseExpression("an item position or name"))
        case .reset:
            return .galleryReset
        default:
            return .galleryLoad(try parseExpression("a file name"))
        }
    }

    /// `new-command ::= ("map" | "scene") "new" ("basemap" name-ref)?`
    mutating func parseNew(of command: StaticString) throws(ParseFailure) -> NameRef? {
        _ = try expectWord(among: [.new])
        var seen: UInt32 = 0
        guard try nextClause(of: command, among: [.basemap], seen: &seen) != nil else { return nil }
        return try parseNameRef("a basemap")
    }
}
