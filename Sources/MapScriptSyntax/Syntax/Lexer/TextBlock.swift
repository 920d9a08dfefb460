/// One allocation of a `SourceBuffer`'s bytes. The buffer writes into the block it reads into
/// now; a block someone else still holds (a batch parsed ahead, whose statements' lines are in
/// it) is never written again: the buffer goes on in a new block instead, so the holder reads
/// the lines where they are, with no copy (see `TextBlock.Window`).
package final class TextBlock: @unchecked Sendable {
    /// The bytes.
    let bytes: UnsafeMutablePointer<UInt8>
    /// Allocated bytes.
    let capacity: Int
    /// The absolute offset of `bytes[0]`, a line start (changes only while the buffer alone
    /// holds the block).
    var base: Int

    /// A block of `capacity` bytes whose first byte is at absolute offset `base`.
    init(capacity: Int, base: Int) {
        bytes = .allocate(capacity: capacity)
        self.capacity = capacity
        self.base = base
    }

    deinit { bytes.deallocate() }

    /// Lines of a block that are final (whole, and never written again): the lines of items
    /// parsed ahead, read on another thread than the one that reads the input into the block.
    package struct Window: @unchecked Sendable {
        /// The block.
        let block: TextBlock
        /// The absolute offset just past the final bytes.
        package var end: Int
        /// Whether `end` is the end of the input.
        package var reachesEnd: Bool

        /// The text of line `line` (without its line break), counting lines from `start`, the
        /// absolute offset of the start of line `startLine`; nil when it is not whole in the
        /// window.
        package func lineText(_ line: Int, start: Int, startLine: Int) -> String? {
            guard line >= startLine, start >= block.base, start <= end else { return nil }
            let bytes = UnsafeBufferPointer(start: block.bytes + (start - block.base), count: end - start)
            var index = 0
            var current = startLine
            while current < line {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                guard index < bytes.count else { return nil }
                index += 1
                current += 1
            }
            guard index < bytes.count || (index == bytes.count && reachesEnd) else { return nil }
            var stop = index
            while stop < bytes.count && bytes[stop] != 0x0A { stop += 1 }
            if stop == bytes.count && !reachesEnd { return nil }
            if stop > index && bytes[stop - 1] == 0x0D { stop -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<stop]), as: UTF8.self)
        }
    }
}
