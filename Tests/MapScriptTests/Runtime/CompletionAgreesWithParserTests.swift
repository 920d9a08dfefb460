import Testing
@testable import MapScript

/// Completion offers exactly the words the parser accepts at that point: after every command
/// and sub-command prefix of the surface table (the sub-words), after a form's operands (its
/// separator or its clauses). The parser's side is read from its diagnostic for an unknown
/// word there; then each offered word must get past that point, and words not offered must not.
@Suite struct CompletionAgreesWithParserTests {
    /// A word no table has.
    static let probe = "zzzz"

    /// Every command and sub-command prefix that sub-words follow (`bookmark`, `gallery style`).
    static let prefixes: [String] = {
        var prefixes: [String] = []
        for form in Surface.commandForms {
            for count in 1...form.path.count where !Surface.subwords(after: Array(form.path.prefix(count))).isEmpty {
                let text = form.path.prefix(count).map(\.spelling).joined(separator: " ")
                if !prefixes.contains(text) { prefixes.append(text) }
            }
        }
        return prefixes
    }()

    /// A value for an operand placeholder: the first of its alternatives (`N` of `N|NAME`).
    static let samples = ["NAME": "\"x\"", "N": "1", "M": "2", "S": "1000", "D": "45", "F": "2", "W": "800", "H": "600",
                          "LAT,LON": "1,2", "FILE": "\"f\"", "STYLE": "imagery", "SECONDS": "1", "PIXELS": "300",
                          "TEXT": "\"t\"", "PATH": "\"p\"", "C": "red", "PX": "2", "M/S": "3"]

    /// Each form with separators or clauses, written up to each point where one may come.
    static let clausePoints: [ClausePoint] = {
        var points: [ClausePoint] = []
        for form in Surface.commandForms where !form.clauses.isEmpty || !form.separators.isEmpty {
            var text = form.path.map(\.spelling).joined(separator: " ")
            for part in form.operands.split(separator: " ") {
                if part.hasPrefix("[") { break }
                if form.separators.contains(Word(spelling: String(part))) {
                    points.append(ClausePoint(text: text, separator: String(part)))
                    text += " " + part
                } else {
                    let placeholder = String(part.split(separator: "|")[0])
                    guard let sample = samples[placeholder] else {
                        Issue.record("no sample value for \(placeholder): add one to `samples`")
                        continue
                    }
                    text += " " + sample
                }
            }
            if !form.clauses.isEmpty || form.repeating != nil { points.append(ClausePoint(text: text, separator: nil)) }
        }
        return points
    }()

    /// A point in a form where a separator (`to`) or a clause may come.
    struct ClausePoint: CustomTestStringConvertible, Sendable {
        /// The form up to the point.
        let text: String
        /// The separator that must come there, if any; else clauses may.
        let separator: String?
        var testDescription: String { text }
    }

    /// The completer over a fresh session.
    static func completed(_ context: String) -> [String] {
        let completer = Completer(interpreter: Interpreter(output: TextOutput(), diagnostics: DiagnosticCollector()))
        guard case .words(let words) = completer.complete(context: context, word: "") else { return ["<file names>"] }
        return words
    }

    /// The first diagnostic of `text`, if any.
    static func diagnostic(_ text: String) -> Diagnostic? {
        var parser = Parser(text: text)
        while let item = parser.next() {
            if case .diagnostic(let diagnostic) = item { return diagnostic }
        }
        return nil
    }

    /// The words the parser says it expects at the end of `text`: the quoted words of its
    /// "expected ..." list for a probe word put there, which it must reject at the probe.
    static func expected(after text: String) -> [String]? {
        guard let diagnostic = diagnostic(text + " " + probe),
              diagnostic.range?.start.column == text.count + 2,
              let start = diagnostic.message.range(of: "expected ") else { return nil }
        var list = diagnostic.message[start.upperBound...]
        for end in [" after '", ", found ", " or end of statement", "; "] {
            if let found = list.range(of: end) { list = list[..<found.lowerBound] }
        }
        // The quoted words: every second piece between quotes.
        return list.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Whether the parser takes `word` after `text`: no diagnostic at the word.
    static func accepts(_ word: String, after text: String) -> Bool {
        guard let diagnostic = diagnostic(text + " " + word) else { return true }
        return (diagnostic.range?.start.column ?? 0) > text.count + 2
    }

    /// Every word of the table, for words that must be refused where they are not offered.
    static let tableWords = Word.allCases.dropFirst().map(\.spelling)

    @Test(arguments: prefixes)
    func subwordsAfterPrefix(prefix: String) throws {
        let offered = Self.completed(prefix + " ")
        let expected = try #require(Self.expected(after: prefix), "no 'expected' list after '\(prefix)'")
        #expect(offered == expected.sorted())
        for word in offered { #expect(Self.accepts(word, after: prefix), "'\(prefix) \(word)'") }
        for word in Self.tableWords where !offered.contains(word) && !Word(spelling: word).isReserved {
            #expect(!Self.accepts(word, after: prefix), "'\(prefix) \(word)' parses but is not offered")
        }
    }

    @Test(arguments: clausePoints)
    func clausesAfterOperands(point: ClausePoint) throws {
        let offered = Self.completed(point.text + " ")
        if let separator = point.separator {
            // The parser may say so in its own words ("a line needs at least 2 points").
            #expect(offered == [separator])
            #expect(Self.accepts(separator, after: point.text))
            #expect(Self.diagnostic(point.text + " " + Self.probe) != nil)
            return
        }
        let expected = try #require(Self.expected(after: point.text), "no 'expected' list after '\(point.text)'")
        #expect(offered == expected.sorted())
        for word in offered {
            #expect(Self.accepts(word, after: point.text), "'\(point.text) \(word)'")
        }
        #expect(!offered.isEmpty)
        // `and`, `or` and `in` may go on with the value, so only the others must be refused.
        for word in Self.tableWords where !offered.contains(word) && !Word(spelling: word).isReserved {
            #expect(!Self.accepts(word, after: point.text), "'\(point.text) \(word)' parses but is not offered")
        }
    }
}
