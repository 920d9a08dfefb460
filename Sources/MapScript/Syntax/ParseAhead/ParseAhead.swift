#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parser running on a thread of its own, ahead of the interpreter: while one statement
/// runs, the next ones are being lexed and parsed on another core.
///
/// It hands out exactly what `Parser.step()` would, in the same order, so running a script
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

    /// The stack of the parsing thread: room for the parser's deepest nesting with a wide margin.
    static let stackSize = 16 << 20

    private let channel: BatchChannel
    /// The parsing thread, until joined.
    private var thread: pthread_t?
    /// The producer, when no thread could be started: batches are then parsed on demand.
    private var inline: Producer?
    /// The batch items are taken from now.
    private var current: ParsedBatch?

    /// Starts parsing `parser`'s input on a new thread.
    init(_ parser: consuming Parser, limits: Limits = Limits()) {
        channel = BatchChannel(capacity: limits.batchesAhead)
        let producer = Producer(parser: parser, channel: channel, limits: limits)
        thread = Self.start(producer)
        if thread == nil { inline = producer }
    }

    deinit { finish() }

    /// The next statement or diagnostic, or `.end` (see `Parser.step()`); waits for the
    /// parsing thread when it is behind.
    func step() -> ParseStep {
        while true {
            if let item = current?.take() { return item }
            if let inline {
                current = inline.nextBatch()
                if current == nil { return .end }
                continue
            }
            if let spent = current {
                // Let go of it first, so that the parsing thread holds the last reference and
                // the batch is destroyed there.
                current = nil
                channel.retire(spent)
            }
            guard let next = channel.take() else { return .end }
            current = next
        }
    }

    /// Takes back the item handed out last, once run: it is destroyed later, on the parsing
    /// thread, with its batch.
    func giveBack(_ item: consuming ParseStep) {
        current?.giveBack(item)
    }

    /// What the item `distance` places after the one handed out last will look up, as far as
    /// this batch goes (`.none` beyond it).
    @inline(__always)
    func hint(ahead distance: Int) -> AccessHint {
        current?.hint(ahead: distance) ?? .none
    }

    /// Refines the hint of the item `distance` places ahead (see `hint(ahead:)`).
    func setHint(ahead distance: Int, _ hint: AccessHint) {
        current?.setHint(ahead: distance, hint)
    }

    /// The hash of the name a `.name` hint of the current batch points at, when it is ASCII.
    func nameHash(from start: Int, to end: Int) -> UInt64? {
        current?.nameHash(from: start, to: end)
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

    /// Starts a thread running `producer`, with every signal blocked in it so that Ctrl-C and
    /// timers keep going to the thread that runs the script; nil when no thread can be made.
    private static func start(_ producer: Producer) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(producer).toOpaque()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Producer>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Producer>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
