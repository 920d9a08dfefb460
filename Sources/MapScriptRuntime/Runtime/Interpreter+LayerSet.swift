import MapCore
import MapFormats
import MapScriptSyntax

// MARK: - layer set

extension Interpreter {
    /// `layer set L url U | title T | definition SQL | popup on|off | labels on|off | refresh
    /// MINUTES | scale range S to S`: one web map property of the layer (the scale range is
    /// `minScale`, the largest scale it shows at, then `maxScale`; 0 is no limit). The member
    /// goes into the JSON the layer keeps (`OperationalLayer.webMapJSON`), in place, so that an
    /// export writes every other member as it came. A value of the wrong type is `runtime.type-mismatch`; a layer read from
    /// a file, which keeps no web map JSON, is `runtime.not-a-web-map-layer`.
    func layerSet(_ target: Expr, _ setting: Command.LayerSetting) throws(ExecutionStop) {
        let position = try layerPosition(target)
        switch setting {
        case .title(let title):
            let text = try string(title, what: "layer title")
            try mapCall(at: title.range) { () throws(MapError) in try session.setLayerTitle(text, at: position) }
        case .url(let url):
            let text = try string(url, what: "service URL")
            try setMember(.url, to: .string(text), at: position, range: url.range)
        case .definition(let expression):
            let text = try string(expression, what: "definition expression")
            try setMember(.definitionExpression, to: .string(text), at: position, range: expression.range)
        case .popup(let choice):
            try setMember(.popupEnabled, to: .bool(try onOff(choice, what: "popup")), at: position, range: choice.range)
        case .labels(let choice):
            try setMember(.showLabels, to: .bool(try onOff(choice, what: "labels")), at: position, range: choice.range)
        case .refresh(let minutes):
            try setMember(.refreshInterval, to: try refreshInterval(minutes), at: position, range: minutes.range)
        case .scaleRange(let largest, let smallest):
            let minScale = try finiteNumber(largest, what: "scale")
            let maxScale = try finiteNumber(smallest, what: "scale")
            try mapCall(at: largest.range) { () throws(MapError) in
                try session.setLayerScaleRange(minScale: minScale, maxScale: maxScale, at: position)
            }
        case .json(let pathExpr, let valueExpr):
            let path = try jsonPath(pathExpr)
            let value = try jsonValue(of: try evaluate(valueExpr), at: valueExpr.range)
            try mapCall(at: valueExpr.range) { () throws(MapError) in try session.setLayerJSON(value, at: path, position: position) }
        }
    }

    /// `table set T url U | title T | definition SQL | popup on|off | refresh MINUTES | json PATH
    /// VALUE`: one member of the web map table's JSON (kept with the web map's other members),
    /// in place; the same checks as `layer set`'s.
    func tableSet(_ target: Expr, _ setting: Command.LayerSetting) throws(ExecutionStop) {
        let position = try tablePosition(target)
        let (path, value, range): (JSONPath, JSONValue, SourceRange)
        switch setting {
        case .url(let url): (path, value, range) = (Session.LayerMember.url.path, .string(try string(url, what: "service URL")), url.range)
        case .title(let title): (path, value, range) = (["title"], .string(try string(title, what: "table title")), title.range)
        case .definition(let expression):
            let text = try string(expression, what: "definition expression")
            (path, value, range) = (Session.LayerMember.definitionExpression.path, .string(text), expression.range)
        case .popup(let choice): (path, value, range) = (Session.LayerMember.popupEnabled.path, .bool(try onOff(choice, what: "popup")), choice.range)
        case .refresh(let minutes):
            (path, value, range) = (Session.LayerMember.refreshInterval.path, try refreshInterval(minutes), minutes.range)
        case .json(let pathExpr, let valueExpr):
            (path, value, range) = (try jsonPath(pathExpr), try jsonValue(of: try evaluate(valueExpr), at: valueExpr.range), valueExpr.range)
        case .labels, .scaleRange:
            preconditionFailure("table set has no \(setting.word) clause")
        }
        try mapCall(at: range) { () throws(MapError) in try session.setTableJSON(value, at: path, position: position) }
    }

    /// A refresh interval in minutes as the web map writes it (a whole number as one);
    /// `runtime.invalid-layer-value` below 0.
    private func refreshInterval(_ minutes: Expr) throws(ExecutionStop) -> JSONValue {
        let number = try finiteNumber(minutes, what: "refresh interval")
        guard number >= 0 else { throw .map(.layer(.invalidRefreshInterval(number)), at: minutes.range) }
        return Int(exactly: number).map { .integer($0) } ?? .number(number)
    }

    /// Sets `member` of the layer at `position`; errors point at `range`.
    private func setMember(_ member: Session.LayerMember, to value: JSONValue, at position: Int,
                           range: SourceRange) throws(ExecutionStop) {
        try mapCall(at: range) { () throws(MapError) in try session.setLayerMember(member, to: value, at: position) }
    }

    /// `on` or `off` (a bare word, or a string), or a boolean.
    func onOff(_ reference: NameRef, what: String) throws(ExecutionStop) -> Bool {
        let text: String
        switch reference {
        case .name(let name, _):
            text = name
        case .expr(let expr):
            switch try evaluate(expr) {
            case .bool(let truth): return truth
            case .string(let string): text = string
            case let other:
                throw .error(.typeMismatch, "expected on or off for \(what), found \(other.typeName)", at: expr.range)
            }
        }
        switch text.lowercased() {
        case "on": return true
        case "off": return false
        default:
            throw .error(.typeMismatch, "expected on or off for \(what), found '\(text)'", at: reference.range)
        }
    }
}
