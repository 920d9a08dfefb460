#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes the lexer reads: all of an in-memory text, or a sliding window over a file
/// descriptor read in chunks.
///
/// Offsets are absolute (from the start of the input). Byte `count` of the storage is always a
/// 0 sentinel, so the lexer notices the end of the buffered bytes without a bounds check. When
/// the lexer needs more bytes, `refill` drops everything before `keepFrom` (the start of the
/// line of the statement being parsed) and reads another chunk: in the same `TextBlock`, or,
/// when a batch parsed ahead still holds that block, in a new one (the kept bytes moved over).
///
/// No line may be longer than `lineLimit` bytes: the input is cut there (at a UTF-8 boundary)
/// and ends, `overlongLine` saying so, which keeps the memory of an endless line (`/dev/zero`)
/// bounded. The check costs two searches per chunk read, none per byte.
package final class SourceBuffer {
    /// The longest line accepted by default, in bytes (line break excluded): 64 MiB, twenty
    /// times a 100,000-vertex polygon written on one line (3.1 MB), which generators write.
    static let defaultLineLimit = 64 << 20

    /// The longest line accepted, in bytes (line break excluded).
    let lineLimit: Int

    /// The block the bytes are in.
    @exclusivity(unchecked) private(set) var block: TextBlock
    /// Blocks left while batches parsed ahead held them, to reuse once they are let go (no
    /// allocation, no fresh pages, for each chunk read).
    @exclusivity(unchecked) private var spares: [TextBlock] = []
    /// The buffered bytes (`block`'s), followed by a 0 sentinel.
    @exclusivity(unchecked) private(set) var storage: UnsafeMutablePointer<UInt8>
    /// Allocated bytes (the sentinel included).
    @exclusivity(unchecked) private var capacity: Int
    /// Number of valid buffered bytes.
    @exclusivity(unchecked) private(set) var count: Int
    /// Absolute offset of `storage[0]`.
    @exclusivity(unchecked) private(set) var base = 0
    /// Line number of `storage[0]`, which is always at the start of a line.
    @exclusivity(unchecked) private(set) var baseLine = 1
    /// Absolute offset before which text may be discarded (a line start).
    @exclusivity(unchecked) var keepFrom = 0
    /// The line number of `keepFrom`.
    @exclusivity(unchecked) var keepLine = 1
    /// The file descriptor read from, or -1 for in-memory text.
    private let fileDescriptor: Int32
    /// Bytes to read at a time.
    private let chunkSize: Int
    /// Whether every byte of the input has been buffered.
    @exclusivity(unchecked) private(set) var atEnd: Bool
    /// The `errno` of a failed read, if any (the input then ends there).
    @exclusivity(unchecked) private(set) var readError: Int32?
    /// Absolute offset of the start of the last line buffered (just past the last line break).
    @exclusivity(unchecked) private var lastLineStart = 0
    /// Whether the input was cut because its last buffered line is longer than
    /// `lineLimit` (the input then ends there).
    @exclusivity(unchecked) private(set) var overlongLine = false

    /// A buffer holding all of `bytes`, whose lines may be `lineLimit` bytes long. An array,
    /// not any collection: a generic initializer called from another module ran unspecialized,
    /// and looking up its collection's associated types at run time cost a tenth of start-up.
    package init(bytes: [UInt8], lineLimit: Int = SourceBuffer.defaultLineLimit) {
        self.lineLimit = lineLimit
        block = TextBlock(capacity: bytes.count + 1, base: 0)
        let storage = block.bytes
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { storage.update(from: base, count: buffer.count) }
        }
        let index = bytes.count
        storage[index] = 0
        self.storage = storage
        capacity = bytes.count + 1
        count = index
        fileDescriptor = -1
        chunkSize = 0
        atEnd = true
        limitLineLength(readFrom: 0)
    }

    /// A buffer reading `fileDescriptor` (not closed here) `chunkSize` bytes at a time, whose
    /// lines may be `lineLimit` bytes long.
    init(fileDescriptor: Int32, chunkSize: Int, lineLimit: Int = SourceBuffer.defaultLineLimit) {
        self.lineLimit = lineLimit
        self.chunkSize = max(1, chunkSize)
        capacity = self.chunkSize + 1
        block = TextBlock(capacity: capacity, base: 0)
        storage = block.bytes
        storage[0] = 0
        count = 0
        self.fileDescriptor = fileDescriptor
        atEnd = false
    }

    /// Absolute offset just past the buffered bytes (where the sentinel is).
    var end: Int { base + count }

    /// Drops the text before `keepFrom` and reads more input; false at the end of the input.
    func refill() -> Bool {
        if atEnd { return false }
        let drop = keepFrom - base
        if !isKnownUniquelyReferenced(&block) {
            // A batch parsed ahead reads its lines in this block: leave it as it is.
            if spares.count < 8 { spares.append(block) }
            moveToNewBlock(capacity: max(capacity, count - max(drop, 0) + chunkSize + 1), dropping: max(drop, 0))
        } else if drop > 0 {
            memmove(storage, storage + drop, count - drop)
            count -= drop
            base = keepFrom
            block.base = base
        }
        if drop > 0 {
            // Set with `keepFrom` by the parser: counting the dropped line breaks instead would
            // cost a pass over every byte of the input.
            baseLine = keepLine
        }
        if count + chunkSize + 1 > capacity {
            moveToNewBlock(capacity: max(capacity * 2, count + chunkSize + 1), dropping: 0)
        }
        while true {
            let got = read(fileDescriptor, storage + count, chunkSize)
            if got > 0 {
                let start = end
                count += got
                storage[count] = 0
                limitLineLength(readFrom: start)
                return true
            }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { readError = errno }
            atEnd = true
            storage[count] = 0
            return false
        }
    }

    /// Goes on in a new block of `capacity` bytes, with the buffered bytes after the first
    /// `drop`.
    private func moveToNewBlock(capacity newCapacity: Int, dropping drop: Int) {
        let moved = spareBlock(capacity: newCapacity) ?? TextBlock(capacity: newCapacity, base: 0)
        moved.base = base + drop
        moved.bytes.update(from: storage + drop, count: count - drop)
        count -= drop
        base += drop
        block = moved
        storage = moved.bytes
        capacity = moved.capacity
    }

    /// A spare block of at least `capacity` bytes that nothing holds any more, taken from
    /// `spares`; nil when there is none.
    private func spareBlock(capacity: Int) -> TextBlock? {
        for index in spares.indices.reversed() where isKnownUniquelyReferenced(&spares[index]) {
            let spare = spares.remove(at: index)
            if spare.capacity >= capacity { return spare }
        }
        return nil
    }

    /// The final bytes of the block buffered now, for lines read on another thread: up to the
    /// end of the buffered bytes, which are never written again.
    var finalWindow: TextBlock.Window {
        TextBlock.Window(block: block, end: end, reachesEnd: atEnd)
    }

    /// Checks the line lengths of the bytes just read, from absolute offset `start` on, and
    /// cuts the input at the first line longer than `lineLimit`. Lines wholly inside
    /// the new bytes need no look when there are fewer new bytes than the limit: one search
    /// for the first line break (ending the line that was open) and one for the last.
    private func limitLineLength(readFrom start: Int) {
        var index = start - base
        guard index < count else { return }
        let limit = lineLimit
        if count - index <= limit, let first = lineBreak(from: index) {
            if base + first - lastLineStart > limit { return cut(start: start) }
            var last = count - 1
            while storage[last] != 0x0A { last -= 1 }
            lastLineStart = base + last + 1
            return
        }
        // A line longer than the limit may be among the new bytes: look at each.
        while let found = lineBreak(from: index) {
            if base + found - lastLineStart > limit { return cut(start: start) }
            lastLineStart = base + found + 1
            index = found + 1
        }
        if end - lastLineStart > limit { cut(start: start) }
    }

    /// The index of the first line break in `storage[index..<count]`, if any.
    private func lineBreak(from index: Int) -> Int? {
        guard let found = memchr(storage + index, 0x0A, count - index) else { return nil }
        return storage.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Ends the input `lineLimit` bytes into the line starting at `lastLineStart`
    /// (sooner when that would split a UTF-8 sequence, but never before `start`, the bytes
    /// the lexer has seen).
    private func cut(start: Int) {
        var cut = max(lastLineStart + lineLimit, start)
        while cut > start && storage[cut - base] & 0xC0 == 0x80 { cut -= 1 }
        count = cut - base
        storage[count] = 0
        atEnd = true
        overlongLine = true
    }

    /// Whether a line break is buffered at or after absolute offset `offset`, or the input
    /// has ended.
    func hasLineBreak(from offset: Int) -> Bool {
        atEnd || lineBreak(from: max(0, offset - base)) != nil
    }

    /// Whether line `line` is buffered up to its line break (or the input's end).
    func hasWholeLine(_ line: Int) -> Bool {
        guard line >= baseLine, !atEnd else { return true }
        var current = baseLine
        var index = 0
        while let found = lineBreak(from: index) {
            if current == line { return true }
            current += 1
            index = found + 1
        }
        return false
    }

    /// The text of line `line` (without its line break) while it is still buffered, else nil.
    func lineText(_ line: Int) -> String? {
        guard line >= baseLine else { return nil }
        var index = 0
        var current = baseLine
        while current < line {
            while index < count && storage[index] != 0x0A { index += 1 }
            if index >= count { return nil }
            index += 1
            current += 1
        }
        if index >= count && !(index == count && atEnd) { return nil }
        var stop = index
        while stop < count && storage[stop] != 0x0A { stop += 1 }
        if stop > index && storage[stop - 1] == 0x0D { stop -= 1 }
        return String(decoding: UnsafeBufferPointer(start: storage + index, count: stop - index), as: UTF8.self)
    }

    /// The text of the absolute byte range `start..<end`, which must be buffered.
    func text(from start: Int, to end: Int) -> String {
        let lower = max(start, base) - base
        let upper = min(max(end, start), self.end) - base
        guard upper > lower else { return "" }
        let count = upper - lower
        if count <= 15 {
            let source = storage + lower
            return String(unsafeUninitializedCapacity: count) { buffer in
                SourceBuffer.copySmall(count, from: source, to: buffer.baseAddress.unsafelyUnwrapped)
                return count
            }
        }
        return String(decoding: UnsafeBufferPointer(start: storage + lower, count: upper - lower), as: UTF8.self)
    }

    /// Copies `count` (at most 16) bytes with two overlapping loads and stores instead of a
    /// call to `memcpy`, which costs more than the copy for a name or a short string.
    @inline(__always)
    static func copySmall(_ count: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if count >= 8 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            for index in 0..<count { target[index] = source[index] }
        }
    }
}
