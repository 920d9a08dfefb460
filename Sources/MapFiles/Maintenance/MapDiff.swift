import MapFormats

/// A semantic diff of two web maps or two session files, as a reviewer reads it
/// (`mapscript diff A B`): which layers, tables, basemap layers and bookmarks were added,
/// removed or moved, and every member whose value changed, by JSON path.
///
/// Layers are matched by `id`, then by `url` (a session file's `source`) and `title`;
/// bookmarks and gallery items by `name`. A matched item is compared member by member; an
/// item that changed places among the items both files have is *moved* (the fewest moves that
/// explain the new order: the items off a longest run kept in order). Other arrays compare
/// element by element. Objects compare by key, whatever their members' order. Numbers compare
/// as numbers (`1` equals `1.0`). The changes come in a stable order: document order of the
/// first file, then what only the second has.
public struct MapDiff: Sendable, Hashable {
    /// What an added, removed or moved item is, for the reader.
    public struct ItemLabel: Sendable, Hashable {
        /// `layer`, `table`, `basemap layer`, `bookmark` or `gallery item`.
        public var noun: String
        /// Its title or name, when it has one.
        public var title: String?
        /// Its `id`, when it has one.
        public var id: String?

        /// A label: `noun`, with the item's title and id when it has them.
        public init(noun: String, title: String?, id: String?) {
            self.noun = noun
            self.title = title
            self.id = id
        }

        /// `layer "Parks" (id parks_1)`.
        public var description: String {
            var text = noun
            if let title { text += " " + JSONWriter.quoted(title) }
            if let id { text += " (id \(id))" }
            return text
        }
    }

    /// One difference.
    public enum Change: Sendable, Hashable {
        /// The files are of different kinds; nothing else is compared.
        case kind(old: MapDocument.Kind, new: MapDocument.Kind)
        /// An item only the second file has, at `path` (its index in the second file).
        case itemAdded(path: JSONPath, label: ItemLabel, value: JSONValue)
        /// An item only the first file has, at `path` (its index in the first file).
        case itemRemoved(path: JSONPath, label: ItemLabel, value: JSONValue)
        /// An item of the list at `list` that changed places: from its index in the first file
        /// to its index in the second.
        case itemMoved(list: JSONPath, from: Int, to: Int, label: ItemLabel)
        /// A member or array element only the second file has (paths in the second file's
        /// indices).
        case memberAdded(path: JSONPath, value: JSONValue)
        /// A member or array element only the first file has.
        case memberRemoved(path: JSONPath, value: JSONValue)
        /// A value that differs.
        case valueChanged(path: JSONPath, old: JSONValue, new: JSONValue)
    }

    /// The first file's kind.
    public var oldKind: MapDocument.Kind
    /// The second file's kind.
    public var newKind: MapDocument.Kind
    /// The differences, in a stable order; empty when the files are equal.
    public var changes: [Change]

    /// Whether the files say the same thing.
    public var isEqual: Bool { changes.isEmpty }

    /// The diff from `old` to `new`: the whole files when both are item JSON or neither is,
    /// else the web maps alone.
    public init(old: MapDocument, new: MapDocument) {
        if old.root == new.root {
            self.init(old: old.value, oldKind: old.kind, new: new.value, newKind: new.kind, root: new.root)
        } else {
            self.init(old: old.content, oldKind: old.kind, new: new.content, newKind: new.kind)
        }
    }

    /// The diff from `old` (a file of `oldKind`) to `new`, whose web map or session is at
    /// `root` (`itemData` in item JSON).
    public init(old: JSONValue, oldKind: MapDocument.Kind, new: JSONValue, newKind: MapDocument.Kind, root: JSONPath = .root) {
        self.oldKind = oldKind
        self.newKind = newKind
        guard oldKind == newKind else {
            changes = [.kind(old: oldKind, new: newKind)]
            return
        }
        var walker = Walker(schema: MapDiff.Schema(kind: oldKind, root: root))
        walker.compare(old, new, at: .root)
        changes = walker.changes
    }

    // MARK: - Walking

    /// Collects the changes between two values, recursively.
    struct Walker {
        let schema: Schema
        var changes: [Change] = []

        /// Compares the values at `path` (the second file's path).
        mutating func compare(_ old: JSONValue, _ new: JSONValue, at path: JSONPath) {
            switch (old, new) {
            case (.object(let oldMembers), .object(let newMembers)):
                compareObjects(oldMembers, newMembers, at: path)
            case (.array(let oldElements), .array(let newElements)):
                if let list = schema.list(at: path) {
                    compareItems(oldElements, newElements, of: list, at: path)
                } else {
                    compareArrays(oldElements, newElements, at: path)
                }
            default:
                if old != new { changes.append(.valueChanged(path: path, old: old, new: new)) }
            }
        }

        /// Members by key: those of the first in its order, then those only the second has.
        mutating func compareObjects(_ old: [(key: String, value: JSONValue)], _ new: [(key: String, value: JSONValue)],
                                     at path: JSONPath) {
            for member in old {
                if let match = new.last(where: { $0.key == member.key }) {
                    compare(member.value, match.value, at: path.appending(member.key))
                } else {
                    changes.append(.memberRemoved(path: path.appending(member.key), value: member.value))
                }
            }
            for member in new where !old.contains(where: { $0.key == member.key }) {
                changes.append(.memberAdded(path: path.appending(member.key), value: member.value))
            }
        }

        /// Elements by position: the common part compared, the rest added or removed.
        mutating func compareArrays(_ old: [JSONValue], _ new: [JSONValue], at path: JSONPath) {
            for index in 0..<min(old.count, new.count) {
                compare(old[index], new[index], at: path.appending(index))
            }
            for index in new.count..<max(new.count, old.count) {
                changes.append(.memberRemoved(path: path.appending(index), value: old[index]))
            }
            for index in old.count..<max(old.count, new.count) {
                changes.append(.memberAdded(path: path.appending(index), value: new[index]))
            }
        }

        /// Items matched by identity: removed, added, moved, then the matched ones compared.
        mutating func compareItems(_ old: [JSONValue], _ new: [JSONValue], of list: Schema.List, at path: JSONPath) {
            let pairs = MapDiff.match(old, new, keys: list.keys)
            let matchedOld = Set(pairs.map(\.old))
            let matchedNew = Set(pairs.map(\.new))
            for index in old.indices where !matchedOld.contains(index) {
                changes.append(.itemRemoved(path: path.appending(index), label: list.label(old[index]), value: old[index]))
            }
            for index in new.indices where !matchedNew.contains(index) {
                changes.append(.itemAdded(path: path.appending(index), label: list.label(new[index]), value: new[index]))
            }
            let kept = MapDiff.keptInOrder(pairs)
            for (offset, pair) in pairs.enumerated() where !kept.contains(offset) {
                changes.append(.itemMoved(list: path, from: pair.old, to: pair.new, label: list.label(new[pair.new])))
            }
            for pair in pairs {
                compare(old[pair.old], new[pair.new], at: path.appending(pair.new))
            }
        }
    }
}
