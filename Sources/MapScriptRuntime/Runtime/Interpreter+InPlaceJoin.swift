import MapScriptSyntax
import TextSupport

// In-place joins, a performance device (see "Performance devices" in docs/performance.md): `+` grows a
// string or list that its left operand alone holds in its own storage, and `name = name + a
// [+ b ...]` takes the value out of its variable while it grows, when no operand can observe
// the variable. Without them a loop of `s = s + "x"` or `l = l + [i]` copies the whole value
// each time round, and is quadratic.

extension Interpreter {
    /// `left + right`, left in place: numbers add; a string joins the other value's text; two
    /// lists join. A string or list that `left` alone holds grows in its own storage (amortised
    /// O(1) per appended byte or item) instead of being copied; one that another value shares
    /// is copied first, as value semantics demand. Either the sum replaces `left` or, on an
    /// error (`cannot add`, a value too large), `left` is unchanged.
    func add(_ left: inout Value, _ right: Value, range: SourceRange) throws(ExecutionStop) {
        // The storage is moved out of `left` by `take...()` rather than bound by a pattern:
        // a pattern's temporary copy would share it while it grows (in unoptimised builds).
        switch left.growableSize {
        case .some(let bytes) where left.isString:
            let suffix = try stringOperand(right, range: range)
            try checkStringSize(bytes + suffix.utf8.count, at: range)
            var text = left.takeString()
            text += suffix
            left = .string(text)
            return
        case .some(let count):
            guard case .list(let more) = right else { break }
            // The size too, not only the count: `l + [l]` holds `l` twice over.
            try checkListSize(count + more.count, size: ValueList.sum(left.listSize, more.size), at: range)
            var items = left.takeList()
            items.append(contentsOf: more)
            left = .list(items)
            return
        case nil:
            if case .number(let a) = left, case .number(let b) = right {
                left = .number(a + b)
                return
            }
            if left.isExactInteger || right.isExactInteger, let a = left.numberValue, let b = right.numberValue {
                left = .number(a + b)
                return
            }
        }
        guard case .string(let text) = right else {
            throw .error(.invalidOperands, "cannot add \(left.typeName) and \(right.typeName)", at: range)
        }
        let prefix = try display(left, at: range)
        try checkStringSize(prefix.utf8.count + text.utf8.count, at: range)
        left = .string(prefix + text)
    }

    /// The text that `right` adds to a string.
    private func stringOperand(_ right: Value, range: SourceRange) throws(ExecutionStop) -> String {
        if case .string(let text) = right { return text }
        return try display(right, at: range)
    }

    /// `name = name + a [+ b ...]` when `name` holds a string or a list: the value is taken out
    /// of its variable while it grows, so that its storage is not shared and grows in place
    /// (a loop of `s = s + "x"` or `l = l + [i]` is linear overall, not quadratic). Returns
    /// false, having done nothing, when the variable holds something else, or a list is joined
    /// with a string: the caller then runs it as any assignment. `links` are the statement's
    /// operands after the first (`InPlaceJoin.links`), `operand(k)` evaluates the k-th.
    ///
    /// The result is the same as evaluating left to right: the operands are pure (the form
    /// requires that no operand calls a procedure, which could change the variable, and that
    /// none but the first reads it), so reading the variable after the first operand changes
    /// nothing. On an error the appended part is cut off again and the variable is as it was.
    func joinInPlace(_ variable: VariableReference, _ links: [InPlaceJoin.Link],
                     operand: (Int) throws(ExecutionStop) -> Value) throws(ExecutionStop) -> Bool {
        // (No binding keeps the value: it would share the storage that is to grow.)
        guard let originalSize = variables.value(of: variable)?.growableSize else { return false }
        let first = try operand(0)
        guard var grown = variables.take(variable, leaving: .bool(false)) else { return false }
        do {
            for (offset, link) in links.enumerated() {
                let right = offset == 0 ? first : try operand(offset)
                if case .list = grown, !right.isList {
                    // A list joined with a string becomes a string: put the list back and let
                    // the caller run the whole statement as usual (the operands are pure).
                    Self.truncate(&grown, to: originalSize)
                    variables.put(grown, in: variable)
                    return false
                }
                try add(&grown, right, range: link.range)
            }
        } catch {
            Self.truncate(&grown, to: originalSize)
            variables.put(grown, in: variable)
            throw error
        }
        variables.put(grown, in: variable)
        return true
    }

    /// `name = name + right` (the form of `joinInPlace` with one operand) when `name` holds a
    /// string of `bytes` bytes (the caller has looked, in place): the text of `right` appended
    /// to it where it is, its size checked with the count in hand, the checks and messages
    /// those of `add(_:_:range:)` at `plus`; on an error the variable is as it was.
    func appendString(_ right: Value, to variable: VariableReference, bytes: Int, plus: SourceRange) throws(ExecutionStop) {
        let suffix = try stringOperand(right, range: plus)
        try checkStringSize(bytes + suffix.utf8.count, at: plus)
        variables.append(suffix, toStringIn: variable)
    }

    /// `name = name + [item]` (the form of `joinInPlace` with one operand, a list literal of
    /// one item) when `name` holds a list of `count` items, `size` at every depth (the caller
    /// has looked, in place): `item` appended to it where it is, without making the literal's
    /// own list first, so that a loop of `l = l + [i]` allocates nothing but the list's growth.
    /// The checks are the literal's and the `+`'s, in their order and at their places
    /// (`literal`, `plus`), made with the measures in hand; on an error the variable is as it
    /// was. (Inlined into the statement's closure: called, it cost 12 more instructions an
    /// append once the list's packed numbers made `ValueList.append` longer.)
    @inline(__always)
    func appendItem(_ item: Value, to variable: VariableReference, count: Int, size: Int, literal: SourceRange,
                    plus: SourceRange) throws(ExecutionStop) {
        let measures = ValueList.measures(of: item)
        try checkListSize(1, size: measures.size, at: literal)
        if measures.depth > Value.maximumListDepth { throw listTooDeep(at: literal) }
        try checkListSize(count + 1, size: ValueList.sum(size, measures.size), at: plus)
        variables.append(item, measured: measures, toListIn: variable)
    }

    /// Cuts a string or list that only grew by appending back to its first `size` bytes or
    /// items.
    private static func truncate(_ value: inout Value, to size: Int) {
        guard let current = value.growableSize, current > size else { return }
        if value.isString {
            var text = value.takeString()
            let cut = text.utf8.index(text.utf8.startIndex, offsetBy: size)
            text.unicodeScalars.removeSubrange(cut...)
            value = .string(text)
        } else {
            var items = value.takeList()
            items.truncate(to: size)
            value = .list(items)
        }
    }
}

/// The form `name = name + a [+ b ...]` that `joinInPlace` runs.
enum InPlaceJoin {
    /// An operand after the first, and the range of the `+` that adds it.
    struct Link {
        let right: Expr
        let range: SourceRange
    }

    /// The operands after `name` of `value` when `name = value` has the form: a chain of `+`
    /// whose first operand is `name` and whose others neither read `name` nor call a
    /// procedure; nil otherwise.
    static func links(assigning value: Expr, to name: String) -> [Link]? {
        guard case .binary(.add, _, _) = value.kind else { return nil }
        // The links of the chain, innermost (`name + a`) first.
        var links: [Link] = []
        var node = value
        while case .binary(let op, let left, let right) = node.kind {
            guard op == .add else { return nil }
            links.append(Link(right: right, range: node.range))
            node = left
        }
        guard case .variable(let variable) = node.kind, variable == name else { return nil }
        links.reverse()
        for (offset, link) in links.enumerated() where link.right.mayObserve(offset == 0 ? nil : variable) {
            return nil
        }
        return links
    }
}

extension Expr {
    /// Whether evaluating the expression could read the variable `name` (when given) or see a
    /// change to it: true when it reads it or calls a procedure (which may assign to any
    /// top-level variable). Built-in functions and session values change no variable.
    func mayObserve(_ name: String?) -> Bool {
        var node = self
        while true {
            switch node.kind {
            case .number, .string, .bool, .coordinateLiteral:
                return false
            case .variable(let variable):
                return variable == name
            case .interpolated(let parts):
                return parts.contains { part in
                    if case .interpolation(let inner) = part { return inner.mayObserve(name) }
                    return false
                }
            case .coordinate(let latitude, let longitude):
                if latitude.mayObserve(name) { return true }
                node = longitude
            case .list(let items):
                return items.contains { $0.mayObserve(name) }
            case .property(let base, _):
                node = base
            case .index(let base, let index):
                if index.mayObserve(name) { return true }
                node = base
            case .call(let function, let arguments):
                guard Builtins.isFunction(function.name) else { return true }
                return arguments.contains { $0.mayObserve(name) }
            case .unary(_, let operand):
                node = operand
            case .binary(_, let left, let right):
                // Down the left spine in a loop: a flat chain may hold 10,000 operators.
                if right.mayObserve(name) { return true }
                node = left
            }
        }
    }
}

extension Value {
    /// The size of a string (bytes of UTF-8) or list (items), the values that grow in place;
    /// nil for others.
    var growableSize: Int? {
        switch self {
        case .string(let text): return text.utf8.count
        case .list(let list): return list.count
        default: return nil
        }
    }

    /// The size of a list (`ValueList.size`: its items at every depth); 0 for other values.
    var listSize: Int {
        guard case .list(let list) = self else { return 0 }
        return list.size
    }

    /// The string this value holds, moved out (the value becomes `false`), so that the caller
    /// holds the only reference to its storage when the value did; "" for another value.
    mutating func takeString() -> String {
        guard case .string(let text) = self else { return "" }
        self = .bool(false)
        return text
    }

    /// The items of the list this value holds, moved out as `takeString()` does; [] for
    /// another value.
    mutating func takeList() -> ValueList {
        guard case .list(let list) = self else { return [] }
        self = .bool(false)
        return list
    }

    /// Whether the value is a list.
    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}
