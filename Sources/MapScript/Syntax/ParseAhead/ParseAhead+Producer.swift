extension ParseAhead {
    /// The parsing side: runs the parser, cutting its items into batches with their text.
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
            let batch = ParsedBatch(capacity: batchSize)
            batchSize = min(batchSize * 2, limits.items)
            // Keep every line from here buffered until the batch has its copy.
            let start = parser.retainText()
            defer { parser.releaseText() }
            repeat {
                let item = parser.step()
                if case .end = item { ended = true }
                let place = parser.statementStart
                batch.append(item, at: ParsedBatch.LinePlace(line: place.line, offset: place.offset - start))
            } while !ended && !batch.isFull && parser.statementStart.offset - start < limits.bytes
            batch.reachesEnd = parser.copyText(from: start, into: &batch.text)
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

    /// Keeps the text from the start of the item handed out last (or the input's start)
    /// buffered until `releaseText()`; returns that absolute offset.
    mutating func retainText() -> Int {
        let start = statementStart
        lexer.retainText(from: start)
        return start.offset
    }

    /// Lets the buffer drop text again as usual (see `retainText()`).
    mutating func releaseText() {
        lexer.releaseText()
    }

    /// Appends the text from absolute offset `start` (retained) to the end of the current
    /// token's line, line break included, reading the rest of that line when needed; true when
    /// that is the end of the input.
    mutating func copyText(from start: Int, into text: inout [UInt8]) -> Bool {
        var end = max(token.start, start)
        while true {
            let byte = lexer.byte(at: end)
            if byte == 0x0A { end += 1; break }
            if byte == 0 && end >= lexer.end { break }
            end += 1
        }
        lexer.copyText(from: start, to: end, into: &text)
        return end >= lexer.end && lexer.hasReadAll
    }
}
