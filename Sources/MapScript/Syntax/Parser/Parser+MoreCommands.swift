// MARK: - Map session commands: graphics, location display, files

extension Parser {
    /// `graphic-command ::= "graphic" ( "add" shape graphic-clause* | "list" | "remove" expression
    ///   | "move" expression "to" expression | "clear" )`
    mutating func parseGraphic() throws(ParseFailure) -> Command {
        switch try expectWord(among: Surface.subwords(after: [.graphic])) {
        case .add: return try parseGraphicAdd()
        case .list: return .graphicList
        case .remove: return .graphicRemove(try parseExpression("a graphic position or label"))
        case .move:
            clauseWords = .graphicMove
            let graphic = try parseExpression("a graphic position or label")
            try expect(.to)
            return .graphicMove(graphic, to: try parseExpression("a graphic position"))
        default: return .graphicClear
        }
    }

    /// `measure-command ::= "measure" value ("to" value)?`
    mutating func parseMeasure() throws(ParseFailure) -> Command {
        clauseWords = .measure
        let first = try parseValue("a graphic position, a label or a coordinate")
        if token.endsStatement { return .measure(first, to: nil) }
        guard token.isWord(.to) else { throw unknownClause(after: [.measure], seen: WordSet()) }
        advance()
        return .measure(first, to: try parseValue("a coordinate"))
    }

    /// `camera-command ::= "camera" ( "at" value camera-clause+ | "orbit" expression | "tilt"
    ///   expression )?`; `camera-clause ::= "altitude" expression | "heading" expression |
    ///   "pitch" expression`
    mutating func parseCamera() throws(ParseFailure) -> Command {
        if token.endsStatement { return .cameraShow }
        switch try expectWord(among: Surface.subwords(after: [.camera])) {
        case .at:
            clauseWords = .cameraAt
            let position = try parseValue("a coordinate")
            var altitude: Expr?
            var heading: Expr?
            var pitch: Expr?
            var seen = WordSet()
            while let clause = try nextClause(after: [.camera, .at], seen: &seen) {
                switch clause {
                case .altitude: altitude = try parseExpression("an altitude")
                case .heading: heading = try parseExpression("a heading")
                default: pitch = try parseExpression("a pitch")
                }
            }
            guard let altitude else {
                report(.missingClause, "missing 'altitude' clause in 'camera at'", at: endRange)
                throw .statement
            }
            return .cameraAt(position, altitude: altitude, heading: heading, pitch: pitch)
        case .orbit: return .cameraOrbit(try parseExpression("an angle"))
        default: return .cameraTilt(try parseExpression("an angle"))
        }
    }

    /// `shape ::= "point" value | "line" value ("to" value)+ | "polygon" value "to" value ("to"
    ///   value)+`;
    /// `graphic-clause ::= "color" name-ref | "fill" name-ref | "size" expression | "width"
    ///   expression | "shape" name-ref | "style" name-ref | "label" expression` (point: color,
    /// size, shape, label; line: color, width, style, label; polygon: fill, color, width,
    /// style, label)
    mutating func parseGraphicAdd() throws(ParseFailure) -> Command {
        let kind = try expectWord(among: Surface.subwords(after: [.graphic, .add]))
        clauseWords = kind == .point ? .graphicAddPoint : kind == .line ? .graphicAddLine : .graphicAddPolygon
        let first = token.range
        var points = [try parseValue("a coordinate")]
        if kind != .point {
            while token.isWord(.to) {
                advance()
                points.append(try parseValue("a coordinate"))
            }
            let minimum = kind == .line ? 2 : 3
            if points.count < minimum {
                report(.tooFewPoints, "a \(kind.spelling) needs at least \(minimum) points, found \(points.count)", at: range(from: first))
                throw .statement
            }
        }
        let shape: Command.GraphicShape = switch kind {
        case .point: .point(points[0])
        case .line: .line(points)
        default: .polygon(points)
        }
        var style = Command.GraphicStyle()
        var seen = WordSet()
        while let clause = try nextClause(after: [.graphic, .add, kind], seen: &seen) {
            switch clause {
            case .color: style.color = try parseNameRef("a color")
            case .fill: style.fill = try parseNameRef("a color")
            case .size: style.size = try parseExpression("a size")
            case .width: style.width = try parseExpression("a width")
            case .shape: style.shape = try parseNameRef("a marker shape")
            case .style: style.lineStyle = try parseNameRef("a line style")
            default: style.label = try parseExpression("a label")
            }
        }
        return .graphicAdd(shape, style: style)
    }

    /// `location-command ::= "location" ( "start" ("at" value | "track" expression)? | "move"
    ///   value location-clause* | "step" | "stop" )`
    mutating func parseLocation() throws(ParseFailure) -> Command {
        switch try expectWord(among: Surface.subwords(after: [.location])) {
        case .start:
            clauseWords = .locationStart
            var source: Command.LocationSource?
            var seen = WordSet()
            while let clause = try nextClause(after: [.location, .start], seen: &seen) {
                if source != nil {
                    report(.conflictingClauses, "'at' and 'track' cannot both be given", at: previous.range)
                    throw .statement
                }
                source = clause == .at ? .at(try parseValue("a coordinate")) : .track(try parseExpression("a track file name"))
            }
            return .locationStart(source)
        case .move:
            clauseWords = .locationMove
            let position = try parseValue("a coordinate")
            var heading: Expr?
            var speed: Expr?
            var seen = WordSet()
            while let clause = try nextClause(after: [.location, .move], seen: &seen) {
                if clause == .heading {
                    heading = try parseExpression("a heading")
                } else {
                    speed = try parseExpression("a speed")
                }
            }
            return .locationMove(position, heading: heading, speed: speed)
        case .step:
            return .locationStep
        default:
            return .locationStop
        }
    }

    /// `autopan-command ::= "autopan" ("off" | "recenter" | "navigation" | "compass")`
    mutating func parseAutopan() throws(ParseFailure) -> Command {
        switch try expectWord(among: Surface.subwords(after: [.autopan])) {
        case .off: .autopan(.off)
        case .recenter: .autopan(.recenter)
        case .navigation: .autopan(.navigation)
        default: .autopan(.compassNavigation)
        }
    }

    /// `import-command ::= "import" "webmap" expression`
    mutating func parseImport() throws(ParseFailure) -> Command {
        _ = try expectWord(among: Surface.subwords(after: [.import]))
        return .importWebMap(try parseExpression("a file name"))
    }

    /// `export-command ::= "export" ("webmap" | "geojson" | "kml") expression | export-svg`
    mutating func parseExport() throws(ParseFailure) -> Command {
        let format: Command.ExportFormat = switch try expectWord(among: Surface.subwords(after: [.export])) {
        case .webmap: .webmap
        case .geojson: .geojson
        case .kml: .kml
        default: .svg
        }
        if format == .svg { return try parseExportSVG() }
        return .export(format, try parseExpression("a file name"))
    }
}
