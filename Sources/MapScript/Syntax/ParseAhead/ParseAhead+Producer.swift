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
            // Destroy here what the running thread is done with.
            _ = channel.takeRetired()
            let batch = parser.nextBatch(capacity: batchSize, bytes: limits.bytes)
            batchSize = min(batchSize * 2, limits.items)
            ended = batch.ended
            return batch
        }
    }
}

extension Parser {
    /// Where the item handed out last starts: the absolute offset of its first line and that
    /// line's number.
    var statementStart: (offset: Int, line: Int) {
        lexer.keptFrom
    }

    /// The next items in a batch of at most `capacity`, cut once their text reaches `bytes`
    /// bytes, with the windows of their lines; the last item is `.end` when the input (or
    /// the parser's part of it) ends.
    mutating func nextBatch(capacity: Int, bytes: Int) -> ParsedBatch {
        let batch = ParsedBatch(capacity: capacity)
        let start = statementStart.offset
        repeat {
            let item = step()
            if case .end = item { batch.ended = true }
            let place = statementStart
            batch.append(consume item, at: ParsedBatch.LinePlace(line: place.line, offset: place.offset))
            batch.noteLines(bytes: lexer.bytes, end: lexer.end, atEnd: lexer.hasReadAll, window: lexer.finalWindow)
        } while !batch.ended && !batch.isFull && statementStart.offset - start < bytes
        return batch
    }
}
