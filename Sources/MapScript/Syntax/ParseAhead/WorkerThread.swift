#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread for parsing beside the thread that asked for it: the parser running ahead of the
/// interpreter (`ParseAhead`) and the formatter's syntax check (`SourceFormatter`). Every
/// signal is blocked in it, so that Ctrl-C and timers keep going to the thread that asked.
enum WorkerThread {
    /// The stack of a worker thread: room for the parser's deepest nesting with a wide margin.
    static let stackSize = 16 << 20

    /// The work a thread runs, held across `pthread_create`.
    private final class Work {
        /// What the thread does.
        let body: @Sendable () -> Void

        /// Work doing `body`.
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Starts `body` on a new thread; nil when no thread can be made (the caller then does the
    /// work itself). Join the thread with `pthread_join`.
    static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
