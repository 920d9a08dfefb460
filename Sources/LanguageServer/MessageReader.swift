#if canImport(Glibc)
import Glibc
#endif

/// Reads LSP messages from a file descriptor: each a header (`Content-Length: N`, maybe a
/// `Content-Type`, each line ending in `\r\n`, then an empty line) and N bytes of JSON.
///
/// A header without a usable length (`abc`, `+2`, none) is reported as `.malformed`, and the
/// reader then resynchronises on the next `Content-Length:` (as the protocol's clients do),
/// skipping the bad message's body, so that one bad message costs only itself; a length past
/// `maximumLength` is refused the same way (its body is read and dropped). A header longer than
/// `maximumHeader` without its blank line is malformed too (never held without bound), and the
/// search for a header's end resumes where it stopped, so a slow header costs linear time.
struct MessageReader {
    /// One thing read.
    enum Frame: Equatable {
        /// A message's body.
        case message([UInt8])
        /// A header that could not be used, and why.
        case malformed(String)
    }

    /// The longest body accepted: 256 MiB.
    static let maximumLength = 256 * 1024 * 1024
    /// The longest header accepted: 64 KiB (a real one is a few dozen bytes).
    static let maximumHeader = 64 * 1024

    private let descriptor: Int32
    /// Bytes read and not yet used, from `start`.
    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of a refused body still to drop.
    private var dropping = 0
    /// Whether a bad header was met: bytes are skipped up to the next `Content-Length:`.
    private var resynchronising = false
    /// Where the search for the header's end goes on (the bytes before were searched).
    private var searched = 0
    /// Whether the input has ended.
    private(set) var ended = false

    /// A reader of `descriptor` (left open).
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next frame: from what is buffered, reading more when `wait` (blocking) or when input
    /// is ready now; nil at the end of the input, or when nothing is ready and not `wait`.
    mutating func next(wait: Bool) -> Frame? {
        while true {
            if let frame = frameInBuffer() { return frame }
            if ended { return nil }
            if !wait && !inputIsReady() { return nil }
            fill()
        }
    }

    /// Whether a read would not block.
    private func inputIsReady() -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// Reads what is there (blocking until something is), or marks the end.
    private mutating func fill() {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            searched = max(0, searched - start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0 && errno == EINTR { continue }
            ended = true
            return
        }
    }

    /// A whole frame from the buffer, if it holds one.
    private mutating func frameInBuffer() -> Frame? {
        if dropping > 0 {
            let dropped = min(dropping, buffer.count - start)
            start += dropped
            dropping -= dropped
            if dropping > 0 { return nil }
        }
        if resynchronising {
            guard let next = findContentLength(from: start) else {
                // Keep the tail, which may hold the start of the field name.
                start = max(start, buffer.count - 15)
                return nil
            }
            start = next
            resynchronising = false
            searched = start
        }
        guard let headerEnd = find([0x0D, 0x0A, 0x0D, 0x0A], from: max(start, searched)) else {
            searched = max(start, buffer.count - 3)
            if buffer.count - start > Self.maximumHeader {
                start += Self.maximumHeader
                resynchronising = true
                return .malformed("a message header longer than \(Self.maximumHeader) bytes")
            }
            return nil
        }
        searched = 0
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        guard let length = Self.contentLength(header) else {
            // Bytes before a real header (the rest of a body longer than its length said): the
            // header starts at its `Content-Length:`. Else skip to the next one after this header.
            if let next = findContentLength(from: start + 1), next < headerEnd {
                start = next
            } else {
                start = bodyStart
                resynchronising = true
            }
            return .malformed("a message header without a valid Content-Length")
        }
        if length > Self.maximumLength {
            start = bodyStart
            dropping = length
            return .malformed("a message of \(length) bytes, more than the \(Self.maximumLength) accepted")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .message(body)
    }

    /// The value of the `Content-Length` field of `header` (field names are case-insensitive).
    static func contentLength(_ header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), value.utf8.count <= 12 else { return nil }
            return Int(value)
        }
        return nil
    }

    /// Where the next `Content-Length:` (any case) begins in the buffer at or after `from`.
    private func findContentLength(from: Int) -> Int? {
        let name = Array("content-length:".utf8)
        guard buffer.count - from >= name.count else { return nil }
        var index = from
        while index <= buffer.count - name.count {
            var matched = true
            for offset in 0..<name.count where buffer[index + offset] | 0x20 != name[offset] | 0x20 {
                matched = false
                break
            }
            if matched { return index }
            index += 1
        }
        return nil
    }

    /// Where `pattern` first occurs in the buffer at or after `from`.
    private func find(_ pattern: [UInt8], from: Int) -> Int? {
        guard buffer.count - from >= pattern.count else { return nil }
        var index = from
        let last = buffer.count - pattern.count
        while index <= last {
            if buffer[index] == pattern[0] && buffer[index + 1] == pattern[1] && buffer[index + 2] == pattern[2]
                && buffer[index + 3] == pattern[3] { return index }
            index += 1
        }
        return nil
    }
}
