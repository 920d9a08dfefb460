/// The paths of scripts: what the static checker and the runtime make of a script's path.
package enum ScriptPath {
    /// The folder part of `path` ("" when it has none), ending in "/".
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
