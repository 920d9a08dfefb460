import MapFormats

/// A web map or a session file read for maintenance (`mapscript diff`, `mapscript lint`): its
/// JSON with the position of every value, and which kind of file it is. Nothing is checked
/// beyond the JSON syntax and the kind, so that a file the importers refuse can still be
/// compared and linted.
public struct MapDocument: Sendable {
    /// The two kinds of file `diff` and `lint` take.
    public enum Kind: String, Sendable, Hashable {
        /// An ArcGIS web map (`baseMap` or `operationalLayers` at the top level).
        case webMap = "web map"
        /// A MapScript session file (`"format": "mapscript-session"`).
        case session = "session file"
    }

    /// The parsed text, with positions.
    public let document: JSONDocument
    /// Which kind of file it is.
    public let kind: Kind

    /// The top-level value.
    public var value: JSONValue { document.value }

    /// Reads `bytes` (UTF-8 JSON): a syntax error, a top level that is not an object, or a file
    /// that is neither a web map nor a session file throws, with its position.
    public init(bytes: [UInt8]) throws(MapFileError) {
        let document: JSONDocument
        do {
            document = try JSONParser().parseDocument(bytes)
        } catch {
            throw MapFileError(error)
        }
        guard let members = document.value.objectValue else {
            throw MapFileError(.expectedType(expected: "an object", found: document.value.kindDescription), path: .root,
                               at: document.position(of: .root) ?? TextPosition(line: 1, column: 1, offset: 0))
        }
        let start = document.position(of: .root) ?? TextPosition(line: 1, column: 1, offset: 0)
        switch JSONFileKind(JSONChecker.Members(members: members, path: .root)) {
        case .session: kind = .session
        case .webMap: kind = .webMap
        case .portal:
            throw MapFileError(.invalidValue("a portal file, not a web map or a session file"), path: .root, at: start)
        case nil:
            throw MapFileError(.invalidValue("neither a web map (no 'baseMap' or 'operationalLayers') nor a session file (no \"format\": \"mapscript-session\")"),
                               path: .root, at: start)
        }
        self.document = document
    }

    /// The position of the member at `path`: its key when `path` ends in a key, else the value
    /// (an array element, the top level).
    public func position(of path: JSONPath) -> TextPosition {
        document.keyPosition(of: path) ?? document.position(of: path) ?? TextPosition(line: 1, column: 1, offset: 0)
    }
}
