import MapFormats

/// A web map or a session file read for maintenance (`mapscript diff`, `mapscript lint`): its
/// JSON with the position of every value, and which kind of file it is. Nothing is checked
/// beyond the JSON syntax and the kind, so that a file the importers refuse can still be
/// compared and linted. A web map may come as item JSON, as ArcGIS serves it
/// (`{"item": ..., "itemData": {<web map>}}`, which `import webmap` reads too): its web map is
/// then the member `itemData` (`root`).
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

    /// Where the web map or session is in the file: the top level, or `itemData` in item JSON.
    public let root: JSONPath

    /// The top-level value.
    public var value: JSONValue { document.value }

    /// The web map or session: the value at `root`.
    public var content: JSONValue { document.value[root] ?? .null }

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
        var found = JSONFileKind(JSONChecker.Members(members: members, path: .root))
        root = found == nil && document.value["itemData"]?.objectValue != nil ? ["itemData"] : .root
        if !root.isRoot, let data = document.value["itemData"]?.objectValue {
            found = JSONFileKind(JSONChecker.Members(members: data, path: root)) == .webMap ? .webMap : nil
        }
        switch found {
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
