import MapFormats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's history file: one entry per line, appended after every entry so that nothing is
/// lost if the process is killed, and capped to the most recent `limit` entries.
///
/// An entry may span several lines (a block typed over several lines is one entry); inside the
/// file a newline is written `\n` and a backslash `\\`, so every entry stays on one line.
public struct HistoryFile {
    /// Where the history lives.
    public let path: String
    /// The most entries kept.
    public let limit: Int

    /// A history file at `path` keeping at most `limit` entries.
    public init(path: String, limit: Int = 2000) {
        self.path = path
        self.limit = max(1, limit)
    }

    /// Where history goes by default: `$MAPSCRIPT_HISTORY` if set, else
    /// `$XDG_STATE_HOME/mapscript/history` when `XDG_STATE_HOME` is set, else
    /// `~/.mapscript_history`; nil when none can be determined.
    public static func defaultPath(environment: (String) -> String?) -> String? {
        if let path = environment("MAPSCRIPT_HISTORY"), !path.isEmpty { return path }
        if let state = environment("XDG_STATE_HOME"), !state.isEmpty { return state + "/mapscript/history" }
        if let home = environment("HOME"), !home.isEmpty { return home + "/.mapscript_history" }
        return nil
    }

    /// The entries in the file, oldest first (empty when there is no file yet). When the file
    /// holds more than `limit` entries, it is rewritten (atomically) with the newest `limit`.
    public func load() -> [String] {
        guard let bytes = try? AtomicFile.read(path) else { return [] }
        var entries = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map { Self.decode($0) }
        if entries.count > limit {
            entries.removeFirst(entries.count - limit)
            let text = entries.map { Self.encode($0) + "\n" }.joined()
            try? AtomicFile.write(Array(text.utf8), to: path)
        }
        return entries
    }

    /// Appends one entry to the file, creating the file (and its folder) when needed. History
    /// is a convenience: a failure does not interrupt the session, but is returned as a
    /// message (`cannot write the history file 'h': Permission denied`) for the REPL to warn
    /// about once; nil when the entry was written.
    @discardableResult
    public func append(_ entry: String) -> String? {
        createParentFolder()
        let line = Self.encode(entry) + "\n"
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return failure(errno) }
        defer { close(fd) }
        var bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 { if errno == EINTR { continue } else { return failure(errno) } }
            offset += written
        }
        return nil
    }

    /// The message for a failed write with `code`.
    private func failure(_ code: Int32) -> String {
        "cannot write the history file '\(path)': \(String(cString: strerror(code))); this session's entries are not saved"
    }

    /// One entry as one line of the file.
    static func encode(_ entry: String) -> String {
        var out = ""
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One line of the file back to an entry.
    static func decode(_ line: Substring) -> String {
        var out = ""
        var escaped = false
        for scalar in line.unicodeScalars {
            if escaped {
                out.unicodeScalars.append(scalar == "n" ? "\n" : scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func createParentFolder() {
        let bytes = Array(path.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") && index > 0 {
            mkdir(String(decoding: bytes[..<index], as: UTF8.self), 0o700)
        }
    }
}
