import MapScriptSyntax

/// The entry up to the cursor as the language's own lexer reads it, for `Completer`: the
/// statement the cursor is in (after the last line break outside brackets, `;`, `{` or `}`), its
/// tokens, whether the cursor is inside a string or a comment, and the names the entry declares.
/// A quote inside a string's escape, a `#` inside a string and a line break inside brackets are
/// what they are to the parser, because it is the parser's lexer that reads them.
struct CompletionSite {
    /// A token of the current statement.
    struct Piece {
        /// What kind of token it is.
        var kind: TokenKind
        /// Its text as written (a string's with its quotes).
        var text: String
        /// A string's value (escapes decoded), or nil for any other token and for a string with
        /// an interpolation.
        var value: String?
        /// Where it starts and ends in the entry (byte offsets).
        var start: Int, end: Int
    }

    /// The entry's bytes.
    let bytes: [UInt8]
    /// The tokens of the statement the cursor is in, before any open string or comment.
    private(set) var statement: [Piece] = []
    /// Where that statement starts (the byte after the token that ended the one before).
    private(set) var statementStart = 0
    /// Where the string the cursor is in opens (its quote), or nil outside strings.
    private(set) var quoteStart: Int?
    /// Whether the cursor is in a comment.
    private(set) var inComment = false
    /// The names the entry declares (`let NAME`, `for NAME in`, `def NAME(PARAMETERS)`), in order.
    private(set) var declaredNames: [String] = []

    /// The site at the end of `entry`.
    init(entry: String) {
        bytes = Array(entry.utf8)
        var lexer = Lexer(source: SourceBuffer(bytes: bytes))
        lexer.keepsLayout = true
        var inParameters = false
        while true {
            let token = lexer.next()
            if token.kind == .end { break }
            quoteStart = nil
            inComment = false
            switch token.kind {
            case .newline where lexer.isInsideGroup:
                continue
            case .newline, .semicolon, .leftBrace, .rightBrace:
                statement.removeAll()
                statementStart = token.end
            case .comment:
                // A comment runs to its line's end: the cursor is in it unless a line break
                // follows (the next token, which clears this).
                inComment = true
            case .error where token.error == .unterminatedString:
                quoteStart = token.start
            default:
                let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
                statement.append(Piece(kind: token.kind, text: text, value: token.kind == .string ? Self.value(of: token, in: lexer) : nil,
                                       start: token.start, end: token.end))
                // `let NAME`, `for NAME`, `def NAME(` and the parameters up to `)`.
                if token.kind == .word, let last = statement.dropLast().last, last.kind == .word,
                   ["let", "for", "def"].contains(last.text) {
                    declaredNames.append(text)
                } else if token.kind == .word && inParameters {
                    declaredNames.append(text)
                }
                if token.kind == .leftParen, statement.count >= 3, statement[statement.count - 3].text == "def" { inParameters = true }
                if token.kind == .rightParen { inParameters = false }
            }
        }
    }

    /// The decoded value of the string `token`, or nil when it has an interpolation.
    private static func value(of token: Token, in lexer: Lexer) -> String? {
        var value = ""
        for piece in lexer.stringPieces(of: token) {
            guard case .text(let text) = piece else { return nil }
            value += text
        }
        return value
    }

    /// Whether the cursor is inside a string.
    var inQuote: Bool { quoteStart != nil }

    /// Where the word being completed starts: the open string's quote, else where `word` (the
    /// editor's word at the cursor) begins when the entry ends with it, else the cursor.
    func boundary(word: String) -> Int {
        if let quoteStart { return quoteStart }
        let count = word.utf8.count
        return bytes.count >= count && bytes[(bytes.count - count)...].elementsEqual(word.utf8) ? bytes.count - count : bytes.count
    }

    /// The statement's tokens that end before `boundary`: the words before the one being completed.
    func pieces(before boundary: Int) -> ArraySlice<Piece> {
        statement.prefix { $0.end <= boundary }
    }

    /// The statement's text from its start up to `boundary`.
    func text(upTo boundary: Int) -> String {
        String(decoding: bytes[min(statementStart, boundary)..<boundary], as: UTF8.self)
    }
}
