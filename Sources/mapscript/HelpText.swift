/// A command's help as data: its synopsis, description, rows (operands and options) and exit
/// status. `--help` prints it as text (`text`), and `--man` as a manual page (`ManPage`), so
/// that the two never disagree.
struct HelpText: Sendable {
    /// The synopsis lines, without `usage: ` (`mapscript [options] [FILE | -]...`).
    let synopsis: [String]
    /// What the command does: one paragraph, broken into lines as `--help` shows it.
    let description: [String]
    /// The rows of the list: an operand or option as written (`--max-steps N`) and its help.
    let rows: [(left: String, help: String)]
    /// What the exit statuses mean: one paragraph, broken into lines as `--help` shows it.
    let exitStatus: [String]

    /// The help as `--help` prints it.
    var text: String {
        let usage = synopsis.enumerated().map { ($0.offset == 0 ? "usage: " : "       ") + $0.element }
        let lines = usage + [""] + description + [""] + rows.map { Self.line($0.left, $0.help) } + [""]
            + ["Exit status: " + (exitStatus.first ?? "")] + exitStatus.dropFirst()
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row of the list: two spaces, the left part padded to a column (or followed by two
    /// spaces when it is longer), and the help.
    static func line(_ left: String, _ help: String) -> String {
        "  " + left + String(repeating: " ", count: max(2, 19 - left.count)) + help
    }
}
