import MapFormats
import MapScriptSyntax

/// Formats diagnostics as JSON lines (`--format json`), one compact object per diagnostic, for
/// editors and CI:
///
/// ```
/// {"file":"t.mapscript","line":1,"column":6,"endLine":1,"endColumn":13,"severity":"error",
///  "id":"runtime.unknown-basemap","message":"unknown basemap 'imagry'","notes":[],
///  "fixits":[{"line":1,"column":13,"endLine":1,"endColumn":19,"replacement":"imagery"}]}
/// ```
///
/// Lines and columns are 1-based; columns count characters, as the text renderer's do. A
/// diagnostic with no range (an unreadable file) has `null` positions; `file` is `null` for a
/// REPL entry.
struct JSONDiagnosticRenderer {
    /// The diagnostic about `file` as one line of JSON, ending with a newline; `lines` gives
    /// its source lines (to count columns in characters).
    func render(_ diagnostic: Diagnostic, file: String?, lines source: SourceLines = .none) -> String {
        let lines = KnownLines(diagnostic, source)
        var members: [(key: String, value: JSONValue)] = [("file", file.map(JSONValue.string) ?? .null)]
        members += Self.position(diagnostic.range, lines)
        members += [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("id", .string(diagnostic.id.rawValue)),
            ("message", .string(diagnostic.message)),
            ("notes", .array(diagnostic.notes.map { note in
                // A call of the chain that led to the error names its script (columns in bytes).
                if let site = note.callSite {
                    return .object([("file", site.file.map(JSONValue.string) ?? .null)]
                                   + Self.position(note.range, KnownLines(start: note.range.start.line, text: nil))
                                   + [("message", .string(note.message))])
                }
                let noteLines = KnownLines(start: note.range.start.line, text: source.text(ofLine: note.range.start.line))
                return .object(Self.position(note.range, noteLines) + [("message", .string(note.message))])
            })),
            ("fixits", .array(diagnostic.fixIts.map { fixIt in
                .object(Self.position(fixIt.range, lines) + [("replacement", .string(fixIt.replacement))])
            })),
        ]
        let text = (try? JSONWriter(style: .compact).string(.object(members))) ?? "{}"
        return text + "\n"
    }

    /// `line`, `column`, `endLine`, `endColumn` of `range` (nulls when there is none).
    private static func position(_ range: SourceRange?, _ lines: KnownLines) -> [(key: String, value: JSONValue)] {
        guard let range else { return [("line", .null), ("column", .null), ("endLine", .null), ("endColumn", .null)] }
        return [
            ("line", .number(Double(range.start.line))),
            ("column", .number(Double(lines.column(of: range.start)))),
            ("endLine", .number(Double(range.end.line))),
            ("endColumn", .number(Double(lines.column(of: range.end)))),
        ]
    }

    /// The lines a diagnostic's range starts and ends on, to count columns in characters.
    private struct KnownLines {
        var texts: [Int: String] = [:]

        init(start: Int, text: String?) {
            if let text { texts[start] = text }
        }

        init(_ diagnostic: Diagnostic, _ source: SourceLines) {
            guard let range = diagnostic.range else { return }
            for line in Set([range.start.line, range.end.line]) { texts[line] = source.text(ofLine: line) }
        }

        /// The column of `location` in characters when its line is known, else in bytes.
        func column(of location: SourceLocation) -> Int {
            texts[location.line].map { location.characterColumn(in: $0) } ?? location.column
        }
    }
}
