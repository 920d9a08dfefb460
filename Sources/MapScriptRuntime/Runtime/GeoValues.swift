import MapCore
import MapScriptSyntax
import TextSupport

/// The language's view of graphics, the location display and the scene camera: how they
/// print, and the `graphic list` and `camera` tables (their properties are in
/// `PropertyTables`).
enum GeoValues {
    /// The words the REPL completes for the graphic clauses' placeholders: CSS colour names
    /// (`C`), marker shapes (`SHAPE`) and line styles (`LINE`).
    static let completions: [String: [String]] = [
        "C": GraphicColor.cssNames.map(\.name),
        "SHAPE": GraphicSymbol.Shape.allCases.map(\.rawValue),
        "LINE": GraphicSymbol.Style.allCases.map(\.rawValue),
    ]

    // MARK: - Graphics

    /// A graphic as `print` writes it: its label (quoted inside lists), else its kind and
    /// vertex count (`line of 3 points`).
    static func text(of graphic: Graphic, quoted: Bool) -> String {
        if let label = graphic.label { return quoted ? StringLiteral.quoted(label) : label }
        let count = graphic.points.count
        return graphic.kind == .point ? "point" : "\(graphic.kind) of \(count) points"
    }

    /// How `measure` names a graphic: `Lake (polygon)`, `graphic 2 (line)`.
    static func name(of graphic: Graphic, position: Int) -> String {
        (graphic.label ?? "graphic \(position)") + " (\(graphic.kind))"
    }

    /// `graphic list`: position, kind, label, vertices, symbol and measures of every graphic.
    static func table(_ graphics: some RandomAccessCollection<Graphic>) -> String {
        guard !graphics.isEmpty else { return "no graphics\n" }
        var table = TextTable([
            .init(heading: "#", alignment: .right), .init(heading: "kind", alignment: .left),
            .init(heading: "label", alignment: .left), .init(heading: "points", alignment: .right),
            .init(heading: "first point", alignment: .left), .init(heading: "symbol", alignment: .left),
            .init(heading: "measure", alignment: .left),
        ])
        for (index, graphic) in graphics.enumerated() {
            let first = graphic.points[0]
            table.add([String(index + 1), graphic.kind.rawValue, graphic.label ?? "", String(graphic.points.count),
                       degrees(first.latitude) + "," + degrees(first.longitude), symbol(of: graphic), measures(of: graphic)])
        }
        return table.text
    }

    /// The symbol in words: `red 8 pt circle`, `navy 3 pt dash`, `fill #0000ff40, outline blue 1 pt solid`.
    static func symbol(of graphic: Graphic) -> String {
        switch graphic.shape {
        case .point(_, let marker): return "\(marker.color) \(number(marker.size)) pt \(marker.shape.rawValue)"
        case .line(_, let symbol): return text(of: symbol)
        case .polygon(_, let fill): return "fill \(fill.color), outline " + text(of: fill.outline)
        }
    }

    private static func text(of line: GraphicSymbol.Line) -> String {
        "\(line.color) \(number(line.width)) pt \(line.style.rawValue)"
    }

    /// The measures in short: a line's length, a polygon's area and perimeter.
    static func measures(of graphic: Graphic) -> String {
        switch graphic.measure() {
        case .point: return ""
        case .line(let length): return MeasureFormat.length(length)
        case .polygon(let area, let perimeter): return MeasureFormat.area(area) + ", " + MeasureFormat.length(perimeter)
        }
    }

    // MARK: - Location display

    /// `location` as `print` writes it: `44.46,-110.83 heading 90 speed 12 (started, autopan
    /// recenter)`, or `no location (stopped, autopan off)`.
    static func text(of display: LocationDisplay) -> String {
        var text = "no location"
        if let fix = display.location {
            text = degrees(fix.latitude) + "," + degrees(fix.longitude)
            if let heading = fix.heading { text += " heading " + degrees(heading) }
            if let speed = fix.speed { text += " speed " + number(speed) }
        }
        var state = display.isStarted ? "started" : "stopped"
        if let position = display.trackPosition, let track = display.track { state += ", fix \(position) of \(track.count)" }
        return text + " (\(state), autopan \(ValueWords.word(of: display.autoPanMode)))"
    }

    // MARK: - Scene camera

    /// `camera` as `print` writes it: `44.2,-110.6 altitude 30000 heading 20 pitch 60 roll 0`
    /// (degrees to 6 decimals, metres to the centimetre; the properties keep full precision).
    static func text(of camera: Camera) -> String {
        degrees(camera.latitude) + "," + degrees(camera.longitude) + " altitude " + metres(camera.altitude)
            + " heading " + degrees(camera.heading) + " pitch " + degrees(camera.pitch) + " roll " + degrees(camera.roll)
    }

    /// The lines `camera` and `viewpoint` (on a scene) print about the camera: its position
    /// and angles, and the point it looks at with the distance to it.
    static func cameraLines(_ camera: Camera) -> [(String, String)] {
        var lines: [(String, String)] = [
            ("camera", degrees(camera.latitude) + "," + degrees(camera.longitude)),
            ("  altitude", metres(camera.altitude) + " m"),
            ("  heading", degrees(camera.heading)),
            ("  pitch", degrees(camera.pitch)),
            ("  roll", degrees(camera.roll)),
        ]
        if let target = camera.target, let distance = camera.targetDistance {
            lines.append(("looks at", degrees(target.latitude) + "," + degrees(target.longitude)))
            lines.append(("  distance", MeasureFormat.length(distance)))
        } else {
            lines.append(("looks at", "nothing: above the horizon"))
        }
        return lines
    }

    private static func number(_ value: Double) -> String { NumberFormat.shortest(value) }

    /// Degrees as tables show them (6 decimals, `NumberFormat.degrees`); the values keep full
    /// precision (`camera.lat`, `location.heading`).
    private static func degrees(_ value: Double) -> String { NumberFormat.degrees(value) }

    /// Metres to the centimetre, in the shortest form (`824.89`, `30000`).
    private static func metres(_ value: Double) -> String {
        value.isFinite ? number((value * 100).rounded(.toNearestOrAwayFromZero) / 100) : number(value)
    }
}
