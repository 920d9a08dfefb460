import TextSupport

// MARK: - An expression as MapScript source

extension Expr {
    /// The expression as MapScript source that parses back to the same tree (ranges aside):
    /// operators spaced, parentheses only where precedence needs them, strings quoted with their
    /// escapes, numbers in their shortest round-tripping form. How a session file keeps a layer's
    /// filter (`layer filter L where EXPR`).
    ///
    /// A flat chain of one level (`a + b + ... + z`, as long as the parser accepts) is written
    /// in a loop, so no expression the parser accepts can use up the stack.
    public var sourceText: String {
        var text = ""
        ExprSource(literal: { _ in nil }).write(self, into: &text, minimum: .or)
        return text
    }

    /// `sourceText` with each bare name for which `literal` gives an expression (a literal:
    /// a number, string, coordinate or list) written as that expression instead. How a session
    /// file keeps a filter that reads a script variable: by its value, which a fresh session
    /// can evaluate.
    public func sourceText(replacingNames literal: (String) -> Expr?) -> String {
        var text = ""
        withoutActuallyEscaping(literal) { literal in
            ExprSource(literal: literal).write(self, into: &text, minimum: .or)
        }
        return text
    }
}

/// Writes expressions as source (see `Expr.sourceText`).
private struct ExprSource {
    /// What a bare name is written as instead of itself (nil: the name).
    let literal: (String) -> Expr?

    /// How tightly a form binds, loosest first, as the parser's precedence climbing reads them;
    /// `postfix` is a primary with `.name` or `[index]` after it.
    enum Level: Int, Comparable {
        case or, and, not, comparison, additive, multiplicative, unary, postfix

        static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The level of a binary operator.
    static func level(_ op: BinaryOperator) -> Level {
        switch op {
        case .or: .or
        case .and: .and
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: .comparison
        case .add, .subtract: .additive
        case .multiply, .divide, .remainder: .multiplicative
        }
    }

    /// Appends `expr` where a form of level `minimum` or tighter may stand, in parentheses
    /// when it binds more loosely.
    func write(_ expr: Expr, into text: inout String, minimum: Level) {
        switch expr.kind {
        case .number(let value):
            // A negative literal is one token (`-110.8`), but not after a `.` or as `-`'s operand.
            let written = NumberFormat.shortest(value)
            text += value < 0 && minimum >= .unary || minimum == .postfix ? "(" + written + ")" : written
        case .string(let value):
            text += StringLiteral.quoted(value)
        case .interpolated(let parts):
            text += "\""
            for part in parts {
                switch part {
                case .text(let value): text += StringLiteral.escaped(value, alsoEscaping: ["\"", "$"])
                case .interpolation(let inner):
                    text += "${"
                    write(inner, into: &text, minimum: .or)
                    text += "}"
                }
            }
            text += "\""
        case .bool(let value):
            text += value ? "true" : "false"
        case .coordinate(let latitude, let longitude):
            text += "("
            write(latitude, into: &text, minimum: .or)
            text += ", "
            write(longitude, into: &text, minimum: .or)
            text += ")"
        case .coordinateLiteral(let latitude, let longitude):
            text += "(" + NumberFormat.shortest(latitude) + ", " + NumberFormat.shortest(longitude) + ")"
        case .list(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                write(item, into: &text, minimum: .or)
            }
            text += "]"
        case .variable(let name):
            if let replacement = literal(name) { write(replacement, into: &text, minimum: minimum) } else { text += name }
        case .property(let base, let name):
            write(base, into: &text, minimum: .postfix)
            text += "." + name.name
        case .index(let base, let index):
            write(base, into: &text, minimum: .postfix)
            text += "["
            write(index, into: &text, minimum: .or)
            text += "]"
        case .call(let name, let arguments):
            text += name.name + "("
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text += ", " }
                write(argument, into: &text, minimum: .or)
            }
            text += ")"
        case .unary(.not, let operand):
            parenthesized(minimum > .not, into: &text) { (text: inout String) in
                text += "not "
                write(operand, into: &text, minimum: .comparison)
            }
        case .unary(.negate, let operand):
            parenthesized(minimum > .unary, into: &text) { (text: inout String) in
                text += "-"
                // `-(5)` stays a negation (`-5` would be a literal); `-(-x)` stays two.
                write(operand, into: &text, minimum: .postfix)
            }
        case .binary(let op, _, _):
            writeChain(expr, level: Self.level(op), into: &text, minimum: minimum)
        }
    }

    /// A binary expression at `level`: the flat chain of that level down its left side, in a
    /// loop (`a + b - c` is `(a + b) - c`, written without parentheses).
    func writeChain(_ expr: Expr, level: Level, into text: inout String, minimum: Level) {
        var rights: [(BinaryOperator, Expr)] = []
        var node = expr
        // Comparisons do not chain: a comparison on the left is a parenthesised operand.
        while level != .comparison, case .binary(let op, let left, let right) = node.kind, Self.level(op) == level {
            rights.append((op, right))
            node = left
        }
        if rights.isEmpty, case .binary(let op, let left, let right) = node.kind {
            rights.append((op, right))
            node = left
        }
        parenthesized(minimum > level, into: &text) { (text: inout String) in
            let tighter = Level(rawValue: level.rawValue + 1) ?? .postfix
            // The left operand of a comparison binds tighter; the chain's first operand may be
            // of the same level only when it is not a binary of this level (the loop took those).
            write(node, into: &text, minimum: level == .comparison ? tighter : level)
            for (op, right) in rights.reversed() {
                text += " " + op.spelling + " "
                write(right, into: &text, minimum: tighter)
            }
        }
    }

    /// Appends what `body` writes, in parentheses when `needed`.
    func parenthesized(_ needed: Bool, into text: inout String, _ body: (inout String) -> Void) {
        if needed { text += "(" }
        body(&text)
        if needed { text += ")" }
    }
}
