#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock and the conditions threads wait for under it (a monitor): the one way MapScript's
/// threads (`BackgroundThread`) hand work to each other, used by the parse-ahead channel
/// (`BatchChannel`) and the test runner's pool (`OrderedWork`).
///
/// State the monitor guards is read and changed only inside `locked`; a thread waits there
/// with `wait(for:until:)` and is woken by another's `signal` or `broadcast` of the same
/// condition, made inside `locked` after the change the waiter looks for.
package final class Monitor: @unchecked Sendable {
    /// One of a monitor's conditions, by its place among them (from 0).
    package struct Condition: Sendable {
        fileprivate let index: Int
        /// The condition at `index`.
        package init(_ index: Int) { self.index = index }
    }

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let conditions: UnsafeMutablePointer<pthread_cond_t>
    private let count: Int

    /// A monitor with `count` conditions, `Condition(0)` to `Condition(count - 1)`.
    package init(conditions count: Int) {
        self.count = max(1, count)
        mutex = .allocate(capacity: 1)
        conditions = .allocate(capacity: self.count)
        pthread_mutex_init(mutex, nil)
        for index in 0..<self.count { pthread_cond_init(conditions + index, nil) }
    }

    deinit {
        for index in 0..<count { pthread_cond_destroy(conditions + index) }
        pthread_mutex_destroy(mutex)
        conditions.deallocate()
        mutex.deallocate()
    }

    /// `body`'s result, run holding the lock.
    package func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `locked`: waits for `condition` (the lock let go while waiting) until `done()`.
    package func wait(for condition: Condition, until done: () -> Bool) {
        while !done() { pthread_cond_wait(conditions + place(of: condition), mutex) }
    }

    /// Inside `locked`: wakes one thread waiting for `condition`.
    package func signal(_ condition: Condition) {
        pthread_cond_signal(conditions + place(of: condition))
    }

    /// Inside `locked`: wakes every thread waiting for `condition`.
    package func broadcast(_ condition: Condition) {
        pthread_cond_broadcast(conditions + place(of: condition))
    }

    private func place(of condition: Condition) -> Int {
        precondition(condition.index >= 0 && condition.index < count, "no condition \(condition.index) in a monitor of \(count)")
        return condition.index
    }
}
