import MapCore
import MapScriptSyntax
import TextSupport

extension Interpreter {
    // MARK: - Evaluation

    /// The value of an expression.
    package func evaluate(_ expr: Expr) throws(ExecutionStop) -> Value {
        switch expr.kind {
        case .number(let value):
            return .number(value)
        case .string(let text):
            return .string(text)
        case .bool(let value):
            return .bool(value)
        case .interpolated(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let literal): text += literal
                case .interpolation(let inner): text += try display(try evaluate(inner), at: inner.range)
                }
                try checkStringSize(text.utf8.count, at: expr.range)
            }
            return .string(text)
        case .coordinate(let latitude, let longitude):
            return try coordinate(latitude: try evaluate(latitude), latitude, longitude: try evaluate(longitude), longitude)
        case .coordinateLiteral(let latitude, let longitude):
            return .coordinate(latitude: latitude, longitude: longitude)
        case .list(let items):
            try checkListSize(items.count, at: expr.range)
            var list = ValueList([])
            list.reserveCapacity(items.count)
            for item in items { list.append(try evaluate(item)) }
            return try checkedList(list, at: expr.range)
        case .variable(let name):
            if let value = variables.lookup(name) { return value }
            if let value = builtinValue(name) { return value }
            throw unknownVariable(name, at: expr.range, site: variables.site)
        case .property(let base, let name):
            return try property(name, of: try evaluate(base), base: base)
        case .index(let base, let index):
            return try element(of: try evaluate(base), at: index, base: base)
        case .call(let name, let arguments):
            guard let value = try call(name, arguments: arguments, range: expr.range) else {
                throw .error(.noValue, "procedure '\(name.name)' gives no value", at: expr.range)
            }
            return value
        case .unary(let op, let operand):
            switch op {
            case .negate: return .number(-(try number(operand, what: "operand of '-'")))
            case .not: return .bool(!(try condition(operand)))
            }
        case .binary(let op, let left, let right):
            if case .binary = left.kind { return try chain(expr) }
            var value = try evaluate(left)
            try apply(op, &value, left, right, range: expr.range) { () throws(ExecutionStop) in try evaluate(right) }
            return value
        }
    }

    /// A left-leaning chain of binary operators (`1 + 2 + ... + n`, as the parser builds a flat
    /// chain), evaluated bottom up in a loop rather than by recursion, however long it is.
    private func chain(_ top: Expr) throws(ExecutionStop) -> Value {
        var spine: [Expr] = []
        var node = top
        while case .binary(_, let left, _) = node.kind {
            spine.append(node)
            node = left
        }
        var value = try evaluate(node)
        var leftExpr = node
        for link in spine.reversed() {
            guard case .binary(let op, _, let right) = link.kind else { continue }
            try apply(op, &value, leftExpr, right, range: link.range) { () throws(ExecutionStop) in try evaluate(right) }
            leftExpr = link
        }
        return value
    }

    /// `left op right`, the left operand already evaluated (from `leftExpr`) and replaced by
    /// the result; `right()` evaluates the right operand (written `rightExpr`), not at all when
    /// `and` or `or` short-circuits. `+` adds in place (see `add`), so a long join of strings
    /// or lists is linear, not quadratic.
    @inline(__always)
    func apply(_ op: BinaryOperator, _ left: inout Value, _ leftExpr: Expr, _ rightExpr: Expr, range: SourceRange,
               right: () throws(ExecutionStop) -> Value) throws(ExecutionStop) {
        switch op {
        case .add:
            try add(&left, try right(), range: range)
        case .and:
            // Short-circuit; a conditional, because `&&` takes an untyped-throwing autoclosure.
            left = .bool(try truth(left, of: leftExpr) ? try truth(try right(), of: rightExpr) : false)
        case .or:
            left = .bool(try truth(left, of: leftExpr) ? true : try truth(try right(), of: rightExpr))
        case .equal, .notEqual:
            let plain = try materialize(left, at: range)
            let same = try equal(plain, try materialize(try right(), at: range), at: range)
            left = .bool(op == .equal ? same : !same)
        case .subtract, .multiply, .divide, .remainder, .less, .lessOrEqual, .greater, .greaterOrEqual:
            left = try arithmetic(op, left, leftExpr, try right(), rightExpr, range: range)
        }
    }

    /// `left op right` for the arithmetic and comparison operators.
    func arithmetic(_ op: BinaryOperator, _ left: Value, _ leftExpr: Expr, _ right: Value, _ rightExpr: Expr,
                            range: SourceRange) throws(ExecutionStop) -> Value {
        if op.isComparison, case .string(let a) = left, case .string(let b) = right {
            return .bool(compare(op, a, b))
        }
        guard case .number(let a) = left, case .number(let b) = right else {
            if left.isExactInteger || right.isExactInteger, let a = left.numberValue, let b = right.numberValue {
                return try arithmetic(op, .number(a), leftExpr, .number(b), rightExpr, range: range)
            }
            if op.isComparison, left.isNumber || left.isString, right.isNumber || right.isString {
                throw .error(.invalidOperands, "'\(op.spelling)' cannot compare \(left.typeName) with \(right.typeName)", at: range)
            }
            let culprit = left.isNumber ? (right, rightExpr) : (left, leftExpr)
            throw .error(.invalidOperands, "'\(op.spelling)' needs numbers\(op.isComparison ? " or strings" : ""), "
                         + "found \(culprit.0.typeName)", at: culprit.1.range)
        }
        switch op {
        case .subtract: return .number(a - b)
        case .multiply: return .number(a * b)
        case .divide:
            guard b != 0 else { throw .error(.divisionByZero, "division by zero", at: rightExpr.range) }
            return .number(a / b)
        case .remainder:
            guard b != 0 else { throw .error(.divisionByZero, "remainder by zero", at: rightExpr.range) }
            return .number(a.truncatingRemainder(dividingBy: b))
        default:
            return .bool(compare(op, a, b))
        }
    }

    private func compare<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Bool {
        switch op {
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        case .greaterOrEqual: return a >= b
        default: return false
        }
    }

    // MARK: - Conversions with clear errors

    /// A condition: must be a boolean.
    func condition(_ expr: Expr) throws(ExecutionStop) -> Bool {
        try truth(try evaluate(expr), of: expr)
    }

    /// The truth of `value`, the value of `expr`: it must be a boolean.
    func truth(_ value: Value, of expr: Expr) throws(ExecutionStop) -> Bool {
        guard case .bool(let truth) = value else {
            throw .error(.typeMismatch, "expected true or false, found \(value.typeName)", at: expr.range)
        }
        return truth
    }

    /// A number; `what` names the slot in the message (`expected a number for scale, ...`).
    func number(_ expr: Expr, what: String) throws(ExecutionStop) -> Double {
        if case .number(let value) = expr.kind { return value }
        return try number(of: try evaluate(expr), expr, what: what)
    }

    /// `value`, the value of `expr`, as a number for `what`.
    @inline(__always)
    func number(of value: Value, _ expr: Expr, what: String) throws(ExecutionStop) -> Double {
        guard case .number(let number) = value else {
            if case .integer(let integer) = value { return Double(integer) }
            throw .error(.typeMismatch, "expected a number for \(what), found \(value.typeName)", at: expr.range)
        }
        return number
    }

    /// A number that goes into the session (a scale, a duration, an angle, a size...): it must
    /// be finite. Arithmetic may give `inf` or `nan` (`1e308 * 10`), and variables may hold
    /// them, but this check, the one between scripts and the map core, keeps them out of the
    /// session (`runtime.not-finite`).
    func finiteNumber(_ expr: Expr, what: String) throws(ExecutionStop) -> Double {
        // A literal is finite: the lexer refuses one out of range.
        if case .number(let value) = expr.kind { return value }
        return try checkedFinite(try number(expr, what: what), expr, what: what)
    }

    /// `finiteNumber` of an optional clause's expression and where it is written, or nil when the
    /// clause is not given. The expression is borrowed and read through `switch`: bound with
    /// `if let`, an `Expr?` is copied and the copy destroyed through the generic value witness,
    /// about 130 instructions a clause (docs/performance.md, "Performance devices").
    func finiteNumber(ifGiven expr: borrowing Expr?, what: String) throws(ExecutionStop) -> (value: Double, range: SourceRange)? {
        switch expr {
        case .some(let expr): (try finiteNumber(expr, what: what), expr.range)
        case .none: nil
        }
    }

    /// `value`, the value of `expr`, when it is finite; else the `not-finite` error.
    func checkedFinite(_ value: Double, _ expr: Expr, what: String) throws(ExecutionStop) -> Double {
        guard value.isFinite else {
            throw .error(.notFinite, "expected a finite number for \(what), found \(NumberFormat.shortest(value))", at: expr.range)
        }
        return value
    }

    /// A whole number (e.g. a position or a count); an infinite or NaN one is `not-finite`.
    package func wholeNumber(_ expr: Expr, what: String) throws(ExecutionStop) -> Int {
        try wholeNumber(try checkedFinite(try number(expr, what: what), expr, what: what), what: what, at: expr.range)
    }

    /// `value`, the value of `expr`, as a whole number for `what`.
    func wholeNumber(of value: Value, _ expr: Expr, what: String) throws(ExecutionStop) -> Int {
        if case .number(let number) = value, let whole = Int(exactly: number), whole.magnitude <= Self.largestWholeNumber {
            return whole
        }
        return try wholeNumber(try checkedFinite(try number(of: value, expr, what: what), expr, what: what), what: what, at: expr.range)
    }

    /// The coordinate of a latitude and a longitude, the values of `latitudeExpr` and
    /// `longitudeExpr`: finite numbers in range.
    func coordinate(latitude: Value, _ latitudeExpr: Expr, longitude: Value, _ longitudeExpr: Expr) throws(ExecutionStop) -> Value {
        let lat = try checkedFinite(try number(of: latitude, latitudeExpr, what: "latitude"), latitudeExpr, what: "latitude")
        let lon = try checkedFinite(try number(of: longitude, longitudeExpr, what: "longitude"), longitudeExpr, what: "longitude")
        try mapCall(at: latitudeExpr.range) { () throws(MapError) in try GeodesicPosition.check(latitude: lat) }
        try mapCall(at: longitudeExpr.range) { () throws(MapError) in try GeodesicPosition.check(longitude: lon) }
        return .coordinate(latitude: lat, longitude: lon)
    }

    /// `value` (finite) as a whole number for `what`, the error at `range`: past 2^53 it is
    /// out of range (every double there is whole, but they no longer count by one), below it
    /// a fraction is not a whole number.
    func wholeNumber(_ value: Double, what: String, at range: SourceRange) throws(ExecutionStop) -> Int {
        guard value.magnitude <= Double(Self.largestWholeNumber) else {
            let text = Int(exactly: value).map(String.init) ?? NumberFormat.shortest(value)
            throw .error(.valueOutOfRange, "\(what) \(text) is out of range [-2^53, 2^53]: "
                         + "numbers past 2^53 cannot count by one", at: range)
        }
        guard let whole = Int(exactly: value) else {
            throw .error(.notAWholeNumber, "expected a whole number for \(what), found \(NumberFormat.shortest(value))", at: range)
        }
        return whole
    }

    static let largestWholeNumber: UInt = 1 << 53

    /// A string.
    func string(_ expr: Expr, what: String) throws(ExecutionStop) -> String {
        if case .string(let text) = expr.kind { return text }
        // `bookmark add Home at 1,1`: an unknown bare word where a string goes was meant as one.
        if case .variable(let name) = expr.kind, variables.lookup(name) == nil, builtinValue(name) == nil {
            throw .error(.unknownVariable, "no variable named '\(name)'; a \(what) is a string: \(StringLiteral.quoted(name))",
                         at: expr.range)
        }
        let value = try evaluate(expr)
        guard case .string(let text) = value else {
            throw .error(.typeMismatch, "expected a string for \(what), found \(value.typeName)", at: expr.range)
        }
        return text
    }

    /// A coordinate (a `lat,lon` literal or any expression giving one).
    package func coordinate(_ expr: Expr, what: String) throws(ExecutionStop) -> (latitude: Double, longitude: Double) {
        try coordinate(of: evaluate(expr), what: what, at: expr.range)
    }

    /// The latitude and longitude of `value` (a coordinate, a bookmark or a viewpoint), which
    /// `what` names in the error when it is none, at `range`.
    func coordinate(of value: Value, what: String, at range: SourceRange) throws(ExecutionStop) -> (latitude: Double, longitude: Double) {
        switch value {
        case .coordinate(let latitude, let longitude): return (latitude, longitude)
        case .bookmark(let bookmark): return (bookmark.viewpoint.latitude, bookmark.viewpoint.longitude)
        case .viewpoint(let viewpoint): return (viewpoint.latitude, viewpoint.longitude)
        default: throw .error(.typeMismatch, "expected a coordinate for \(what), found \(value.typeName)", at: range)
        }
    }

    /// The items a `for` loop visits in `value`.
    func elements(of value: Value, at range: SourceRange) throws(ExecutionStop) -> ValueList {
        switch try materialize(value, at: range) {
        case .list(let list): return list
        case .string(let text): return ValueList(text.map { .string(String($0)) })
        default: throw .error(.typeMismatch, "cannot loop over \(value.typeName)", at: range)
        }
    }

    // MARK: - Size limits

    /// Throws `value-too-large` when a string of `bytes` bytes of UTF-8 would pass
    /// `Value.maximumStringBytes`.
    func checkStringSize(_ bytes: Int, at range: SourceRange) throws(ExecutionStop) {
        guard bytes > Value.maximumStringBytes else { return }
        throw .error(.valueTooLarge, "string too long: \(bytes) bytes of UTF-8, more than the limit of "
                     + "\(Value.maximumStringBytes) (\(Value.maximumStringBytes >> 20) MiB)", at: range)
    }

    /// Throws `value-too-large` when a list of `count` items, `size` of them counting those
    /// of its nested lists (`ValueList.size`; `count` when not given), would pass
    /// `Value.maximumListCount`.
    @inline(__always)
    package func checkListSize(_ count: Int, size: Int? = nil, at range: SourceRange) throws(ExecutionStop) {
        if (size ?? count) > Value.maximumListCount { throw listTooLong(count, size: size ?? count, at: range) }
    }

    /// `list`, just built, when within the limits: measured as it was built, so `[a, a]` past
    /// the limit is refused without a walk.
    func checkedList(_ list: ValueList, at range: SourceRange) throws(ExecutionStop) -> Value {
        try checkListSize(list.count, size: list.size, at: range)
        if list.depth > Value.maximumListDepth { throw listTooDeep(at: range) }
        return .list(list)
    }

    /// The error for a list of `count` items, `size` with those of its nested lists, past
    /// `Value.maximumListCount`.
    @inline(never)
    private func listTooLong(_ count: Int, size: Int, at range: SourceRange) -> ExecutionStop {
        let items = size == count ? "\(count) items" : "\(size) items counting those of nested lists"
        return .error(.valueTooLarge, "list too long: \(items), more than the limit of \(Value.maximumListCount)", at: range)
    }

    /// The error for a list nested one level deeper than `Value.maximumListDepth`.
    @inline(never)
    func listTooDeep(at range: SourceRange) -> ExecutionStop {
        .error(.valueTooLarge, "list nested too deeply: more than \(Value.maximumListDepth) levels of lists", at: range)
    }

    // MARK: - Walks

    /// Whether `left` and `right` (materialized) are equal: lists that share storage at once,
    /// others item by item, each item a step of the walk at `range` (see `walkSteps`).
    func equal(_ left: Value, _ right: Value, at range: SourceRange) throws(ExecutionStop) -> Bool {
        guard case .list = left, case .list = right else { return left == right }
        var equality = ValueEquality<ExecutionStop> { (count) throws(ExecutionStop) in
            try self.walkSteps(count, at: range)
        }
        return try equality.equal(left, right)
    }

    /// Takes `count` steps of a walk over a value (printing, comparing or materializing a
    /// list: a step per item, as a loop takes one per turn), so that a long walk stops at
    /// `--max-steps` and at Ctrl-C with the error about `range`.
    func walkSteps(_ count: Int, at range: SourceRange) throws(ExecutionStop) {
        if steps.step(count) { try passCheckpoint(at: range) }
    }
}

extension Value {
    /// Whether the value is a session object, or a list holding one at any depth (kept by
    /// the list, so O(1)).
    var holdsSessionObject: Bool {
        switch self {
        case .session: return true
        case .list(let list): return list.holdsSessionObject
        default: return false
        }
    }

    /// Whether the value is a number (an exact `integer` too).
    var isNumber: Bool {
        switch self {
        case .number, .integer: return true
        default: return false
        }
    }

    /// Whether the value is an exact `integer`.
    var isExactInteger: Bool {
        if case .integer = self { return true }
        return false
    }

    /// Whether the value is a string.
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
