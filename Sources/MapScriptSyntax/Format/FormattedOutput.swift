/// The formatter's output, written lazily: while it equals the source byte for byte (a script
/// formatted already, the common case), it only moves the end of a span of the source, and the
/// span is copied out when the two part (or at the end). A formatted script is thus compared
/// with its source rather than copied token by token, and found unchanged without a copy.
///
/// The output is always `bytes` followed by the source's bytes from `spanStart` to `spanEnd`.
struct FormattedOutput {
    /// The source, followed by a 0 sentinel (which no output byte equals).
    private let source: UnsafePointer<UInt8>
    /// The source's length.
    private let sourceCount: Int
    /// The output before the span.
    private var bytes: [UInt8] = []
    /// Where the span starts in the source.
    private var spanStart = 0
    /// Where the span ends in the source.
    private var spanEnd = 0

    /// An empty output for a formatter reading `count` bytes at `source` (followed by a 0).
    init(source: UnsafePointer<UInt8>, count: Int) {
        self.source = source
        sourceCount = count
    }

    /// The length of the output.
    var count: Int { bytes.count + spanEnd - spanStart }

    /// Whether nothing has been written.
    var isEmpty: Bool { count == 0 }

    /// Appends the source bytes from `start` to `end`.
    @inline(__always)
    mutating func appendSource(from start: Int, to end: Int) {
        if start != spanEnd {
            if spanEnd != spanStart { flush() }
            spanStart = start
        }
        spanEnd = end
    }

    /// Appends `byte` (never 0).
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if source[spanEnd] == byte {
            spanEnd += 1
            return
        }
        flush()
        bytes.append(byte)
    }

    /// Appends `count` spaces.
    @inline(__always)
    mutating func appendSpaces(_ count: Int) {
        var matched = 0
        while matched < count && source[spanEnd + matched] == 0x20 { matched += 1 }
        if matched == count {
            spanEnd += count
            return
        }
        flush()
        bytes.append(contentsOf: repeatElement(0x20, count: count))
    }

    /// Copies the span out to `bytes`.
    @inline(never)
    private mutating func flush() {
        if spanEnd > spanStart { bytes.append(contentsOf: UnsafeBufferPointer(start: source + spanStart, count: spanEnd - spanStart)) }
        spanStart = spanEnd
    }

    /// Lets `body` read and change the whole output as bytes.
    mutating func withBytes<Result>(_ body: (inout [UInt8]) -> Result) -> Result {
        flush()
        return body(&bytes)
    }

    /// The whole output; nil when it is the whole source, unchanged.
    mutating func finish() -> [UInt8]? {
        if bytes.isEmpty && spanStart == 0 && spanEnd == sourceCount { return nil }
        flush()
        return bytes
    }
}
