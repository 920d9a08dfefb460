import MapCore
import MapFiles
import MapFormats
import MapScriptSyntax
import TextSupport

// MARK: - Web map JSON as values, and values as JSON

extension Interpreter {
    /// `json[index]`: the member named by the string `index`; one the object lacks is
    /// `runtime.unknown-property`, with the closest keys.
    func member(of json: JSONValue, at index: Expr, base: Expr) throws(ExecutionStop) -> Value {
        guard case .string(let key) = try evaluate(index) else {
            throw .error(.typeMismatch, "expected a member name (a string) to index a JSON object", at: index.range)
        }
        guard let member = json[key] else {
            let keys = json.objectValue?.map(\.key) ?? []
            throw .error(.unknownProperty, "the JSON object has no member '\(key)'", at: index.range,
                         suggesting: Suggestion.closest(to: key, among: keys, limit: 2))
        }
        return Value.value(ofMember: member)
    }

    /// `value` as JSON, for `layer set L json`: a number (a whole one as an integer), a string,
    /// a boolean, a list of such (an array), a `json` value as it is; anything else is
    /// `runtime.type-mismatch` about `range`.
    func jsonValue(of value: Value, at range: SourceRange) throws(ExecutionStop) -> JSONValue {
        switch try materialize(value, at: range) {
        case .number(let number):
            guard number.isFinite else { throw .error(.typeMismatch, "JSON has no number \(number)", at: range) }
            return .number(number)
        case .integer(let integer): return .integer(integer)
        case .string(let text): return .string(text)
        case .bool(let truth): return .bool(truth)
        case .json(let json): return json
        case .list(let list):
            var elements: [JSONValue] = []
            elements.reserveCapacity(list.count)
            for item in list {
                try walkSteps(1, at: range)
                elements.append(try jsonValue(of: item, at: range))
            }
            return .array(elements)
        case let other:
            throw .error(.typeMismatch, "expected a number, a string, a boolean, a list or a JSON object for a JSON member, "
                         + "found \(other.typeName)", at: range)
        }
    }

    /// The path written in the string `expr`: `popupInfo.title`, `layers[0].url`
    /// (`JSONPath(parsing:)`); a malformed one is `runtime.invalid-layer-value` at the string.
    func jsonPath(_ expr: Expr) throws(ExecutionStop) -> JSONPath {
        let text = try string(expr, what: "JSON path")
        do throws(JSONPath.SyntaxError) {
            return try JSONPath(parsing: text)
        } catch {
            throw .error(.invalidLayerValue, "'\(text)' is not a JSON path (popupInfo.title, layers[0].url): \(error)", at: expr.range)
        }
    }

    /// The table `index` names: a 1-based position or a title.
    func table(at index: Expr) throws(ExecutionStop) -> OperationalLayer {
        let position = try tablePosition(index)
        return try mapCall(at: index.range) { () throws(MapError) in try session.table(at: position) }
    }

    /// The 1-based position of the table a position or a title names.
    func tablePosition(_ index: Expr) throws(ExecutionStop) -> Int {
        switch try evaluate(index) {
        case .number, .integer:
            let position = try wholeNumber(index, what: "table position")
            _ = try mapCall(at: index.range) { () throws(MapError) in try session.table(at: position) }
            return position
        case .string(let title):
            return try mapCall(at: index.range) { () throws(MapError) in try session.tablePosition(titled: title) }
        case let other:
            throw .error(.typeMismatch, "expected a table position or title, found \(other.typeName)", at: index.range)
        }
    }
}

extension Interpreter {
    /// The web map JSON `export webmap` writes for `layer` (`WebMapWriter.layerJSON`), at the
    /// position of the session's layer of the same title and source (only a layer whose JSON
    /// names no title, service or id is titled by it, `Layer N`); a layer the session keeps as
    /// JSON only (a group member, a table, a basemap layer: none of its layers) is its JSON as
    /// it is, which its state was read from.
    package func webMapJSON(of layer: OperationalLayer) -> JSONValue? {
        guard let index = session.layers.layers.firstIndex(where: { $0.title == layer.title && $0.source == layer.source }) else {
            return layer.webMapJSON ?? WebMapWriter.layerJSON(of: layer, position: 1)
        }
        return WebMapWriter.layerJSON(of: layer, position: index + 1)
    }

    /// A basemap's web map JSON as `export webmap` writes it (`basemap.layers`).
    package func baseMapJSON(of basemap: Basemap) -> JSONValue {
        WebMapWriter.baseMapJSON(of: basemap)
    }
}

/// The interpreter is what the value tables' getters and the built-in functions ask
/// (`PropertyTables`, `Builtins.functions`).
extension Interpreter: Evaluator {}
