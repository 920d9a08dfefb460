/// The text of `help` and `help TOPIC`, derived from the command table (`CommandTable.entries`):
/// every command's forms, a one-line summary and examples.
public enum HelpCatalog {
    /// One help topic.
    public struct Topic: Sendable {
        /// The word the topic is asked for by (`help bookmark`).
        public let name: String
        /// One line: what it does.
        public let summary: String
        /// The forms it takes, one per line.
        public let forms: [String]
        /// Examples, one or more lines.
        public let example: String
    }

    /// Every topic, in the order `help` lists them: one per entry of the table.
    public static let topics: [Topic] = CommandTable.entries.map { entry in
        Topic(name: entry.words[0], summary: entry.summary, forms: forms(of: entry),
              example: entry.examples.map(\.text).joined(separator: "\n"))
    }

    /// The topic named `name` (case-insensitive), if any; a synonym (`where`) names its entry's topic.
    public static func topic(named name: String) -> Topic? {
        var lowered = name.lowercased()
        if lowered == "return" { lowered = "def" }  // `return` belongs to `def`
        guard let index = CommandTable.entries.firstIndex(where: { $0.words.contains(lowered) }) else { return nil }
        return topics[index]
    }

    /// The text of `help`: every topic and its summary, aligned.
    public static var overview: String {
        let width = topics.map(\.name.count).max() ?? 0
        var text = "Commands (help TOPIC for one):\n"
        for topic in topics {
            text += "  " + topic.name + String(repeating: " ", count: width - topic.name.count + 2) + topic.summary + "\n"
        }
        return text
    }

    /// The text of `help TOPIC`.
    public static func text(of topic: Topic) -> String {
        var text = topic.name + ": " + topic.summary + "\n"
        for form in topic.forms { text += "  " + form + "\n" }
        text += "example:\n"
        for line in topic.example.split(separator: "\n") { text += "  " + line + "\n" }
        return text
    }

    // MARK: - Forms from the table

    /// The help lines of `entry`, for each of its words: a statement's lines as written; a
    /// command form is its words, operands and clauses (`[scale S]`); consecutive forms that
    /// differ only in their last sub-word share a line (`pan north|south|east|west [by F]`).
    static func forms(of entry: CommandEntry) -> [String] {
        guard entry.kind == .command else { return entry.statementForms }
        var lines: [String] = []
        for word in entry.words {
            var previous: (stem: [String], tail: String)?
            for form in entry.forms {
                let path = form.path
                let stem = [word] + path.dropLast()
                let tail = form.helpTail
                if let last = path.last, let before = previous, before.stem == stem, before.tail == tail, !lines.isEmpty {
                    // `pan north ...` then `pan south ...`: `pan north|south ...`.
                    let line = lines.removeLast()
                    let head = (stem + [""]).joined(separator: " ")
                    let choices = line.dropFirst(head.count).prefix { $0 != " " }
                    lines.append(head + choices + "|" + last + (tail.isEmpty ? "" : " " + tail))
                } else {
                    lines.append(([word] + path + (tail.isEmpty ? [] : [tail])).joined(separator: " "))
                }
                previous = path.isEmpty ? nil : (stem, tail)
            }
        }
        return lines
    }
}
