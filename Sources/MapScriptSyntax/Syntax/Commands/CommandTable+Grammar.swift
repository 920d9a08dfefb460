// MARK: - The command rules of grammar.ebnf, printed from the table

extension CommandTable {
    /// The first and last lines of the generated part of `grammar.ebnf`.
    public static let grammarMarkers = (start: "/* ---- Generated from the command table by `mapscript --grammar`: do not edit. ---- */",
                                 end: "/* ---- End of the generated rules. ---- */")

    /// The command rules in the notation of `grammar.ebnf`, between `grammarMarkers`: `command`
    /// and one rule per command, an alternative per form, each entry's summary and examples
    /// above its rule. Clauses come in any order, each at most once.
    public static var grammar: String {
        let commands = entries.filter { $0.kind == .command }
        var text = grammarMarkers.start + "\n"
        text += rule("command", commands.map { $0.words[0] + "-command" }, separator: " | ")
        for entry in commands {
            text += "\n/* \(entry.words[0]): \(entry.summary)"
            for example in entry.examples { text += "\n   example: \(example.text)" }
            text += " */\n"
            var alternatives: [String] = []
            for word in entry.words {
                for form in entry.forms {
                    let (head, clauses) = symbols(of: form)
                    var alternative = ([quoted(word)] + form.path.map(quoted) + head).joined(separator: " ")
                    if let clauses {
                        // Long clause lists on a line of their own.
                        let breaks = alternative.count + clauses.count > 80
                        alternative += (breaks ? "\n" + String(repeating: " ", count: entry.words[0].count + 18) : " ") + clauses
                    }
                    alternatives.append(alternative)
                }
            }
            text += rule(entry.words[0] + "-command", alternatives, separator: "\n| ")
        }
        return text + grammarMarkers.end + "\n"
    }

    /// `name ::= alternatives`, continuation lines aligned under the first alternative;
    /// alternatives joined by `separator` (` | ` wraps at 100 columns).
    private static func rule(_ name: String, _ alternatives: [String], separator: String) -> String {
        let head = name + String(repeating: " ", count: max(0, 14 - name.count)) + " ::= "
        let indent = String(repeating: " ", count: head.count - 2)
        var lines = [head + alternatives[0]]
        for alternative in alternatives.dropFirst() {
            if separator == " | " && lines[lines.count - 1].count + alternative.count + 3 <= 100 {
                lines[lines.count - 1] += " | " + alternative
            } else {
                lines.append(indent + "| " + alternative)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The grammar symbols of a form's operands, and of its clauses if it has any.
    private static func symbols(of form: CommandForm) -> (operands: [String], clauses: String?) {
        var symbols: [String] = []
        for operand in form.operands {
            var parts = operand.separator.map { [quoted($0)] } ?? []
            parts.append(symbol(of: operand.slot))
            let text = parts.joined(separator: " ")
            symbols.append(operand.optional ? (parts.count > 1 ? "(" + text + ")?" : text + "?") : text)
        }
        guard !form.clauses.isEmpty else { return (symbols, nil) }
        var clauses = "(" + form.clauses.map { clause in
            let value = symbol(of: clause.slot)
            return quoted(clause.word) + (value.isEmpty ? "" : " " + value)
        }.joined(separator: " | ") + ")"
        let required = form.clauses.filter(\.required).map { quoted($0.word) }
        if form.exclusive && !required.isEmpty {
            // Alternatives, one of which must come (`("where" expression | "off")`).
            if required.count < form.clauses.count { clauses += "?" }
        } else {
            clauses += form.exclusive || form.clauses.count == 1 ? "?" : "*"
            if !required.isEmpty { clauses += " /* required: \(required.joined(separator: ", ")) */" }
        }
        return (symbols, clauses)
    }

    /// The grammar symbol of a slot.
    private static func symbol(of slot: Slot) -> String {
        switch slot {
        case .expression, .file: "expression"
        case .value: "value"
        case .scale: "scale"
        case .name: "name-ref"
        case .topic: "topic"
        case .size: "expression \"x\" expression"
        case .scaleRange: "\"range\" scale \"to\" scale"
        case .member: "primary expression"
        // One expression may also be a list of coordinates (`graphic add polygon pts`).
        case .points(let minimum): "(" + Array(repeating: "value", count: minimum - 1).joined(separator: " \"to\" ") + " (\"to\" value)+ | expression)"
        case .flag: ""
        }
    }

    /// `"word"`.
    private static func quoted(_ word: String) -> String { "\"" + word + "\"" }
}
