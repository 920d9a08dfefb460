#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptSyntax

/// The folder that file commands are confined to under `--sandbox`, for running scripts
/// someone else wrote: `source`, `load`, `import`, `gallery load` and `location start track`
/// may read only files inside it, and `save` and `export` write only there (or nowhere, when
/// read-only).
///
/// The folder is held open from the start, and a path is found from that descriptor, never by
/// the path again: `openat2` with `RESOLVE_BENEATH` where the kernel has it, else one component
/// at a time with `O_NOFOLLOW` (`SandboxWalk`), `..` and symbolic links followed by hand, so
/// neither can lead out. What is found is a folder held open and a name in it, and the file is
/// then read or written there (`FileTarget`): a link changed meanwhile (between the check and
/// the use) cannot move the access elsewhere.
public struct Sandbox: Sendable, Equatable {
    /// What a command wants to do with a file.
    public enum Access: Sendable {
        case read, write
    }

    /// Why a path was refused.
    public enum Refusal: Error, Equatable {
        /// The path leads outside the folder (to the absolute path given, when known; nil for
        /// a symbolic link to nothing).
        case outside(leadsTo: String?)
        /// A write, and the sandbox is read-only.
        case readOnly
    }

    /// The folder, canonical: absolute, with no `.`, `..` or symbolic links.
    public let folder: String
    /// Whether every write is refused.
    public let readOnly: Bool
    /// The folder, held open.
    let root: SandboxFolder
    /// The folder as given, ending in `/` (empty for the working directory): a path that
    /// begins with it (as relative paths in the first script do) is found from `root` with the
    /// rest of the path alone, whatever the path to the folder itself passes through.
    let givenPrefix: String

    /// A sandbox of the existing folder `folder` (relative to the working directory); nil
    /// when it cannot be opened.
    public init?(folder: String, readOnly: Bool) {
        let given = folder.isEmpty ? "." : folder
        let root = SandboxFolder(opening: given)
        guard root.descriptor >= 0, let canonical = ScriptFiles.canonicalPath(given), root.isFolder(at: canonical) else {
            return nil
        }
        let prefix = folder == "." || folder.isEmpty ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        self.init(canonicalFolder: canonical, readOnly: readOnly, root: root, givenPrefix: prefix)
    }

    /// A sandbox of `folder`, already canonical, opened here (when it cannot be, every access
    /// inside it fails).
    init(canonicalFolder folder: String, readOnly: Bool) {
        self.init(canonicalFolder: folder, readOnly: readOnly, root: SandboxFolder(opening: folder),
                  givenPrefix: folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// A sandbox of `folder` (canonical), open on `root`.
    private init(canonicalFolder folder: String, readOnly: Bool, root: SandboxFolder, givenPrefix: String) {
        self.folder = folder
        self.readOnly = readOnly
        self.root = root
        self.givenPrefix = givenPrefix
    }

    /// Two sandboxes are equal when they confine to the same folder in the same way.
    public static func == (lhs: Sandbox, rhs: Sandbox) -> Bool {
        lhs.folder == rhs.folder && lhs.readOnly == rhs.readOnly
    }

    /// Where the file `path` (as the script named it, resolved from the script's folder) is,
    /// for `access`: a folder inside the sandbox, held open, and a name in it. Throws when the
    /// sandbox refuses it: a write when read-only; a path that leads outside, by itself, `..`
    /// or a symbolic link; a symbolic link to nothing.
    func locate(_ path: String, for access: Access) throws(Refusal) -> FileTarget.Place {
        if access == .write && readOnly { throw .readOnly }
        let isAbsolute = path.hasPrefix("/")
        if isAbsolute == givenPrefix.hasPrefix("/") && path.hasPrefix(givenPrefix) {
            let rest = String(path.dropFirst(givenPrefix.count))
            if let place = SandboxWalk.beneath(root, rest) { return place }
            var walk = SandboxWalk(self, from: .inside([root]), path: rest)
            return try walk.run()
        }
        // Another way in (an absolute path): from `/`, outside until it reaches the folder.
        var absolute = path
        if !isAbsolute, let cwd = getcwd(nil, 0) {
            absolute = String(cString: cwd) + "/" + path
            free(cwd)
        }
        var walk = SandboxWalk(self, from: folder == "/" ? .inside([root]) : .outside([]), path: absolute)
        return try walk.run()
    }

    /// Whether the canonical path `path` is the folder or inside it.
    func contains(_ path: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }
}
