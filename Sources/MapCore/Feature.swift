import MapFormats

/// A feature of an operational layer: a geometry in WGS 84 (nil for a GeoJSON feature whose
/// geometry is `null`) and its fields, values of any JSON type in the order they came.
public struct Feature: Hashable, Sendable {
    /// The shape, or nil when the feature has none.
    public var geometry: FeatureGeometry?
    /// The fields, in order (names unique, as the JSON reader guarantees).
    public var fields: [(key: String, value: JSONValue)]

    /// A feature with this geometry and these fields.
    public init(geometry: FeatureGeometry?, fields: [(key: String, value: JSONValue)] = []) {
        self.geometry = geometry
        self.fields = fields
    }

    /// The value of the field `name`, or nil when the feature has no such field.
    ///
    /// Inlinable, so that a caller in another module reading a feature where it is (in a boxed
    /// value, in an array) looks in place: called across the module, the whole feature was
    /// copied first (its geometry and fields counted, then dropped).
    @inlinable
    public subscript(name: String) -> JSONValue? {
        for index in fields.indices where fields[index].key == name { return fields[index].value }
        return nil
    }

    /// The value of the field `name`, looked for first at `position` (a field's place in an
    /// earlier feature of the same layer), which is set to where it was found; nil when the
    /// feature has no such field.
    @inlinable
    public func field(_ name: String, at position: inout Int) -> JSONValue? {
        if position < fields.count && fields[position].key == name { return fields[position].value }
        guard let found = fields.firstIndex(where: { $0.key == name }) else { return nil }
        position = found
        return fields[found].value
    }

    /// Features are equal when their geometries and fields (names, values, order) are.
    public static func == (lhs: Feature, rhs: Feature) -> Bool {
        lhs.geometry == rhs.geometry && lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(geometry)
        hasher.combine(fields.count)
        for field in fields {
            hasher.combine(field.key)
            hasher.combine(field.value)
        }
    }
}
