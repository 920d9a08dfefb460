import MapCore
import MapScriptSyntax
import TextSupport

// MARK: - Graphics and measurement

extension Interpreter {
    /// `graphic add point|line|polygon ... [clauses]`: the graphic, checked by MapCore, on top
    /// of the overlay.
    func graphicAdd(_ shape: Command.GraphicShape, style: Command.GraphicStyle, range: SourceRange) throws(ExecutionStop) {
        let label = try style.label.map { (expr) throws(ExecutionStop) in try string(expr, what: "label") }
        let graphic: Graphic
        switch shape {
        case .point(let expr):
            let position = try geodesicPosition(expr)
            let color = try style.color.map { (reference) throws(ExecutionStop) in try graphicColor(reference) } ?? .red
            let size = try style.size.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "size") } ?? 8
            let marker = try style.shape.map { (reference) throws(ExecutionStop) in try markerShape(reference) } ?? .circle
            let symbol = try mapCall(at: style.size?.range ?? range) { () throws(MapError) in
                try GraphicSymbol.Point(color: color, size: size, shape: marker)
            }
            graphic = try mapCall(at: expr.range) { () throws(MapError) in try Graphic.point(position, symbol: symbol, label: label) }
        case .line(let exprs):
            let vertices = try geodesicPositions(exprs)
            let symbol = try lineSymbol(style, defaultColor: .blue, defaultWidth: 2, range: range)
            graphic = try mapCall(at: range) { () throws(MapError) in try Graphic.line(vertices, symbol: symbol, label: label) }
        case .polygon(let exprs):
            let vertices = try geodesicPositions(exprs)
            let outline = try lineSymbol(style, defaultColor: .blue, defaultWidth: 1, range: range)
            let fill = try style.fill.map { (reference) throws(ExecutionStop) in try graphicColor(reference) } ?? GraphicSymbol.Fill().color
            graphic = try mapCall(at: range) { () throws(MapError) in
                try Graphic.polygon(vertices, symbol: GraphicSymbol.Fill(color: fill, outline: outline), label: label)
            }
        }
        try mapCall(at: style.label?.range ?? range) { () throws(MapError) in _ = try session.addGraphic(graphic) }
    }

    /// `graphic remove N|LABEL`.
    func graphicRemove(_ target: Expr) throws(ExecutionStop) {
        let position = try graphicPosition(target)
        try mapCall(at: target.range) { () throws(MapError) in _ = try session.removeGraphic(at: position) }
    }

    /// `graphic move N|LABEL to M`.
    func graphicMove(_ target: Expr, to destination: Expr) throws(ExecutionStop) {
        let from = try graphicPosition(target)
        let to = try wholeNumber(destination, what: "graphic position")
        try mapCall(at: destination.range) { () throws(MapError) in try session.moveGraphic(from: from, to: to) }
    }

    /// `measure N|LABEL` (a graphic's measures) or `measure A to B` (the geodesic distance).
    func measure(_ target: Expr, to end: Expr?) throws(ExecutionStop) {
        if let end {
            let from = try geodesicPosition(target)
            let to = try geodesicPosition(end)
            output.writeLine("distance " + MeasureFormat.length(Session.distance(from: from, to: to)))
            return
        }
        let value = try evaluate(target)
        if case .coordinate = value {
            throw .error(.typeMismatch, "expected a graphic position or label, found a coordinate "
                         + "(measure a distance with 'measure A to B')", at: target.range)
        }
        let position = try graphicPosition(of: value, at: target.range)
        let graphic = session.graphics.graphics[position - 1]
        output.writeLine(GeoValues.name(of: graphic, position: position).escapingControlCharacters + ": " + graphic.measure().summary)
    }

    /// The measures of the graphic an argument of `length(g)`, `area(g)` or `perimeter(g)`
    /// names: a graphic value, a position or a label.
    /// A feature of a layer (`area(f)`) is measured the same way (`FeatureGeometry.measure`).
    package func graphicMeasurement(_ expr: Expr) throws(ExecutionStop) -> GraphicMeasurement {
        let value = try evaluate(expr)
        if case .feature(let feature) = value { return feature.geometry?.measure() ?? .point }
        if case .graphic(let graphic) = value { return graphic.measure() }
        return session.graphics.graphics[try graphicPosition(of: value, at: expr.range) - 1].measure()
    }

    // MARK: - Finding graphics

    /// `graphics[index]`: by position or label.
    func graphic(at index: Expr) throws(ExecutionStop) -> Graphic {
        session.graphics.graphics[try graphicPosition(index) - 1]
    }

    /// The 1-based position a graphic target names: a position, a label, or a graphic value
    /// (the first graphic equal to it).
    func graphicPosition(_ target: Expr) throws(ExecutionStop) -> Int {
        try graphicPosition(of: try evaluate(target), at: target.range)
    }

    /// The 1-based position an evaluated graphic target names.
    func graphicPosition(of value: Value, at range: SourceRange) throws(ExecutionStop) -> Int {
        let overlay = session.graphics
        switch value {
        case .number(let number):
            let position = try wholeNumber(number, what: "graphic position", at: range)
            guard position >= 1 && position <= overlay.count else {
                throw .map(.graphic(.noGraphic(position: position, count: overlay.count)), at: range)
            }
            return position
        case .string(let label):
            guard let position = overlay.position(labeled: label) else {
                let suggestions = overlay.suggestions(for: label)
                throw .map(.graphic(.noGraphicLabeled(label.trimmedOfWhitespace, suggestions: suggestions)), at: range)
            }
            return position
        case .graphic(let graphic):
            guard let index = overlay.graphics.firstIndex(of: graphic) else {
                throw .error(.invalidGraphic, "the graphic is no longer in the overlay", at: range)
            }
            return index + 1
        default:
            throw .error(.typeMismatch, "expected a graphic position or label, found \(value.typeName)", at: range)
        }
    }

    // MARK: - Parts

    /// A coordinate operand as a position on the ellipsoid.
    func geodesicPosition(_ expr: Expr) throws(ExecutionStop) -> GeodesicPosition {
        let (latitude, longitude) = try coordinate(expr, what: "a point")
        return try mapCall(at: expr.range) { () throws(MapError) in
            try GeodesicPosition.check(longitude: longitude)
            return try GeodesicPosition(latitude: latitude, longitude: longitude)
        }
    }

    /// The vertices of a line or a polygon: the points written (`A to B to C`), or the items of
    /// one list of coordinates (`graphic add polygon pts`), which a generator builds for a
    /// shape of any size (MapCore checks the count).
    private func geodesicPositions(_ exprs: [Expr]) throws(ExecutionStop) -> [GeodesicPosition] {
        if exprs.count == 1, let only = exprs.first {
            let value = try materialize(evaluate(only), at: only.range)
            if case .list(let list) = value {
                var positions: [GeodesicPosition] = []
                positions.reserveCapacity(list.count)
                for (index, item) in list.enumerated() {
                    let (latitude, longitude) = try coordinate(of: item, what: "point \(index + 1) of the list", at: only.range)
                    positions.append(try mapCall(at: only.range) { () throws(MapError) in
                        try GeodesicPosition.check(longitude: longitude)
                        return try GeodesicPosition(latitude: latitude, longitude: longitude)
                    })
                }
                return positions
            }
        }
        var positions: [GeodesicPosition] = []
        for expr in exprs { positions.append(try geodesicPosition(expr)) }
        return positions
    }

    /// The line symbol of a line, or the outline of a polygon.
    private func lineSymbol(_ style: Command.GraphicStyle, defaultColor: GraphicColor, defaultWidth: Double,
                            range: SourceRange) throws(ExecutionStop) -> GraphicSymbol.Line {
        let color = try style.color.map { (reference) throws(ExecutionStop) in try graphicColor(reference) } ?? defaultColor
        let width = try style.width.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "width") } ?? defaultWidth
        let pattern = try style.lineStyle.map { (reference) throws(ExecutionStop) in try lineStyle(reference) } ?? .solid
        return try mapCall(at: style.width?.range ?? range) { () throws(MapError) in
            try GraphicSymbol.Line(color: color, width: width, style: pattern)
        }
    }

    /// A colour: a bare CSS name, or a string (a name or `#rrggbb[aa]`).
    func graphicColor(_ reference: NameRef) throws(ExecutionStop) -> GraphicColor {
        let (text, bare) = try word(reference, what: "colour")
        return try mapCall(at: reference.range, bare: bare) { () throws(MapError) in try GraphicColor(parsing: text) }
    }

    func markerShape(_ reference: NameRef) throws(ExecutionStop) -> GraphicSymbol.Shape {
        try choice(reference, what: "marker shape", among: GraphicSymbol.Shape.allCases)
    }

    private func lineStyle(_ reference: NameRef) throws(ExecutionStop) -> GraphicSymbol.Style {
        try choice(reference, what: "line style", among: GraphicSymbol.Style.allCases)
    }

    /// The case of `cases` that a name position names (any case); else an error `id` listing
    /// them, with the closest as fix-its.
    func choice<T: RawRepresentable<String>>(_ reference: NameRef, what: String, among cases: [T],
                                             id: DiagnosticID = .invalidGraphic) throws(ExecutionStop) -> T {
        let (text, bare) = try word(reference, what: what)
        if let found = cases.first(where: { $0.rawValue == text.trimmedOfWhitespace.lowercased() }) { return found }
        let names = cases.map(\.rawValue)
        let close = Suggestion.closest(to: text, among: names, limit: 2)
        throw .error(id, "unknown \(what) '\(text)'" + (close.isEmpty ? "; expected \(names.joined(separator: ", "))" : ""),
                     at: reference.range, suggesting: close, bare: bare)
    }

    /// The text of a name position and whether it was a bare word.
    private func word(_ reference: NameRef, what: String) throws(ExecutionStop) -> (String, Bool) {
        switch reference {
        case .name(let name, _): return (name, true)
        case .expr(let expr): return (try string(expr, what: what), false)
        }
    }
}
