import MapFormats

// MARK: - JSON as values

extension Value {
    /// A member of a web map's JSON as a value: an object as a `json` value (its members read
    /// by name), an array as a list of such values, null as the empty string (the language's
    /// nothing), anything else as the plain value.
    package static func value(ofMember json: JSONValue) -> Value {
        switch json {
        case .object: .json(json)
        case .array(let elements): .list(ValueList(elements.map(value(ofMember:))))
        default: value(of: json)
        }
    }

    /// A JSON value as a language value (see `Interpreter.field(of:at:)`).
    package static func value(of json: JSONValue) -> Value {
        switch json {
        case .null: .string("")
        case .bool(let truth): .bool(truth)
        case .number(let number): .number(number)
        case .integer(let integer): .integer(integer)
        case .string(let text): .string(text)
        case .array(let elements): .list(ValueList(elements.map(value(of:))))
        case .object: .string(json.description)
        }
    }
}
