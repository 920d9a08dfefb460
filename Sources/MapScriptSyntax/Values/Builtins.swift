/// The names the language provides: session values (`viewpoint`, `bookmarks`...), functions
/// (the table in Builtins+Functions) and the properties of each kind of value (the tables in
/// `PropertyTables`). The name lists here are derived from those tables, for completion,
/// "did you mean" and the reserved names.
package enum Builtins {
    /// The session values a script can name.
    package static let valueNames = ["viewpoint", "clock", "args"] + Value.SessionObject.allCases.map(\.rawValue)

    /// The built-in functions' names, in the table's order.
    package static let functionNames = functions.map(\.name)

    private static let values = Set(valueNames)
    private static let functionsByName = Dictionary(uniqueKeysWithValues: functions.map { ($0.name, $0) })

    /// Whether `name` is a built-in value, which no variable may take.
    package static func isReservedName(_ name: String) -> Bool { values.contains(name) }

    /// Whether `name` is a built-in function.
    package static func isFunction(_ name: String) -> Bool { functionsByName[name] != nil }

    /// The built-in function called `name`, or nil.
    package static func function(named name: String) -> BuiltinFunction? { functionsByName[name] }

    /// The properties each kind of value has, in their table's order, for "did you mean" and
    /// completion.
    package static func propertyNames(of value: Value) -> [String] {
        switch value {
        case .viewpoint: PropertyTables.viewpoint.names
        case .extent: PropertyTables.extent.names
        case .coordinate: PropertyTables.coordinate.names
        case .bookmark: PropertyTables.bookmark.names
        case .galleryItem: PropertyTables.galleryItem.names
        case .graphic: PropertyTables.graphic.names
        case .layer: PropertyTables.layer.names
        case .feature: PropertyTables.feature.names
        case .json(let json): json.objectValue?.map(\.key) ?? []
        case .list: PropertyTables.list.names
        case .string: PropertyTables.string.names
        case .number, .integer, .bool: []
        case .session(let object): PropertyTables.session(object).names
        }
    }
}
