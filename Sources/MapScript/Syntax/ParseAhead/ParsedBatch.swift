/// Statements and diagnostics parsed ahead, with the text of their lines: what the parsing
/// thread hands the running thread at a time (see `ParseAhead`).
///
/// The parsing thread fills a batch, then gives it up through a `BatchChannel`; from then on
/// only the running thread touches it. Items are moved out, never copied, so a statement costs
/// no reference counting on its way across; once run, each is given back to its slot, and the
/// spent batch returns to the parsing thread, which destroys the statements it allocated (so
/// the running thread neither walks syntax trees to free them nor frees memory into another
/// thread's heap).
final class ParsedBatch: @unchecked Sendable {
    /// Where an item's first line is: its line number, and where that line starts in `text`.
    struct LinePlace {
        /// The line number.
        let line: Int
        /// The offset of the line's first byte in `text`.
        let offset: Int
    }

    /// The most items the batch holds.
    let capacity: Int
    /// The items: `0..<givenBack` and `taken..<count` are initialized; those between are out
    /// (the one running, or ones not given back after an error).
    private let items: UnsafeMutablePointer<ParseStep>
    /// Where each item's first line is.
    private let places: UnsafeMutablePointer<LinePlace>
    /// How many items have been appended.
    @exclusivity(unchecked) private(set) var count = 0
    /// How many items have been taken.
    @exclusivity(unchecked) private var taken = 0
    /// How many of the taken items have been given back.
    @exclusivity(unchecked) private var givenBack = 0
    /// The text of every item's lines, from the first item's first line to the end of the
    /// last item's last line (line breaks included).
    @exclusivity(unchecked) var text: [UInt8] = []
    /// Whether `text` goes on to the end of the input.
    @exclusivity(unchecked) var reachesEnd = false

    /// An empty batch for up to `capacity` items.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        items = .allocate(capacity: self.capacity)
        places = .allocate(capacity: self.capacity)
    }

    deinit {
        items.deinitialize(count: givenBack)
        (items + taken).deinitialize(count: count - taken)
        items.deallocate()
        places.deallocate()
    }

    /// Whether no more items fit.
    var isFull: Bool { count == capacity }

    /// Adds `item`, whose first line is at `place` (the batch must not be full).
    func append(_ item: consuming ParseStep, at place: LinePlace) {
        precondition(count < capacity, "ParsedBatch overfilled")
        (items + count).initialize(to: item)
        places[count] = place
        count += 1
    }

    /// Moves the next item out, or nil when every item has been taken.
    @inline(__always)
    func take() -> ParseStep? {
        guard taken < count else { return nil }
        taken += 1
        return (items + taken - 1).move()
    }

    /// Puts the item taken last back in its slot, to be destroyed with the batch.
    @inline(__always)
    func giveBack(_ item: consuming ParseStep) {
        guard givenBack == taken - 1 else { return }
        (items + givenBack).initialize(to: item)
        givenBack += 1
    }

    /// The text of line `line` (without its line break) when it is one of the lines of the
    /// item taken last, else nil.
    func lineText(_ line: Int) -> String? {
        guard taken > 0 else { return nil }
        let place = places[taken - 1]
        guard line >= place.line else { return nil }
        return text.withUnsafeBufferPointer { bytes -> String? in
            var index = place.offset
            var current = place.line
            while current < line {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                guard index < bytes.count else { return nil }
                index += 1
                current += 1
            }
            guard index < bytes.count || (index == bytes.count && reachesEnd) else { return nil }
            var stop = index
            while stop < bytes.count && bytes[stop] != 0x0A { stop += 1 }
            if stop > index && bytes[stop - 1] == 0x0D { stop -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<stop]), as: UTF8.self)
        }
    }
}
