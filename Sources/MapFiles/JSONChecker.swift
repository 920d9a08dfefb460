import TextSupport
import MapCore
import MapFormats

/// Checks the parts of a parsed JSON document for the readers of this module, pointing at the
/// culprit by JSON path; positions are worked out only when something is wrong (see `locate`),
/// so that a large valid file is parsed once, without recording where each value was.
struct JSONChecker {
    /// A check that failed: what, at which path, and whether the key (rather than the value)
    /// is at fault.
    struct Failure: Error {
        var kind: MapFileError.Kind
        var path: JSONPath
        var atKey = false
    }

    /// An object's members, with look-up by key.
    struct Members {
        let members: [(key: String, value: JSONValue)]
        let path: JSONPath

        /// The value of `key`, or nil when absent (null counts as present).
        func optional(_ key: String) -> JSONValue? {
            for member in members where member.key == key { return member.value }
            return nil
        }

        /// The value of `key`, which must be present.
        func required(_ key: String) throws(Failure) -> JSONValue {
            guard let value = optional(key) else { throw Failure(kind: .missingKey(key), path: path) }
            return value
        }

        /// The value of `key` when present and not null.
        func present(_ key: String) -> JSONValue? {
            guard let value = optional(key), !value.isNull else { return nil }
            return value
        }

        /// The path of the member `key`.
        func path(_ key: String) -> JSONPath { path.appending(key) }
    }

    // MARK: - Types

    /// The members of the object `value` at `path`; with `allowedKeys`, any other key is an
    /// error with a "did you mean".
    static func object(_ value: JSONValue, at path: JSONPath, allowedKeys: [String]? = nil) throws(Failure) -> Members {
        guard case .object(let members) = value else {
            throw Failure(kind: .expectedType(expected: "an object", found: value.kindDescription), path: path)
        }
        if let allowedKeys {
            for member in members where !allowedKeys.contains(member.key) {
                let suggestion = Suggestion.didYouMean(member.key, among: allowedKeys)
                throw Failure(kind: .unknownKey(member.key, suggestion: suggestion), path: path.appending(member.key), atKey: true)
            }
        }
        return Members(members: members, path: path)
    }

    /// The elements of the array `value` at `path`.
    static func array(_ value: JSONValue, at path: JSONPath) throws(Failure) -> [JSONValue] {
        guard case .array(let elements) = value else {
            throw Failure(kind: .expectedType(expected: "an array", found: value.kindDescription), path: path)
        }
        return elements
    }

    /// The number `value` at `path`.
    static func number(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Double {
        guard let number = value.doubleValue else {
            throw Failure(kind: .expectedType(expected: "a number", found: value.kindDescription), path: path)
        }
        return number
    }

    /// The whole number `value` at `path`.
    static func integer(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Int {
        if let integer = value.intValue { return integer }
        let found = value.doubleValue.map(NumberFormat.shortest) ?? value.kindDescription
        throw Failure(kind: .expectedType(expected: "a whole number", found: found), path: path)
    }

    /// The string `value` at `path`.
    static func string(_ value: JSONValue, at path: JSONPath) throws(Failure) -> String {
        guard case .string(let string) = value else {
            throw Failure(kind: .expectedType(expected: "a string", found: value.kindDescription), path: path)
        }
        return string
    }

    /// The Boolean `value` at `path`.
    static func bool(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Bool {
        guard case .bool(let bool) = value else {
            throw Failure(kind: .expectedType(expected: "true or false", found: value.kindDescription), path: path)
        }
        return bool
    }

    /// Runs `body`, turning a domain error into a failure at `path`.
    @discardableResult
    static func domain<T>(at path: JSONPath, _ body: () throws(MapError) -> T) throws(Failure) -> T {
        do { return try body() } catch { throw Failure(kind: .invalid(error), path: path) }
    }

    // MARK: - Positions

    /// The error for `failure`, with the line and column of the value (or key) at fault, found
    /// by parsing `bytes` again, this time recording positions.
    static func locate(_ failure: Failure, in bytes: [UInt8]) -> MapFileError {
        let start = TextPosition(line: 1, column: 1, offset: 0)
        guard let document = try? JSONParser().parseDocument(bytes) else {
            return MapFileError(failure.kind, path: failure.path, at: start)
        }
        let position = failure.atKey ? document.keyPosition(of: failure.path) : document.position(of: failure.path)
        var reported = failure.path
        if failure.atKey, !reported.components.isEmpty { reported.components.removeLast() }
        return MapFileError(failure.kind, path: reported, at: position ?? start)
    }
}
