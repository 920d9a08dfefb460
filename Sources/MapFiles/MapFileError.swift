import TextSupport
import MapCore
import MapFormats

/// Why a session file, a web map or a portal file could not be read: its JSON is malformed, or
/// it does not follow the format (`SessionFile`, `WebMapReader`, `PortalFile`). Carries the JSON
/// path and the position of the culprit, so a caller can render `session.json:6:5: error: bookmarks[2].latitude: latitude 91 is out of
/// range [-90, 90]`.
public struct MapFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The text is not valid JSON.
        case syntax(JSONError.Kind)
        /// A value of the wrong JSON type; `expected` names the type with an article
        /// (`a number`), `found` is the kind found (`a string`).
        case expectedType(expected: String, found: String)
        /// An object without a key the format requires.
        case missingKey(String)
        /// A key the format does not define; `suggestion` is a "did you mean" tail, or empty.
        case unknownKey(String, suggestion: String)
        /// `format` is not `mapscript-session`; the value found, quoted, or its kind.
        case wrongFormat(found: String)
        /// Another of the JSON files MapScript reads than the one expected: what was
        /// expected and what the file is (`a portal file`), and the command that reads it.
        case otherFileKind(expected: String, found: String, command: String)
        /// `version` is not one this reader knows; the value found.
        case unsupportedVersion(found: String)
        /// A word that is none of the allowed ones (`kind`, `layout`, `status`, `step`).
        case unknownWord(String, allowed: [String])
        /// A basemap style name that is in no catalog, with a "did you mean" tail.
        case unknownStyle(String, suggestion: String)
        /// A value the map domain rejects (a latitude of 91, a scale of 0, a duplicate
        /// bookmark name, a basemap in another spatial reference than the map).
        case invalid(MapError)
        /// A value the format does not allow, with the reason (a negative clock, a padded name).
        case invalidValue(String)
        /// Coordinates in a spatial reference MapCore does not compute, where PROJ (GDAL) is not
        /// connected; the spatial reference.
        case unsupportedSpatialReference(String)
        /// A spatial reference PROJ does not know, or GDAL (PROJ) missing: GDAL's error.
        case unknownCRS(GDALError)
        /// A web map `version` that is neither 1.x nor 2.x; the value found.
        case unsupportedWebMapVersion(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where in the document: the value at fault (empty for the top level and syntax errors).
    public var path: JSONPath
    /// Where in the file.
    public var position: TextPosition

    /// An error of `kind` about the value at `path`, written at `position`.
    public init(_ kind: Kind, path: JSONPath, at position: TextPosition) {
        self.kind = kind
        self.path = path
        self.position = position
    }

    /// A syntax error.
    public init(_ error: JSONError) {
        self.init(.syntax(error.kind), path: .root, at: error.position)
    }

    /// The 1-based line of the error.
    public var line: Int { position.line }
    /// The 1-based column of the error, in characters a user sees.
    public var column: Int { position.column }

    /// The message, lowercase, no trailing period, led by the JSON path:
    /// `bookmarks[2]: missing required key 'name'`.
    public var message: String {
        let prefix = path.isRoot ? "" : "\(path): "
        switch kind {
        case .syntax(let syntax):
            return JSONError(syntax, at: position).message
        case .expectedType(let expected, let found) where path.isRoot:
            return "expected \(expected) at the top level, found \(found)"
        case .expectedType(let expected, let found):
            return prefix + "expected \(expected), found \(found)"
        case .missingKey(let key):
            return prefix + "missing required key '\(key)'"
        case .unknownKey(let key, let suggestion):
            return prefix + "unknown key '\(key)'\(suggestion)"
        case .otherFileKind(let expected, let found, let command):
            return prefix + "not \(expected): this is \(found) (read it with '\(command)')"
        case .wrongFormat(let found):
            return prefix + "not a MapScript session file: expected 'mapscript-session', found \(found)"
        case .unsupportedVersion(let found):
            return prefix + "unsupported session file version \(found) (this MapScript reads version "
                + "\(SessionFile.version))"
        case .unknownWord(let word, let allowed):
            return prefix + "unknown value '\(word)': expected " + Self.alternatives(allowed)
        case .unknownStyle(let name, let suggestion):
            return prefix + "unknown basemap style '\(name)'\(suggestion)"
        case .invalid(let error):
            // A domain error's close names (an unknown colour's) as a "did you mean" tail.
            return prefix + error.message + Suggestion.didYouMean(error.suggestions)
        case .invalidValue(let text):
            return prefix + text
        case .unsupportedSpatialReference(let reference):
            return prefix + "spatial reference \(reference) needs PROJ, which this reader has not connected: "
                + "only Web Mercator and WGS 84 are computed without it"
        case .unknownCRS(let error):
            return prefix + error.description
        case .unsupportedWebMapVersion(let found):
            return prefix + "unsupported web map version \(found): expected 1.x or 2.x"
        }
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    static func alternatives(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last else { return "nothing" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
