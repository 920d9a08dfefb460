import MapFormats
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
/// The system's `read`, which `FileTarget.read` hides inside the type.
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
/// The system's `read`, which `FileTarget.read` hides inside the type.
private let systemRead = Darwin.read
#endif

extension FileTarget {
    /// The first `count` bytes of the file (fewer for a shorter file, none for a folder, which
    /// GDAL may read as a dataset of shapefiles), to tell a layer file's format without reading
    /// it whole; anything but a regular file or a folder (a named pipe, a device) is refused.
    /// Under the sandbox the file is opened in its folder held open, never through a symbolic
    /// link.
    func head(_ count: Int) throws(FileError) -> [UInt8] {
        let descriptor: Int32
        switch place {
        case .path: descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        case .entry(let folder, let name): descriptor = openat(folder.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        case .unreachable(let code): throw FileError(.read, path: path, code: code)
        }
        guard descriptor >= 0 else { throw FileError(.read, path: path, code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(.read, path: path, code: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return []
        // GDAL would wait forever on a named pipe, or read a device without end.
        case S_IFIFO: throw FileError(.read, path: path, cause: .notRegularFile("a named pipe"))
        case S_IFCHR, S_IFBLK: throw FileError(.read, path: path, cause: .notRegularFile("a device"))
        default: throw FileError(.read, path: path, cause: .notRegularFile("a socket or another special file"))
        }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
        guard got >= 0 else { throw FileError(.read, path: path, code: errno) }
        return Array(bytes.prefix(got))
    }

    /// The path an outside library (GDAL) opens the file by: the path itself, or under the
    /// sandbox the entry in its folder held open (`/proc/self/fd/N/name`), so that a change of
    /// the path meanwhile cannot move the read elsewhere.
    var systemPath: String {
        switch place {
        case .path, .unreachable: path
        case .entry(let folder, let name): "/proc/self/fd/\(folder.descriptor)/\(name)"
        }
    }

    /// The first file GDAL would open beside this one that is not a regular file or a folder
    /// (following symbolic links, without opening anything): a sidecar sharing its stem (`a.dbf`,
    /// `a.prj` beside `a.shp`), or for a folder (a dataset of shapefiles) any file in it. GDAL opens
    /// such files by name and would wait forever on a named pipe; nil when there is none.
    func specialCompanion() -> (name: String, kind: String)? {
        var kind = ""
        let found = companions { folder, member in
            var info = stat()
            guard fstatat(folder, member, &info, 0) == 0 else { return false }
            switch info.st_mode & S_IFMT {
            case S_IFIFO: kind = "a named pipe"
            case S_IFCHR, S_IFBLK: kind = "a device"
            case S_IFSOCK: kind = "a socket"
            default: return false
            }
            return true
        }
        return found.first.map { ($0, kind) }
    }

    /// The path of `member`, a name `companions` gave, as diagnostics show it.
    func companionPath(_ member: String) -> String {
        var info = stat()
        let isFolder = stat(systemPath, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        if isFolder { return path.hasSuffix("/") ? path + member : path + "/" + member }
        guard let slash = path.lastIndex(of: "/") else { return member }
        return path[...slash] + member
    }

    /// The files GDAL would open beside this one (see `specialCompanion`) for which `test`
    /// (given the folder's descriptor and the name) is true, in the folder's order; stops at the
    /// first when `all` is false.
    func companions(all: Bool = false, _ test: (Int32, String) -> Bool) -> [String] {
        var info = stat()
        let folder: Int32, name: String
        switch place {
        case .path:
            guard stat(path, &info) == 0 else { return [] }
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            let parent = isFolder ? path : (path.lastIndex(of: "/").map { String(path[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? ".")
            folder = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            name = isFolder ? "" : String(path.split(separator: "/").last ?? "")
        case .entry(let sandbox, let entry):
            guard fstatat(sandbox.descriptor, entry, &info, 0) == 0 else { return [] }
            folder = (info.st_mode & S_IFMT) == S_IFDIR
                ? openat(sandbox.descriptor, entry, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                // A descriptor of its own (a `dup` would share the folder's reading position).
                : openat(sandbox.descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            name = (info.st_mode & S_IFMT) == S_IFDIR ? "" : entry
        case .unreachable:
            return []
        }
        guard folder >= 0 else { return [] }
        defer { close(folder) }
        let stem = name.split(separator: ".", maxSplits: 1).first.map { String($0) + "." } ?? ""
        var found: [String] = []
        for member in Folder.names(in: "", from: folder) ?? [] where member != name && member.hasPrefix(stem) && test(folder, member) {
            found.append(member)
            if !all { break }
        }
        return found
    }
}
