/// The JSON files MapScript reads, told apart by their top-level keys, so that one given to
/// the reader of another gets an error that says so (`not a web map: this is a MapScript
/// session file (read it with 'load')`) rather than one about a key.
enum JSONFileKind: Equatable {
    /// A session file (`load`): `"format": "mapscript-session"`.
    case session
    /// An ArcGIS web map (`import webmap`): `baseMap` or `operationalLayers`.
    case webMap
    /// A portal file (`gallery load`): `basemaps`.
    case portal

    /// The kind the top-level members `top` show, or nil when they show none.
    init?(_ top: JSONChecker.Members) {
        if top.optional("format")?.stringValue == SessionFile.format {
            self = .session
        } else if top.optional("baseMap") != nil || top.optional("operationalLayers") != nil {
            self = .webMap
        } else if top.optional("basemaps") != nil {
            self = .portal
        } else {
            return nil
        }
    }

    /// The kind in words, with an article.
    var name: String {
        switch self {
        case .session: "a MapScript session file"
        case .webMap: "a web map"
        case .portal: "a portal file"
        }
    }

    /// The command that reads this kind of file.
    var command: String {
        switch self {
        case .session: "load"
        case .webMap: "import webmap"
        case .portal: "gallery load"
        }
    }

    /// Throws when `top` shows another kind of file than `expected`.
    static func require(_ expected: JSONFileKind, _ top: JSONChecker.Members) throws(JSONChecker.Failure) {
        guard let found = JSONFileKind(top), found != expected else { return }
        throw JSONChecker.Failure(kind: .otherFileKind(expected: expected.name, found: found.name, command: found.command),
                                  path: .root)
    }
}
