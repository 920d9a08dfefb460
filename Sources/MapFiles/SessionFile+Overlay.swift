import TextSupport
import MapCore
import MapFormats

// MARK: - Graphics, location display and scene camera

extension SessionFile.Writer {
    /// `"graphics"`, `"location"` and `"camera"`, after the tour.
    mutating func overlay(_ session: Session) {
        member("graphics")
        lines(session.graphics.graphics) { writer, graphic in writer.graphic(graphic) }
        member("location")
        if session.locationDisplay == LocationDisplay() { text("null") } else { location(session.locationDisplay) }
        member("camera")
        if let camera = session.sceneCamera {
            text("{\"latitude\":"); number(camera.latitude)
            text(",\"longitude\":"); number(camera.longitude)
            text(",\"altitude\":"); number(camera.altitude)
            text(",\"heading\":"); number(camera.heading)
            text(",\"pitch\":"); number(camera.pitch)
            text(",\"roll\":"); number(camera.roll); text("}")
        } else {
            text("null")
        }
    }

    /// One graphic: `kind`, `points` as `[latitude, longitude]` pairs, the symbol, the label.
    mutating func graphic(_ graphic: Graphic) {
        text("{\"kind\":"); quoted(graphic.kind.rawValue)
        text(",\"points\":[")
        for (index, point) in graphic.points.enumerated() {
            text(index == 0 ? "[" : ",[")
            number(point.latitude); text(","); number(point.longitude); text("]")
        }
        text("]")
        switch graphic.shape {
        case .point(_, let symbol):
            text(",\"color\":"); quoted(symbol.color.description)
            text(",\"size\":"); number(symbol.size)
            text(",\"shape\":"); quoted(symbol.shape.rawValue)
        case .line(_, let symbol):
            line(symbol)
        case .polygon(_, let symbol):
            text(",\"fill\":"); quoted(symbol.color.description)
            line(symbol.outline)
        }
        if let label = graphic.label { text(",\"label\":"); quoted(label) }
        text("}")
    }

    mutating func line(_ symbol: GraphicSymbol.Line) {
        text(",\"color\":"); quoted(symbol.color.description)
        text(",\"width\":"); number(symbol.width)
        text(",\"style\":"); quoted(symbol.style.rawValue)
    }

    mutating func location(_ display: LocationDisplay) {
        text("{\n    \"started\": "); text(display.isStarted ? "true" : "false")
        text(",\n    \"autoPan\": "); quoted(display.autoPanMode.rawValue)
        text(",\n    \"fix\": ")
        if let fix = display.location { self.fix(fix) } else { text("null") }
        text(",\n    \"track\": ")
        if let track = display.track {
            lines(track.fixes, indent: "      ", closing: "    ") { writer, fix in writer.fix(fix) }
        } else {
            text("null")
        }
        text(",\n    \"trackIndex\": "); number(Double(display.trackIndex))
        text(",\n    \"trackStart\": "); number(display.trackStart)
        text("\n  }")
    }

    /// A fix: latitude and longitude, then course, heading, speed and time when known.
    mutating func fix(_ fix: LocationFix) {
        text("{\"latitude\":"); number(fix.latitude)
        text(",\"longitude\":"); number(fix.longitude)
        for (key, value) in [("course", fix.course), ("heading", fix.heading), ("speed", fix.speed), ("time", fix.time)] {
            if let value { text(",\""); text(key); text("\":"); number(value) }
        }
        text("}")
    }
}

extension SessionFile.Reader {
    static let overlayKeys = ["graphics", "location", "camera"]
    static let graphicKeys: [Graphic.Kind: [String]] = [
        .point: ["kind", "points", "color", "size", "shape", "label"],
        .line: ["kind", "points", "color", "width", "style", "label"],
        .polygon: ["kind", "points", "fill", "color", "width", "style", "label"],
    ]
    static let locationKeys = ["started", "autoPan", "fix", "track", "trackIndex", "trackStart"]
    static let fixKeys = ["latitude", "longitude", "course", "heading", "speed", "time"]
    static let cameraKeys = ["latitude", "longitude", "altitude", "heading", "pitch", "roll"]

    /// Reads `graphics`, `location` and `camera` (each optional: absent or null is none) into
    /// `session`.
    static func overlay(_ top: JSONChecker.Members, into session: inout Session) throws(Failure) {
        if let value = top.present("graphics") {
            let path = top.path("graphics")
            for (index, element) in try Check.array(value, at: path).enumerated() {
                let graphicPath = path.appending(index)
                let graphic = try self.graphic(element, at: graphicPath)
                try Check.domain(at: graphicPath) { () throws(MapError) in try session.addGraphic(graphic) }
            }
        }
        let display = try top.present("location").map { (value) throws(Failure) in
            try location(value, at: top.path("location"))
        } ?? LocationDisplay()
        let camera = try top.present("camera").map { (value) throws(Failure) in try self.camera(value, at: top.path("camera")) }
        try Check.domain(at: top.path("camera")) { () throws(MapError) in
            try session.restore(locationDisplay: display, sceneCamera: camera)
        }
    }

    // MARK: - Graphics

    static func graphic(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Graphic {
        let kindMembers = try Check.object(value, at: path)
        let kind = Graphic.Kind(rawValue: try word(kindMembers, "kind", Graphic.Kind.allCases.map(\.rawValue))) ?? .point
        let members = try Check.object(value, at: path, allowedKeys: graphicKeys[kind] ?? [])
        let elements = try Check.array(try members.required("points"), at: members.path("points"))
        var points: [GeodesicPosition] = []
        for (index, element) in elements.enumerated() {
            let pointPath = members.path("points").appending(index)
            let pair = try Check.array(element, at: pointPath)
            guard pair.count == 2 else {
                throw Failure(kind: .invalidValue("expected a [latitude, longitude] pair, found an array of \(pair.count)"), path: pointPath)
            }
            let latitude = try Check.number(pair[0], at: pointPath.appending(0))
            let longitude = try Check.number(pair[1], at: pointPath.appending(1))
            points.append(try Check.domain(at: pointPath) { () throws(MapError) in
                try GeodesicPosition(latitude: latitude, longitude: longitude)
            })
        }
        let label = try members.present("label").map { (v) throws(Failure) in try Check.string(v, at: members.path("label")) }
        let color = try self.color(members, "color")
        switch kind {
        case .point:
            guard points.count == 1 else {
                throw Failure(kind: .invalidValue("a point has one position, not \(points.count)"), path: members.path("points"))
            }
            let symbol = try pointSymbol(members, color: color)
            return try Check.domain(at: members.path("points")) { () throws(MapError) in
                try Graphic.point(points[0], symbol: symbol, label: label)
            }
        case .line:
            let symbol = try lineSymbol(members, color: color, default: .standard)
            return try Check.domain(at: members.path("points")) { () throws(MapError) in
                try Graphic.line(points, symbol: symbol, label: label)
            }
        case .polygon:
            let fill = try self.color(members, "fill") ?? GraphicSymbol.Fill().color
            let outline = try lineSymbol(members, color: color, default: .thinBlue)
            return try Check.domain(at: members.path("points")) { () throws(MapError) in
                try Graphic.polygon(points, symbol: GraphicSymbol.Fill(color: fill, outline: outline), label: label)
            }
        }
    }

    /// The colour at `key` (a CSS name or `#` notation), or nil when absent.
    static func color(_ members: JSONChecker.Members, _ key: String) throws(Failure) -> GraphicColor? {
        guard let value = members.present(key) else { return nil }
        let text = try Check.string(value, at: members.path(key))
        return try Check.domain(at: members.path(key)) { () throws(MapError) in try GraphicColor(parsing: text) }
    }

    static func pointSymbol(_ members: JSONChecker.Members, color: GraphicColor?) throws(Failure) -> GraphicSymbol.Point {
        let standard = GraphicSymbol.Point.standard
        let size = try optionalNumber(members, "size") ?? standard.size
        let shape = members.present("shape") == nil ? standard.shape
            : GraphicSymbol.Shape(rawValue: try word(members, "shape", GraphicSymbol.Shape.allCases.map(\.rawValue))) ?? standard.shape
        return try Check.domain(at: members.path("size")) { () throws(MapError) in
            try GraphicSymbol.Point(color: color ?? standard.color, size: size, shape: shape)
        }
    }

    static func lineSymbol(_ members: JSONChecker.Members, color: GraphicColor?,
                           default standard: GraphicSymbol.Line) throws(Failure) -> GraphicSymbol.Line {
        let width = try optionalNumber(members, "width") ?? standard.width
        let style = members.present("style") == nil ? standard.style
            : GraphicSymbol.Style(rawValue: try word(members, "style", GraphicSymbol.Style.allCases.map(\.rawValue))) ?? standard.style
        return try Check.domain(at: members.path("width")) { () throws(MapError) in
            try GraphicSymbol.Line(color: color ?? standard.color, width: width, style: style)
        }
    }

    /// The number at `key`, or nil when absent or null.
    static func optionalNumber(_ members: JSONChecker.Members, _ key: String) throws(Failure) -> Double? {
        try members.present(key).map { (v) throws(Failure) in try Check.number(v, at: members.path(key)) }
    }

    // MARK: - Location display and camera

    static func location(_ value: JSONValue, at path: JSONPath) throws(Failure) -> LocationDisplay {
        let members = try Check.object(value, at: path, allowedKeys: locationKeys)
        let started = try Check.bool(try members.required("started"), at: members.path("started"))
        let modeName = try word(members, "autoPan", LocationDisplay.AutoPanMode.allCases.map(\.rawValue))
        let mode = LocationDisplay.AutoPanMode(rawValue: modeName) ?? .off
        let fix = try members.present("fix").map { (v) throws(Failure) in try self.fix(v, at: members.path("fix")) }
        var track: LocationTrack?
        if let value = members.present("track") {
            var fixes: [LocationFix] = []
            for (index, element) in try Check.array(value, at: members.path("track")).enumerated() {
                fixes.append(try self.fix(element, at: members.path("track").appending(index)))
            }
            track = try Check.domain(at: members.path("track")) { () throws(MapError) in try LocationTrack(fixes) }
        }
        let index = try members.present("trackIndex").map { (v) throws(Failure) in try Check.integer(v, at: members.path("trackIndex")) } ?? 0
        if index < 0 || index >= (track?.count ?? 1) {
            throw Failure(kind: .invalidValue("expected a fix index of the track (0 to \((track?.count ?? 1) - 1)), found \(index)"),
                          path: members.path("trackIndex"))
        }
        let start = try members.present("trackStart").map { (v) throws(Failure) in try Check.number(v, at: members.path("trackStart")) } ?? 0
        guard start.isFinite else {
            throw Failure(kind: .invalidValue("trackStart must be a finite number of seconds"), path: members.path("trackStart"))
        }
        return LocationDisplay(isStarted: started, location: fix, autoPanMode: mode, track: track, trackIndex: index, trackStart: start)
    }

    static func fix(_ value: JSONValue, at path: JSONPath) throws(Failure) -> LocationFix {
        let members = try Check.object(value, at: path, allowedKeys: fixKeys)
        var numbers: [Double?] = []
        for key in fixKeys {
            numbers.append(try members.present(key).map { (v) throws(Failure) in try Check.number(v, at: members.path(key)) })
        }
        guard let latitude = numbers[0] else { throw Failure(kind: .missingKey("latitude"), path: path) }
        guard let longitude = numbers[1] else { throw Failure(kind: .missingKey("longitude"), path: path) }
        return try Check.domain(at: path) { () throws(MapError) in
            try LocationFix(latitude: latitude, longitude: longitude, course: numbers[2], heading: numbers[3],
                            speed: numbers[4], time: numbers[5])
        }
    }

    static func camera(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Camera {
        let members = try Check.object(value, at: path, allowedKeys: cameraKeys)
        var numbers: [Double] = []
        for key in cameraKeys { numbers.append(try Check.number(try members.required(key), at: members.path(key))) }
        return try Check.domain(at: path) { () throws(MapError) in
            try Camera(latitude: numbers[0], longitude: numbers[1], altitude: numbers[2], heading: numbers[3],
                       pitch: numbers[4], roll: numbers[5])
        }
    }
}
