#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The MapScript parser: recursive descent over the lexer's tokens, handing out one top-level
/// statement (or diagnostic) at a time so that a script of any length runs in bounded memory.
///
/// ```swift
/// var parser = Parser(text: "zoom in\ngoto 1")
/// while let item = parser.next() {
///     switch item {
///     case .statement(let statement): run(statement)
///     case .diagnostic(let diagnostic): report(diagnostic)
///     }
/// }
/// ```
///
/// Text before the current top-level statement is discarded as the input is read, but the lines
/// of the statement last handed out stay buffered whole, readable through `lineText(line:)`
/// until the next call to `next()`: the reader's window, for the lines diagnostics show.
public struct Parser {
    /// The deepest nesting of blocks, parentheses, lists, operators and interpolations accepted;
    /// deeper input gets a `nesting too deep` error (which also bounds the interpreter's recursion).
    public static let maximumDepth = 200

    /// The bytes of a file descriptor read at a time by default.
    public static let defaultChunkSize = 65_536

    /// The token source.
    package var lexer: Lexer
    /// The current token.
    var token: Token
    /// The token after `token`, when looked at already.
    var peeked: Token?
    /// The last token consumed.
    var previous: Token
    /// The current nesting depth.
    var depth = 0
    /// The stack guard of the thread parsing, and that thread (see `stackHasRoom()`).
    var stackGuard: (guard: any ParserStackGuard, thread: pthread_t)?
    /// The kind of stack guard to make for the thread parsing (the runtime's `StackGuard`); nil:
    /// nesting is bounded by `maximumDepth` alone.
    public var stackGuardType: (any ParserStackGuard.Type)?
    /// The number of blocks open at the current point.
    var openBraces = 0
    /// The number of `def` bodies open at the current point (`return` needs one).
    var procedureDepth = 0
    /// `openBraces` when nesting got too deep, to skip the rest of the statement.
    var bracesAtAbort = 0
    /// The clause words of the command being parsed: they end a value rather than start one,
    /// so `scale at` is a missing scale, not a variable named `at`.
    var clauseWords = WordSet()
    /// The arguments of the command being parsed, reused for every command (no allocation).
    var arguments = CommandArguments()
    /// Whether the parser notes what it expects as it goes (`Parser.expectation(after:)`).
    var completing = false
    /// What was expected at the last point noted, when completing.
    var expectation: Parser.Expectation?
    /// Where the parser notes how it read the tokens whose layout depends on it, for the
    /// formatter; nil (the usual case) notes nothing.
    package var roles: TokenRoles?
    /// Whether a failed read of the input has been reported.
    private var readErrorReported = false
    /// How a failed read names the input (see `init(fileDescriptor:chunkSize:describedAs:)`).
    private var inputDescription = "the input"
    /// Whether a line longer than the source's `lineLimit` has been reported.
    var overlongLineReported = false
    /// Whether the first token has been read.
    private var started = false
    /// The diagnostics of the current top-level statement.
    var diagnostics: [Diagnostic] = []
    /// How many of `diagnostics` have been handed out.
    private var delivered = 0
    /// The most syntax errors handed out for one input, as compilers' `-ferror-limit`: the
    /// next one is replaced by a `syntax.too-many-errors` note and the input ends there.
    public static let errorLimit = 100
    /// How many syntax errors have been handed out.
    private var errorsDelivered = 0
    /// Whether the error limit was reached: the input is over.
    private var stoppedAtErrorLimit = false

    /// A parser over in-memory UTF-8 bytes, whose lines may be `lineLimit` bytes long.
    public init(bytes: [UInt8], lineLimit: Int = Parser.defaultLineLimit) {
        self.init(source: SourceBuffer(bytes: bytes, lineLimit: lineLimit))
    }

    /// A parser over a string's UTF-8.
    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// A parser reading `fileDescriptor` (left open) `chunkSize` bytes at a time; a failed read
    /// is reported as `cannot read DESCRIPTION: reason` (`'tour.mapscript'`, `standard input`).
    public init(fileDescriptor: Int32, chunkSize: Int = Parser.defaultChunkSize, describedAs description: String = "the input",
                lineLimit: Int = Parser.defaultLineLimit) {
        self.init(source: SourceBuffer(fileDescriptor: fileDescriptor, chunkSize: chunkSize, lineLimit: lineLimit))
        inputDescription = description
    }

    private init(source: SourceBuffer) {
        lexer = Lexer(source: source)
        token = Token(kind: .end, start: 0, end: 0, range: SourceRange(line: 1, column: 1, length: 0))
        previous = token
    }

    // MARK: - Statements one at a time

    /// The next top-level statement or diagnostic, or `.end` at the end of the input.
    ///
    /// `program ::= terminator* (statement (terminator+ statement)*)? terminator*`
    public mutating func step() -> ParseStep {
        if stoppedAtErrorLimit { return .end }
        if delivered < diagnostics.count {
            delivered += 1
            return counted(diagnostics[delivered - 1])
        }
        if !diagnostics.isEmpty {
            diagnostics.removeAll(keepingCapacity: true)
            delivered = 0
        }
        if !started {
            started = true
            lexer.skipByteOrderMark()
            lexNext()
        }
        while token.kind == .newline || token.kind == .semicolon { advance() }
        if token.kind == .end {
            if let diagnostic = overlongLineDiagnostic() ?? readErrorDiagnostic() {
                delivered = 1
                diagnostics = [diagnostic]
                return .diagnostic(diagnostic)
            }
            return .end
        }
        lexer.keepText(fromLineOf: token)
        depth = 0
        openBraces = 0
        do throws(ParseFailure) {
            let statement = try parseStatement()
            if token.kind != .newline {
                try expectEndOfStatement(inBlock: false)
                lexer.bufferRestOfLine()
            }
            if diagnostics.isEmpty { return .statement(statement) }
        } catch {
            synchronize(inBlock: false, aborted: error == .abort)
        }
        delivered = 1
        return counted(diagnostics[0])
    }

    /// `diagnostic` counted against the error limit; past it, the `too many errors` note that
    /// ends the input.
    private mutating func counted(_ diagnostic: Diagnostic) -> ParseStep {
        guard diagnostic.severity == .error else { return .diagnostic(diagnostic) }
        guard errorsDelivered < Self.errorLimit else {
            stoppedAtErrorLimit = true
            return .diagnostic(Diagnostic.syntax(.tooManyErrors, "too many errors; stopping", at: diagnostic.range ?? token.range)
                .with(severity: .note))
        }
        errorsDelivered += 1
        return .diagnostic(diagnostic)
    }

    /// The next top-level statement or diagnostic; nil at the end of the input (`step()` with
    /// an optional, for loops written `while let item = parser.next()`).
    public mutating func next() -> ParseStep? {
        switch step() {
        case .end: nil
        case let item: item
        }
    }


    /// A diagnostic for a failed read of the input, once, at its end: about the input as a
    /// whole (no range), named as the parser was told.
    private mutating func readErrorDiagnostic() -> Diagnostic? {
        guard let code = lexer.readError, !readErrorReported else { return nil }
        readErrorReported = true
        return Diagnostic.invocation(.unreadableInput, "cannot read \(inputDescription): \(String(cString: strerror(code)))")
    }

    /// The `line too long` error, once, when the input was cut at a line longer than the
    /// limit: at the cut, the end of the input.
    mutating func overlongLineDiagnostic() -> Diagnostic? {
        guard lexer.wasCutAtOverlongLine, !overlongLineReported else { return nil }
        overlongLineReported = true
        let cut = lexer.location(lexer.end)
        return Diagnostic.syntax(.lineTooLong, overlongLineMessage, at: SourceRange(start: cut, end: cut))
    }

    /// The longest line a parser accepts by default, in bytes: 64 MiB (`SourceBuffer`).
    public static let defaultLineLimit = SourceBuffer.defaultLineLimit

    /// The message of `syntax.line-too-long` for a limit of `limit` bytes.
    static func overlongLineMessage(limit: Int) -> String {
        "line longer than \(limit) bytes (the limit); the rest of the input is not read"
    }

    /// The message of `syntax.line-too-long` for this parser's input.
    var overlongLineMessage: String { Self.overlongLineMessage(limit: lexer.source.lineLimit) }

    /// The text of line `line` (without its line break) while it is buffered, reading nothing:
    /// always for the lines of the item handed out last by `next()` (kept whole); nil for
    /// discarded lines.
    public func lineText(line: Int) -> String? {
        lexer.lineText(line)
    }

    // MARK: - Tokens

    /// Consumes the current token.
    @inline(__always)
    mutating func advance() {
        previous = token
        if let next = peeked {
            token = next
            peeked = nil
        } else {
            lexNext()
        }
    }

    /// Lexes the next token into `token` (one copy of the lexer's code, writing in place).
    @inline(never)
    mutating func lexNext() {
        token = lexer.next()
    }

    /// The token after the current one, without consuming anything.
    mutating func peek() -> Token {
        if let next = peeked { return next }
        let current = token
        lexNext()
        peeked = token
        token = current
        return peeked.unsafelyUnwrapped
    }

    /// Records that `token` plays `role` (see `roles`).
    @inline(__always)
    func mark(_ role: TokenRole, _ token: Token) {
        if let roles { roles.record(role, at: token.start) }
    }

    /// The source text of a token.
    func text(of token: Token) -> String {
        lexer.text(of: token)
    }

    /// The source text from the start of `first` to the end of the last consumed token.
    func textThroughPrevious(from first: Token) -> String {
        lexer.text(from: first, through: previous)
    }

    /// The range from the start of `first` to the end of the last consumed token.
    func range(from first: SourceRange) -> SourceRange {
        SourceRange(start: first.start, end: max(previous.range.end, first.start))
    }

    /// One level deeper: blocks, parentheses, lists, indexes, calls, prefix operators,
    /// interpolations; `nesting too deep` beyond `maximumDepth`. Pair with `depth -= 1`.
    @inline(__always)
    mutating func enter() throws(ParseFailure) {
        depth += 1
        if depth > Parser.maximumDepth { throw tooDeep() }
        if !stackHasRoom() { throw tooDeepForTheStack() }
    }

    /// Whether the parsing thread's stack still has room (a guard of `stackGuardType`, made
    /// for the thread that parses at the first nesting: a parser may move to a parse-ahead
    /// thread); always, without one. Asked at every level: a level's frames are large in a
    /// debug build (about 10 KiB), larger still under AddressSanitizer.
    mutating func stackHasRoom() -> Bool {
        guard let stackGuardType else { return true }
        let thread = pthread_self()
        if stackGuard == nil || stackGuard.unsafelyUnwrapped.thread != thread {
            stackGuard = (stackGuardType.init(reserve: 256 << 10), thread)
        }
        return stackGuard.unsafelyUnwrapped.guard.hasRoom()
    }

    /// Reports that nesting has used up the parsing thread's stack (before the limit of
    /// `maximumDepth` on a small stack: `ulimit -s 256`), and abandons the statement.
    mutating func tooDeepForTheStack() -> ParseFailure {
        bracesAtAbort = openBraces
        report(.nestingTooDeep, "nesting too deep to parse: blocks, parentheses and lists have used up the stack",
               at: token.range)
        return .abort
    }

    /// Reports `nesting too deep` at the current token and abandons the top-level statement.
    mutating func tooDeep() -> ParseFailure {
        bracesAtAbort = openBraces
        report(.nestingTooDeep, "nesting too deep (more than \(Parser.maximumDepth) levels)", at: token.range)
        return .abort
    }

    // MARK: - Recovery

    /// Skips to the start of the next statement: past a line break or `;` at this block's
    /// level, or up to the `}` that closes the block (in a block), or to the end of the input.
    /// After an abort inside nested blocks, skips their closing braces too.
    mutating func synchronize(inBlock: Bool, aborted: Bool) {
        var braces = 0
        if aborted {
            braces = bracesAtAbort
            bracesAtAbort = 0
        } else {
            lexer.closeGroups()
        }
        while true {
            switch token.kind {
            case .end:
                return
            case .newline, .semicolon:
                if braces == 0 {
                    if inBlock { advance() }
                    return
                }
            case .leftBrace:
                braces += 1
            case .rightBrace:
                if braces > 0 {
                    braces -= 1
                } else if inBlock {
                    return
                }
            default:
                break
            }
            advance()
        }
    }
}
