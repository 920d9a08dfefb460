#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder that file commands are confined to under `--sandbox`, for running scripts
/// someone else wrote: `source`, `load`, `import`, `gallery load` and `location start track`
/// may read only files inside it, and `save` and `export` write only there (or nowhere, when
/// read-only).
///
/// A path is judged by where it really leads: `..` and symbolic links are followed (with
/// `realpath`) before the check, so neither can escape. A file that does not exist yet is
/// judged by its folder. Scripts cannot make links, so what is checked is what is opened.
public struct Sandbox: Sendable, Equatable {
    /// What a command wants to do with a file.
    public enum Access: Sendable {
        case read, write
    }

    /// Why a path was refused.
    public enum Refusal: Error, Equatable {
        /// The path leads outside the folder (to the canonical path given, when known).
        case outside(leadsTo: String?)
        /// A write, and the sandbox is read-only.
        case readOnly
    }

    /// The folder, canonical: absolute, with no `.`, `..` or symbolic links.
    public let folder: String
    /// Whether every write is refused.
    public let readOnly: Bool

    /// A sandbox of the existing folder `folder` (relative to the working directory); nil
    /// when it does not exist.
    public init?(folder: String, readOnly: Bool) {
        guard let canonical = ScriptFiles.canonicalPath(folder.isEmpty ? "." : folder) else { return nil }
        self.init(canonicalFolder: canonical, readOnly: readOnly)
    }

    /// A sandbox of `folder`, already canonical.
    init(canonicalFolder folder: String, readOnly: Bool) {
        self.folder = folder
        self.readOnly = readOnly
    }

    /// Throws when a command may not have `access` to `path` (as the script named it,
    /// resolved from the script's folder).
    public func admit(_ path: String, for access: Access) throws(Refusal) {
        if access == .write && readOnly { throw .readOnly }
        let target = Self.destination(of: path)
        guard let target, contains(target) else { throw .outside(leadsTo: target) }
    }

    /// Whether the canonical path `path` is the folder or inside it.
    func contains(_ path: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// Where `path` leads, canonical: the file itself when it exists; else its folder's
    /// canonical path and its name; else (a missing folder) `path` made absolute with `.`
    /// and `..` taken lexically. Nil for a dangling symbolic link, whose target cannot be
    /// judged.
    static func destination(of path: String) -> String? {
        if let resolved = ScriptFiles.canonicalPath(path) { return resolved }
        var info = stat()
        if lstat(path, &info) == 0 { return nil }  // it exists, so realpath failed on a link
        let folder = ScriptFiles.folder(of: path)
        let name = String(path.dropFirst(folder.count))
        if name != "." && name != "..", !name.isEmpty, let parent = ScriptFiles.canonicalPath(folder.isEmpty ? "." : folder) {
            return (parent == "/" ? "" : parent) + "/" + name
        }
        return lexicallyNormalized(path)
    }

    /// `path` made absolute (from the working directory) with `.`, `..` and repeated `/`
    /// removed, without looking at the file system.
    static func lexicallyNormalized(_ path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/"), let cwd = getcwd(nil, 0) {
            absolute = String(cString: cwd) + "/" + path
            free(cwd)
        }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
