import MapFormats

extension MapDiff {
    /// The longest value the text report shows whole; a longer one is cut with `...` (the JSON
    /// report has it whole).
    public static let textValueLimit = 120

    /// The diff as text, one line a change (nothing when the files are equal):
    ///
    /// ```text
    /// removed  operationalLayers[1]: layer "Roads" (id roads_2)
    /// added    operationalLayers[3]: layer "Parks" (id parks_1)
    /// moved    operationalLayers[0] -> [2]: layer "Lakes" (id lakes)
    /// changed  operationalLayers[2].opacity: 1 -> 0.5
    /// added    operationalLayers[2].popupInfo.title: "{NAME}"
    /// ```
    ///
    /// A removed item's index is its index in the first file; every other path is in the
    /// second file's indices. Values are compact JSON.
    public var text: String {
        var lines: [String] = []
        for change in changes {
            switch change {
            case .kind(let old, let new):
                lines.append("kind     the first file is a \(old.rawValue), the second a \(new.rawValue): not compared")
            case .itemAdded(let path, let label, _):
                lines.append("added    \(path): \(label.description)")
            case .itemRemoved(let path, let label, _):
                lines.append("removed  \(path): \(label.description)")
            case .itemMoved(let list, let from, let to, let label):
                lines.append("moved    \(list.appending(from)) -> [\(to)]: \(label.description)")
            case .memberAdded(let path, let value):
                lines.append("added    \(path): \(Self.shown(value))")
            case .memberRemoved(let path, let value):
                lines.append("removed  \(path): \(Self.shown(value))")
            case .valueChanged(let path, let old, let new):
                lines.append("changed  \(path): \(Self.shown(old)) -> \(Self.shown(new))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The diff as one JSON object, for tools: `{"old": {"file", "kind"}, "new": {...},
    /// "equal": false, "changes": [...]}`, each change with `change` (`kind`, `added`, `removed`,
    /// `moved`, `changed`), `path`, and its values (`value`, `old`, `new`; an item's `item`,
    /// `title` and `id`; a move's `list`, `from` and `to`).
    public func json(oldFile: String, newFile: String) -> JSONValue {
        .object([
            ("old", .object([("file", .string(oldFile)), ("kind", .string(oldKind.rawValue))])),
            ("new", .object([("file", .string(newFile)), ("kind", .string(newKind.rawValue))])),
            ("equal", .bool(isEqual)),
            ("changes", .array(changes.map(Self.json))),
        ])
    }

    /// One change as JSON.
    static func json(_ change: Change) -> JSONValue {
        switch change {
        case .kind(let old, let new):
            return .object([("change", "kind"), ("old", .string(old.rawValue)), ("new", .string(new.rawValue))])
        case .itemAdded(let path, let label, let value):
            return .object([("change", "added"), ("path", .string(path.description))] + item(label) + [("value", value)])
        case .itemRemoved(let path, let label, let value):
            return .object([("change", "removed"), ("path", .string(path.description))] + item(label) + [("value", value)])
        case .itemMoved(let list, let from, let to, let label):
            return .object([("change", "moved"), ("path", .string(list.appending(to).description)),
                            ("list", .string(list.description)), ("from", .number(Double(from))), ("to", .number(Double(to)))]
                           + item(label))
        case .memberAdded(let path, let value):
            return .object([("change", "added"), ("path", .string(path.description)), ("value", value)])
        case .memberRemoved(let path, let value):
            return .object([("change", "removed"), ("path", .string(path.description)), ("value", value)])
        case .valueChanged(let path, let old, let new):
            return .object([("change", "changed"), ("path", .string(path.description)), ("old", old), ("new", new)])
        }
    }

    /// An item's label as JSON members.
    private static func item(_ label: ItemLabel) -> [(key: String, value: JSONValue)] {
        [("item", .string(label.noun)), ("title", label.title.map(JSONValue.string) ?? .null),
         ("id", label.id.map(JSONValue.string) ?? .null)]
    }

    /// `value` as compact JSON, cut at `textValueLimit` characters.
    static func shown(_ value: JSONValue) -> String {
        let text = value.description
        guard text.count > textValueLimit else { return text }
        return String(text.prefix(textValueLimit)) + "..."
    }
}
