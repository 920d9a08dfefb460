// MARK: - How help shows a form

extension CommandForm {
    /// The operands as help shows them: `N|NAME to M`, `LAT,LON to LAT,LON [to ...]`, `[STATUS]`.
    var operandsText: String {
        operands.map { operand in
            var text = operand.placeholder
            if case .points(let minimum) = operand.slot {
                text = Array(repeating: operand.placeholder, count: minimum).joined(separator: " to ") + " [to ...]"
            }
            if let separator = operand.separator { text = separator + " " + text }
            return operand.optional ? "[" + text + "]" : text
        }.joined(separator: " ")
    }

    /// The operands and clauses as help shows them: `NAME [at LAT,LON] [scale S]`; the required
    /// clauses first, then the optional ones (`[at LAT,LON | track FILE]` when exclusive).
    var helpTail: String {
        var parts = operands.isEmpty ? [] : [operandsText]
        func text(_ clause: Clause) -> String { clause.placeholder.isEmpty ? clause.word : clause.word + " " + clause.placeholder }
        let optional = clauses.filter { !$0.required }.map(text)
        let required = clauses.filter(\.required).map(text)
        // Exclusive required clauses are alternatives: `where EXPR | off`.
        parts += exclusive && !required.isEmpty ? [required.joined(separator: " | ")] : required
        if exclusive && !optional.isEmpty {
            parts.append("[" + optional.joined(separator: " | ") + "]")
        } else {
            parts += optional.map { "[" + $0 + "]" }
        }
        return parts.joined(separator: " ")
    }
}
