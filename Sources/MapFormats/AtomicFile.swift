import Glibc

/// Bounded whole-file reading and crash-safe writing, for every data file read and written.
///
/// `write` never leaves a half-written file where the user's file was: it writes a
/// temporary file in the same directory, flushes it to disk (`fsync`), then renames it over
/// the target, which replaces the old contents in one step. If anything fails, the target is
/// untouched and the temporary file is removed.
public enum AtomicFile {
    /// The largest file `read` accepts by default: 1 GiB, as sqlite3 takes 1 GB of SQL. A
    /// session of 1,000,000 bookmarks is 101 MB, a web map of 100,000 bookmarks 68 MB,
    /// and a data layer may be near a gigabyte; the bound keeps a runaway file (a log that
    /// never stops growing) from filling the memory.
    public static let maximumReadSize = 1 << 30

    /// The whole contents of the regular file at `path`, of at most `limit` bytes.
    ///
    /// Anything else is refused with one error, without blocking and without reading more than
    /// `limit` bytes: a directory (`Is a directory`), a named pipe, a device or a socket (`not
    /// a regular file`), a file larger than `limit` (checked before reading, and again while
    /// reading in chunks, for a file that grows meanwhile).
    public static func read(_ path: String, limit: Int = maximumReadSize) throws(FileError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError(.read, path: path, code: errno) }
        try requireRegularFile(info, path: path)
        // Non-blocking: should the path be a named pipe by now, opening it does not wait for a
        // writer (the check below then refuses it).
        let descriptor = retrying { open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileError(.read, path: path, code: errno) }
        defer { close(descriptor) }
        return try readAll(from: descriptor, path: path, limit: limit)
    }

    /// The whole contents of the file open on `descriptor` (errors name `path`), checked as
    /// `read` checks it: a regular file of at most `limit` bytes.
    static func readAll(from descriptor: Int32, path: String, limit: Int) throws(FileError) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(.read, path: path, code: errno) }
        try requireRegularFile(info, path: path)
        guard info.st_size <= limit else { throw FileError(.read, path: path, cause: .tooLarge(limit: limit)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { buffer in
                retrying { Glibc.read(descriptor, buffer.baseAddress, wanted) }
            }
            if count < 0 { throw FileError(.read, path: path, code: errno) }
            if count == 0 { return bytes }
            if bytes.count + count > limit { throw FileError(.read, path: path, cause: .tooLarge(limit: limit)) }
            if bytes.count + count > bytes.capacity {
                bytes.reserveCapacity(min(limit, max(bytes.capacity * 2, bytes.count + count)))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Throws unless `info` describes a regular file: `Is a directory` for a directory, `not a
    /// regular file (a named pipe)` and the like for the rest; `operation` is what was tried.
    static func requireRegularFile(_ info: stat, path: String, _ operation: FileError.Operation = .read) throws(FileError) {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw FileError(operation, path: path, code: EISDIR)
        case S_IFIFO: kind = "a named pipe"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        case S_IFLNK: kind = "a symbolic link"
        default: kind = "an unknown kind of file"
        }
        throw FileError(operation, path: path, cause: .notRegularFile(kind))
    }

    /// Replaces the file at `path` with `bytes`, atomically: afterwards the file holds either
    /// its old contents (when this throws) or exactly `bytes`, never a mix. A new file gets
    /// the usual permissions (0666 less the umask); an existing one keeps its own. When `path`
    /// is a symbolic link, the file it points to is replaced and the link kept. Something
    /// other than a regular file at `path` (a directory, a device such as `/dev/null`, a named
    /// pipe) is refused, never replaced.
    ///
    /// The temporary file is `.NAME.tmp-XXXX` beside the target, locked (`flock`) while it is
    /// written; one left behind by a process that was killed meanwhile is removed by the first
    /// write of a later process into the same folder (see `removeStaleTemporaries`).
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let target = resolvingSymbolicLink(path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists { try requireRegularFile(existing, path: path, .write) }
        try replace(target, in: AT_FDCWD, with: bytes, mode: exists ? existing.st_mode : nil, reportedAs: path)
    }

    /// Replaces `target` (a path from the directory open on `directory`, or `AT_FDCWD`) with
    /// `bytes`: a temporary file beside it, written, flushed and renamed over it, all relative to
    /// `directory`. The new file gets the permissions in `mode` (an existing file's), else the
    /// usual ones. An existing `target` the user may not write is refused (`EACCES`). On error
    /// the temporary file is removed from the same directory and `target` is as it was; errors
    /// name `path`.
    static func replace(_ target: String, in directory: Int32, with bytes: [UInt8], mode: mode_t?,
                        reportedAs path: String) throws(FileError) {
        // A file the user may not write is not taken over by the rename, which the folder's
        // permission alone would allow (`save` over a 0444 file): `Permission denied`.
        if mode != nil && faccessat(directory, target, W_OK, AT_EACCESS) != 0 && errno == EACCES {
            throw FileError(.write, path: path, code: EACCES)
        }
        removeStaleTemporaries(besides: target, in: directory)
        let (descriptor, temporary) = try createTemporary(besides: target, in: directory, reportedAs: path)
        // The descriptor (and its lock) is kept until the rename is done, so that no other
        // process takes the temporary file for a stale one.
        defer { close(descriptor) }
        do throws(FileError) {
            if let mode, fchmod(descriptor, mode & 0o7777) != 0 {
                throw FileError(.write, path: path, code: errno)
            }
            try writeAll(bytes, to: descriptor, path: path)
            if fsync(descriptor) != 0 { throw FileError(.write, path: path, code: errno) }
            if renameat(directory, temporary, directory, target) != 0 { throw FileError(.write, path: path, code: errno) }
        } catch {
            unlinkat(directory, temporary, 0)
            throw error
        }
        syncDirectory(of: target, in: directory)
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

    /// Calls `operation` again while it fails with `EINTR`.
    static func retrying<Result: BinaryInteger>(_ operation: () -> Result) -> Result {
        while true {
            let result = operation()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}
