#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapFormats
import MapScriptSyntax

/// The walk that `files(PATTERN)` makes: the paths a `FilePattern` matches, as written (the
/// pattern's own components, relative to the script's folder as every file name in a script
/// is), each once, sorted by their bytes.
///
/// Folders are read with `readdir` (`Folder.names`). `**` follows symbolic links to folders
/// but never into a folder it is already inside, so a link back up is no loop. Under
/// `--sandbox`, `admits` says which paths are inside: a folder outside is not read and a path
/// outside is not given (the caller has refused a pattern whose written folder is outside).
struct FileWalk {
    /// A folder's identity, to see a loop: its device and inode.
    private struct FolderID: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    /// The pattern.
    let pattern: FilePattern
    /// The folder relative paths start from ("" for the working directory, else ending in `/`).
    let folder: String
    /// Whether a path (as written) may be read: false for one outside the sandbox.
    let admits: (String) -> Bool
    /// Called before each folder is read (the step budget, Ctrl-C).
    let visit: () throws(ExecutionStop) -> Void
    /// The paths found so far.
    private var found: Set<String> = []

    /// A walk for `pattern` from `folder`.
    init(_ pattern: FilePattern, from folder: String, admits: @escaping (String) -> Bool,
         visit: @escaping () throws(ExecutionStop) -> Void) {
        self.pattern = pattern
        self.folder = folder
        self.admits = admits
        self.visit = visit
    }

    /// The paths that match, sorted by their bytes.
    mutating func run() throws(ExecutionStop) -> [String] {
        let start = pattern.isAbsolute ? "/" : ""
        if pattern.components.isEmpty {
            if !start.isEmpty && exists(start) && admits(start) { found.insert(start) }
        } else {
            try walk(0, start, inside: [])
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Matches the components from `index` on in the folder `written`; `inside` are the
    /// folders that `**` has entered on the way here.
    private mutating func walk(_ index: Int, _ written: String, inside: [FolderID]) throws(ExecutionStop) {
        let isLast = index == pattern.components.count - 1
        switch pattern.components[index] {
        case .name(let name):
            let next = join(written, name)
            if isLast {
                if pattern.foldersOnly ? identity(of: next) != nil : exists(next) { add(next) }
            } else {
                try walk(index + 1, next, inside: inside)
            }
        case .wildcard(let wildcard):
            for name in try names(in: written) where FilePattern.matches(wildcard, name) {
                let next = join(written, name)
                if isLast {
                    if !pattern.foldersOnly || identity(of: next) != nil { add(next) }
                } else if identity(of: next) != nil {
                    try walk(index + 1, next, inside: inside)
                }
            }
        case .anyDepth:
            // A trailing `**` has a `*` after it (`FilePattern`), so this is never the last.
            guard let id = identity(of: written), !inside.contains(id) else { return }
            let inside = inside + [id]
            try walk(index + 1, written, inside: inside)
            for name in try names(in: written) where !name.hasPrefix(".") {
                let next = join(written, name)
                if identity(of: next) != nil { try walk(index, next, inside: inside) }
            }
        }
    }

    /// A path found, when it may be read.
    private mutating func add(_ written: String) {
        if admits(written) { found.insert(written) }
    }

    /// `written` and `name` joined by a `/`.
    private func join(_ written: String, _ name: String) -> String {
        written.isEmpty ? name : written.hasSuffix("/") ? written + name : written + "/" + name
    }

    /// The path the system resolves for `written`.
    private func systemPath(_ written: String) -> String {
        if written.isEmpty { return folder.isEmpty ? "." : folder }
        return written.hasPrefix("/") ? written : folder + written
    }

    /// The entries of the folder `written` (none when it cannot be read, or may not be).
    private func names(in written: String) throws(ExecutionStop) -> [String] {
        guard written.isEmpty || admits(written) else { return [] }
        try visit()
        return Folder.names(in: systemPath(written)) ?? []
    }

    /// Whether anything is at `written` (a symbolic link to nothing included).
    private func exists(_ written: String) -> Bool {
        var info = stat()
        return lstat(systemPath(written), &info) == 0
    }

    /// The identity of the folder at `written` (through symbolic links), nil when it is none.
    private func identity(of written: String) -> FolderID? {
        var info = stat()
        guard stat(systemPath(written), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
