import MapFormats

/// Everything known of a script's text without running it: its syntax errors (from the
/// parser) and the static checks' diagnostics (`StaticChecker`), in source order, and its
/// outline. What `mapscript lsp` shows an editor.
public struct ScriptAnalysis: Sendable {
    /// Every diagnostic: the syntax errors and the static checks', in source order.
    public let diagnostics: [Diagnostic]
    /// What the script defines and where it refers to it.
    public let outline: ScriptOutline

    /// Analyses `text`, a script in `folder` ("" for the current folder), reading the scripts
    /// it `source`s through `readFile`; without `suggesting`, the static checks' diagnostics
    /// have no "did you mean" fix-its (which cost an edit-distance search each). The parsers
    /// make a stack guard of `stackGuard` (see `ParserStackGuard`).
    public init(text: String, folder: String, suggesting: Bool = true, stackGuard: (any ParserStackGuard.Type)? = nil,
                readFile: @escaping StaticChecker.ReadFile = ScriptAnalysis.readFromDisk) {
        var parser = Parser(text: text)
        parser.stackGuardType = stackGuard
        var statements: [Stmt] = []
        var syntax: [Diagnostic] = []
        while let step = parser.next() {
            switch step {
            case .statement(let statement): statements.append(statement)
            case .diagnostic(let diagnostic): syntax.append(diagnostic)
            case .end: break
            }
        }
        let unparsed = syntax.isEmpty ? [] : Self.declaredNames(in: text)
        let (found, outline) = StaticChecker.check(statements, folder: folder, unparsedNames: unparsed, suggesting: suggesting,
                                                   stackGuard: stackGuard, readFile: readFile)
        self.diagnostics = Self.merged(syntax, found)
        self.outline = outline
    }

    /// Every name written after the word `let`, `def` or `for` in `text`: what statements with
    /// syntax errors (which are not in the AST) may declare.
    static func declaredNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var previous = ""
        var word = ""
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        for character in text + " " {
            if isWordCharacter(character) {
                word.append(character)
                continue
            }
            if !word.isEmpty {
                if previous == "let" || previous == "def" || previous == "for" { names.insert(word) }
                previous = word
                word = ""
            }
            if character != " " && character != "\t" { previous = "" }
        }
        return names
    }

    /// Two lists in source order merged into one (`first`'s before `second`'s at the same place).
    static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        guard !second.isEmpty else { return first }
        var result: [Diagnostic] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && !(start(second[j]) < start(first[i]))) {
                result.append(first[i])
                i += 1
            } else {
                result.append(second[j])
                j += 1
            }
        }
        return result
    }

    private static func start(_ diagnostic: Diagnostic) -> SourceLocation {
        diagnostic.range?.start ?? SourceLocation(line: Int(UInt32.max), column: 0)
    }

    /// Reads a script from the file system (UTF-8, invalid bytes replaced).
    public static func readFromDisk(_ path: String) -> Result<String, FileError> {
        do throws(FileError) {
            return .success(String(decoding: try AtomicFile.read(path), as: UTF8.self))
        } catch {
            return .failure(error)
        }
    }
}
