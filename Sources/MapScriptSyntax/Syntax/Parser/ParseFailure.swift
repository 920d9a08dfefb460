/// Why a parse function gave up; the diagnostic itself is already recorded.
enum ParseFailure: Error, Equatable {
    /// The current statement is wrong: skip to the next statement of the enclosing block.
    case statement
    /// The whole top-level statement is abandoned (the input ended, or nesting too deep), so
    /// enclosing blocks report nothing more.
    case abort
}
