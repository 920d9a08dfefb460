import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Issue 23, item 13: the parser guards its recursion by the real stack, as the interpreter
/// does. 199 nested `if` blocks (inside the 200-level limit) overflowed a 512 KiB stack
/// (`ulimit -s 512`) and killed the process, `--check` too; now they get a diagnostic. (The
/// guard is the runtime's `StackGuard`, which the program gives every parser it makes.)
@Suite struct ParserStackGuardTests {
    /// `if true {` nested `depth` times around `zoom in`.
    static func nestedIfs(_ depth: Int) -> String {
        String(repeating: "if true {\n", count: depth) + "zoom in\n" + String(repeating: "}\n", count: depth)
    }

    /// Every diagnostic id the parser gives for `text`, parsed on a thread whose stack is
    /// `stackSize` bytes.
    static func diagnosticIDs(_ text: String, stackSize: Int) -> [DiagnosticID] {
        onLargeStack(stackSize: stackSize) {
            var parser = Parser(text: text)
            parser.stackGuardType = StackGuard.self
            var ids: [DiagnosticID] = []
            while let item = parser.next() {
                if case .diagnostic(let diagnostic) = item { ids.append(diagnostic.id) }
            }
            return ids
        }
    }

    /// 256 and 512 KiB: the stacks the issue names, too small for 199 levels of the debug
    /// build's frames (about 10 KiB a level), which the tests run.
    @Test(arguments: [256 << 10, 512 << 10])
    func deepNestingOnASmallStackIsADiagnostic(stackSize: Int) {
        let ids = Self.diagnosticIDs(Self.nestedIfs(199), stackSize: stackSize)
        #expect(ids.contains(.nestingTooDeep), "\(ids)")
    }

    /// On a stack of ordinary size the same nesting parses: the guard stops only what would
    /// overflow.
    @Test func deepNestingOnALargeStackParses() {
        #expect(Self.diagnosticIDs(Self.nestedIfs(199), stackSize: 64 << 20) == [])
    }

    /// The message says what ran out.
    @Test func theMessage() throws {
        let message = onLargeStack(stackSize: 512 << 10) { () -> String? in
            var parser = Parser(text: Self.nestedIfs(199))
            parser.stackGuardType = StackGuard.self
            while let item = parser.next() {
                if case .diagnostic(let diagnostic) = item { return diagnostic.message }
            }
            return nil
        }
        #expect(message == "nesting too deep to parse: blocks, parentheses and lists have used up the stack")
    }
}
