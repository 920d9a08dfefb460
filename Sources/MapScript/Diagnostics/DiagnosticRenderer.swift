/// Formats diagnostics, clang style, for syntax and runtime errors alike:
///
/// ```
/// tour.mapscript:3:15: error: expected a scale after 'scale', found 'at'
/// goto 1 scale at 3
///              ^~
/// ```
///
/// With no file name (the REPL) the first line is just `error: message`. Columns count the
/// characters a user sees; the caret line copies tabs and gives wide (CJK) characters two
/// cells, so the caret sits under the right character. Colour only when asked for: the caller
/// decides (a terminal, `NO_COLOR` unset, a `--color` flag beating both).
public struct DiagnosticRenderer: Sendable {
    /// The file name shown before `line:column`, or nil at the REPL.
    public var fileName: String?
    /// Whether to use ANSI colour: bold location and message, red `error:`, green caret.
    public var useColor: Bool

    /// Lines longer than this many characters are shown as a window around the caret.
    static let longLine = 160

    /// A renderer for diagnostics about `fileName` (nil at the REPL), in colour or not.
    public init(fileName: String? = nil, useColor: Bool = false) {
        self.fileName = fileName
        self.useColor = useColor
    }

    /// The diagnostic and its notes, each as a header line, the source line and a caret line;
    /// ends with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var text = ""
        let label = diagnostic.severity == .error ? "error" : "warning"
        let labelColor = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
        append(label, labelColor, diagnostic.message, diagnostic.range, diagnostic.sourceLine, to: &text)
        for note in diagnostic.notes {
            append("note", "\u{1B}[1;36m", note.message, note.range, note.sourceLine, to: &text)
        }
        return text
    }

    /// One header, source line and caret line.
    private func append(_ label: String, _ labelColor: String, _ message: String, _ range: SourceRange, _ line: String?, to text: inout String) {
        let excerpt = line.map { Excerpt(line: $0, range: range) }
        if let fileName {
            let column = excerpt?.column ?? range.start.column
            text += paint("\(fileName):\(range.start.line):\(column): ", "\u{1B}[1m")
        }
        text += paint("\(label): ", labelColor) + paint(message, "\u{1B}[1m") + "\n"
        guard let excerpt else { return }
        text += excerpt.shown + "\n"
        text += excerpt.padding + paint("^" + String(repeating: "~", count: max(0, excerpt.width - 1)), "\u{1B}[1;32m") + "\n"
    }

    /// `text` wrapped in `color` and a reset, when colour is on.
    private func paint(_ text: String, _ color: String) -> String {
        useColor ? color + text + "\u{1B}[0m" : text
    }

    /// The part of a source line to show, and where the caret goes under it.
    private struct Excerpt {
        /// The 1-based column of the range's start, in characters.
        var column: Int
        /// The line as shown (a window of a long line, with ellipses).
        var shown: String
        /// What goes before the caret: tabs and spaces as wide as the text before the range.
        var padding: String
        /// The display width of the range on this line (at least 1).
        var width: Int

        init(line: String, range: SourceRange) {
            let utf8 = line.utf8
            let startOffset = min(max(range.start.column - 1, 0), utf8.count)
            let start = utf8.index(utf8.startIndex, offsetBy: startOffset)
            var end = line.endIndex
            if range.end.line == range.start.line {
                let endOffset = min(max(range.end.column - 1, startOffset), utf8.count)
                end = utf8.index(utf8.startIndex, offsetBy: endOffset)
            }
            column = line[..<start].count + 1
            var windowStart = line.startIndex
            var windowEnd = line.endIndex
            var prefix = ""
            var suffix = ""
            if line.count > DiagnosticRenderer.longLine {
                windowStart = line.index(start, offsetBy: -60, limitedBy: line.startIndex) ?? line.startIndex
                windowEnd = line.index(start, offsetBy: 100, limitedBy: line.endIndex) ?? line.endIndex
                if windowStart > line.startIndex { prefix = "…" }
                if windowEnd < line.endIndex { suffix = "…" }
                end = min(end, windowEnd)
            }
            shown = prefix + line[windowStart..<windowEnd] + suffix
            padding = String(repeating: " ", count: prefix.isEmpty ? 0 : 1)
            for character in line[windowStart..<start] {
                padding += character == "\t" ? "\t" : String(repeating: " ", count: Excerpt.width(of: character))
            }
            width = max(1, line[start..<max(start, end)].reduce(0) { $0 + Excerpt.width(of: $1) })
        }

        /// Terminal cells taken by `character`: 2 for East Asian wide and emoji, else 1.
        static func width(of character: Character) -> Int {
            guard let scalar = character.unicodeScalars.first else { return 1 }
            return switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
                 0x20000...0x3FFFD:
                2
            default:
                1
            }
        }
    }
}
