#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bounded queue of batches from one producing thread to one consuming thread.
///
/// The producer blocks while `capacity` batches wait; the consumer blocks while none do. The
/// producer `close`s the channel after its last batch; the consumer `cancel`s it when it wants
/// no more, which makes the producer's next `put` return false. Spent batches travel back the
/// other way (`retire`, `takeRetired`), to be destroyed by the thread that made them.
final class BatchChannel: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when a batch arrives or the channel closes.
    private let filled: UnsafeMutablePointer<pthread_cond_t>
    /// Signalled when a batch is taken or the channel is cancelled.
    private let drained: UnsafeMutablePointer<pthread_cond_t>
    /// The waiting batches, oldest first (guarded by `mutex`).
    private var waiting: [ParsedBatch] = []
    /// The most batches that wait at once.
    private let capacity: Int
    /// Whether the producer is done (guarded by `mutex`).
    private var closed = false
    /// Whether the consumer is gone (guarded by `mutex`).
    private var cancelled = false
    /// Batches the consumer is done with (guarded by `mutex`).
    private var retired: [ParsedBatch] = []

    /// A channel holding at most `capacity` waiting batches.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        mutex = .allocate(capacity: 1)
        filled = .allocate(capacity: 1)
        drained = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(filled, nil)
        pthread_cond_init(drained, nil)
        waiting.reserveCapacity(self.capacity)
    }

    deinit {
        pthread_cond_destroy(drained)
        pthread_cond_destroy(filled)
        pthread_mutex_destroy(mutex)
        drained.deallocate()
        filled.deallocate()
        mutex.deallocate()
    }

    /// Producer: queues `batch`, waiting for room; false (the batch dropped) once cancelled.
    func put(_ batch: ParsedBatch) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while waiting.count >= capacity && !cancelled { pthread_cond_wait(drained, mutex) }
        if cancelled { return false }
        waiting.append(batch)
        pthread_cond_signal(filled)
        return true
    }

    /// Producer: no more batches will come.
    func close() {
        pthread_mutex_lock(mutex)
        closed = true
        pthread_cond_signal(filled)
        pthread_mutex_unlock(mutex)
    }

    /// Consumer: the oldest waiting batch, waiting for one; nil once the channel is closed and
    /// empty.
    func take() -> ParsedBatch? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while waiting.isEmpty && !closed { pthread_cond_wait(filled, mutex) }
        if waiting.isEmpty { return nil }
        let batch = waiting.removeFirst()
        pthread_cond_signal(drained)
        return batch
    }

    /// Consumer: hands back a batch it is done with.
    func retire(_ batch: ParsedBatch) {
        pthread_mutex_lock(mutex)
        retired.append(batch)
        pthread_mutex_unlock(mutex)
    }

    /// Producer: the batches the consumer is done with, to be released here.
    func takeRetired() -> [ParsedBatch] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard !retired.isEmpty else { return [] }
        let batches = retired
        retired.removeAll(keepingCapacity: true)
        return batches
    }

    /// Consumer: wants no more batches; drops those waiting and wakes the producer.
    func cancel() {
        pthread_mutex_lock(mutex)
        cancelled = true
        let dropped = waiting
        waiting.removeAll()
        pthread_cond_signal(drained)
        pthread_mutex_unlock(mutex)
        _ = dropped  // released outside the lock
    }
}
