import MapFormats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A script to run: a file, text (`-e`, a REPL entry) or standard input.
public enum ScriptInput: Sendable, Equatable {
    /// The file at this path (as the user wrote it).
    case file(String)
    /// Text, shown in diagnostics as `name` (`<command line>`), or with no file prefix when nil
    /// (a REPL entry).
    case text(String, name: String?)
    /// Standard input, shown as `<stdin>`.
    case standardInput

    /// The name diagnostics show for the script (nil: no prefix, at the REPL).
    public var displayName: String? {
        switch self {
        case .file(let path): return path
        case .text(_, let name): return name
        case .standardInput: return "<stdin>"
        }
    }
}

/// A script being run: its name and folder (for relative `source` paths and cycle checks) and
/// its parser (for the text of its lines in diagnostics).
struct ScriptFrame {
    /// The name diagnostics show.
    let displayName: String?
    /// The folder relative paths in the script start from ("" for the current folder).
    let folder: String
    /// The file's canonical path, for detecting `source` cycles (nil for text and stdin).
    let canonicalPath: String?
    /// The script's parser, shared by reference: the run loop reads statements from it and
    /// error reports read line text from it, and there must be one parser only (reading line
    /// text may read ahead).
    let source: ParserBox

    /// A frame reading with `parser`.
    init(displayName: String?, folder: String, canonicalPath: String?, parser: Parser) {
        self.displayName = displayName
        self.folder = folder
        self.canonicalPath = canonicalPath
        source = ParserBox(parser)
    }
}

/// A parser held by reference (see `ScriptFrame.source`).
final class ParserBox {
    /// The parser.
    var parser: Parser

    init(_ parser: Parser) { self.parser = parser }
}

/// A file that cannot be opened for reading.
public struct UnreadableFile: Error, Sendable {
    /// `cannot read 'x.mapscript': No such file or directory`.
    public let message: String
}

/// Opening script files.
enum ScriptFiles {
    /// Opens `path` for reading (a directory is refused); the caller closes the descriptor.
    static func open(_ path: String) throws(UnreadableFile) -> Int32 {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw UnreadableFile(message: FileError(.read, path: path, code: errno).message) }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw UnreadableFile(message: FileError(.read, path: path, code: EISDIR).message)
        }
        return fd
    }

    /// The canonical absolute path of an existing file.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder part of `path` ("" when it has none), ending in "/".
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `path` as seen from a script in `folder`: absolute paths stay as they are.
    static func resolve(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") ? path : folder + path
    }

}
