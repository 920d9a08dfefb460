#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptRuntime
import MapScriptSyntax

/// Runs `count` pieces of work on up to `jobs` threads (the calling thread is one of them) and
/// hands the results to the calling thread in index order, each as soon as it and every one
/// before it are done: `mapscript test --jobs N` runs scenarios at once and still reports them
/// in path order, the same bytes for any N.
///
/// The extra threads start when the pool is made and wait for the work, so that their start
/// (which takes from 0.1 ms to several on a busy machine, see docs/performance.md)
/// overlaps whatever the caller does meanwhile (finding the scenarios). They take the next
/// index from a shared counter, so a slow piece of work holds up only the thread that has it.
/// Each piece must touch nothing another piece uses (each scenario has its own interpreter
/// and session). `run` ends the threads when its work is done (a later `run` starts new ones);
/// `finish` ends them without work.
final class OrderedWork<Output: Sendable>: @unchecked Sendable {
    // Guarded by `monitor`: the work, how many pieces, the next index to take, the results not
    // yet handed over, and whether the pool is closed.
    private let monitor = Monitor(conditions: 2)
    /// Signalled when the work is posted or the pool closed.
    private static var posted: Monitor.Condition { Monitor.Condition(0) }
    /// Signalled when a result is stored.
    private static var finished: Monitor.Condition { Monitor.Condition(1) }
    private var work: (@Sendable (Int) -> Output)?
    private var count = 0
    private var next = 0
    private var results: [Output?] = []
    private var closed = false
    /// The extra threads (touched by the owning thread only).
    private var threads: [pthread_t] = []
    /// How many threads may work at once, this one included.
    private let jobs: Int

    /// The most extra threads started before the work is known; `run` starts the rest when
    /// there is work for them (a machine of 64 cores need not start 63 threads for three
    /// scenarios).
    static var prestarted: Int { 7 }

    /// A pool of `jobs` threads: this one and up to `jobs - 1` others, the first
    /// `prestarted` of them started now (fewer if the system refuses), waiting for `run`.
    init(jobs: Int) {
        self.jobs = max(1, jobs)
        threads = (0..<min(self.jobs - 1, Self.prestarted)).compactMap { _ in start() }
    }

    /// Runs `work(0)` ... `work(count - 1)` on the pool's threads and this one and calls
    /// `deliver` on this thread with each index and result, in index order; then ends the
    /// extra threads.
    func run(count: Int, work: @escaping @Sendable (Int) -> Output, deliver: (Int, Output) -> Void) {
        guard jobs > 1 && count > 1 else {
            finish()
            for index in 0..<count { deliver(index, work(index)) }
            return
        }
        monitor.locked {
            self.work = work
            self.count = count
            next = 0
            results = [Output?](repeating: nil, count: count)
            monitor.broadcast(Self.posted)
        }
        // The threads not started yet, when there is work for them: they find it at once.
        for _ in threads.count..<max(threads.count, min(jobs, count) - 1) {
            guard let thread = start() else { break }
            threads.append(thread)
        }
        var delivered = 0
        while let index = take() {
            store(index, work(index))
            delivered = handOver(from: delivered, waiting: false, to: deliver)
        }
        _ = handOver(from: delivered, waiting: true, to: deliver)
        finish()
    }

    /// Closes the pool and waits for its extra threads to end (each ends when no work is left,
    /// or at once when none was posted); idempotent. Must be called before the pool is let
    /// go, since its threads hold it.
    func finish() {
        monitor.locked {
            closed = true
            monitor.broadcast(Self.posted)
        }
        for thread in threads { pthread_join(thread, nil) }
        threads = []
    }

    /// The next index to work on, or nil when every one is taken.
    private func take() -> Int? {
        monitor.locked {
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }

    /// Keeps the result of `index` and wakes the owning thread, which may be waiting for it.
    private func store(_ index: Int, _ output: Output) {
        monitor.locked {
            results[index] = output
            monitor.signal(Self.finished)
        }
    }

    /// Delivers the results from `first` on that are ready, in order (with `waiting`, every
    /// result, waiting for each); returns the index of the first result not delivered.
    private func handOver(from first: Int, waiting: Bool, to deliver: (Int, Output) -> Void) -> Int {
        var index = first
        while index < count {
            let ready: [Output] = monitor.locked {
                monitor.wait(for: Self.finished) { !waiting || results[index] != nil }
                var ready: [Output] = []
                while index + ready.count < count, let output = results[index + ready.count] {
                    results[index + ready.count] = nil
                    ready.append(output)
                }
                return ready
            }
            if ready.isEmpty { return index }
            for output in ready {
                deliver(index, output)
                index += 1
            }
        }
        return index
    }

    /// The life of an extra thread: wait for the work (or the pool's closing), then take,
    /// work and store until every index is taken.
    private func serve() {
        let work = monitor.locked {
            monitor.wait(for: Self.posted) { self.work != nil || closed }
            return self.work
        }
        guard let work else { return }
        while let index = take() { store(index, work(index)) }
    }

    /// Starts an extra thread running `serve` (see `BackgroundThread`); nil when no thread can
    /// be made.
    private func start() -> pthread_t? {
        BackgroundThread.start { self.serve() }
    }
}
