import MapCore
import MapFormats

/// Why an export failed; the old file, if any, is left as it was.
public enum MapFileExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The session cannot be expressed in the format (a map in a spatial reference MapCore
    /// cannot project).
    case domain(MapError)
    /// The file could not be written: the folder is missing, not writable, the disk is full...
    case file(FileError)
    /// A value cannot be written in the format (a number that is not finite where the format
    /// needs one); nothing was written.
    case encoding(JSONWriterError)

    /// The message: `cannot write 'out/x.json': No such file or directory`.
    public var description: String {
        switch self {
        case .domain(let error): error.message
        case .file(let error): error.message
        case .encoding(let error): error.message
        }
    }
}
