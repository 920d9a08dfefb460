/// The values written in a command, with what each names, for walks over the AST
/// (`StaticChecker`) that need not know each command: derived from the command's arguments
/// (`Command.reading`) and the roles its form's slots declare (`CommandTable.entries`).
extension Command {
    /// A value written in a command: an expression or a name position, and its role.
    public enum Operand: Hashable, Sendable {
        /// An expression.
        case expr(Expr, Role)
        /// A name position (a bare word taken literally, or an expression).
        case name(NameRef, Role)
    }

    /// Every operand, in the order the form declares its slots (the operands, then the
    /// clauses): the command's arguments (`reading`) with the roles of the table's slots.
    public var operands: [Operand] {
        let reading = reading
        let form = CommandTable.form(named: reading.words)
        var operands: [Operand] = []
        operands.reserveCapacity(reading.arguments.count)
        for (index, argument) in reading.arguments.enumerated() {
            guard let argument else { continue }
            let role = form.role(ofSlot: index)
            switch argument {
            case .expr(let expr): operands.append(.expr(expr, role))
            case .name(let name): operands.append(.name(name, role))
            case .points(let points): operands += points.map { .expr($0, role) }
            case .size(let first, let second): operands += [.expr(first, role), .expr(second, role)]
            case .flag: break
            }
        }
        return operands
    }
}
