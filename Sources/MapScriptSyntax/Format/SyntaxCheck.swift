#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The formatter's parse of the text: the syntax check (`Parser.check`, all of `mapscript
/// --check`), whose parser also writes how it read each token (`roles`) for the layout. On a
/// second thread while the layout is written on the first when the text is large and the
/// process may use two cores, the layout following the parse as it publishes its roles: a large
/// script is then formatted in about the time `--check` takes for it (see
/// docs/performance.md). Elsewhere it parses on the calling thread, before the layout.
final class SyntaxCheck: @unchecked Sendable {
    /// The smallest text checked on a thread of its own: as for parsing ahead (128 KiB).
    static let minimumConcurrentSize = 128 * 1024

    /// How the parser read the text's tokens, final as it publishes them.
    let roles: TokenRoles
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
    /// else now, with a stack guard of `stackGuard`.
    init(_ bytes: [UInt8], concurrently: Bool, stackGuard: (any ParserStackGuard.Type)?) {
        self.bytes = bytes
        self.stackGuard = stackGuard
        roles = TokenRoles(count: bytes.count)
        if concurrently { thread = BackgroundThread.start { [self] in run() } }
        if thread == nil { run() }
    }

    /// Whether `bytes` are worth a thread of their own on a machine where the process may use
    /// `usableCores` cores.
    static func isWorthAThread(_ bytes: [UInt8], usableCores: Int) -> Bool {
        bytes.count >= minimumConcurrentSize && usableCores >= 2
    }

    /// Every diagnostic of the text, in source order, once the check has ended.
    func wait() -> [Diagnostic] {
        if let running = thread {
            thread = nil
            pthread_join(running, nil)
        }
        return diagnostics
    }

    /// Checks the text, publishing the roles as it goes and all of them at its end.
    private func run() {
        var parser = Parser(bytes: bytes)
        parser.stackGuardType = stackGuard
        parser.roles = roles
        diagnostics = parser.check()
        roles.finish()
    }
}
