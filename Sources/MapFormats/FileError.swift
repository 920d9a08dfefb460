import Glibc

/// Why a file could not be read or written: the operation, the path as the user gave it, and
/// the system's reason (`errno`).
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done.
    public enum Operation: Hashable, Sendable {
        /// Reading the file.
        case read
        /// Writing (saving) the file.
        case write
    }

    /// What was being done.
    public var operation: Operation
    /// The file, as given.
    public var path: String
    /// The system error number.
    public var code: Int32

    /// An error of `operation` on `path` with system error `code`.
    public init(_ operation: Operation, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The system's text for the error: `No such file or directory`.
    public var reason: String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// `cannot read 'x.json': No such file or directory` (the reason is the system's text,
    /// as `strerror` gives it).
    public var message: String {
        switch operation {
        case .read: "cannot read '\(path)': \(reason)"
        case .write: "cannot write '\(path)': \(reason)"
        }
    }

    /// The message.
    public var description: String { message }
}
