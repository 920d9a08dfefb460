import MapScriptSyntax
import TextSupport

/// Formats diagnostics as text, clang style, for syntax and runtime errors alike:
///
/// ```
/// tour.mapscript:3:15: error: expected a scale after 'scale', found 'at'
/// goto 1 scale at 3
///              ^~
/// ```
///
/// With no file name (the REPL) the first line is just `error: message`; an error of the
/// command line (an unreadable file, a usage error) reads `mapscript: error: message`, and
/// other diagnostics with no range just `note: interrupted`. Fix-its are
/// shown as the message's tail: `; did you mean 'imagery'?`. Columns count the characters a
/// user sees; the caret line copies tabs and gives wide (CJK) characters two cells, so the
/// caret sits under the right character. Control characters in messages and file names are
/// written as escapes (`\u{1B}`, `\n`: `escapingControlCharacters`), in source lines as Control
/// Pictures (`Excerpt`), so that none reaches the terminal. Colour only when asked for: the caller decides (a
/// terminal, `NO_COLOR` unset, a `--color` flag beating both).
struct TextDiagnosticRenderer {
    /// Whether to use ANSI colour: bold location and message, red `error:`, green caret.
    var useColor: Bool

    /// Lines longer than this many characters are shown as a window around the caret.
    static let longLine = 160

    /// A renderer, in colour or not.
    init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// The diagnostic about `file` (nil at the REPL) and its notes, each as a header line, the
    /// source line (fetched from `lines`, when there) and a caret line; ends with a newline.
    func render(_ diagnostic: Diagnostic, file: String?, lines: SourceLines = .none) -> String {
        var text = ""
        let message = (diagnostic.message + Suggestion.didYouMean(diagnostic.fixIts.map(\.suggestedText))).escapingControlCharacters
        guard let range = diagnostic.range else {
            if diagnostic.kind == .invocation { text += paint("mapscript: ", Style.location) }
            text += paint(diagnostic.severity.rawValue + ": ", Style.label(diagnostic.severity)) + paint(message, Style.message) + "\n"
            return text
        }
        append(diagnostic.severity, message, range, lines.text(ofLine: range.start.line), file: file, to: &text)
        for note in diagnostic.notes {
            // A call of the chain that led to the error, maybe in another script: one line,
            // `note: in tour(2) at demo.mapscript:12:1`.
            if note.callSite != nil {
                text += paint("note: ", Style.label(.note)) + paint(note.located.escapingControlCharacters, Style.message) + "\n"
                continue
            }
            append(.note, note.message.escapingControlCharacters, note.range, lines.text(ofLine: note.range.start.line), file: file, to: &text)
        }
        return text
    }

    /// One header, source line and caret line.
    private func append(_ severity: Diagnostic.Severity, _ message: String, _ range: SourceRange, _ line: String?,
                        file: String?, to text: inout String) {
        let excerpt = line.map { Excerpt(line: $0, range: range) }
        if let file {
            let column = line.map { range.start.characterColumn(in: $0) } ?? range.start.column
            text += paint("\(file.escapingControlCharacters):\(range.start.line):\(column): ", Style.location)
        }
        text += paint("\(severity.rawValue): ", Style.label(severity)) + paint(message, Style.message) + "\n"
        guard let excerpt else { return }
        text += excerpt.shown + "\n"
        text += excerpt.padding + paint("^" + String(repeating: "~", count: max(0, excerpt.width - 1)), Style.caret) + "\n"
    }

    /// `text` wrapped in `color` and a reset, when colour is on.
    private func paint(_ text: String, _ color: String) -> String {
        useColor ? color + text + Style.reset : text
    }

    /// The ANSI escape sequences of each part.
    private enum Style {
        static let location = "\u{1B}[1m"
        static let message = "\u{1B}[1m"
        static let caret = "\u{1B}[1;32m"
        static let reset = "\u{1B}[0m"

        /// Red errors, magenta warnings, cyan notes.
        static func label(_ severity: Diagnostic.Severity) -> String {
            switch severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;35m"
            case .note: "\u{1B}[1;36m"
            }
        }
    }
}
