import CThreads
import MapFormats
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A script to run: a file, text (`-e`, a REPL entry) or standard input.
public enum ScriptInput: Sendable, Equatable {
    /// The file at this path (as the user wrote it).
    case file(String)
    /// The file at `path`, shown in diagnostics as `name`: a golden scenario, named by its file
    /// name, so that its expected output is the same from any folder and under any spelling of
    /// its path.
    case namedFile(path: String, name: String)
    /// Text, shown in diagnostics as `name` (`<command line>`), or with no file prefix when nil
    /// (a REPL entry).
    case text(String, name: String?)
    /// UTF-8 bytes as given, which may not be valid UTF-8 (`-e` text from the command line:
    /// invalid bytes are then a `syntax.invalid-utf8` error, as in a file), shown as `name`.
    case bytes([UInt8], name: String?)
    /// Standard input, shown as `<stdin>`.
    case standardInput

    /// The name diagnostics show for the script (nil: no prefix, at the REPL).
    public var displayName: String? {
        switch self {
        case .file(let path): return path
        case .namedFile(_, let name): return name
        case .text(_, let name), .bytes(_, let name): return name
        case .standardInput: return "<stdin>"
        }
    }

    /// How "cannot read ..." names the input: `'path'`, `standard input`, or `the input`.
    var readDescription: String {
        switch self {
        case .file(let path), .namedFile(let path, _): return "'\(path)'"
        case .standardInput: return "standard input"
        case .text, .bytes: return "the input"
        }
    }

    /// The path of a file input (nil for text and standard input).
    var path: String? {
        switch self {
        case .file(let path), .namedFile(let path, _): path
        case .text, .bytes, .standardInput: nil
        }
    }

    /// The folder relative `source` paths start from ("" for text and standard input).
    public var folder: String {
        guard let path else { return "" }
        return ScriptPath.folder(of: path)
    }

    /// The file's canonical path, for `source` cycles (nil for text and standard input).
    var canonicalPath: String? {
        path.flatMap(ScriptFiles.canonicalPath)
    }
}

/// A script being run: its name and folder (for relative `source` paths and cycle checks) and
/// where its statements come from (also for the text of its lines in diagnostics).
struct ScriptFrame {
    /// The name diagnostics show.
    let displayName: String?
    /// The folder relative paths in the script start from ("" for the current folder).
    let folder: String
    /// The file's canonical path, for detecting `source` cycles (nil for text and stdin).
    let canonicalPath: String?
    /// The script's statements.
    let source: StatementReader
    /// The script's input in the interpreter's `SourceStore`: its reader's window, for the
    /// lines diagnostics show.
    let sourceID: SourceID
    /// For a script run by `source`: the script the `source` command is in and its range (a
    /// note of the call chain of its errors).
    var sourcedAt: (file: String?, range: SourceRange)?
}

/// A file that cannot be opened for reading.
public struct UnreadableFile: Error, Sendable {
    /// `cannot read 'x.mapscript': No such file or directory`.
    public let message: String
}

/// Opening script files.
package enum ScriptFiles {
    /// Opens `path` for reading (a directory is refused); the caller closes the descriptor.
    static func open(_ path: String) throws(UnreadableFile) -> Int32 {
        try open(path, in: AT_FDCWD, flags: 0, reportedAs: path)
    }

    /// Opens `name` (from the folder open on `directory`, or `AT_FDCWD`) for reading, with
    /// `flags` besides (`O_NOFOLLOW`); a directory is refused; errors name `path`. The caller
    /// closes the descriptor.
    static func open(_ name: String, in directory: Int32, flags: Int32, reportedAs path: String) throws(UnreadableFile) -> Int32 {
        let fd = openat(directory, name, O_RDONLY | O_CLOEXEC | flags)
        guard fd >= 0 else { throw UnreadableFile(message: FileError(.read, path: path, code: errno).message) }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw UnreadableFile(message: FileError(.read, path: path, code: EISDIR).message)
        }
        return fd
    }

    /// The size of the file open on `descriptor` when it is a regular file, else 0.
    static func regularFileSize(_ descriptor: Int32) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return 0 }
        return Int(info.st_size)
    }

    /// How many cores this process may run on (its CPU affinity), at least 1.
    package static let usableCores = Int(mapscript_usable_cores())

    /// The canonical absolute path of an existing file.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` as seen from a script in `folder`: absolute paths stay as they are.
    static func resolve(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") ? path : folder + path
    }

}
