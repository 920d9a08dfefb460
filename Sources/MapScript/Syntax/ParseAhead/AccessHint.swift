/// What a statement will look up when it runs, as far as its literal text tells: the parser
/// notes it, a parser running ahead hands it over with the statement, and the interpreter starts
/// loading that data from memory a few statements early. Only a hint: it changes no result.
/// Plain data, so that noting and handing it over costs next to nothing.
enum AccessHint: Sendable {
    /// Nothing worth loading early.
    case none
    /// A bookmark name written as a plain string literal (`goto "Old Faithful"`, `bookmark add
    /// "..."`): where its bytes are, as absolute offsets in the parser's input, or offsets in
    /// the batch's text once handed over.
    case name(start: Int, end: Int)
    /// A name whose `NameHash` has been worked out (the first stage of prefetching it).
    case hashedName(UInt64)
    /// A bookmark position written as a number literal (`goto 3`).
    case position(Int)
}

extension Parser {
    /// Notes what `target`, a bookmark name or position just parsed, will make the statement
    /// look up: a plain string literal (the token just consumed) or a whole number.
    mutating func noteAccess(of target: Expr) {
        switch target.kind {
        case .string where previous.kind == .string && previous.flags == 0:
            accessHint = .name(start: previous.start + 1, end: previous.end - 1)
        case .number(let position):
            if let whole = Int(exactly: position) { accessHint = .position(whole) }
        default:
            break
        }
    }
}
