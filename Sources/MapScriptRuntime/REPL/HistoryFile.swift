import MapFormats
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's history file: the most recent entries, one per line (see `encode` for the
/// format), capped to the newest `limit` entries and `byteLimit` bytes.
///
/// After every entry the file is read again (so that sessions running side by side keep each
/// other's entries), the entry added, the oldest entries dropped past the caps, and the file
/// replaced atomically (`AtomicFile.write`: a temporary file in the same folder, `fsync`ed,
/// renamed into place): it never holds more than the caps, and a crash leaves either the old
/// file or the new one. Reading is bounded too: only the last `byteLimit` bytes of a file are
/// read, however big it has grown.
public struct HistoryFile {
    /// Where the history lives.
    public let path: String
    /// The most entries kept.
    public let limit: Int
    /// The most bytes the file holds, and the most read from it.
    public let byteLimit: Int

    /// The most entries kept by default, in the file and (at the REPL) in memory.
    public static let defaultLimit = 2000

    /// A history file at `path` keeping at most `limit` entries in at most `byteLimit` bytes.
    public init(path: String, limit: Int = defaultLimit, byteLimit: Int = 1 << 20) {
        self.path = path
        self.limit = max(1, limit)
        self.byteLimit = max(1, byteLimit)
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

    /// The entries in the file, oldest first (empty when there is no file yet, or when it is
    /// not a regular file). Only the last `byteLimit` bytes are read, and only the newest
    /// entries within the caps kept; when that leaves something out (or the file is not
    /// exactly as this version writes it), the file is rewritten with the entries kept.
    public func load() -> [String] {
        guard let tail = try? readTail() else { return [] }
        let entries = kept(lines(of: tail.bytes)).map { Self.decode(Substring(String(decoding: $0, as: UTF8.self))) }
        let text = Self.text(of: entries.map { Self.encode($0).utf8 })
        if !tail.isWhole || text != tail.bytes { _ = write(text) }
        return entries
    }

    /// Adds `entry` as the newest entry of the file, creating the file (and its folder) when
    /// needed, and drops the oldest entries past the caps. An empty entry, or one longer than
    /// `byteLimit` once encoded, is not stored. History is a convenience: a failure does not
    /// interrupt the session, but is returned as a message (`cannot write the history file
    /// 'h': Permission denied; ...`) for the REPL to warn about once; nil otherwise. A file
    /// that exists but cannot be read is left alone (and reported), never replaced.
    @discardableResult
    public func append(_ entry: String) -> String? {
        let line = Array(Self.encode(entry).utf8)
        guard !line.isEmpty, line.count < byteLimit else { return nil }
        var lines: [ArraySlice<UInt8>]
        do {
            lines = try readTail().map { self.lines(of: $0.bytes) } ?? []
        } catch {
            return failure(error.reason)
        }
        lines.append(line[...])
        return write(Self.text(of: kept(lines)))
    }

    // MARK: - Reading

    /// The last `byteLimit` bytes of the file, from the start of a line, and whether that is
    /// the whole file; nil when there is no file.
    private func readTail() throws(Unreadable) -> (bytes: [UInt8], isWhole: Bool)? {
        // Non-blocking: opening a named pipe to read would otherwise wait for a writer (the
        // REPL hung at start-up); it is then refused as not a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Unreadable(code: errno)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Unreadable(code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Unreadable(reason: "not a regular file") }
        let size = Int(info.st_size)
        // One byte more than the window, to see whether the window starts a line.
        let start = max(0, size - byteLimit - 1)
        var bytes = [UInt8](repeating: 0, count: size - start)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(start + count))
            }
            if read < 0 && errno == EINTR { continue }
            if read < 0 { throw Unreadable(code: errno) }
            if read == 0 { break }
            count += read
        }
        bytes.removeLast(bytes.count - count)
        guard start > 0 else { return (bytes, true) }
        let firstLine = bytes.firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
        return (Array(bytes[firstLine...]), false)
    }

    /// Why the history file could not be read.
    private struct Unreadable: Error {
        /// The system's text (`Permission denied`) or `not a regular file`.
        let reason: String

        init(reason: String) { self.reason = reason }

        init(code: Int32) { reason = String(cString: strerror(code)) }
    }

    /// The non-empty lines of `bytes`, without their line feeds.
    private func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
    }

    /// The newest of `lines` within the caps: at most `limit` of them, in at most
    /// `byteLimit` bytes with their line feeds.
    private func kept<Line: Collection>(_ lines: [Line]) -> ArraySlice<Line> {
        var bytes = 0
        var first = lines.endIndex
        while first > lines.startIndex, lines.endIndex - first < limit {
            bytes += lines[first - 1].count + 1
            if bytes > byteLimit { break }
            first -= 1
        }
        return lines[first...]
    }

    // MARK: - Writing

    /// The file's bytes for these encoded lines.
    private static func text<Line: Collection>(of lines: some Collection<Line>) -> [UInt8] where Line.Element == UInt8 {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
        for line in lines {
            bytes.append(contentsOf: line)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// Replaces the file with `bytes`, atomically; the failure's message, or nil. A new file
    /// is created readable by its owner only (0600) before it is replaced, so that the
    /// replacement keeps that mode.
    private func write(_ bytes: [UInt8]) -> String? {
        createParentFolder()
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            return failure(error.reason)
        }
        return nil
    }

    /// The message for a failed write, for `reason`.
    private func failure(_ reason: String) -> String {
        "cannot write the history file '\(path)': \(reason); this session's entries are not saved"
    }

    private func createParentFolder() {
        let bytes = Array(path.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") && index > 0 {
            mkdir(String(decoding: bytes[..<index], as: UTF8.self), 0o700)
        }
    }
}
