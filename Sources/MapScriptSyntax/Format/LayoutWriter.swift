/// The formatter's pass over a text: one walk over its tokens, comments and line breaks (a
/// lexer that `keepsLayout`), writing each token's text as it was written (numbers, strings,
/// names) with the canonical spaces, line breaks and indentation around it. Where the space
/// around a token depends on how the parser read it, the writer asks the parser's roles
/// (`TokenRoles`, written by the syntax check's parser as it reads the same text): it never
/// guesses the syntax. Over a text that does not parse it still ends and writes something (a
/// large text is checked while it is written, and the output of one with an error thrown
/// away).
///
/// The layout: one statement a line, two spaces of indentation a block, `{` at the end of its
/// statement's line and `}` on a line of its own (`} else {` together), at most one blank line
/// and none at the start or end of a block, one space around binary operators and `=` and
/// after commas, none inside parentheses and brackets, none in `a.b`, `f(x)`, `l[1]`, `1..4`,
/// `-x`, and none after the comma of a coordinate (`at 44.5,-110.8`). Line breaks inside
/// parentheses and brackets stay where the author put them, the continued lines indented two
/// spaces a level. Comments stay on their lines (see `CommentColumn`).
///
/// Spaces that change the meaning are kept as written: a sign before a number (`-5` is a
/// number, `- 5` negates one). A hyphen joining the words of a name (`dark-gray`) has none.
/// An `assert`'s condition is kept exactly as written, since its text is the failure message.
struct LayoutWriter {
    /// What the last token written was, as far as the space after it depends on it.
    private enum Written: Equatable {
        /// `(` or `[`.
        case open
        /// `.`.
        case dot
        /// `..`.
        case range
        /// A `-` joining the words of a name (`dark-gray`).
        case hyphen
        /// A `-` before its operand.
        case sign
        /// The comma of a coordinate (`44.5,-110.8`).
        case coordinateComma
        /// `}`.
        case closeBrace
        /// Anything else: a value, a word, an operator, `=`, a comma between items.
        case other
    }

    /// The tokens, comments and line breaks.
    private var lexer: Lexer
    /// How the parser read the tokens.
    private let roles: TokenRoles
    /// The formatted text.
    private var output: FormattedOutput
    /// The open blocks.
    private var indent = 0
    /// The open parentheses and brackets.
    private var groups = 0
    /// Line breaks read since the last token or comment written.
    private var breaks = 0
    /// Whether the next token goes on a new line (after `;`, `{`, `}` or a comment).
    private var needsBreak = false
    /// Whether the output's current line has text (beyond its indentation).
    private var lineHasText = false
    /// Whether a blank line may come next (not right after a `{`).
    private var blankAllowed = false
    /// Whether the block opened last has nothing in it so far (it is written `{}`).
    private var blockIsEmpty = false
    /// The last token written.
    private var written = Written.other
    /// The source offset just past the last token written.
    private var writtenEnd = 0
    /// The source range of the text being kept as written (an `assert` condition), from its
    /// first token to the last read so far.
    private var kept: (start: Int, end: Int)?
    /// Where the comment that ends a one-line block's line starts in the source, when it was
    /// written after the block's `{` (see `openBlock`); the loop skips it there.
    private var movedComment: Int?
    /// The comments at the ends of lines, lined up in runs of consecutive lines.
    private var comments = CommentColumn()

    /// A writer over the script `bytes`, whose tokens' roles are `roles`.
    init(bytes: [UInt8], roles: TokenRoles) {
        lexer = Lexer(source: SourceBuffer(bytes: bytes))
        lexer.keepsLayout = true
        self.roles = roles
        output = FormattedOutput(source: lexer.pointer(at: 0), count: bytes.count)
    }

    /// The formatted text; nil when it is the text as it was.
    mutating func write() -> [UInt8]? {
        lexer.skipByteOrderMark()
        while true {
            let token = lexer.next()
            if kept != nil && readKept(token) { continue }
            switch token.kind {
            case .end:
                comments.endRun(in: &output)
                if !output.isEmpty { output.append(0x0A) }
                return output.finish()
            case .newline:
                breaks += 1
            case .semicolon:
                needsBreak = true
            case .comment:
                // A one-line block's comment was written after its `{` (see `openBlock`).
                if token.start == movedComment { movedComment = nil } else { writeComment(token) }
            case .leftBrace:
                openBlock()
            case .rightBrace:
                closeBlock()
            default:
                writeToken(token)
            }
        }
    }

    // MARK: - Tokens

    /// Writes `token` (not a brace) with the line break or space before it.
    private mutating func writeToken(_ token: Token) {
        let role = roles.role(at: token.start)
        if written == .closeBrace && token.isWord(.else) {
            needsBreak = false
            breaks = 0
        }
        if token.kind == .rightParen || token.kind == .rightBracket { groups = max(0, groups - 1) }
        if !breakLine(closing: false) && lineHasText && spaced(before: token, role: role) { output.append(0x20) }
        blockIsEmpty = false
        blankAllowed = true
        lineHasText = true
        if role.contains(.keptStart) {
            // Read on to its end by `readKept`, its brackets with it.
            kept = (token.start, token.end)
            if role.contains(.keptEnd) { writeKept() }
            return
        }
        if token.kind == .leftParen || token.kind == .leftBracket { groups += 1 }
        appendSource(from: token.start, to: token.end)
        written = Self.spacing(after: token, role: role)
        writtenEnd = token.end
    }

    /// Whether a space goes between the last token written and `token`, of role `role`, on one
    /// line.
    @inline(__always)
    private func spaced(before token: Token, role: TokenRole) -> Bool {
        switch token.kind {
        case .comma, .rightParen, .rightBracket, .dot, .dotDot:
            return false
        case .leftParen where role.contains(.call), .leftBracket where role.contains(.index), .minus where role.contains(.hyphen):
            return false
        default:
            break
        }
        switch written {
        case .open, .dot, .range, .hyphen, .coordinateComma: return false
        case .sign: return token.kind == .number && token.start != writtenEnd
        default: return true
        }
    }

    /// What `token`, of role `role`, is for the space after it. (Static: a method would copy
    /// the writer.)
    @inline(__always)
    private static func spacing(after token: Token, role: TokenRole) -> Written {
        switch token.kind {
        case .leftParen, .leftBracket: .open
        case .dot: .dot
        case .dotDot: .range
        case .comma: role.contains(.coordinateComma) ? .coordinateComma : .other
        case .minus: role.contains(.hyphen) ? .hyphen : role.contains(.sign) ? .sign : .other
        default: .other
        }
    }

    /// Reads `token` as part of the text being kept as written, writing that text at its last
    /// token (or at the end of the input); true when `token` was part of it. Line breaks and
    /// comments inside it are part of the text.
    private mutating func readKept(_ token: Token) -> Bool {
        guard let (start, _) = kept else { return false }
        if token.kind == .end {
            writeKept()
            return false
        }
        if token.kind != .newline && token.kind != .comment {
            kept = (start, token.end)
            if roles.role(at: token.start).contains(.keptEnd) { writeKept() }
        }
        return true
    }

    /// Writes the text kept as written, read to its end.
    private mutating func writeKept() {
        guard let (start, end) = kept else { return }
        appendSource(from: start, to: end)
        kept = nil
        written = .other
        writtenEnd = end
    }

    // MARK: - Blocks

    /// Writes `{` at the end of its statement's line; the block's statements go on the lines
    /// after it, one level in.
    private mutating func openBlock() {
        if !breakLine(closing: false) && lineHasText { output.append(0x20) }
        output.append(UInt8(ascii: "{"))
        // `def f(x) { print x }  # says x`: the block goes on lines of its own, and the comment
        // that ended its line stays on the line where the block starts, not after the `}`.
        if let comment = trailingCommentOfOneLineBlock() {
            comments.note(in: &output)
            appendSource(from: comment.start, to: comment.end)
            movedComment = comment.start
        }
        indent += 1
        needsBreak = true
        blankAllowed = false
        blockIsEmpty = true
        lineHasText = true
        written = .other
    }

    /// The comment that ends the line of the block just opened when the block, not empty (an
    /// empty one stays `{}`, its comment after it), closes on that same line and the comment
    /// comes right after its `}`; nil otherwise. Read ahead on a copy of the lexer, to the end
    /// of the line at most.
    private func trailingCommentOfOneLineBlock() -> Token? {
        var ahead = lexer
        var depth = 1
        var isEmpty = true
        while true {
            let token = ahead.next()
            switch token.kind {
            case .end, .newline, .comment: return nil
            case .semicolon: break
            case .leftBrace:
                depth += 1
                isEmpty = false
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    let next = ahead.next()
                    return next.kind == .comment && !isEmpty ? next : nil
                }
            default: isEmpty = false
            }
        }
    }

    /// Writes `}` on a line of its own (right after `{` for an empty block).
    private mutating func closeBlock() {
        indent = max(0, indent - 1)
        if blockIsEmpty {
            breaks = 0
            needsBreak = false
        } else {
            needsBreak = true
            _ = breakLine(closing: true)
        }
        output.append(UInt8(ascii: "}"))
        needsBreak = true
        blankAllowed = true
        blockIsEmpty = false
        lineHasText = true
        written = .closeBrace
    }

    // MARK: - Lines

    /// Starts a new line, indented, when line breaks were read or one is needed (with a blank
    /// line before it for two breaks or more, unless it closes a block or follows a `{`); true
    /// when it did.
    @inline(__always)
    private mutating func breakLine(closing: Bool) -> Bool {
        guard breaks > 0 || needsBreak else { return false }
        startLine(closing: closing)
        return true
    }

    /// Starts a new line (see `breakLine`).
    private mutating func startLine(closing: Bool) {
        if !output.isEmpty {
            comments.endLine(in: &output)
            if breaks >= 2 && blankAllowed && !closing {
                comments.endRun(in: &output)
                output.append(0x0A)
            }
            output.append(0x0A)
        }
        breaks = 0
        needsBreak = false
        lineHasText = false
        output.appendSpaces(2 * (indent + groups))
    }

    /// Writes a comment (the lexer leaves its trailing blanks out): at the end of the line of
    /// code it followed, or on a line of its own, indented as the code around it.
    private mutating func writeComment(_ token: Token) {
        if breaks == 0 && lineHasText {
            comments.note(in: &output)
        } else {
            needsBreak = true
            _ = breakLine(closing: false)
        }
        appendSource(from: token.start, to: token.end)
        blockIsEmpty = false
        blankAllowed = true
        lineHasText = true
        needsBreak = true
    }

    /// Appends the source bytes from `start` to `end`.
    @inline(__always)
    private mutating func appendSource(from start: Int, to end: Int) {
        output.appendSource(from: start, to: end)
    }
}
