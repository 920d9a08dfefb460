import MapCore
import MapFormats
import MapScriptSyntax
import TextSupport

// MARK: - Layer filters

extension Interpreter {
    /// `layer filter L where EXPR` keeps the features for which EXPR is true; `layer filter L
    /// off` (`condition` nil) shows them all again.
    func layerFilter(_ target: Expr, condition: Expr?) throws(ExecutionStop) {
        let position = try layerPosition(target)
        let layer = session.layers.layers[position - 1]
        guard let set = layer.featureSet else { throw .map(.layer(.notAFeatureLayer(layer.title)), at: target.range) }
        let filter = try condition.map { (condition) throws(ExecutionStop) in
            LayerFilter(expression: savedText(of: condition, fields: Set(set.fieldNames)),
                        kept: try keptFeatures(of: set, layer: layer.title, where: condition))
        }
        try mapCall(at: target.range) { () throws(MapError) in try session.setLayerFilter(filter, at: position) }
    }

    /// The filter as a session file keeps it: its source, with each name that is no field
    /// (nor `feature`) but a variable or a built-in value written as its value now (`pop >
    /// limit` with `limit` 1000 is `pop > 1000`), so that `load` in a fresh session keeps the
    /// same features. A value with no literal form (a bookmark, a layer) keeps its name.
    private func savedText(of condition: Expr, fields: Set<String>) -> String {
        condition.sourceText { name in
            guard !fields.contains(name), name != "feature", let value = variables.lookup(name) ?? builtinValue(name) else { return nil }
            return Self.literal(of: value)
        }
    }

    /// `value` as a literal expression (numbers, strings, booleans, coordinates and lists of
    /// them), or nil when it has none (a non-finite number, a session object, lists nested
    /// deeper than the parser reads).
    private static func literal(of value: Value, depth: Int = 0) -> Expr? {
        let range = SourceRange(line: 1, column: 1)
        switch value {
        case .number(let number): return number.isFinite ? Expr(.number(number), range: range) : nil
        case .string(let text): return Expr(.string(text), range: range)
        case .bool(let flag): return Expr(.bool(flag), range: range)
        case .coordinate(let latitude, let longitude): return Expr(.coordinateLiteral(latitude: latitude, longitude: longitude), range: range)
        case .list(let list):
            guard depth < 100 else { return nil }
            var items: [Expr] = []
            for item in list {
                guard let literal = literal(of: item, depth: depth + 1) else { return nil }
                items.append(literal)
            }
            return Expr(.list(items), range: range)
        // (An exact integer past ±2^53 has no literal: a number literal is a `Double`.)
        case .integer, .bookmark, .viewpoint, .extent, .galleryItem, .graphic, .layer, .feature, .json, .session: return nil
        }
    }

    /// The 0-based indices of the features of `set` (of the layer titled `layer`) for which
    /// `condition` is true.
    ///
    /// In `condition`, a bare name is the feature's field of that name (its value as `f["NAME"]`
    /// gives it), else a variable; `feature` is the feature itself (`feature["a field"]`,
    /// `area(feature)`), unless a field has that name. A name that is neither a field of any
    /// feature nor a variable is `runtime.unknown-field`, before any feature is looked at. A
    /// feature without the field, or with it null, sees the empty string; where that makes the
    /// condition a type error (`pop > 1000` with no `pop`), the feature is left out, as SQL
    /// leaves out a row whose value is NULL. Any other error names the feature.
    func keptFeatures(of set: FeatureSet, layer: String, where condition: Expr) throws(ExecutionStop) -> [Int] {
        let fields = try referencedFields(in: condition, of: set, layer: layer)
        // Compiled over slots above the frame running: the locals visible where the command
        // was written keep theirs, `feature` and the fields take the next ones.
        let first = variables.stack.count - variables.base
        var compiler = Compiler(for: self, extending: variables.site, from: first)
        let usesFeature = condition.mayObserve("feature") && !fields.contains("feature")
        let (featureSlot, fieldSlots, test, comparison) = compiler.inBlock { compiler in
            let featureSlot = usesFeature ? compiler.declare("feature") : nil
            let fieldSlots = fields.map { compiler.declare($0) }
            let test = compiler.compile(condition)
            return (featureSlot, fieldSlots, test, featureSlot == nil ? FieldComparison(condition, fields: fields, slots: fieldSlots, &compiler) : nil)
        }
        variables.stack.push(.bool(false), times: compiler.slotCount - first)
        defer { variables.truncateStack(to: variables.base + first) }
        var kept: [Int] = []
        // Where each field was in the last feature that had it: features read from one file
        // mostly list their fields in one order, so the name is found there at the first try.
        var positions = [Int](repeating: 0, count: fields.count)
        // The same for the comparison's field, in a variable of its own: an array's item passed
        // `inout` is a write the compiler cannot tell from the features, which it then copies.
        var comparedPosition = 0
        // The features are read where they are in the set's array (indexing the array copied
        // each feature first: its geometry and fields counted, then dropped).
        try set.features.withUnsafeBufferPointer { (features) throws(ExecutionStop) in
            for index in features.indices {
                if let comparison, let keeps = comparison.keeps(features[index], at: &comparedPosition, in: self) {
                    if keeps { kept.append(index) }
                    continue
                }
                if let featureSlot { variables.setLocal(featureSlot, .feature(features[index])) }
                var incomplete = false
                for field in fields.indices {
                    let value = features[index].field(fields[field], at: &positions[field])
                    switch value {
                    case nil, .null?: incomplete = true
                    default: break
                    }
                    variables.setLocal(fieldSlots[field], value.map(Value.value(of:)) ?? .string(""))
                }
                let result: Value
                do throws(ExecutionStop) { result = try test(self) } catch {
                    if incomplete, case .failed(let diagnostic, _) = error, diagnostic.id == .typeMismatch || diagnostic.id == .invalidOperands {
                        continue
                    }
                    throw Self.naming(error, feature: index + 1, layer: layer)
                }
                guard case .bool(let keeps) = result else {
                    throw .error(.typeMismatch, "a filter must be true or false, found \(result.typeName) for feature \(index + 1) of '\(layer)'",
                                 at: condition.range)
                }
                if keeps { kept.append(index) }
            }
        }
        return kept
    }

    /// The field names `condition` reads as bare names, in order of first use; a bare name that
    /// is no field, no variable, no built-in value and not `feature` is `runtime.unknown-field`
    /// with the closest field names.
    private func referencedFields(in condition: Expr, of set: FeatureSet, layer: String) throws(ExecutionStop) -> [String] {
        let known = Set(set.fieldNames)
        var fields: [String] = []
        var pending = [condition]
        while let expr = pending.popLast() {
            switch expr.kind {
            case .variable(let name):
                if known.contains(name) {
                    if !fields.contains(name) { fields.append(name) }
                } else if name != "feature" && variables.lookup(name) == nil && builtinValue(name) == nil {
                    let close = Suggestion.closest(to: name, among: set.fieldNames, limit: 2)
                    throw .error(.unknownField, "layer '\(layer)' has no field '\(name)'", at: expr.range, suggesting: close)
                }
            case .number, .string, .bool, .coordinateLiteral: break
            case .interpolated(let parts): for case .interpolation(let inner) in parts { pending.append(inner) }
            case .coordinate(let latitude, let longitude): pending += [longitude, latitude]
            case .list(let items): pending += items.reversed()
            case .property(let base, _): pending.append(base)
            case .index(let base, let index): pending += [index, base]
            case .call(_, let arguments): pending += arguments.reversed()
            case .unary(_, let operand): pending.append(operand)
            case .binary(_, let left, let right): pending += [right, left]
            }
        }
        return fields
    }

    /// A filter that compares one field with a number (`pop > 500000`, `pop <= limit`), the
    /// usual form, worked out for a feature whose field is a number without setting the
    /// field's slot or running the compiled condition. Any other feature (the field missing,
    /// null, a string, an exact integer, or the number side no number) takes the general way,
    /// which gives the same truth for a number and says what is wrong otherwise.
    private struct FieldComparison {
        let op: BinaryOperator
        let field: String
        let other: NumberPlace

        /// The comparison `condition` makes, when it is `FIELD op NUMBER` with `fields` (the
        /// fields it reads, in `slots`) only that field, and the number a literal or a variable
        /// other than the field; nil for any other condition.
        init?(_ condition: Expr, fields: [String], slots: [Int], _ compiler: inout Compiler) {
            guard case .binary(let op, let left, let right) = condition.kind, op.isComparison,
                  case .variable(let field) = left.kind, fields == [field],
                  let other = compiler.numberPlace(right) else { return nil }
            if case .local(let slot) = other, slots.contains(slot) { return nil }
            (self.op, self.field, self.other) = (op, field, other)
        }

        /// Whether `feature` is kept, when its field is a number (the field looked for first
        /// at `position`, as the general way does); nil for the general way.
        @inline(__always)
        func keeps(_ feature: borrowing Feature, at position: inout Int, in interpreter: Interpreter) -> Bool? {
            guard case .number(let value)? = feature.field(field, at: &position),
                  let number = other.number(in: interpreter) else { return nil }
            return Compiler.compare(op, value, number)
        }
    }

    /// `error` with the feature it happened at named in its message.
    private static func naming(_ error: ExecutionStop, feature: Int, layer: String) -> ExecutionStop {
        guard case .failed(var diagnostic, let origin) = error else { return error }
        diagnostic.message = "feature \(feature) of '\(layer)': " + diagnostic.message
        return .failed(diagnostic, origin: origin)
    }
}

extension Interpreter {
    /// The filter a session file gives a layer (`expression`, as `sourceText` wrote it),
    /// evaluated again over the features read; a text that is not an expression, or that fails
    /// over these features, is an error about the `load` at `range`.
    func loadedFilter(_ expression: String, of set: FeatureSet, layer: String, at range: SourceRange) throws(ExecutionStop) -> LayerFilter {
        // Read as the command reads it, so that the filter is the grammar's own `where` clause.
        var parser = Parser(text: "layer filter 1 where " + expression)
        parser.stackGuardType = StackGuard.self
        var condition: Expr?
        var problem: String?
        while let item = parser.next() {
            switch item {
            case .statement(let statement):
                if condition == nil, case .command(.layerFilter(_, let parsed?)) = statement.kind { condition = parsed }
                else { problem = "more than one expression" }
            case .diagnostic(let diagnostic):
                problem = problem ?? diagnostic.message
            case .end:
                break
            }
        }
        guard let condition, problem == nil else {
            throw .error(.invalidSessionFile, "the filter of layer '\(layer)' is not an expression: \(problem ?? "none found")", at: range)
        }
        let kept: [Int]
        do { kept = try keptFeatures(of: set, layer: layer, where: condition) } catch {
            guard case .failed(var diagnostic, let origin) = error else { throw error }
            diagnostic.message = "the filter of layer '\(layer)' (\(expression)): " + diagnostic.message
            diagnostic.range = range
            diagnostic.fixIts = []
            throw .failed(diagnostic, origin: origin)
        }
        return LayerFilter(expression: expression, kept: kept)
    }
}
