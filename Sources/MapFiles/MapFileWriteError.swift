import MapFormats

/// Why writing a file failed; the old file, if any, is left as it was.
public enum MapFileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be written: the folder is missing, not writable, the disk is full...
    case file(FileError)
    /// A value could not be written in the format (a number that is not finite).
    case encoding(JSONWriterError)

    /// The message: `cannot write 'out/x.json': No such file or directory`.
    public var description: String {
        switch self {
        case .file(let error): error.message
        case .encoding(let error): error.message
        }
    }
}
