/// The properties of one kind of value (`viewpoint.scale`, `graphics[1].label`...), in the
/// order completion and "did you mean" list them: the one table that evaluation, suggestions
/// and completion read (see `PropertyTables` for every kind). `Subject` is what a getter reads:
/// the value's payload (a `Viewpoint`, a `Graphic`), or nothing for a session object, whose
/// getters read the interpreter's session.
package struct PropertyTable<Subject>: Sendable {
    /// One property: its name, what it is in one line (for hover), and how to read it.
    package struct Property: Sendable {
        /// The name after the dot.
        let name: String
        /// What it is, in one line.
        let summary: String
        /// Reads it from a subject; `name` is the identifier as written, for the range of errors.
        package let get: @Sendable (any Evaluator, Subject, _ name: Identifier) throws(ExecutionStop) -> Value

        /// A property entry.
        init(_ name: String, _ summary: String,
             get: @escaping @Sendable (any Evaluator, Subject, _ name: Identifier) throws(ExecutionStop) -> Value) {
            self.name = name
            self.summary = summary
            self.get = get
        }

        /// The same property read from a part of another subject (a bookmark's `scale` is its
        /// viewpoint's).
        func reading<Whole>(from part: @escaping @Sendable (Whole) -> Subject) -> PropertyTable<Whole>.Property {
            let get = self.get
            return .init(name, summary) { (interpreter, whole, name) throws(ExecutionStop) in try get(interpreter, part(whole), name) }
        }
    }

    /// The properties, in order.
    let properties: [Property]

    /// A table of `properties` (names unique).
    init(_ properties: [Property]) {
        self.properties = properties
    }

    /// The names, in order, for "did you mean" and completion.
    var names: [String] { properties.map(\.name) }

    /// The property called `name`, or nil.
    package subscript(name: String) -> Property? {
        properties.first { $0.name == name }
    }

    /// The property called `name`, which the table has: for tables built from others.
    func listed(_ name: String) -> Property {
        guard let property = self[name] else { preconditionFailure("no property '\(name)' in the table") }
        return property
    }
}
