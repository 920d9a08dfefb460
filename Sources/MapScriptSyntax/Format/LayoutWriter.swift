/// The formatter's pass over a text: one walk over its tokens, comments and line breaks (a
/// lexer that `keepsLayout`), writing each token's text as it was written (numbers, strings,
/// names) with the canonical spaces, line breaks and indentation around it. The text should
/// parse; over one that does not it still ends and writes something (a large text is checked
/// while it is written, and the output of one with an error thrown away).
///
/// The layout: one statement a line, two spaces of indentation a block, `{` at the end of its
/// statement's line and `}` on a line of its own (`} else {` together), at most one blank line
/// and none at the start or end of a block, one space around binary operators and `=` and
/// after commas, none inside parentheses and brackets, none in `a.b`, `f(x)`, `l[1]`, `1..4`,
/// `-x`, and none after the comma of a coordinate outside them (`at 44.5,-110.8`). Line breaks
/// inside parentheses and brackets stay where the author put them, the continued lines
/// indented two spaces a level. Comments stay on their lines (see `CommentColumn`).
///
/// Spaces that change the meaning are kept as written: a `-` before a number (`-5` is a number,
/// `- 5` negates one), a `-` between words where a command takes names (`dark-gray`), and a
/// `(`, `[` or `.` right after one of a command's own words. An `assert`'s condition is kept
/// exactly as written, since its text is the failure message.
struct LayoutWriter {
    /// What the last token written was, as far as the space after it depends on it.
    private enum Written: Equatable {
        /// `(` or `[`.
        case open
        /// A literal, `)` or `]`: a value ends here.
        case operand
        /// A name (a variable, a procedure, a property): a value ends here, and a `(` or `[`
        /// right after it calls or indexes it.
        case name
        /// A word of the command being written (`zoom`, `in`, `by`).
        case keyword
        /// `.`.
        case dot
        /// `..`.
        case range
        /// A `-` joining the words of a name (`dark-gray`).
        case hyphen
        /// A `-` before its operand.
        case sign
        /// The comma of a coordinate outside parentheses (`44.5,-110.8`).
        case coordinateComma
        /// `{`.
        case openBrace
        /// `}`.
        case closeBrace
        /// Anything else: an operator, `=`, a comma between items, a reserved word.
        case other

        /// Whether a value ends here, so that a `-` after it subtracts.
        var endsValue: Bool { self == .operand || self == .name }
    }

    /// The tokens, comments and line breaks.
    private var lexer: Lexer
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
    /// Whether the last token written is a word.
    private var writtenWord = false
    /// The statement being written.
    private var context = StatementContext.start
    /// The statements whose blocks are open, innermost last.
    private var outer: [StatementContext] = []
    /// The source range of the `assert` condition being read, kept as written.
    private var condition: (start: Int, end: Int)?
    /// Where the comment that ends a one-line block's line starts in the source, when it was
    /// written after the block's `{` (see `openBlock`); the loop skips it there.
    private var movedComment: Int?
    /// The comments at the ends of lines, lined up in runs of consecutive lines.
    private var comments = CommentColumn()
    /// Where a `json PATH VALUE` clause is (`Slot.member`): 1 after its word, 3 inside a
    /// parenthesized path (whose group opened at `memberGroups`), 2 after the path, when a `[`
    /// opens the value's list and keeps its space (`"keep" [1, 2]`, not an index); 0 elsewhere.
    private var memberClause = 0
    /// The groups open where a `json` clause's parenthesized path started.
    private var memberGroups = 0

    /// A writer over the script `bytes`.
    init(bytes: [UInt8]) {
        lexer = Lexer(source: SourceBuffer(bytes: bytes))
        lexer.keepsLayout = true
        output = FormattedOutput(source: lexer.pointer(at: 0), count: bytes.count)
    }

    /// The formatted text; nil when it is the text as it was.
    mutating func write() -> [UInt8]? {
        lexer.skipByteOrderMark()
        while true {
            let token = lexer.next()
            if condition != nil && readCondition(token) { continue }
            switch token.kind {
            case .end:
                comments.endRun(in: &output)
                if !output.isEmpty { output.append(0x0A) }
                return output.finish()
            case .newline:
                breaks += 1
                if groups == 0 { context = .start }
            case .semicolon:
                needsBreak = true
                context = .start
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
        if written == .closeBrace && token.isWord(.else) {
            needsBreak = false
            breaks = 0
        }
        let opens = token.kind == .leftParen || token.kind == .leftBracket
        if token.kind == .rightParen || token.kind == .rightBracket { groups = max(0, groups - 1) }
        let hyphen = token.kind == .minus && joinsNameWords(token)
        let opensMemberValue = memberClause == 2 && token.kind == .leftBracket
        if !breakLine(closing: false) && lineHasText && (opensMemberValue || spaced(before: token, hyphen: hyphen)) { output.append(0x20) }
        switch memberClause {
        case 1 where opens:
            memberClause = 3
            memberGroups = groups
        case 1: memberClause = 2
        case 3: if groups == memberGroups { memberClause = 2 }
        default: memberClause = 0
        }
        if context.command != nil, token.isWord(CommandGrammar.shared.json) { memberClause = 1 }
        let startsCondition = context.isAssert && context.count == 1
        context.take(token)
        blockIsEmpty = false
        blankAllowed = true
        lineHasText = true
        if opens { groups += 1 }
        if startsCondition {
            condition = (token.start, token.end)
            return
        }
        appendSource(from: token.start, to: token.end)
        written = Self.spacing(after: token, hyphen: hyphen, written: written, groups: groups, context: context)
        writtenEnd = token.end
        writtenWord = token.kind == .word
    }

    /// Whether a space goes between the last token written and `token` on one line.
    @inline(__always)
    private func spaced(before token: Token, hyphen: Bool) -> Bool {
        let adjacent = token.start == writtenEnd
        switch token.kind {
        case .comma, .rightParen, .rightBracket, .dotDot:
            return false
        case .dot:
            return written == .keyword && !adjacent
        case .leftParen where written == .name:
            return false
        case .leftBracket where written.endsValue:
            return false
        case .leftParen where written == .keyword, .leftBracket where written == .keyword:
            return !adjacent
        case .minus where hyphen:
            return false
        default:
            break
        }
        switch written {
        case .open, .dot, .range, .hyphen, .coordinateComma: return false
        case .sign: return token.kind == .number && !adjacent
        default: return true
        }
    }

    /// What `token`, written after `written` in `context` with `groups` open, is for the space
    /// after it. (Static: a method would copy the writer.)
    @inline(__always)
    private static func spacing(after token: Token, hyphen: Bool, written: Written, groups: Int,
                                context: StatementContext) -> Written {
        switch token.kind {
        case .leftParen, .leftBracket: return .open
        case .rightParen, .rightBracket, .number, .scaleRatio, .coordinate, .string: return .operand
        case .dot: return .dot
        case .dotDot: return .range
        case .comma: return groups == 0 && !context.separatesItems ? .coordinateComma : .other
        case .minus: return hyphen ? .hyphen : written.endsValue ? .other : .sign
        case .word:
            if written == .dot { return .name }
            if token.word.isReserved { return token.word == .true || token.word == .false ? .operand : .other }
            return context.isKeyword(token.word) ? .keyword : .name
        default: return .other
        }
    }

    /// Whether the `-` `token` joins two words of a name (`dark-gray`): right after a word and
    /// right before another, in a command that takes names.
    @inline(__always)
    private func joinsNameWords(_ token: Token) -> Bool {
        writtenWord && token.start == writtenEnd && token.isBeforeWordStart && context.command?.takesNames == true
    }

    /// Reads `token` as part of the `assert` condition being kept, or ends the condition at it
    /// (a comma, a comment or the end of the statement outside parentheses), writing the
    /// condition as it was written; true when `token` was part of it.
    private mutating func readCondition(_ token: Token) -> Bool {
        guard let (start, end) = condition else { return false }
        let ends = switch token.kind {
        case .end: true
        case .comma, .newline, .semicolon, .rightBrace, .comment: groups == 0
        default: false
        }
        if ends {
            appendSource(from: start, to: end)
            condition = nil
            written = .operand
            writtenEnd = end
            writtenWord = false
            return false
        }
        switch token.kind {
        case .leftParen, .leftBracket:
            groups += 1
        case .rightParen, .rightBracket:
            groups = max(0, groups - 1)
        default:
            break
        }
        if token.kind != .newline && token.kind != .comment { condition = (start, token.end) }
        return true
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
        outer.append(context)
        context = .start
        indent += 1
        needsBreak = true
        blankAllowed = false
        blockIsEmpty = true
        lineHasText = true
        written = .openBrace
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
        context = outer.popLast() ?? .start
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
