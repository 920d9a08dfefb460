import MapScriptSyntax

/// The part of a source line a text diagnostic shows, and where its caret goes.
struct Excerpt {
    /// The line as shown (a window of a long line, with ellipses).
    var shown: String
    /// What goes before the caret: tabs and spaces as wide as the text before the range.
    var padding: String
    /// The display width of the range on this line (at least 1).
    var width: Int

    /// The excerpt of `line` (the text of the line `range` starts on) for `range`.
    init(line: String, range: SourceRange) {
        let utf8 = line.utf8
        let startOffset = min(max(range.start.column - 1, 0), utf8.count)
        let start = utf8.index(utf8.startIndex, offsetBy: startOffset)
        var end = line.endIndex
        if range.end.line == range.start.line {
            let endOffset = min(max(range.end.column - 1, startOffset), utf8.count)
            end = utf8.index(utf8.startIndex, offsetBy: endOffset)
        }
        var windowStart = line.startIndex
        var windowEnd = line.endIndex
        var prefix = ""
        var suffix = ""
        if line.count > TextDiagnosticRenderer.longLine {
            windowStart = line.index(start, offsetBy: -60, limitedBy: line.startIndex) ?? line.startIndex
            windowEnd = line.index(start, offsetBy: 100, limitedBy: line.endIndex) ?? line.endIndex
            if windowStart > line.startIndex { prefix = "…" }
            if windowEnd < line.endIndex { suffix = "…" }
            end = min(end, windowEnd)
        }
        shown = prefix + Excerpt.visible(line[windowStart..<windowEnd]) + suffix
        padding = String(repeating: " ", count: prefix.isEmpty ? 0 : 1)
        for character in line[windowStart..<start] {
            padding += character == "\t" ? "\t" : String(repeating: " ", count: Excerpt.width(of: character))
        }
        width = max(1, line[start..<max(start, end)].reduce(0) { $0 + Excerpt.width(of: $1) })
    }

    /// `text` with its control characters made visible, so that none reaches the terminal (an
    /// ESC sequence in a comment could retitle or clear it): C0 controls and DEL become their
    /// Control Pictures symbols (ESC is `␛`, U+241B), C1 controls `�` (U+FFFD). Tabs stay, as the
    /// caret line copies them. Each symbol takes one cell, as the control character counts for
    /// the caret line, so the caret stays under the right character.
    static func visible(_ text: Substring) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: result.append(scalar)
            case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            case 0x80...0x9F: result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalar` is a control character other than a tab.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value != 0x09 && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
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
