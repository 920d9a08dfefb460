extension Parser {
    /// What the parser expects at the end of a command's text: the REPL completes from it, so
    /// that completion offers exactly what the parser accepts there.
    package enum Expectation: Equatable, Sendable {
        /// One of these words: sub-words, a separator, clause words.
        case words([String])
        /// A value of the slot help shows as `placeholder` (`N|NAME`, `STYLE`, `FILE`).
        case value(placeholder: String)
    }

    /// What the parser expects after `text`, the start of one command (nil when `text` does not
    /// start a command, or the command is complete and takes nothing more); parsed with a stack
    /// guard of `stackGuard`.
    package static func expectation(after text: String, stackGuard: (any ParserStackGuard.Type)? = nil) -> Expectation? {
        var parser = Parser(text: text)
        parser.stackGuardType = stackGuard
        parser.completing = true
        _ = parser.step()
        return parser.expectation
    }

    /// Notes what is expected at this point, when completing (inlined: a test of one flag
    /// when not completing).
    @inline(__always)
    mutating func note(_ expectation: @autoclosure () -> Expectation) {
        if completing { self.expectation = expectation() }
    }

    /// Notes that one of `words` is expected at this point, when completing.
    @inline(__always)
    mutating func note(_ words: @autoclosure () -> [Word]) {
        if completing { expectation = .words(words().map(\.spelling)) }
    }
}
