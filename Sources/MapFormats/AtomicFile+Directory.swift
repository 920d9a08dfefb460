import Glibc

// MARK: - Files named from a directory held open

extension AtomicFile {
    /// The whole contents of the regular file `name` (one path component) in the directory
    /// open on `directory`, of at most `limit` bytes; errors name `path`, the file as the user
    /// gave it. As `read(_:limit:)`, and a symbolic link is refused, never followed (`not a
    /// regular file (a symbolic link)`, or `ELOOP` should one appear after the check), so
    /// what is read is in that directory whatever happens to the paths leading to it.
    public static func read(named name: String, in directory: Int32, reportedAs path: String,
                            limit: Int = maximumReadSize) throws(FileError) -> [UInt8] {
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { throw FileError(.read, path: path, code: errno) }
        try requireRegularFile(info, path: path)
        let descriptor = retrying { openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileError(.read, path: path, code: errno) }
        defer { close(descriptor) }
        return try readAll(from: descriptor, path: path, limit: limit)
    }

    /// Replaces the file `name` (one path component) in the directory open on `directory`
    /// with `bytes`, atomically, as `write(_:to:)` does: the temporary file is created
    /// (`O_EXCL | O_NOFOLLOW`), renamed (`renameat`) and on error removed (`unlinkat`), all in
    /// that directory, so a path that changes meanwhile cannot move the write elsewhere nor
    /// leave a temporary file anywhere. `name` itself is replaced, never followed: a symbolic
    /// link there is refused (`not a regular file (a symbolic link)`); errors name `path`.
    public static func write(_ bytes: [UInt8], named name: String, in directory: Int32,
                             reportedAs path: String) throws(FileError) {
        var existing = stat()
        let exists = fstatat(directory, name, &existing, AT_SYMLINK_NOFOLLOW) == 0
        if exists { try requireRegularFile(existing, path: path, .write) }
        try replace(name, in: directory, with: bytes, mode: exists ? existing.st_mode : nil, reportedAs: path)
    }
}
