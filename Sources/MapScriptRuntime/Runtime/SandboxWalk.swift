import CThreads
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a file for the sandbox from folders held open, one path component at a time, so
/// that no symbolic link is ever followed out of it, whatever happens to the links meanwhile.
///
/// Inside the sandbox each folder is opened from the one before (`openat` with `O_NOFOLLOW`):
/// `..` goes back to the folder held before it (from the sandbox's own folder, outside), a
/// symbolic link is read (`readlinkat`) and its target walked in its place, at most
/// `maximumLinks` times. Outside, nothing is opened: the path is followed by its text alone
/// until it comes back to the sandbox's folder. A path that ends outside is refused, naming
/// where it leads.
///
/// A folder on the way that cannot be opened (missing, not a folder) does not stop the walk:
/// the rest is followed by its text, so that a path that would end outside is refused all the
/// same, and one that ends inside fails with that folder's error when the file is used.
struct SandboxWalk {
    /// Where the walk is.
    enum Position {
        /// Inside the sandbox: the folders from its own folder down, each held open.
        case inside([SandboxFolder])
        /// Outside it: the components of an absolute path, by their text.
        case outside([String])
    }

    /// How many symbolic links one path may pass through, as the kernel allows (`ELOOP`).
    static let maximumLinks = 40

    /// The sandbox.
    private let sandbox: Sandbox
    /// Where the walk is.
    private var position: Position
    /// The components still to walk, the next one last.
    private var pending: [String]
    /// How many components below the innermost folder held follow one that could not be
    /// opened (only their text counts, until `..` takes them back).
    private var unopened = 0
    /// The error of the first folder that could not be opened.
    private var failure: Int32?
    /// How many symbolic links the walk has passed through.
    private var links = 0
    /// Whether the last component now walked came from a symbolic link's target: the file
    /// it names must exist (a link to nothing is refused).
    private var lastFromLink = false

    /// A walk of `path` (its components from `position`) in `sandbox`.
    init(_ sandbox: Sandbox, from position: Position, path: String) {
        self.sandbox = sandbox
        self.position = position
        self.pending = Self.components(path).reversed()
    }

    /// The components of `path`, empty ones included: a path ending in `/` ends with one, so
    /// that its last name is taken for a folder.
    private static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// The fast way, where the kernel has `openat2`: the folder of `path` (relative to `root`)
    /// opened with `RESOLVE_BENEATH`, which never leaves `root`, and the last name in it. Nil
    /// when that does not settle it (no `openat2`, a path that leaves `root` or ends in `.`,
    /// `..` or a symbolic link, a folder that cannot be opened): the walk then decides.
    static func beneath(_ root: SandboxFolder, _ path: String) -> FileTarget.Place? {
        let slash = path.lastIndex(of: "/")
        let name = String(slash.map { path[path.index(after: $0)...] } ?? path[...])
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        let folderPath = slash.map { String(path[...$0]) } ?? "."
        let flags = UInt64(mapscript_open_path | O_DIRECTORY | O_CLOEXEC)
        let resolve = UInt64(MAPSCRIPT_RESOLVE_BENEATH | MAPSCRIPT_RESOLVE_NO_MAGICLINKS)
        let descriptor = mapscript_openat2(root.descriptor, folderPath, flags, 0, resolve)
        guard descriptor >= 0 else { return nil }
        let folder = SandboxFolder(descriptor: descriptor)
        var info = stat()
        if fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK { return nil }
        return .entry(folder, name: name)
    }

    /// Walks the path: the folder held open and the name in it, or the error of a folder on
    /// the way; throws when the path leads outside the sandbox or is a symbolic link to
    /// nothing.
    mutating func run() throws(Sandbox.Refusal) -> FileTarget.Place {
        while let component = pending.popLast() {
            switch component {
            case "", ".": continue
            case "..": ascend()
            default:
                if pending.isEmpty {
                    if let place = try arrive(at: component) { return place }
                } else {
                    descend(into: component)
                }
            }
        }
        // The path names a folder (it ends in `/`, `.` or `..`), or ends outside.
        switch position {
        case .outside(let parts):
            throw .outside(leadsTo: "/" + parts.joined(separator: "/"))
        case .inside(let folders):
            if let failure { return .unreachable(failure) }
            return .entry(folders[folders.count - 1], name: ".")
        }
    }

    /// `..`: one folder back, outside from the sandbox's own folder (but `/..` is `/`).
    private mutating func ascend() {
        switch position {
        case .outside(var parts):
            if !parts.isEmpty { parts.removeLast() }
            enter(parts)
        case .inside(var folders):
            if unopened > 0 {
                unopened -= 1
            } else if folders.count > 1 {
                folders.removeLast()
                position = .inside(folders)
            } else if sandbox.folder != "/" {
                position = .outside(sandbox.folder.split(separator: "/").dropLast().map(String.init))
            }
        }
    }

    /// A folder on the way: opened from the one before without following a link; a link is
    /// walked in its place.
    private mutating func descend(into name: String) {
        switch position {
        case .outside(let parts):
            enter(parts + [name])
        case .inside(var folders):
            if unopened > 0 {
                unopened += 1
                return
            }
            let parent = folders[folders.count - 1]
            let descriptor = openat(parent.descriptor, name, mapscript_open_path | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if descriptor >= 0 {
                folders.append(SandboxFolder(descriptor: descriptor))
                position = .inside(folders)
                return
            }
            let code = errno
            // `ENOTDIR` or `ELOOP`: perhaps a symbolic link (else, or should it have changed
            // meanwhile, the folder cannot be opened).
            if let target = Self.linkTarget(name, in: parent) {
                follow(target)
            } else {
                unopen(code)
            }
        }
    }

    /// The last component: the file. Nil when the walk goes on (a symbolic link, whose target
    /// is walked next, or a path with no folder held, outside or past one not opened).
    private mutating func arrive(at name: String) throws(Sandbox.Refusal) -> FileTarget.Place? {
        guard case .inside(let folders) = position, unopened == 0 else {
            descend(into: name)
            return nil
        }
        let folder = folders[folders.count - 1]
        if let failure { return .unreachable(failure) }
        var info = stat()
        if fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            // A link is walked in its place, as writing to it writes the file it leads to; one
            // that is no longer a link is taken as it is now.
            if info.st_mode & S_IFMT == S_IFLNK, let target = Self.linkTarget(name, in: folder) {
                lastFromLink = true
                follow(target)
                return nil
            }
        } else if errno == ENOENT && lastFromLink {
            throw .outside(leadsTo: nil)
        }
        // A file that does not exist yet (or cannot be looked at): reading or writing it says why.
        return .entry(folder, name: name)
    }

    /// Walks the target of a symbolic link next (from `/` when it is absolute).
    private mutating func follow(_ target: String) {
        links += 1
        guard links <= Self.maximumLinks else { return unopen(ELOOP) }
        guard !target.isEmpty else { return unopen(ENOENT) }
        if target.hasPrefix("/") {
            position = sandbox.folder == "/" ? .inside([sandbox.root]) : .outside([])
        }
        pending.append(contentsOf: Self.components(target).reversed())
    }

    /// A folder on the way that cannot be opened, for `code`: the rest is followed by its text.
    private mutating func unopen(_ code: Int32) {
        if failure == nil { failure = code }
        unopened += 1
    }

    /// The position `parts` outside, or the sandbox's own folder when `parts` names it (the
    /// rest of them, if any, walked from there).
    private mutating func enter(_ parts: [String]) {
        guard sandbox.contains("/" + parts.joined(separator: "/")) else {
            position = .outside(parts)
            return
        }
        let depth = sandbox.folder.split(separator: "/").count
        pending.append(contentsOf: parts.dropFirst(depth).reversed())
        position = .inside([sandbox.root])
    }

    /// The target of the symbolic link `name` in `folder`, or nil when it is not one.
    private static func linkTarget(_ name: String, in folder: SandboxFolder) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBytes { bytes in
            readlinkat(folder.descriptor, name, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)
        }
        guard count >= 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }
}
