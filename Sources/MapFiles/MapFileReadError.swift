import MapFormats

/// Why reading a file failed: it could not be read, or its contents are wrong.
public enum MapFileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read (missing, no permission...).
    case file(FileError)
    /// The contents do not follow the format; the error carries line, column and JSON path.
    case format(MapFileError)

    /// The message: `cannot read 'x.json': No such file or directory`, or
    /// `line:col: path: message`.
    public var description: String {
        switch self {
        case .file(let error): error.message
        case .format(let error): error.description
        }
    }
}
