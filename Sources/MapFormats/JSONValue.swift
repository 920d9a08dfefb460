/// A JSON value (RFC 8259), as the parser reads it and the writer writes it.
///
/// Objects keep their members in order, as a list of key/value pairs, so a document written
/// back out keeps the order it was read or built in, and output is deterministic. Two objects
/// are equal when they have the same members in the same order. Numbers are `Double`s, as in
/// JavaScript, except whole numbers beyond ±2^53, where a `Double` no longer holds every integer:
/// those are `integer`s, kept exact (a 64-bit id, 9007199254740993, reads and writes back as
/// itself). Values can be written as literals:
///
/// ```swift
/// let item: JSONValue = ["title": "Streets", "style": "streets", "wkid": 3857, "tags": []]
/// ```
public enum JSONValue: Sendable, Hashable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A whole number beyond ±2^53 (9,007,199,254,740,992), exact: the parser makes one for an
    /// integer literal there that 64 bits hold, the GDAL reader for a 64-bit integer field.
    /// Nearer zero a whole number is a `number` (`JSONValue.integer(_:)` chooses). It equals a
    /// `number` of the same value.
    case integer(Int)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object: its members in order. The parser never produces duplicate keys.
    case object([(key: String, value: JSONValue)])

    // MARK: - Accessors

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// The number, when this is a number (an `integer` rounded to the nearest `Double`).
    public var doubleValue: Double? {
        switch self {
        case .number(let number): number
        case .integer(let integer): Double(integer)
        default: nil
        }
    }

    /// The largest magnitude up to which a `Double` holds every whole number: 2^53.
    public static let exactDoubleLimit = 9_007_199_254_740_992

    /// A whole number as a JSON value: a `number` up to ±2^53, else an exact `integer`.
    public static func integer(exactly value: Int) -> JSONValue {
        value.magnitude <= UInt(exactDoubleLimit) ? .number(Double(value)) : .integer(value)
    }

    /// The number as an `Int`, when this is a number with an exact integer value.
    public var intValue: Int? {
        if case .integer(let integer) = self { return integer }
        // Checked by hand: `Int(exactly:)` would pull in libm for a plain comparison.
        guard case .number(let number) = self, number >= -0x1p63, number < 0x1p63 else { return nil }
        let integer = Int(number)
        return Double(integer) == number ? integer : nil
    }

    /// The Boolean, when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { bool } else { nil }
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The members in order, when this is an object.
    public var objectValue: [(key: String, value: JSONValue)]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// The kind of value, with an article, for messages: `null`, `a boolean`, `a number`,
    /// `a string`, `an array` or `an object`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number, .integer: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of the member `key`, when this is an object that has one (the last such
    /// member if a built object repeats the key); `nil` otherwise.
    ///
    /// Setting a value on an object replaces the member's value in place, or appends a new
    /// member; setting `nil` removes every member with that key. Setting on a value that is
    /// not an object is a programming error.
    public subscript(key: String) -> JSONValue? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.last { $0.key == key }?.value
        }
        set {
            guard case .object(var members) = self else {
                preconditionFailure("cannot set key '\(key)' on \(kindDescription)")
            }
            self = .null  // Let `members` be uniquely referenced while it changes.
            if let newValue {
                if let index = members.lastIndex(where: { $0.key == key }) {
                    members[index].value = newValue
                } else {
                    members.append((key, newValue))
                }
            } else {
                members.removeAll { $0.key == key }
            }
            self = .object(members)
        }
    }

    /// The element at `index`, when this is an array and the index is in range; `nil`
    /// otherwise.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The value at `path`, when every step of it exists; the value itself for the empty path.
    public subscript(path: JSONPath) -> JSONValue? {
        var value = self
        for component in path.components {
            switch component {
            case .key(let key):
                guard let member = value[key] else { return nil }
                value = member
            case .index(let index):
                guard let element = value[index] else { return nil }
                value = element
            }
        }
        return value
    }

    // MARK: - Equality and description

    /// Values are equal when they are the same kind with equal contents; objects compare
    /// member by member, in order; numbers compare as `Double`s (so `0 == -0`), and an `integer`
    /// equals a `number` only when the `Double` is exactly that whole number.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.number(let a), .number(let b)):
            return a == b
        case (.integer(let a), .integer(let b)):
            return a == b
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)):
            return Self.exactDouble(a) == b
        case (.string(let a), .string(let b)):
            return a == b
        case (.array(let a), .array(let b)):
            return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.null, _), (.bool, _), (.number, _), (.integer, _), (.string, _), (.array, _), (.object, _):
            return false
        }
    }

    /// Hashes what `==` compares: the kind and the contents, objects member by member in order.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .integer(let value):
            // As the `number` it equals, when there is one.
            if let double = Self.exactDouble(value) { hasher.combine(double) } else { hasher.combine(value) }
        case .string(let value): hasher.combine(value)
        case .array(let elements): hasher.combine(elements)
        case .object(let members):
            hasher.combine(members.count)
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// `value` as a `Double` when one holds it exactly, else nil.
    private static func exactDouble(_ value: Int) -> Double? {
        let double = Double(value)
        // (2^63 itself is past `Int`: a value rounded up to it is not exact.)
        return double < 0x1p63 && Int(double) == value ? double : nil
    }

    /// The value as compact JSON; a non-finite number shows as `null`.
    public var description: String {
        JSONWriter(style: .compact, nonFiniteNumbers: .writeNull).string(lenient: self)
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// An integer number (exact beyond ±2^53: `integer(exactly:)`).
    public init(integerLiteral value: Int) { self = .integer(exactly: value) }

    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }

    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }

    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// An object, its members in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
