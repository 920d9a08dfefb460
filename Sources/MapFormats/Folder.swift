import Glibc

/// Listing a folder, for the few places that do: stale temporary files beside a file being
/// written, golden scenarios, the fuzzers' seeds.
public enum Folder {
    /// The names of the entries of the folder `path` ("" for the working directory, or for the
    /// folder open on `directory`), without `.` and `..`, in the order the system gives them;
    /// nil when it cannot be opened. A relative `path` starts from `directory` (a descriptor
    /// open on a folder, or `AT_FDCWD`).
    public static func names(in path: String, from directory: Int32 = AT_FDCWD) -> [String]? {
        let descriptor = openat(directory, path.isEmpty ? "." : path, O_RDONLY | O_NONBLOCK | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        defer { closedir(directory) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \.d_name)!
        var names: [String] = []
        while let entry = readdir(directory) {
            // Read in place, up to its NUL: a directory entry may be allocated shorter than its
            // 256-byte name field, so copying the field (`entry.pointee.d_name`) can read past it.
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
