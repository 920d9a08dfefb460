#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a script file is cut into parts for `SplitParse` (its seams), and the line numbers
/// there, read from the file with `pread`.
///
/// Seam `k` (k ≥ 1) is the first line start at or after `origin + k * partBytes` whose first
/// byte is an ASCII letter: a line that likely starts a statement (not a continuation, not
/// inside an indented block, not blank). Seam 0 is the origin, a statement start.
struct SeamScanner: ~Copyable {
    /// The file.
    private let fileDescriptor: Int32
    /// The size of the file, in bytes.
    let fileSize: Int
    /// The bytes read last, and the absolute offset of the first.
    private var buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var bufferStart = 0
    private var bufferCount = 0
    /// The offset up to which line breaks are counted, and the line number there.
    private var counted: (offset: Int, line: Int)

    /// A scanner of the file open on `fileDescriptor`, `fileSize` bytes long, counting lines
    /// from `origin`, reading `capacity` bytes at a time.
    init(fileDescriptor: Int32, fileSize: Int, origin: (offset: Int, line: Int), capacity: Int = 1 << 16) {
        self.fileDescriptor = fileDescriptor
        self.fileSize = fileSize
        self.capacity = max(16, capacity)
        buffer = .allocate(capacity: self.capacity)
        counted = origin
        bufferStart = origin.offset
    }

    deinit { buffer.deallocate() }

    /// The seams after `origin`, for parts of about `partBytes`: increasing, the first one the
    /// origin, none at or past the end of the file (two may be equal: an empty part).
    static func seams(fileDescriptor: Int32, fileSize: Int, origin: Int, partBytes: Int) -> [Int] {
        var scanner = SeamScanner(fileDescriptor: fileDescriptor, fileSize: fileSize, origin: (origin, 1), capacity: 4096)
        var seams = [origin]
        var target = origin
        while true {
            let (next, overflow) = target.addingReportingOverflow(max(1, partBytes))
            guard !overflow, next < fileSize else { break }
            target = next
            guard let seam = scanner.statementLineStart(from: max(target, seams[seams.count - 1])), seam < fileSize else { break }
            seams.append(seam)
        }
        return seams
    }

    /// The first line start at or after `offset` whose first byte is an ASCII letter; nil
    /// when there is none.
    private mutating func statementLineStart(from offset: Int) -> Int? {
        var offset = offset
        while offset < fileSize {
            if offset > 0, byte(at: offset - 1) == 0x0A, let first = byte(at: offset),
               (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// The byte at absolute offset `offset`, reading the block it is in; nil past the end of
    /// the file or when it cannot be read.
    private mutating func byte(at offset: Int) -> UInt8? {
        if offset < bufferStart || offset >= bufferStart + bufferCount {
            guard fill(at: offset) else { return nil }
        }
        return buffer[offset - bufferStart]
    }

    /// Reads the block starting at `offset`; false at the end of the file or on an error.
    private mutating func fill(at offset: Int) -> Bool {
        while true {
            let got = pread(fileDescriptor, buffer, capacity, off_t(offset))
            if got < 0 && errno == EINTR { continue }
            bufferStart = offset
            bufferCount = max(got, 0)
            return got > 0
        }
    }

    /// The number of the line that starts at `offset` (at or after the last one asked for),
    /// counting the line breaks before it.
    mutating func line(at offset: Int) -> Int {
        while counted.offset < offset {
            if counted.offset < bufferStart || counted.offset >= bufferStart + bufferCount {
                guard fill(at: counted.offset) else { break }
            }
            let start = counted.offset - bufferStart
            let stop = min(offset - bufferStart, bufferCount)
            counted.line += Self.lineBreaks(in: UnsafeBufferPointer(start: buffer + start, count: stop - start))
            counted.offset = bufferStart + stop
        }
        return counted.line
    }

    /// The number of line breaks in `bytes`, eight bytes at a time: a byte is a line break
    /// when it XORs to zero against 0x0A, and a zero byte is the one whose high bit stays clear
    /// in `((x & 0x7F..) + 0x7F..) | x` (exact, with no carries between bytes).
    static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, breaks: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var total = 0
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ breaks
            let nonzero = ((word & low) &+ low) | word
            total += (~nonzero & ~low).nonzeroBitCount
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == 0x0A { total += 1 }
            index += 1
        }
        return total
    }
}
