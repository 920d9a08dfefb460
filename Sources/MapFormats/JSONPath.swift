/// Where a value sits inside a JSON document: the keys and indices leading to it from the top.
///
/// Paths print the way a reader would write them in JavaScript: `basemaps[2].title`. A key that
/// is not a plain identifier is quoted, `meta["two words"]`, and the top level is the empty path.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step of a path: a key of an object or an index into an array.
    public enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// The member of an object with this key.
        case key(String)
        /// The element of an array at this 0-based index.
        case index(Int)

        /// A key, written as a string literal.
        public init(stringLiteral value: String) { self = .key(value) }

        /// An index, written as an integer literal.
        public init(integerLiteral value: Int) { self = .index(value) }
    }

    /// The steps from the top-level value, outermost first.
    public var components: [Component]

    /// The path made of these steps; the empty list is the top level.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// A path written as a literal: `["basemaps", 2, "title"]`.
    public init(arrayLiteral elements: Component...) {
        self.components = elements
    }

    /// The top level of the document.
    public static var root: JSONPath { JSONPath() }

    /// Whether this is the top level.
    public var isRoot: Bool { components.isEmpty }

    /// This path followed by the member `key`.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path followed by the element at `index`.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The path as a reader writes it: `basemaps[2].title`; empty for the top level.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONPath.isIdentifier(key):
                if !text.isEmpty { text += "." }
                text += key
            case .key(let key):
                text += "["
                text += JSONWriter.quoted(key)
                text += "]"
            }
        }
        return text
    }

    /// Whether `key` can be written after a dot: ASCII letters, digits, `_` and `$`, not
    /// starting with a digit.
    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "$"): true
            default: false
            }
        }
    }
}
