import Glibc

/// Why a file could not be read or written: the operation, the path as the user gave it, and
/// the cause (the system's `errno`, or a check of `AtomicFile.read`).
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done.
    public enum Operation: Hashable, Sendable {
        /// Reading the file.
        case read
        /// Writing (saving) the file.
        case write
    }

    /// Why it failed.
    public enum Cause: Hashable, Sendable {
        /// A system call failed with this error number.
        case system(Int32)
        /// The path names something other than a regular file or a directory: what it is
        /// (`a named pipe`, `a character device`, `a socket`, `a block device`).
        case notRegularFile(String)
        /// The file is larger than `limit` bytes (`AtomicFile.maximumReadSize`).
        case tooLarge(limit: Int)
    }

    /// What was being done.
    public var operation: Operation
    /// The file, as given.
    public var path: String
    /// Why it failed.
    public var cause: Cause

    /// An error of `operation` on `path` for `cause`.
    public init(_ operation: Operation, path: String, cause: Cause) {
        self.operation = operation
        self.path = path
        self.cause = cause
    }

    /// An error of `operation` on `path` with system error `code`.
    public init(_ operation: Operation, path: String, code: Int32) {
        self.init(operation, path: path, cause: .system(code))
    }

    /// The reason in words: the system's text for an error number (`No such file or
    /// directory`, as `strerror` gives it), or what the check found.
    public var reason: String {
        switch cause {
        case .system(let code):
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text)
        case .notRegularFile(let kind):
            return "not a regular file (\(kind))"
        case .tooLarge(let limit):
            return "larger than \(Self.size(limit)), the limit for a file read"
        }
    }

    /// `cannot read 'x.json': No such file or directory`.
    public var message: String {
        switch operation {
        case .read: "cannot read '\(path)': \(reason)"
        case .write: "cannot write '\(path)': \(reason)"
        }
    }

    /// The message.
    public var description: String { message }

    /// `1 GiB` or `64 MiB` for a whole number of gibibytes or mebibytes, else `1000 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        return bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
