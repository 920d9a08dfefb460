import Testing
@testable import MapScriptRuntime

/// The stack guard measures the real stack: room at the top of a thread's stack, none once the
/// recursion gets near its end, and the same under AddressSanitizer (which may move locals to
/// a heap "fake stack", where their addresses say nothing about the stack).
@Suite struct StackGuardTests {
    @Test func roomAtTheTopNoneNearTheEnd() {
        let depth = onLargeStack(stackSize: 4 << 20) { () -> Int in
            let stackGuard = StackGuard(reserve: 1 << 20)
            #expect(stackGuard.hasRoom())
            return Self.depthReached(stackGuard, level: 0)
        }
        // 3 MiB above the floor, in frames of at least 1 KiB: more than 100 levels, a few
        // thousand at most (ThreadSanitizer crashes past 65,536 nested calls), and a stack
        // overflow (a crash) if the guard never said stop.
        #expect(depth > 100)
    }

    /// Recurses until the guard says there is no room left; the depth reached.
    @inline(never)
    static func depthReached(_ stackGuard: StackGuard, level: Int) -> Int {
        var frame = InlineArray<128, Int>(repeating: level)  // 1 KiB on the stack
        guard stackGuard.hasRoom() else { return level }
        let deeper = depthReached(stackGuard, level: level + 1)
        withUnsafeMutablePointer(to: &frame) { _ in }
        return deeper
    }
}
