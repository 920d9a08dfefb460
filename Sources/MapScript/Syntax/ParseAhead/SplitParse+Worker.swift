#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SplitParse {
    /// One of the two parsing threads: it parses the parts of one parity (`index`: 0 for the
    /// even seams, 1 for the odd), each from its seam with a parser of its own, into batches
    /// tagged with the part; the last batch of a part says which seam its parser stopped at,
    /// and the thread goes on with its first part at or after that seam.
    final class Worker: @unchecked Sendable {
        /// The batches, in order.
        let channel: BatchChannel
        private let index: Int
        private let input: Input
        private let origin: (offset: Int, line: Int)
        private let seams: [Int]
        private let limits: Limits
        /// The thread, until joined.
        @exclusivity(unchecked) private var thread: pthread_t?

        init(index: Int, input: Input, origin: (offset: Int, line: Int), seams: [Int], limits: Limits) {
            self.index = index
            self.input = input
            self.origin = origin
            self.seams = seams
            self.limits = limits
            channel = BatchChannel(capacity: limits.batches.batchesAhead)
        }

        /// Starts the thread; false when it cannot be made.
        func start() -> Bool {
            thread = BackgroundThread.start { [self] in run() }
            return thread != nil
        }

        /// Stops the thread (at its next batch) and waits for it; idempotent.
        func finish() {
            guard let running = thread else { return }
            thread = nil
            channel.cancel()
            pthread_join(running, nil)
        }

        /// The thread's work: its parts, until one reads to the end of the input or the reader
        /// cancels.
        private func run() {
            var lines = SeamScanner(fileDescriptor: input.fileDescriptor, fileSize: input.fileSize, origin: origin)
            var part = index
            while part < seams.count {
                var parser = Parser(fileDescriptor: input.fileDescriptor, startingAt: seams[part], line: lines.line(at: seams[part]),
                                    describedAs: input.description, lineLimit: input.lineLimit)
                parser.limitsErrors = false
                parser.startAtSeam(part, of: seams)
                var size = min(limits.batches.items, 256)
                var ended = false
                while !ended {
                    let batch = parser.nextBatch(capacity: size, bytes: limits.batches.bytes)
                    size = min(size * 2, limits.batches.items)
                    batch.part = part
                    ended = batch.ended
                    if ended { batch.stopSeam = parser.stop?.seam }
                    guard channel.put(batch) else { return }
                }
                guard let stop = parser.stop?.seam else { break }
                part = stop % 2 == index ? stop : stop + 1
            }
            channel.close()
        }
    }
}
