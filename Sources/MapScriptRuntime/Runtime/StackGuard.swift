import CThreads
import MapScriptSyntax

/// Keeps the interpreter's recursion off the end of the thread's stack.
///
/// The parser bounds the nesting of one statement, and procedure calls are capped, but the two
/// multiply (a procedure nested in 150 blocks calling itself 100 times); so wherever the
/// interpreter recurses (blocks, procedure calls) it asks whether enough stack is left,
/// measured against the running thread's real stack. The parser asks one too, at every level of
/// nesting (`ParserStackGuard`): every parser the program makes is given this type.
package struct StackGuard: ParserStackGuard {
    /// The lowest stack address the interpreter may reach.
    let floor: UInt

    /// A guard for the calling thread, keeping `reserve` bytes (at most a quarter of the
    /// stack) free below the floor for the work of one statement.
    package init(reserve: Int = 1 << 20) {
        var lowest: UnsafeMutableRawPointer?
        var size = 0
        guard mapscript_thread_stack(&lowest, &size) == 0, let lowest, size > 0 else {
            floor = 0
            return
        }
        floor = UInt(bitPattern: lowest) + UInt(min(reserve, size / 4))
    }

    /// Whether the stack still has room above the floor, measured at the current frame on the
    /// real stack (the address of a local would not do: AddressSanitizer may put locals on the
    /// heap).
    package func hasRoom() -> Bool {
        Self.frameAddress() > floor
    }

    /// The address of the current frame on the real stack (see `hasRoom`).
    @inline(__always)
    static func frameAddress() -> UInt {
        UInt(mapscript_frame_address())
    }
}
