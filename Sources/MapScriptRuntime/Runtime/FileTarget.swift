import MapFiles
import MapFormats
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a command names, found (`Interpreter.resolvedFile`): the path diagnostics show, and
/// where it is. Reading and writing go there: by the path without a sandbox; under one, in the
/// folder found, held open, so nothing that changes the path afterwards moves the access.
struct FileTarget {
    /// Where the file is.
    enum Place {
        /// No sandbox: the path, as the system resolves it at each use.
        case path
        /// Under the sandbox: the entry `name` (one component; `.` for the folder itself) of
        /// a folder inside it, held open.
        case entry(SandboxFolder, name: String)
        /// Under the sandbox, a folder on the way could not be opened (missing, not a folder,
        /// too many symbolic links): its error number, which every use of the file gives.
        case unreachable(Int32)
    }

    /// The path, as the script named it, resolved from the script's folder.
    let path: String
    /// Where the file is.
    let place: Place

    /// The whole contents of the file, of at most `limit` bytes (see `AtomicFile.read`).
    func read(limit: Int = AtomicFile.maximumReadSize) throws(FileError) -> [UInt8] {
        switch place {
        case .path: try AtomicFile.read(path, limit: limit)
        case .entry(let folder, let name): try AtomicFile.read(named: name, in: folder.descriptor, reportedAs: path, limit: limit)
        case .unreachable(let code): throw FileError(.read, path: path, code: code)
        }
    }

    /// The file read with `parse`: an error reading it is `.file`, one in its contents `.format`.
    func load<Loaded>(_ parse: ([UInt8]) throws(MapFileError) -> Loaded) throws(MapFileReadError) -> Loaded {
        let bytes: [UInt8]
        do { bytes = try read() } catch { throw .file(error) }
        do { return try parse(bytes) } catch { throw .format(error) }
    }

    /// Replaces the file with `bytes`, atomically (see `AtomicFile.write`).
    func write(_ bytes: [UInt8]) throws(FileError) {
        switch place {
        case .path: try AtomicFile.write(bytes, to: path)
        case .entry(let folder, let name): try AtomicFile.write(bytes, named: name, in: folder.descriptor, reportedAs: path)
        case .unreachable(let code): throw FileError(.write, path: path, code: code)
        }
    }

    /// Opens the file to run it as a script (`source`); the caller closes the descriptor.
    func openScript() throws(UnreadableFile) -> Int32 {
        switch place {
        case .path:
            return try ScriptFiles.open(path)
        case .entry(let folder, let name):
            return try ScriptFiles.open(name, in: folder.descriptor, flags: O_NOFOLLOW, reportedAs: path)
        case .unreachable(let code):
            throw UnreadableFile(message: FileError(.read, path: path, code: code).message)
        }
    }
}
