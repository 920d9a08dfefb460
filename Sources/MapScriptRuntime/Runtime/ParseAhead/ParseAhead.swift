#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptSyntax

/// A parser running on a thread of its own, ahead of the interpreter: while one statement
/// runs, the next ones are being lexed and parsed on another core.
///
/// It hands out exactly what `Parser.next()` would, in the same order, so running a script
/// through it gives the same output byte for byte. Statements travel in `ParsedBatch`es
/// together with the text of their lines, so `lineText(line:)` answers for the item handed
/// out last just as the parser does. Memory stays bounded: at most
/// `Limits.batchesAhead` batches of up to `Limits.items` statements wait.
///
/// Use it for large files on a machine with more than one core; a small script does not repay
/// starting a thread.
final class ParseAhead {
    /// How the work is cut up.
    struct Limits: Sendable {
        /// The most items (statements and diagnostics) in a batch.
        var items = 4096
        /// A batch is handed over once its text reaches this many bytes.
        var bytes = 256 * 1024
        /// The most batches parsed but not yet taken.
        var batchesAhead = 4
    }

    private let channel: BatchChannel
    /// The parsing thread, until joined.
    @exclusivity(unchecked) private var thread: pthread_t?
    /// The producer, when no thread could be started: batches are then parsed on demand.
    @exclusivity(unchecked) private var inline: Producer?
    /// The batch items are taken from now.
    @exclusivity(unchecked) private var current: ParsedBatch?

    /// Starts parsing `parser`'s input on a new thread.
    init(_ parser: consuming Parser, limits: Limits = Limits()) {
        channel = BatchChannel(capacity: limits.batchesAhead)
        let producer = Producer(parser: parser, channel: channel, limits: limits)
        thread = BackgroundThread.start { producer.run() }
        if thread == nil { inline = producer }
    }

    deinit { finish() }

    /// Reads to the end of the input, lending each statement to `statement` and handing each
    /// diagnostic to `diagnostic`, in order (see `Parser.step()`); stops when either throws.
    /// A statement goes back to its batch once run, to be destroyed on the parsing thread.
    func read<Failure: Error>(statement run: (Stmt) throws(Failure) -> Void,
                              diagnostic report: (Diagnostic) throws(Failure) -> Void) throws(Failure) {
        while let batch = nextBatch() {
            while let item = batch.take() {
                switch consume item {
                case .statement(let statement):
                    try run(statement)
                    batch.giveBack(.statement(consume statement))
                case .diagnostic(let diagnostic):
                    try report(diagnostic)
                case .end:
                    return
                }
            }
        }
    }

    /// The batch to take items from next, waiting for the parsing thread when it is behind; nil
    /// at the end. The batch taken from before goes back to the parsing thread.
    private func nextBatch() -> ParsedBatch? {
        if let inline {
            current = inline.nextBatch()
            return current
        }
        if let spent = current {
            // Let go of it first, so that the parsing thread holds the last reference and the
            // batch is destroyed there.
            current = nil
            channel.retire(spent)
        }
        current = channel.take()
        return current
    }

    /// The text of line `line`, when it is a line of the item handed out last (see
    /// `Parser.lineText(line:)`).
    func lineText(line: Int) -> String? {
        current?.lineText(line)
    }

    /// Stops the parsing thread (at its next batch) and waits for it; idempotent.
    func finish() {
        guard let running = thread else { return }
        thread = nil
        channel.cancel()
        pthread_join(running, nil)
    }
}
