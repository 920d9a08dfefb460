import MapScriptRuntime
import MapScriptSyntax

/// A unified diff of two texts, line by line, as `diff -u` writes it: `---`/`+++` headers, then
/// hunks `@@ -l,n +l,n @@` of removed (`-`), added (`+`) and context (` `) lines.
///
/// The edit script is a longest common subsequence of the lines (quadratic, for the short
/// texts of golden scenarios; beyond `maximumCells` the whole texts are one change).
public enum UnifiedDiff {
    /// The most cells of the table the longest common subsequence may take.
    public static let maximumCells = 16_000_000

    /// One line of an edit script.
    enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The diff of `old` (named `oldName`) to `new` (`newName`), with `context` unchanged lines
    /// around each change; "" when the texts are equal.
    public static func diff(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let edits = script(lines(of: old), lines(of: new))
        var text = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        var oldLine = 1, newLine = 1  // the 1-based line numbers at `index`
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { !$0.isSame }) else { break }
            // The hunk: from `context` lines before the first change to `context` lines after
            // the last change that is no more than 2 * context unchanged lines from the next.
            let start = max(index, change - context)
            for skipped in edits[index..<start] { advance(skipped, &oldLine, &newLine) }
            var end = change
            var unchanged = 0
            var cursor = change
            while cursor < edits.count {
                if case .same = edits[cursor] {
                    unchanged += 1
                    if unchanged > 2 * context { break }
                } else {
                    unchanged = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = min(edits.count, end + 1 + context)
            let hunk = edits[start..<stop]
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            text += "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n"
            for edit in hunk {
                switch edit {
                case .same(let line): text += " " + shown(line)
                case .removed(let line): text += "-" + shown(line)
                case .added(let line): text += "+" + shown(line)
                }
                advance(edit, &oldLine, &newLine)
            }
            index = stop
        }
        return text
    }

    /// `l,n` of a hunk header; an empty side starts at the line before (`0,0` at the top).
    private static func range(_ line: Int, _ count: Int) -> String {
        count == 0 ? "\(line - 1),0" : count == 1 ? "\(line)" : "\(line),\(count)"
    }

    private static func advance(_ edit: Edit, _ oldLine: inout Int, _ newLine: inout Int) {
        switch edit {
        case .same: oldLine += 1; newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
    }

    /// A line as the diff shows it: with its line break, or marked as the last line without one.
    private static func shown(_ line: String) -> String {
        line.hasSuffix("\n") ? line : line + "\n\\ No newline at end of file\n"
    }

    /// The lines of `text`, each with its `\n` (the last may have none).
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The edit script from `a` to `b`: a longest common subsequence kept, the rest removed
    /// then added.
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let (n, m) = (a.count, b.count)
        guard n * m <= maximumCells else { return a.map(Edit.removed) + b.map(Edit.added) }
        // lcs[i * (m + 1) + j]: the length of a longest common subsequence of a[i...] and b[j...].
        var lcs = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i * (m + 1) + j] = a[i] == b[j] ? lcs[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] {
                edits.append(.same(a[i])); i += 1; j += 1
            } else if j < m && (i == n || lcs[i * (m + 1) + j + 1] >= lcs[(i + 1) * (m + 1) + j]) {
                edits.append(.added(b[j])); j += 1
            } else {
                edits.append(.removed(a[i])); i += 1
            }
        }
        // Removals before additions within each run of changes, as diff -u shows them.
        var ordered: [Edit] = []
        var removed: [Edit] = [], added: [Edit] = []
        for edit in edits {
            switch edit {
            case .same:
                ordered += removed + added
                removed = []; added = []
                ordered.append(edit)
            case .removed: removed.append(edit)
            case .added: added.append(edit)
            }
        }
        return ordered + removed + added
    }
}

extension UnifiedDiff.Edit {
    /// Whether the line is unchanged.
    var isSame: Bool {
        if case .same = self { return true }
        return false
    }
}
