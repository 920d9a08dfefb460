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
