import Glibc
import Synchronization

// MARK: - Temporary files and folders

extension AtomicFile {
    /// Creates a new, empty temporary file `.NAME.tmp-XXXX` next to `target` (a path from the
    /// directory open on `directory`, or `AT_FDCWD`) and locks it (`flock`) for as long as it
    /// is open: its descriptor and name (from `directory` too). Errors name `path`, the file as
    /// the user gave it.
    static func createTemporary(besides target: String, in directory: Int32,
                                reportedAs path: String) throws(FileError) -> (Int32, String) {
        let (folder, name) = split(target)
        for _ in 0..<16 {
            let temporary = folder + temporaryPrefix(of: name) + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let descriptor = retrying {
                openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            }
            if descriptor < 0 {
                if errno != EEXIST { throw FileError(.write, path: path, code: errno) }
                continue
            }
            // A lock marks the file as in use. Should another writer have taken it for a stale
            // one before the lock (and removed it), make another.
            _ = retrying { flock(descriptor, LOCK_EX) }
            var info = stat()
            if fstat(descriptor, &info) == 0 && info.st_nlink > 0 { return (descriptor, temporary) }
            close(descriptor)
        }
        throw FileError(.write, path: path, code: EEXIST)
    }

    /// `.NAME.tmp-`: how the temporary files of the file `name` begin (a random base-36
    /// number follows).
    static func temporaryPrefix(of name: String) -> String { "." + name + ".tmp-" }

    /// Removes the temporary files in the folder of `target` (a path from the directory open
    /// on `directory`, or `AT_FDCWD`) that writers killed before their rename left behind:
    /// those no process holds locked. A folder is cleared the first time this process writes
    /// into it, not at every write: listing it at every write made a batch of writes into one
    /// folder cost the square of the folder's size (1,000 web maps exported into one folder
    /// listed it 1,000 times). Best effort: any failure leaves a file be.
    static func removeStaleTemporaries(besides target: String, in directory: Int32) {
        let (folder, _) = split(target)
        var info = stat()
        guard fstatat(directory, folder.isEmpty ? "." : folder, &info, 0) == 0 else { return }
        let identity = FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        guard clearedFolders.withLock({ $0.insert(identity).inserted }) else { return }
        for entry in Folder.names(in: folder, from: directory) ?? [] where isTemporaryName(entry) {
            removeIfUnlocked(folder + entry, in: directory)
        }
    }

    /// A folder, by device and inode, whatever path leads to it.
    struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The folders this process has cleared of stale temporary files.
    private static let clearedFolders = Mutex<Set<FolderIdentity>>([])

    /// Forgets which folders were cleared, so that the next write into each clears it again
    /// (for tests, whose folders are made and removed by the hundred and whose inodes the
    /// system reuses).
    static func forgetClearedFolders() {
        clearedFolders.withLock { $0.removeAll() }
    }

    /// Whether `name` is a temporary file's, `.NAME.tmp-XXXX` (`temporaryPrefix`, then base-36
    /// digits).
    static func isTemporaryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8), marker = Array(".tmp-".utf8)
        guard bytes.first == UInt8(ascii: "."), bytes.count > 1 + marker.count + 1 else { return false }
        // The last `.tmp-`, after a name of at least one byte, followed by at least one digit.
        var start = bytes.count - marker.count - 1
        while start >= 2 {
            if bytes[start..<start + marker.count].elementsEqual(marker) {
                return bytes[(start + marker.count)...].allSatisfy(isBase36Digit)
            }
            start -= 1
        }
        return false
    }

    /// Removes the regular file `path` (from `directory`) when no process holds a lock on it.
    private static func removeIfUnlocked(_ path: String, in directory: Int32) {
        let descriptor = openat(directory, path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var opened = stat(), named = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG,
              flock(descriptor, LOCK_EX | LOCK_NB) == 0,
              fstatat(directory, path, &named, AT_SYMLINK_NOFOLLOW) == 0,
              named.st_ino == opened.st_ino, named.st_dev == opened.st_dev else { return }
        unlinkat(directory, path, 0)
    }

    /// Whether `byte` is `0`-`9` or `a`-`z`.
    private static func isBase36Digit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    /// Flushes the directory holding `path` (from `directory`, or `AT_FDCWD`), so the rename
    /// itself survives a crash. Best effort: some file systems do not allow it, and the data is
    /// already safe.
    static func syncDirectory(of path: String, in directory: Int32) {
        let (folder, _) = split(path)
        let descriptor = openat(directory, folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
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
}
