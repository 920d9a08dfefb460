import MapScriptSyntax

extension Compiler {
    /// One operator of a chain and its right operand: `op right`, applied to the value so far
    /// (the value of `left`). A class, so that the chain's loop counts one reference a link
    /// (a struct was copied out of the array whole each turn: its closure and both
    /// expressions counted, then dropped).
    final class Link {
        let op: BinaryOperator
        let right: Evaluation
        let leftExpr: Expr
        let rightExpr: Expr
        let range: SourceRange

        init(op: BinaryOperator, right: @escaping Evaluation, leftExpr: Expr, rightExpr: Expr, range: SourceRange) {
            (self.op, self.right, self.leftExpr, self.rightExpr, self.range) = (op, right, leftExpr, rightExpr, range)
        }
    }

    /// A left-leaning chain of binary operators (`1 + 2 + ... + n`, as the parser builds a flat
    /// chain), gathered in a loop rather than by recursion however long it is, and run as a
    /// loop over its links; one operator alone has a closure of its own, with a fast path for
    /// two numbers.
    mutating func chain(_ top: Expr) -> Evaluation {
        var spine: [Expr] = []
        var node = top
        while case .binary(_, let left, _) = node.kind {
            spine.append(node)
            node = left
        }
        let first = compile(node)
        var links: [Link] = []
        var leftExpr = node
        for link in spine.reversed() {
            guard case .binary(let op, _, let right) = link.kind else { continue }
            links.append(Link(op: op, right: compile(right), leftExpr: leftExpr, rightExpr: right, range: link.range))
            leftExpr = link
        }
        if links.count == 1 {
            let general = Self.binary(first, links[0])
            if let left = numberPlace(node), let right = numberPlace(links[0].rightExpr),
               let peeked = Self.peeked(links[0].op, left, right, else: general) {
                return peeked
            }
            return general
        }
        // `links` captured as a constant: a captured `var` is boxed, and each read of it a
        // dynamic exclusivity check (`swift_beginAccess`).
        return { [links] (interpreter) throws(ExecutionStop) in
            var value = try first(interpreter)
            for link in links {
                try interpreter.apply(link.op, &value, link.leftExpr, link.rightExpr, range: link.range) { () throws(ExecutionStop) in
                    try link.right(interpreter)
                }
            }
            return value
        }
    }

    /// `left op right` for one operator.
    private static func binary(_ left: @escaping Evaluation, _ link: Link) -> Evaluation {
        let right = link.right
        switch link.op {
        case .add:
            return { (interpreter) throws(ExecutionStop) in
                var value = try left(interpreter)
                let other = try right(interpreter)
                if case .number(let a) = value, case .number(let b) = other { return .number(a + b) }
                try interpreter.add(&value, other, range: link.range)
                return value
            }
        case .subtract, .multiply:
            let subtracts = link.op == .subtract
            return { (interpreter) throws(ExecutionStop) in
                let value = try left(interpreter)
                let other = try right(interpreter)
                if case .number(let a) = value, case .number(let b) = other { return .number(subtracts ? a - b : a * b) }
                return try interpreter.arithmetic(link.op, value, link.leftExpr, other, link.rightExpr, range: link.range)
            }
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let op = link.op
            return { (interpreter) throws(ExecutionStop) in
                let value = try left(interpreter)
                let other = try right(interpreter)
                if case .number(let a) = value, case .number(let b) = other {
                    switch op {
                    case .less: return .bool(a < b)
                    case .lessOrEqual: return .bool(a <= b)
                    case .greater: return .bool(a > b)
                    default: return .bool(a >= b)
                    }
                }
                return try interpreter.arithmetic(op, value, link.leftExpr, other, link.rightExpr, range: link.range)
            }
        case .equal, .notEqual:
            let equal = link.op == .equal
            return { (interpreter) throws(ExecutionStop) in
                var value = try left(interpreter)
                // Two numbers or two strings (`name == "Paris"`, the usual filter) are compared
                // as they are. Making a number or a string plain (`materialize`) does nothing, so
                // the right side may be evaluated before it in the general way below.
                switch value {
                case .number, .string:
                    let other = try right(interpreter)
                    if case .number(let a) = value, case .number(let b) = other { return .bool((a == b) == equal) }
                    if case .string(let a) = value, case .string(let b) = other { return .bool((a == b) == equal) }
                    try interpreter.apply(link.op, &value, link.leftExpr, link.rightExpr, range: link.range) { () throws(ExecutionStop) in other }
                default:
                    try interpreter.apply(link.op, &value, link.leftExpr, link.rightExpr, range: link.range) { () throws(ExecutionStop) in
                        try right(interpreter)
                    }
                }
                return value
            }
        case .divide, .remainder, .and, .or:
            return { (interpreter) throws(ExecutionStop) in
                var value = try left(interpreter)
                try interpreter.apply(link.op, &value, link.leftExpr, link.rightExpr, range: link.range) { () throws(ExecutionStop) in
                    try right(interpreter)
                }
                return value
            }
        }
    }
}
