import TextSupport
@testable import MapScriptSyntax

/// A compact S-expression rendering of the AST, without ranges, for tests (the product never
/// prints one).
///
/// `bookmark add "Home" at 44.5,-110.8 scale 6000` reads
/// `(bookmark-add "Home" at:(coord 44.5 (- 110.8)) scale:6000)`; names in name positions are
/// written `<dark-gray>`; only the clauses present are shown.
enum SExpression {
    /// A statement.
    static func of(_ statement: Stmt) -> String {
        switch statement.kind {
        case .command(let command): of(command)
        case .let(let name, let value): "(let \(name.name) \(of(value)))"
        case .assign(let name, let value): "(set \(name.name) \(of(value)))"
        case .if(let branches, let otherwise):
            "(if" + branches.map { " \(of($0.condition)) \(of($0.body))" }.joined()
                + (otherwise.map { " else \(of($0))" } ?? "") + ")"
        case .repeat(let count, let body): "(repeat \(of(count)) \(of(body)))"
        case .for(let name, let sequence, let body):
            switch sequence {
            case .range(let from, let through): "(for \(name.name) (range \(of(from)) \(of(through))) \(of(body)))"
            case .value(let value): "(for \(name.name) \(of(value)) \(of(body)))"
            }
        case .def(let name, let parameters, let body):
            "(def \(name.name) (\(parameters.map(\.name).joined(separator: " "))) \(of(body)))"
        case .return(let value): list(["return"] + (value.map { [of($0)] } ?? []))
        case .call(let name, let arguments): list(["call", name.name] + arguments.map(of))
        case .assert(let condition, let message, let source):
            list(["assert", of(condition)] + (message.map { [of($0)] } ?? []) + [quoted(source)])
        case .print(let values): list(["print"] + values.map(of))
        }
    }

    /// A block: `{s1 s2}`.
    static func of(_ block: Block) -> String {
        "{" + block.statements.map(of).joined(separator: " ") + "}"
    }

    /// An expression.
    static func of(_ expr: Expr) -> String {
        switch expr.kind {
        case .number(let value): NumberFormat.shortest(value)
        case .string(let text): quoted(text)
        case .interpolated(let parts):
            list(["str"] + parts.map { part in
                switch part {
                case .text(let text): quoted(text)
                case .interpolation(let expr): of(expr)
                }
            })
        case .bool(let value): value ? "true" : "false"
        case .coordinate(let latitude, let longitude): "(coord \(of(latitude)) \(of(longitude)))"
        case .coordinateLiteral(let latitude, let longitude):
            "(coord \(NumberFormat.shortest(latitude)) \(NumberFormat.shortest(longitude)))"
        case .list(let elements): list(["list"] + elements.map(of))
        case .variable(let name): name
        case .property(let base, let name): "(. \(of(base)) \(name.name))"
        case .index(let base, let index): "([] \(of(base)) \(of(index)))"
        case .call(let name, let arguments): list(["call", name.name] + arguments.map(of))
        case .unary(let op, let operand): "(\(op.spelling) \(of(operand)))"
        case .binary(let op, let left, let right): "(\(op.spelling) \(of(left)) \(of(right)))"
        }
    }

    /// A name reference: `<name>` or the expression.
    static func of(_ name: NameRef) -> String {
        switch name {
        case .name(let text, _): "<\(text)>"
        case .expr(let expr): of(expr)
        }
    }

    /// A command, from its form's slots (`Command.reading`): the form's words joined by
    /// hyphens, then each argument given in slot order: an operand bare (`to:M` after a
    /// separator word), a clause as `word:value`, a clause word alone as the word.
    static func of(_ command: Command) -> String {
        let reading = command.reading
        let form = CommandTable.form(named: reading.words)
        var parts = [reading.words.replacing(" ", with: "-")]
        for (index, argument) in reading.arguments.enumerated() {
            guard let argument else { continue }
            let label = index < form.operands.count ? form.operands[index].separator : form.clauses[index - form.operands.count].word
            if case .flag = argument { parts.append(label ?? "") } else { parts.append((label.map { $0 + ":" } ?? "") + of(argument)) }
        }
        return list(parts)
    }

    /// An argument of a command: `(W H)` for two values.
    private static func of(_ argument: Argument) -> String {
        switch argument {
        case .expr(let expr): of(expr)
        case .name(let name): of(name)
        case .points(let points): points.map(of).joined(separator: " ")
        case .size(let first, let second): list([of(first), of(second)])
        case .flag: "" // written as its clause word
        }
    }

    /// `(a b c)`.
    private static func list(_ items: [String]) -> String {
        "(" + items.joined(separator: " ") + ")"
    }

    /// A string in double quotes with `\"`, `\\`, `\n`, `\t` and `\r` escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
