#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The formatter's syntax check (`Parser.check`, all of `mapscript --check`), on a second
/// thread while the formatter writes on the first when the text is large and the process may
/// use two cores: a large script is then formatted in about the time `--check` takes for it
/// (see docs/performance.md). Elsewhere it checks on the calling thread.
final class SyntaxCheck: @unchecked Sendable {
    /// The smallest text checked on a thread of its own: as for parsing ahead (128 KiB).
    static let minimumConcurrentSize = 128 * 1024

    /// The text.
    private let bytes: [UInt8]
    /// The diagnostics found; written by the checking thread before it ends, read after the
    /// join.
    private var diagnostics: [Diagnostic] = []
    /// The checking thread, until joined.
    private var thread: pthread_t?

    /// The kind of stack guard the parser makes (see `ParserStackGuard`).
    private let stackGuard: (any ParserStackGuard.Type)?

    /// Starts checking `bytes`: on a second thread when `concurrently` (and one can be made),
    /// with a stack guard of `stackGuard`.
    init(_ bytes: [UInt8], concurrently: Bool, stackGuard: (any ParserStackGuard.Type)?) {
        self.bytes = bytes
        self.stackGuard = stackGuard
        if concurrently { thread = BackgroundThread.start { [self] in run() } }
    }

    /// Whether `bytes` are worth a thread of their own on a machine where the process may use
    /// `usableCores` cores.
    static func isWorthAThread(_ bytes: [UInt8], usableCores: Int) -> Bool {
        bytes.count >= minimumConcurrentSize && usableCores >= 2
    }

    /// Every diagnostic of the text, in source order: waits for the checking thread, or checks
    /// now when there is none.
    func wait() -> [Diagnostic] {
        if let running = thread {
            thread = nil
            pthread_join(running, nil)
        } else {
            run()
        }
        return diagnostics
    }

    /// Checks the text.
    private func run() {
        var parser = Parser(bytes: bytes)
        parser.stackGuardType = stackGuard
        diagnostics = parser.check()
    }
}
