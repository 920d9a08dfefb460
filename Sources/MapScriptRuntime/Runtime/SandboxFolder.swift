import CThreads
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder held open for as long as anything refers to it: the sandbox's root, or a folder
/// inside it that a path led to. Files are then named from its descriptor (`openat`,
/// `renameat`), so whatever later happens to the path that led here, they stay in this folder.
final class SandboxFolder: Sendable {
    /// The descriptor (`O_PATH | O_DIRECTORY`), or -1 for a folder that could not be opened
    /// (every use of it then fails with `EBADF`).
    let descriptor: Int32

    /// Takes over `descriptor`, which it closes when released.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The folder at `path`, opened without reading rights (`O_PATH`): a folder that can only
    /// be searched is fine. Its descriptor is -1 when it cannot be opened.
    convenience init(opening path: String) {
        self.init(descriptor: open(path, mapscript_open_path | O_DIRECTORY | O_CLOEXEC))
    }

    /// Whether the folder is the one `path` names now (the same device and inode).
    func isFolder(at path: String) -> Bool {
        var held = stat(), named = stat()
        return fstat(descriptor, &held) == 0 && stat(path, &named) == 0
            && held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
