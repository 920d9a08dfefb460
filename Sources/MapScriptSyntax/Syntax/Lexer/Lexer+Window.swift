// MARK: - The buffer, as the parser and the reader's window see it

extension Lexer {
    /// Lets the buffer drop the text before the line `token` starts on, and no more: the
    /// statement starting at `token` stays buffered whole while it is parsed and run.
    mutating func keepText(fromLineOf token: Token) {
        source.keepFrom = token.start - (token.range.start.column - 1)
        source.keepLine = token.range.start.line
    }

    /// Where the buffer keeps text from (see `keepText(fromLineOf:)`): the absolute offset of
    /// a line start and that line's number.
    package var keptFrom: (offset: Int, line: Int) {
        (source.keepFrom, source.keepLine)
    }

    /// What a batch of items parsed ahead notes after each item (see `bufferFacts()`).
    package struct BufferFacts {
        /// Where the buffer keeps text from: the absolute offset of a line start (`keptFrom`).
        package let keptFrom: Int
        /// That line's number.
        package let keptLine: Int
        /// The block's storage.
        package let bytes: UnsafeMutablePointer<UInt8>
        /// The absolute offset of the end of the buffered bytes.
        package let end: Int
        /// Whether every byte of the input has been buffered.
        package let atEnd: Bool
    }

    /// `keptFrom`, the storage, the end of the buffered bytes and whether they reach the input's
    /// end, in one call: a mutating method, so that a caller in another module reads the lexer
    /// where it is (its getters, called from there, copy the whole lexer each time).
    package mutating func bufferFacts() -> BufferFacts {
        BufferFacts(keptFrom: source.keepFrom, keptLine: source.keepLine, bytes: bytes, end: end, atEnd: source.atEnd)
    }

    /// The final bytes of the block buffered now, for the lines of items parsed ahead (see
    /// `SourceBuffer.finalWindow`).
    package var finalWindow: TextBlock.Window { source.finalWindow }

    /// Reads on until line `line` is buffered whole (up to its line break or the input's end),
    /// so that the reader's window (see `SourceStore`) holds the lines of a diagnostic.
    mutating func bufferWholeLine(_ line: Int) {
        while !source.hasWholeLine(line) && readMore() {}
    }

    /// Reads on until the current line is buffered up to its line break (or the input's end):
    /// the last line of a statement ended by `;` is then whole in the reader's window.
    mutating func bufferRestOfLine() {
        while !source.hasLineBreak(from: position) && readMore() {}
    }

    /// The text of line `line` (without its line break) while buffered, else nil; reads
    /// nothing.
    func lineText(_ line: Int) -> String? {
        source.lineText(line)
    }

    /// The source text of `token`, which is buffered.
    func text(of token: Token) -> String {
        source.text(from: token.start, to: token.end)
    }

    /// The source text from the start of `first` to the end of `last` (a token at or after
    /// `first`), both buffered: a name written in parts (`dark-gray`), an `assert`'s condition
    /// as written.
    func text(from first: Token, through last: Token) -> String {
        source.text(from: first.start, to: last.end)
    }

    /// The `errno` of a failed read of the input, if any (the input then ends there).
    var readError: Int32? { source.readError }

    /// Whether the input was cut at a line longer than the source's `lineLimit`.
    var wasCutAtOverlongLine: Bool { source.overlongLine }
}
