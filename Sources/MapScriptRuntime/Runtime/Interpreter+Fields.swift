import MapCore
import MapScriptSyntax
import TextSupport

// MARK: - The fields of features

extension Interpreter {
    /// `f["FIELD"]`: the field's value (a JSON number, string or boolean as such; an array as a
    /// list; an object as its JSON text; null as the empty string); a field the feature does not
    /// have is `runtime.unknown-field`, with the closest names.
    func field(of feature: Feature, at index: Expr) throws(ExecutionStop) -> Value {
        try field(of: feature, key: try evaluate(index), index)
    }

    /// The field of `feature` named by `key`, the value of `index`.
    func field(of feature: Feature, key: Value, _ index: Expr) throws(ExecutionStop) -> Value {
        guard case .string(let name) = key else {
            throw .error(.typeMismatch, "expected a field name, found \(key.typeName)", at: index.range)
        }
        guard let value = feature[name] else {
            let names = feature.fields.map(\.key)
            throw .error(.unknownField, "the feature has no field '\(name)'", at: index.range,
                         suggesting: Suggestion.closest(to: name, among: names, limit: 2), bare: false)
        }
        return Value.value(of: value)
    }
}
