/// Keeps the parser's recursion off the end of the stack of the thread that parses: made for
/// that thread at its first level of nesting and asked at every level, besides
/// `Parser.maximumDepth`, so that deep nesting on a small stack (`ulimit -s 256`) is a
/// `nesting too deep to parse` diagnostic, not a crash.
///
/// This module cannot measure a thread's stack (that takes the CThreads shim, which only the
/// runtime imports): the runtime's `StackGuard` does, and every parser the program makes is
/// given it (`Parser.stackGuardType`, the `stackGuard:` of the functions that parse). A parser
/// given none is bounded by `maximumDepth` alone.
public protocol ParserStackGuard {
    /// A guard for the calling thread, keeping `reserve` bytes of its stack free.
    init(reserve: Int)
    /// Whether the stack still has room above the reserve, measured at the caller's frame.
    func hasRoom() -> Bool
}
