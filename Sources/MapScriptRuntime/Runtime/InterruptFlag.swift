import MapScriptSyntax
import Synchronization

/// A request to stop what is running (Ctrl-C at the REPL), raised from a signal handler and
/// polled by the interpreter between statements and during real-time waits.
public final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    /// A flag that is down.
    public init() {}

    /// Raises the flag; safe to call from a signal handler (a lock-free atomic store).
    public func raise() { raised.store(true, ordering: .relaxed) }

    /// Whether the flag is up, lowering it.
    public func take() -> Bool { raised.exchange(false, ordering: .relaxed) }

    /// Whether the flag is up.
    public var isRaised: Bool { raised.load(ordering: .relaxed) }
}

/// An interpreter's `InterruptFlag` looked at by each turn of a loop without retaining it
/// (a retain and a release a turn were a sixth of a counting loop's time). Made before the
/// loop from the interpreter's flag, which the interpreter keeps alive while the loop runs.
struct InterruptProbe {
    private let flag: Unmanaged<InterruptFlag>?

    /// A probe of `flag`, which must outlive it.
    init(_ flag: InterruptFlag?) {
        self.flag = flag.map { Unmanaged.passUnretained($0) }
    }

    /// Throws `interrupted` when the flag is up, lowering it.
    @inline(__always)
    func check() throws(ExecutionStop) {
        guard let flag else { return }
        if flag._withUnsafeGuaranteedRef({ $0.isRaised && $0.take() }) { throw .interrupted }
    }
}
