import MapScriptSyntax

/// A bounded queue of batches from one producing thread to one consuming thread.
///
/// The producer blocks while `capacity` batches wait; the consumer blocks while none do. The
/// producer `close`s the channel after its last batch; the consumer `cancel`s it when it wants
/// no more, which makes the producer's next `put` return false. Spent batches travel back the
/// other way (`retire`, `takeRetired`), to be destroyed by the thread that made them.
final class BatchChannel: @unchecked Sendable {
    /// Guards the fields below.
    private let monitor = Monitor(conditions: 2)
    /// Signalled when a batch arrives or the channel closes.
    private static let filled = Monitor.Condition(0)
    /// Signalled when a batch is taken or the channel is cancelled.
    private static let drained = Monitor.Condition(1)
    /// The waiting batches, oldest first.
    private var waiting: [ParsedBatch] = []
    /// The most batches that wait at once.
    private let capacity: Int
    /// Whether the producer is done.
    private var closed = false
    /// Whether the consumer is gone.
    private var cancelled = false
    /// Batches the consumer is done with.
    private var retired: [ParsedBatch] = []

    /// A channel holding at most `capacity` waiting batches.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        waiting.reserveCapacity(self.capacity)
    }

    /// Producer: queues `batch`, waiting for room; false (the batch dropped) once cancelled.
    func put(_ batch: ParsedBatch) -> Bool {
        monitor.locked {
            monitor.wait(for: Self.drained) { waiting.count < capacity || cancelled }
            if cancelled { return false }
            waiting.append(batch)
            monitor.signal(Self.filled)
            return true
        }
    }

    /// Producer: no more batches will come.
    func close() {
        monitor.locked {
            closed = true
            monitor.signal(Self.filled)
        }
    }

    /// Consumer: the oldest waiting batch, waiting for one; nil once the channel is closed and
    /// empty.
    func take() -> ParsedBatch? {
        monitor.locked {
            monitor.wait(for: Self.filled) { !waiting.isEmpty || closed }
            if waiting.isEmpty { return nil }
            let batch = waiting.removeFirst()
            monitor.signal(Self.drained)
            return batch
        }
    }

    /// Consumer: hands back a batch it is done with.
    func retire(_ batch: ParsedBatch) {
        monitor.locked { retired.append(batch) }
    }

    /// Producer: the batches the consumer is done with, to be released here.
    func takeRetired() -> [ParsedBatch] {
        monitor.locked {
            guard !retired.isEmpty else { return [] }
            let batches = retired
            retired.removeAll(keepingCapacity: true)
            return batches
        }
    }

    /// Consumer: wants no more batches; drops those waiting and wakes the producer.
    func cancel() {
        let dropped = monitor.locked {
            cancelled = true
            let dropped = waiting
            waiting.removeAll()
            monitor.signal(Self.drained)
            return dropped
        }
        _ = dropped  // released outside the lock
    }
}
