import Glibc

/// Whole-file reading and crash-safe writing, for the portal file and the exporters.
///
/// `write` never leaves a half-written file where the user's file was: it writes a
/// temporary file in the same directory, flushes it to disk (`fsync`), then renames it over
/// the target, which replaces the old contents in one step. If anything fails, the target is
/// untouched and the temporary file is removed.
public enum AtomicFile {
    /// The whole contents of the file at `path`.
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        let descriptor = retrying { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileError(.read, path: path, code: errno) }
        defer { close(descriptor) }
        var info = stat()
        var bytes: [UInt8] = []
        if fstat(descriptor, &info) == 0, info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size) + 1) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retrying { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
            }
            if count < 0 { throw FileError(.read, path: path, code: errno) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Replaces the file at `path` with `bytes`, atomically: afterwards the file holds either
    /// its old contents (when this throws) or exactly `bytes`, never a mix. A new file gets
    /// the usual permissions (0666 less the umask); an existing one keeps its own. When `path`
    /// is a symbolic link, the file it points to is replaced and the link kept.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let target = resolvingSymbolicLink(path)
        let (descriptor, temporary) = try createTemporary(besides: target, reportedAs: path)
        do throws(FileError) {
            var existing = stat()
            if stat(target, &existing) == 0, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                throw FileError(.write, path: path, code: errno)
            }
            try writeAll(bytes, to: descriptor, path: path)
            if fsync(descriptor) != 0 { throw FileError(.write, path: path, code: errno) }
            if close(descriptor) != 0 {
                let code = errno
                unlink(temporary)
                throw FileError(.write, path: path, code: code)
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw FileError(.write, path: path, code: code)
        }
        syncDirectory(of: target)
    }

    // MARK: - Helpers

    /// Creates a new, empty temporary file next to `target`: its descriptor and name. Errors
    /// name `path`, the file as the user gave it.
    static func createTemporary(besides target: String, reportedAs path: String) throws(FileError) -> (Int32, String) {
        let (directory, name) = split(target)
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = directory + "." + name + ".tmp-" + suffix
            let descriptor = retrying { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { throw FileError(.write, path: path, code: errno) }
        }
        throw FileError(.write, path: path, code: EEXIST)
    }

    /// Writes all of `bytes`, however many `write` calls it takes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                retrying { Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written) }
            }
            if count < 0 { throw FileError(.write, path: path, code: errno) }
            written += count
        }
    }

    /// Flushes the directory holding `path`, so the rename itself survives a crash. Best
    /// effort: some file systems do not allow it, and the data is already safe.
    static func syncDirectory(of path: String) {
        let (directory, _) = split(path)
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The file `path` leads to when it is a symbolic link, otherwise `path` itself.
    static func resolvingSymbolicLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else {
            return path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The directory part of `path` (with its final `/`, or empty) and the file name.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
        let nameStart = path.utf8.index(after: slash)
        return (String(path[..<nameStart]), String(path[nameStart...]))
    }

    /// Calls `operation` again while it fails with `EINTR`.
    static func retrying<Result: BinaryInteger>(_ operation: () -> Result) -> Result {
        while true {
            let result = operation()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}
