import MapFormats
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
        companion { info in
            switch info.st_mode & S_IFMT {
            case S_IFIFO: "a named pipe"
            case S_IFCHR, S_IFBLK: "a device"
            case S_IFSOCK: "a socket"
            default: nil
            }
        }
    }

    /// The first file GDAL would open beside this one (as `specialCompanion`) that is a hard
    /// link: a regular file with more than one name, which may be outside the sandbox.
    func hardLinkedCompanion() -> String? {
        companion { info in (info.st_mode & S_IFMT) == S_IFREG && info.st_nlink > 1 ? "a hard link" : nil }?.name
    }

    /// The first file GDAL would open beside this one (following symbolic links) for which
    /// `test` says what it is, with that.
    private func companion(_ test: (stat) -> String?) -> (name: String, kind: String)? {
        var info = stat()
        let folder: Int32, name: String
        switch place {
        case .path:
            guard stat(path, &info) == 0 else { return nil }
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            let parent = isFolder ? path : (path.lastIndex(of: "/").map { String(path[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? ".")
            folder = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            name = isFolder ? "" : String(path.split(separator: "/").last ?? "")
        case .entry(let sandbox, let entry):
            guard fstatat(sandbox.descriptor, entry, &info, 0) == 0 else { return nil }
            folder = (info.st_mode & S_IFMT) == S_IFDIR
                ? openat(sandbox.descriptor, entry, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                // A descriptor of its own (a `dup` would share the folder's reading position).
                : openat(sandbox.descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            name = (info.st_mode & S_IFMT) == S_IFDIR ? "" : entry
        case .unreachable:
            return nil
        }
        guard folder >= 0 else { return nil }
        defer { close(folder) }
        let stem = name.split(separator: ".", maxSplits: 1).first.map { String($0) + "." } ?? ""
        for member in Folder.names(in: "", from: folder) ?? [] {
            guard member != name, member.hasPrefix(stem) else { continue }
            var memberInfo = stat()
            guard fstatat(folder, member, &memberInfo, 0) == 0, let kind = test(memberInfo) else { continue }
            return (member, kind)
        }
        return nil
    }
}
