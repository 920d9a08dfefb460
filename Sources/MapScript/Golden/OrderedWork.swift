#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `count` pieces of work on up to `jobs` threads (the calling thread is one of them) and
/// hands the results to the calling thread in index order, each as soon as it and every one
/// before it are done: `mapscript test --jobs N` runs scenarios at once and still reports them
/// in path order, the same bytes for any N.
///
/// The threads take the next index from a shared counter, so a slow piece of work holds up
/// only the thread that has it. Each piece must touch nothing another piece uses (each
/// scenario has its own interpreter and session).
final class OrderedWork<Output: Sendable>: @unchecked Sendable {
    /// The work, by index.
    private let work: @Sendable (Int) -> Output
    private let count: Int
    // Guarded by `mutex`: the next index to take and the results not yet handed over.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let finished: UnsafeMutablePointer<pthread_cond_t>
    private var next = 0
    private var results: [Output?]

    /// The stack of each extra thread: as large as the main thread's usual 8 MiB and more, since
    /// a scenario's interpreter measures the stack it runs on (`StackGuard`).
    static var stackSize: Int { 16 << 20 }

    private init(count: Int, work: @escaping @Sendable (Int) -> Output) {
        self.work = work
        self.count = count
        results = [Output?](repeating: nil, count: count)
        mutex = .allocate(capacity: 1)
        finished = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(finished, nil)
    }

    deinit {
        pthread_cond_destroy(finished)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        finished.deallocate()
    }

    /// Runs `work(0)` ... `work(count - 1)` on up to `jobs` threads and calls `deliver` on the
    /// calling thread with each index and result, in index order. With one job (or when no
    /// thread can be started) everything runs on the calling thread.
    static func run(count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Output, deliver: (Int, Output) -> Void) {
        guard jobs > 1 && count > 1 else {
            for index in 0..<count { deliver(index, work(index)) }
            return
        }
        let pool = OrderedWork(count: count, work: work)
        let threads = (1..<min(jobs, count)).compactMap { _ in pool.start() }
        var delivered = 0
        while let index = pool.take() {
            pool.store(index, work(index))
            delivered = pool.handOver(from: delivered, waiting: false, to: deliver)
        }
        _ = pool.handOver(from: delivered, waiting: true, to: deliver)
        for thread in threads { pthread_join(thread, nil) }
    }

    /// The next index to work on, or nil when every one is taken.
    private func take() -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    /// Keeps the result of `index` and wakes the calling thread, which may be waiting for it.
    private func store(_ index: Int, _ output: Output) {
        pthread_mutex_lock(mutex)
        results[index] = output
        pthread_cond_signal(finished)
        pthread_mutex_unlock(mutex)
    }

    /// Delivers the results from `first` on that are ready, in order (with `waiting`, every
    /// result, waiting for each); returns the index of the first result not delivered.
    private func handOver(from first: Int, waiting: Bool, to deliver: (Int, Output) -> Void) -> Int {
        var index = first
        while index < count {
            pthread_mutex_lock(mutex)
            while waiting && results[index] == nil { pthread_cond_wait(finished, mutex) }
            var ready: [Output] = []
            while index + ready.count < count, let output = results[index + ready.count] {
                results[index + ready.count] = nil
                ready.append(output)
            }
            pthread_mutex_unlock(mutex)
            if ready.isEmpty { return index }
            for output in ready {
                deliver(index, output)
                index += 1
            }
        }
        return index
    }

    /// The loop of an extra thread: take, work, store, until every index is taken.
    private func drain() {
        while let index = take() { store(index, work(index)) }
    }

    /// Starts an extra thread running `drain`, with every signal blocked in it so that Ctrl-C
    /// goes to the main thread; nil when no thread can be made.
    private func start() -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, Self.stackSize)
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var thread = pthread_t()
        // A C function cannot name a generic type: the thread gets a plain closure to call.
        let context = Unmanaged.passRetained(ThreadBody { self.drain() }).toOpaque()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}

/// What a thread started by `OrderedWork` runs.
private final class ThreadBody: Sendable {
    /// The thread's work.
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}
