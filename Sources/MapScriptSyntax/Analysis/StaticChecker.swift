import MapCore
import MapFormats
import TextSupport

/// What can be known of a script without running it, from its parsed statements: unknown
/// variables and procedures, calls with the wrong number of arguments, basemap styles no
/// catalog style or gallery item could match (warnings), a bookmark name added twice
/// literally (a warning), and `source` of a file that cannot be read; plus the script's
/// outline (`ScriptOutline`: what it defines and where it refers to it).
///
/// The checks say what running would say, with the runtime's ids and messages, and no more:
/// where a name could come from somewhere the checker cannot see (a `source` of a computed
/// path, a procedure's caller), it stays silent.
public struct StaticChecker {
    /// Reads a script `source` names, by its path as resolved: its text, or why not.
    public typealias ReadFile = (String) -> Result<String, FileError>

    /// A procedure and its parameter count.
    struct ProcedureDefinition {
        let symbol: ScriptOutline.Symbol
        let parameterCount: Int
    }

    /// The names a sourced script makes: its procedures and top-level variables, and whether
    /// it makes names the checker cannot know (a `source` of its own it could not follow).
    struct SourcedNames {
        var procedures: [String: [ProcedureDefinition]] = [:]
        var variables: [String: ScriptOutline.Symbol] = [:]
        var isOpaque = false
    }

    /// How deep `source` is followed to find the names a script makes.
    static let maximumSourceDepth = 8

    /// The folder relative paths are found from ("" for the current folder, else ending in "/").
    let folder: String
    /// Reads sourced scripts.
    let readFile: ReadFile
    /// The kind of stack guard the parser of a sourced script makes (see `ParserStackGuard`).
    let stackGuard: (any ParserStackGuard.Type)?

    var diagnostics: [Diagnostic] = []
    var outline = ScriptOutline()
    /// The variables in scope, innermost last.
    var scopes: [[String: ScriptOutline.Symbol]] = [[:]]
    /// Every procedure of the script and of the scripts it sources, by name.
    var procedures: [String: [ProcedureDefinition]] = [:]
    /// The top-level variables of the script and of the scripts it sources: what a procedure's
    /// body may read.
    var globals: [String: ScriptOutline.Symbol] = [:]
    /// Whether names may exist that the checker cannot know (after a `source` it could not
    /// follow): unknown names are then not reported.
    var isOpaque = false
    /// Names statements with syntax errors may declare (`let NAME`, `def NAME`, `for NAME`):
    /// such a statement is not in the AST, and its names are not reported unknown.
    var unparsedNames: Set<String> = []
    /// Whether diagnostics carry "did you mean" fix-its (each an edit-distance search over the
    /// names in scope, the costliest part of a check with many mistakes).
    var suggests = true
    /// The number of operational layers at this point, while the statements so far say it.
    var layerCount: Int? = 0
    /// Whether a procedure body could read names the checker cannot know.
    var globalsAreOpaque = false
    /// The sourced scripts' names, by the resolved path.
    var sourced: [String: SourcedNames] = [:]
    /// The bookmark names added literally so far, when known (nil inside a procedure's body).
    var bookmarks: [String: ScriptOutline.Symbol]? = [:]
    /// The gallery item names that may exist, lowercased (nil when any may: after a `gallery load`).
    var galleryNames: Set<String>? = Set(Session().gallery.items.map { $0.name.lowercased() })
    /// Whether the walk is at the top level (not in a block).
    var atTopLevel = true
    /// Whether bare names are a layer's fields (`layer filter L where EXPR`): not reported.
    var namesAreFields = false

    /// A checker finding sourced scripts from `folder` through `readFile`, and parsing them
    /// with a stack guard of `stackGuard`.
    init(folder: String, readFile: @escaping ReadFile, stackGuard: (any ParserStackGuard.Type)?) {
        self.folder = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
        self.readFile = readFile
        self.stackGuard = stackGuard
    }

    /// The diagnostics (in source order) and the outline of `statements`, the top-level
    /// statements of a script in `folder`.
    /// `unparsedNames` are names that statements with syntax errors may declare: never reported.
    /// Without `suggesting`, no diagnostic has "did you mean" fix-its. Sourced scripts are
    /// parsed with a stack guard of `stackGuard` (see `ParserStackGuard`).
    public static func check(_ statements: [Stmt], folder: String, unparsedNames: Set<String> = [], suggesting: Bool = true,
                             stackGuard: (any ParserStackGuard.Type)? = nil,
                             readFile: @escaping ReadFile) -> (diagnostics: [Diagnostic], outline: ScriptOutline) {
        var checker = StaticChecker(folder: folder, readFile: readFile, stackGuard: stackGuard)
        checker.unparsedNames = unparsedNames
        checker.suggests = suggesting
        checker.collectDefinitions(statements)
        for statement in statements { checker.check(statement) }
        checker.outline.symbols.sort { $0.range.start < $1.range.start }
        checker.resolveNamedReferences()
        checker.outline.references.sort { $0.range.start < $1.range.start }
        let found = checker.diagnostics.enumerated().sorted { a, b in
            a.element.range?.start ?? SourceLocation(line: 0, column: 0) < b.element.range?.start ?? SourceLocation(line: 0, column: 0)
                || (a.element.range?.start == b.element.range?.start && a.offset < b.offset)
        }.map(\.element)
        return (found, checker.outline)
    }

    // MARK: - Reporting

    mutating func report(_ id: DiagnosticID, _ message: String, at range: SourceRange, severity: Diagnostic.Severity = .error,
                         notes: [Diagnostic.Note] = [], fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(id, severity, kind: .runtime, message: message, range: range, notes: notes, fixIts: fixIts))
    }

    /// Whether `name` may be declared where the checker cannot see it: after a `source` it
    /// could not follow, or in a statement with a syntax error.
    func mayExist(_ name: String) -> Bool {
        isOpaque || unparsedNames.contains(name)
    }

    /// The text of a string literal without interpolation, if `expr` is one.
    static func literal(_ expr: Expr) -> String? {
        if case .string(let text) = expr.kind { text } else { nil }
    }

    /// The name written in a name position: a bare word, or a string literal.
    static func literal(_ name: NameRef) -> (text: String, bare: Bool)? {
        switch name {
        case .name(let text, _): (text, true)
        case .expr(let expr): literal(expr).map { ($0, false) }
        }
    }

    /// The signature a `def` shows: `def name(a, b)`.
    static func signature(_ name: Identifier, _ parameters: [Identifier]) -> String {
        "def \(name.name)(\(parameters.map(\.name).joined(separator: ", ")))"
    }
}
