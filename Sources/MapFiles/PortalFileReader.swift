import MapFormats
import MapCore
import TextSupport

extension PortalFile {
    /// Checks the parts of a parsed portal file, pointing errors at the right place.
    struct Reader {
        /// The parsed file.
        let document: JSONDocument

        /// An error about the value at `path`, positioned at that value.
        func error(_ kind: PortalFileError.Kind, at path: JSONPath) -> PortalFileError {
            let position = document.position(of: path) ?? TextPosition(line: 1, column: 1, offset: 0)
            return PortalFileError(kind, path: path, at: position)
        }

        /// The members of the object at `path`, after checking its keys are all allowed.
        func object(at path: JSONPath, allowedKeys: [String]) throws(PortalFileError) -> [(key: String, value: JSONValue)] {
            let value = document.value[path] ?? .null
            guard case .object(let members) = value else {
                throw error(.expectedObject(found: value.kindDescription), at: path)
            }
            for member in members where !allowedKeys.contains(member.key) {
                let memberPath = path.appending(member.key)
                let position = document.keyPosition(of: memberPath) ?? TextPosition(line: 1, column: 1, offset: 0)
                let suggestion = Suggestion.didYouMean(member.key, among: allowedKeys)
                throw PortalFileError(.unknownKey(member.key, suggestion: suggestion), path: path, at: position)
            }
            return members
        }

        /// The value of `key`, which must be present; `path` is the object's.
        func required(_ key: String, in members: [(key: String, value: JSONValue)], at path: JSONPath)
            throws(PortalFileError) -> JSONValue
        {
            guard let member = members.first(where: { $0.key == key }) else {
                throw error(.missingKey(key), at: path)
            }
            return member.value
        }

        /// The string value of the required `key`, which must not be empty (nor blank, unless
        /// `blankAllowed`).
        func text(_ key: String, in members: [(key: String, value: JSONValue)], at path: JSONPath, blankAllowed: Bool)
            throws(PortalFileError) -> String
        {
            let value = try required(key, in: members, at: path)
            guard case .string(let string) = value else {
                throw error(.expectedString(found: value.kindDescription), at: path.appending(key))
            }
            let isBlank = blankAllowed ? string.isEmpty : string.allSatisfy(\.isWhitespace)
            if isBlank { throw error(.emptyString, at: path.appending(key)) }
            return string
        }

        /// The string value of the optional `key`; `nil` when absent or `null`.
        func optionalString(_ key: String, in members: [(key: String, value: JSONValue)], at path: JSONPath)
            throws(PortalFileError) -> String?
        {
            switch members.first(where: { $0.key == key })?.value {
            case nil, .null?:
                return nil
            case .string(let string)?:
                return string
            case let other?:
                throw error(.expectedString(found: other.kindDescription), at: path.appending(key))
            }
        }

        /// The positive integer value of the optional `key`; `nil` when absent or `null`.
        func optionalPositiveInteger(_ key: String, in members: [(key: String, value: JSONValue)], at path: JSONPath)
            throws(PortalFileError) -> Int?
        {
            guard let value = members.first(where: { $0.key == key })?.value, !value.isNull else { return nil }
            if let integer = value.intValue, integer > 0 { return integer }
            let found = value.doubleValue.map(NumberFormat.shortest) ?? value.kindDescription
            throw error(.expectedPositiveInteger(found: found), at: path.appending(key))
        }
    }
}
