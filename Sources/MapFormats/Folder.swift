import Glibc

/// Listing a folder, for the few places that do: stale temporary files beside a file being
/// written, golden scenarios, the fuzzers' seeds.
public enum Folder {
    /// The names of the entries of the folder `path` ("" for the working directory), without
    /// `.` and `..`, in the order the system gives them; nil when it cannot be opened.
    public static func names(in path: String) -> [String]? {
        guard let directory = opendir(path.isEmpty ? "." : path) else { return nil }
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
