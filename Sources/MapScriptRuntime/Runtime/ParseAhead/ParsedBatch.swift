import MapScriptSyntax

/// Statements and diagnostics parsed ahead, with the windows their lines are in (the buffer's
/// blocks, held, never copied): what the parsing thread hands the running thread at a time
/// (see `ParseAhead`).
///
/// The parsing thread fills a batch, then gives it up through a `BatchChannel`; from then on
/// only the running thread touches it. Items are moved out, never copied, so a statement costs
/// no reference counting on its way across; once run, each is given back to its slot, and the
/// spent batch returns to the parsing thread, which destroys the statements it allocated (so
/// the running thread neither walks syntax trees to free them nor frees memory into another
/// thread's heap).
final class ParsedBatch: @unchecked Sendable {
    /// Where an item's first line is: its line number, and the absolute offset of its start.
    struct LinePlace {
        /// The line number.
        let line: Int
        /// The absolute offset of the line's first byte.
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
    /// How many of the items given back have been destroyed (`destroyGivenBack(upTo:)`).
    @exclusivity(unchecked) private var destroyed = 0
    /// The windows the items' lines are in, each with the first item whose lines it holds (the
    /// buffer goes on in a new block when it needs room while a batch holds the old one); the
    /// last one's end is `lastEnd`.
    @exclusivity(unchecked) private var windows: [(firstItem: Int, window: TextBlock.Window)] = []
    /// The bytes of the last window's block, to tell a new block at a glance.
    @exclusivity(unchecked) private var lastBytes: UnsafeMutablePointer<UInt8>?
    /// The end of the last window, and whether it is the end of the input.
    @exclusivity(unchecked) private var lastEnd = (offset: 0, reachesEnd: false)

    /// An empty batch for up to `capacity` items.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        items = .allocate(capacity: self.capacity)
        places = .allocate(capacity: self.capacity)
    }

    deinit {
        // One item at a time, moved out and dropped: the statement's own destroy, called
        // directly (`deinitialize(count:)` goes through the runtime's generic array destroy
        // and the type's value witness for each item).
        for index in destroyed..<givenBack { _ = (items + index).move() }
        for index in taken..<count { _ = (items + index).move() }
        items.deallocate()
        places.deallocate()
    }

    /// Destroys up to `limit` of the items given back, oldest first, on the thread that calls
    /// it (the parsing thread, once the batch is spent); returns how many, 0 when none is left.
    func destroyGivenBack(upTo limit: Int) -> Int {
        let end = min(givenBack, destroyed + limit)
        let count = end - destroyed
        while destroyed < end {
            _ = (items + destroyed).move()
            destroyed += 1
        }
        return count
    }

    /// Whether no more items fit.
    var isFull: Bool { count == capacity }

    /// Adds `item`, whose first line is at `place` (the batch must not be full); then say where
    /// its lines are with `noteLines`. (Inlined: see `Producer.destroySpent`.)
    @inline(__always)
    func append(_ item: consuming ParseStep, at place: LinePlace) {
        precondition(count < capacity, "ParsedBatch overfilled")
        (items + count).initialize(to: consume item)
        places[count] = place
        count += 1
    }

    /// Says that the lines of the item appended last are whole in the block at `bytes`, up to
    /// the absolute offset `end` (the end of the input when `atEnd`); `window` is that block's
    /// window, asked for only when the block is not the previous item's.
    @inline(__always)
    func noteLines(bytes: UnsafeMutablePointer<UInt8>, end: Int, atEnd: Bool, window: @autoclosure () -> TextBlock.Window) {
        if bytes != lastBytes {
            if let last = windows.indices.last { (windows[last].window.end, windows[last].window.reachesEnd) = lastEnd }
            windows.append((count - 1, window()))
            lastBytes = bytes
        }
        lastEnd = (end, atEnd)
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
        (items + givenBack).initialize(to: consume item)
        givenBack += 1
    }

    /// The text of line `line` (without its line break) when it is one of the lines of the
    /// item taken last, else nil.
    func lineText(_ line: Int) -> String? {
        guard taken > 0 else { return nil }
        let index = taken - 1
        guard let found = windows.lastIndex(where: { $0.firstItem <= index }) else { return nil }
        var window = windows[found].window
        if found == windows.count - 1 { (window.end, window.reachesEnd) = lastEnd }
        let place = places[index]
        return window.lineText(line, start: place.offset, startLine: place.line)
    }
}
