#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The threads MapScript starts besides the main one: the parsing thread (`ParseAhead`), the
/// formatter's syntax check (`SyntaxCheck`) and the threads of
/// `mapscript test --jobs` (`OrderedWork`).
package enum BackgroundThread {
    /// The stack of each: room for the parser's and the interpreter's deepest nesting with a
    /// wide margin (more than the main thread's usual 8 MiB; `StackGuard` measures it).
    static let stackSize = 16 << 20

    /// What a new thread runs.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
    // (A C function cannot capture context: the thread gets this box to call.)

    /// Starts a thread running `body`, with every signal blocked in it so that Ctrl-C and
    /// timers keep going to the thread that runs the script; nil when no thread can be made.
    package static func start(_ body: @escaping () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
