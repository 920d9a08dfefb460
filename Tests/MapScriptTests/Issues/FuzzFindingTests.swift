import Testing

/// What `scripts/fuzz` found in the language (issue 15): each input, as the fuzzer left it,
/// and what it must give. A row that read memory it should not fails under the address
/// sanitizer (`swift test --sanitize=address`), the others fail outright, before their fix.
@Suite struct FuzzFindingTests {
    /// A script and the output it prints (`print viewpoint` after it, to see what it did), or
    /// the first line of its diagnostics.
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let expected: String
        init(_ source: String, _ expected: String) {
            self.source = source
            self.expected = expected
        }
        var testDescription: String { source.debugDescription }
    }

    static let cases: [Case] = [
        // An angle with its hemisphere letter last (`17"`) at the very end of the input: the
        // lexer looked one byte past the buffer's end sentinel for a letter after it.
        Case(#"goto N44°31'30" W110°50'17""#, "44.525,-110.83805555555556 1:591,657,528 rotation 0"),
        Case(#"goto 44°31'30""#, "t.mapscript:1:6: error: expected a whole number for bookmark position, found 44.525"),
    ]

    @Test(arguments: cases)
    func finding(_ testCase: Case) {
        let result = run(testCase.source)
        if result.err.isEmpty {
            let after = run("print viewpoint", interpreter: result.interpreter)
            #expect(after.out.split(separator: "\n").last.map(String.init) == testCase.expected)
        } else {
            #expect(result.firstError == testCase.expected)
        }
    }
}
