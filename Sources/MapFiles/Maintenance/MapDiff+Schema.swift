import MapFormats

extension MapDiff {
    /// Which arrays of a file are lists of items matched by identity rather than by position.
    struct Schema {
        /// A list of items: how to match them and name them.
        struct List {
            /// The keys tried in order to pair items (see `MapDiff.match`).
            var keys: [(JSONValue) -> String?]
            /// What an item is called.
            var noun: String
            /// The member holding an item's title or name.
            var titleKey: String

            /// The label of `item`.
            func label(_ item: JSONValue) -> ItemLabel {
                ItemLabel(noun: noun, title: item[titleKey]?.stringValue, id: List.id(item))
            }

            /// A layer's `id` as text (a number's shortest form), when it has one.
            static func id(_ item: JSONValue) -> String? {
                switch item["id"] {
                case .string(let text)?: text
                case .number?: item["id"]?.description
                default: nil
                }
            }

            /// Layers: by `id`, then by `url` (or `source`) and `title`.
            static func layers(_ noun: String) -> List {
                List(keys: [id, { item in
                    let url = item["url"]?.stringValue ?? item["source"]?.stringValue ?? item["styleUrl"]?.stringValue
                    let title = item["title"]?.stringValue
                    guard url != nil || title != nil else { return nil }
                    return (url ?? "") + "\u{0}" + (title ?? "")
                }], noun: noun, titleKey: "title")
            }

            /// Items named by `name` (bookmarks, gallery items).
            static func named(_ noun: String) -> List {
                List(keys: [{ $0["name"]?.stringValue }], noun: noun, titleKey: "name")
            }
        }

        /// The kind of file.
        let kind: MapDocument.Kind
        /// Where the web map or session is (`itemData` in item JSON).
        var root: JSONPath = .root

        /// The list at `path`, or nil for an array compared by position.
        func list(at path: JSONPath) -> List? {
            guard path.components.starts(with: root.components) else { return nil }
            let keys = Array(path.components.dropFirst(root.components.count))
            switch kind {
            case .webMap:
                if keys == ["operationalLayers"] { return .layers("layer") }
                if keys == ["tables"] { return .layers("table") }
                if keys == ["baseMap", "baseMapLayers"] { return .layers("basemap layer") }
                if keys == ["bookmarks"] { return .named("bookmark") }
                // A group layer's layers, at any depth.
                if keys.count >= 3, case .key("layers") = keys[keys.count - 1], case .index = keys[keys.count - 2],
                   case .key(let parent) = keys[keys.count - 3], parent == "layers" || parent == "operationalLayers" {
                    return .layers("layer")
                }
                return nil
            case .session:
                if keys == ["layers"] { return .layers("layer") }
                if keys == ["bookmarks"] { return .named("bookmark") }
                if keys == ["gallery", "items"] { return .named("gallery item") }
                return nil
            }
        }
    }
}
