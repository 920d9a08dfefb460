#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parse-ahead on two threads: a large script file is cut into parts of about
/// `Limits.partBytes` (at line starts, see `SeamScanner`), the parts are parsed alternately by
/// two parsing threads, and the running thread takes their statements in order.
///
/// A part is a guess: its parser starts at a seam, a line start that may be inside a
/// statement (a block, a list). The guess is checked by the parser of the part before, which
/// goes on past the seam to the end of its last statement and stops only where it is clean
/// (`Parser.stop`): then the next part's parser started where a parser of the whole file would
/// be, and its items are exactly the ones that parser gives. Where it is not clean, the parser
/// goes on to the next seam, and the parts it passed are dropped. The error limit
/// (`Parser.errorLimit`) counts over all parts, here. So the items handed out are those of
/// `Parser.step()` over the whole file, in order, byte for byte.
///
/// Why: one parsing thread does about twice the work of the running thread, so it bounds a
/// run on two cores; with two, the three threads share the two cores (see the README's
/// "Performance devices").
final class SplitParse {
    /// How the work is cut up.
    struct Limits: Sendable {
        /// The size of a part, before it moves to a line start.
        var partBytes = 256 << 10
        /// The batches of each part.
        var batches = ParseAhead.Limits()
    }

    /// The input and how it is read.
    struct Input {
        let fileDescriptor: Int32
        let fileSize: Int
        let description: String
        let lineLimit: Int
    }

    private let input: Input
    private let limits: Limits
    /// The two parsing threads: part `k` comes from `workers[k % 2]`.
    @exclusivity(unchecked) private var workers: [Worker] = []
    /// The seams of the file, from the origin the threads started at.
    @exclusivity(unchecked) private var seams: [Int] = []
    /// The part taken from now (the index of its seam).
    @exclusivity(unchecked) private var part = 0
    /// The batch items are taken from now.
    @exclusivity(unchecked) private var current: ParsedBatch?
    /// The syntax errors handed out so far, against `Parser.errorLimit`.
    @exclusivity(unchecked) private var errors = 0

    /// Starts parsing the file of `input` on two threads; nil when the threads cannot be made
    /// (the caller then reads another way).
    init?(_ input: Input, limits: Limits = Limits()) {
        self.input = input
        self.limits = limits
        guard start(at: (0, 1)) else { return nil }
    }

    deinit { finish() }

    /// Starts both threads on the parts after `origin`, a statement start; false when they
    /// cannot be made.
    private func start(at origin: (offset: Int, line: Int)) -> Bool {
        part = 0
        seams = SeamScanner.seams(fileDescriptor: input.fileDescriptor, fileSize: input.fileSize, origin: origin.offset,
                                  partBytes: limits.partBytes)
        for index in 0..<2 {
            let worker = Worker(index: index, input: input, origin: origin, seams: seams, limits: limits)
            guard worker.start() else {
                finish()
                return false
            }
            workers.append(worker)
        }
        return true
    }

    /// Reads to the end of the input, lending each statement to `statement` and handing each
    /// diagnostic to `diagnostic`, in order (see `Parser.step()`); stops when either throws.
    func read<Failure: Error>(statement run: (Stmt) throws(Failure) -> Void,
                              diagnostic report: (Diagnostic) throws(Failure) -> Void) throws(Failure) {
        while let batch = nextBatch() {
            while let item = batch.take() {
                switch consume item {
                case .statement(let statement):
                    try run(statement)
                case .diagnostic(let diagnostic):
                    if diagnostic.severity == .error {
                        guard errors < Parser.errorLimit else {
                            try report(Parser.tooManyErrors(at: diagnostic.range ?? SourceRange(line: 1, column: 1, length: 0)))
                            return
                        }
                        errors += 1
                    }
                    try report(diagnostic)
                case .end:
                    break
                }
            }
            guard batch.ended else { continue }
            guard let stop = batch.stopSeam else { return }
            part = stop
        }
    }

    /// The next batch of the current part, waiting for its thread; nil when the threads have
    /// stopped. Batches of parts before it were passed over by the part before (its statement
    /// went on past their seams) and are dropped. When the thread has gone on past the current
    /// part (it too started from a guess, and passed over the seam), both threads start again
    /// from the current part's seam, which is known to be clean. The batch taken from before
    /// is let go here (its items are gone; what is left are the blocks of text it held).
    private func nextBatch() -> ParsedBatch? {
        current = nil
        while workers.count == 2 {
            guard let batch = workers[part % 2].channel.take() else { break }
            if batch.part < part { continue }
            if batch.part == part {
                current = batch
                return batch
            }
            let origin = seams[part]
            finish()
            var lines = SeamScanner(fileDescriptor: input.fileDescriptor, fileSize: input.fileSize, origin: (0, 1))
            guard start(at: (origin, lines.line(at: origin))) else { break }
        }
        return nil
    }

    /// The text of line `line`, when it is a line of the item handed out last (see
    /// `Parser.lineText(line:)`).
    func lineText(line: Int) -> String? {
        current?.lineText(line)
    }

    /// Stops both threads and waits for them; idempotent.
    func finish() {
        for worker in workers { worker.finish() }
        workers.removeAll()
    }
}
