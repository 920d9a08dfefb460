extension Parser {
    // MARK: - Pictures

    /// `export-svg ::= "export" "svg" expression size-clause?`
    mutating func parseExportSVG() throws(ParseFailure) -> Command {
        clauseWords = .exportSvg
        let file = try parseExpression("a file name")
        let size = try parseSizeClause(after: [.export, .svg], clauses: .exportSvg)
        return .exportSVG(file, width: size?.width, height: size?.height)
    }

    /// `show-command ::= "show" size-clause?`
    mutating func parseShow() throws(ParseFailure) -> Command {
        clauseWords = .show
        let size = try parseSizeClause(after: [.show], clauses: .show)
        return .show(columns: size?.width, rows: size?.height)
    }

    /// `size-clause ::= "size" expression "x" expression`
    private mutating func parseSizeClause(after path: [Word], clauses: WordSet)
        throws(ParseFailure) -> (width: Expr, height: Expr)?
    {
        var seen = WordSet()
        var size: (width: Expr, height: Expr)?
        while try nextClause(after: path, seen: &seen) != nil {
            var ending = clauses
            ending.insert(.x)
            clauseWords = ending
            let width = try parseExpression("a width")
            try expect(.x)
            clauseWords = clauses
            size = (width, try parseExpression("a height"))
        }
        return size
    }
}
