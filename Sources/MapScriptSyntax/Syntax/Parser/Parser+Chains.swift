// MARK: - Flat operator chains

extension Parser {
    /// The most binary operators of one precedence in a row (`1 + 1 + ... + 1`): a flat chain
    /// is not nesting, so it does not count towards `maximumDepth`, but its tree is as deep as
    /// it is long (freeing it recurses), so it has a bound of its own.
    public static let maximumChainLength = 10_000

    /// One more operator in a flat chain; `expression too long` beyond `maximumChainLength`.
    @inline(__always)
    mutating func lengthen(_ chain: inout Int) throws(ParseFailure) {
        chain += 1
        if chain > Parser.maximumChainLength { throw chainTooLong() }
    }

    /// Reports `expression too long` at the current token and abandons the statement.
    @inline(never)
    mutating func chainTooLong() -> ParseFailure {
        bracesAtAbort = openBraces
        report(.expressionTooLong, "expression too long (more than \(Parser.maximumChainLength) operators in a row)", at: token.range)
        return .abort
    }
}
