import MapScriptSyntax

extension ParseAhead {
    /// The parsing side: runs the parser, cutting its items into batches with the windows of
    /// their lines.
    final class Producer: @unchecked Sendable {
        /// The parser; used by the parsing thread only, once started.
        @exclusivity(unchecked) private var parser: Parser
        private let channel: BatchChannel
        private let limits: Limits
        /// Whether `.end` has been batched.
        @exclusivity(unchecked) private var ended = false
        /// The size of the next batch: small at first, so that running starts soon, then
        /// doubling up to `limits.items`.
        @exclusivity(unchecked) private var batchSize: Int
        /// The last spent batch back from the running thread, whose statements are destroyed here
        /// a few at a time between the statements parsed (`destroySpent()`).
        @exclusivity(unchecked) private var spent: ParsedBatch?
        /// How many spent statements are destroyed for as many parsed.
        private static let destroyStride = 16

        init(parser: consuming Parser, channel: BatchChannel, limits: Limits) {
            self.parser = parser
            self.channel = channel
            self.limits = limits
            batchSize = min(limits.items, 256)
        }

        /// The thread's work: batches into the channel until the input ends or the consumer
        /// cancels.
        func run() {
            while let batch = nextBatch() {
                guard channel.put(batch) else { return }
            }
            channel.close()
        }

        /// The next batch: items up to the limits, the last one possibly `.end`; nil after
        /// `.end`.
        func nextBatch() -> ParsedBatch? {
            guard !ended else { return nil }
            // Destroy here what the running thread is done with: the last spent batch as new
            // statements are made, any other (and what is left of the one before) at once.
            if let last = channel.takeRetired().last { spent = last }
            let batch = ParsedBatch(capacity: batchSize)
            batchSize = min(batchSize * 2, limits.items)
            let start = parser.statementStart.offset
            var offset = start
            repeat {
                if batch.count % Self.destroyStride == 0 { destroySpent() }
                let item = parser.step()
                if case .end = item { ended = true }
                offset = parser.add(item, to: batch)
            } while !ended && !batch.isFull && offset - start < limits.bytes
            return batch
        }

        /// Destroys `destroyStride` statements of the last spent batch, if there is one. Freed a
        /// whole batch at a time (some 800 bookmark nodes in a row), the nodes overflowed glibc's
        /// per-thread cache (7 blocks of a size) into its bins, where the frees and the next
        /// batch's allocations took about 200 instructions each; freed a few at a time between
        /// the allocations, they stay in the cache. (Out of line, with `Parser.add` and
        /// `ParsedBatch.append` inlined, as the compiler chose before this was written: the other
        /// way round, the statements were destroyed through the value witness, and the parsing
        /// thread did about 4M more instructions on the 100k workload.)
        @inline(never)
        private func destroySpent() {
            guard let batch = spent else { return }
            if batch.destroyGivenBack(upTo: Self.destroyStride) < Self.destroyStride { spent = nil }
        }
    }
}

extension Parser {
    /// Where the item handed out last starts: the absolute offset of its first line and that
    /// line's number.
    var statementStart: (offset: Int, line: Int) {
        lexer.keptFrom
    }

    /// Adds `item`, the item handed out last, to `batch`, with where it starts and the window
    /// of its lines; returns the absolute offset of its first line. (A method, so that the
    /// lexer's facts are read in place: read through the producer's stored parser, each would
    /// copy the lexer; and in one call, `Lexer.bufferFacts()`, since each getter of the other
    /// module copies the lexer too. Inlined: see `Producer.destroySpent`.)
    @inline(__always)
    mutating func add(_ item: consuming ParseStep, to batch: ParsedBatch) -> Int {
        let facts = lexer.bufferFacts()
        batch.append(item, at: ParsedBatch.LinePlace(line: facts.keptLine, offset: facts.keptFrom))
        batch.noteLines(bytes: facts.bytes, end: facts.end, atEnd: facts.atEnd, window: lexer.finalWindow)
        return facts.keptFrom
    }

}
