#if canImport(Glibc)
import Glibc
#endif
import MapFormats

/// Writes LSP messages to a file descriptor: `Content-Length: N\r\n\r\n` and N bytes of
/// compact JSON. The only writer of standard output while the server runs.
struct MessageWriter {
    private let descriptor: Int32
    private let json = JSONWriter(style: .compact, nonFiniteNumbers: .writeNull)
    /// Whether a write failed (the client has gone): nothing more is written.
    private(set) var failed = false

    /// A writer to `descriptor` (left open).
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `message` framed.
    mutating func write(_ message: JSONValue) {
        guard !failed, let body = try? json.bytes(message) else { return }
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                failed = true
                return
            }
            written += count
        }
    }
}
