// MARK: - Spellings

extension BasemapStyle {
    /// Every accepted spelling of every style (lowercased: alias, case name, display name and
    /// display name in kebab case), each once, with a `NameIndex` over them: a look-up hashes
    /// the name once and compares one or two spellings.
    struct Spellings: Sendable {
        /// The spellings and their styles, in catalog order.
        private(set) var entries: [(spelling: String, style: BasemapStyle)] = []
        private var index = NameIndex()

        /// The spellings of every style of `catalog`.
        init(_ catalog: [Entry]) {
            entries.reserveCapacity(catalog.count * 4)
            index.reserveCapacity(catalog.count * 4)
            for (rawValue, entry) in catalog.enumerated() {
                guard let style = BasemapStyle(rawValue: rawValue) else { continue }
                let kebab = String(entry.displayName.lowercased().map { $0 == " " ? "-" : $0 })
                for spelling in [entry.alias, entry.caseName.lowercased(), entry.displayName.lowercased(), kebab] {
                    add(spelling, for: style)
                }
            }
        }

        /// The style spelt exactly `name` (by `String ==`), or nil.
        func style(spelt name: String) -> BasemapStyle? {
            index.find(hash: NameHash.of(name)) { entries[$0].spelling == name }.map { entries[$0].style }
        }

        /// Adds `spelling` for `style`; a spelling already there keeps its first style (the
        /// catalog tests make sure that no spelling names two styles).
        private mutating func add(_ spelling: String, for style: BasemapStyle) {
            let existing = index.findOrInsert(hash: NameHash.of(spelling), index: entries.count) {
                entries[$0].spelling == spelling
            }
            if existing == nil { entries.append((spelling, style)) }
        }
    }

    /// The spellings of the whole catalog; built once.
    static let spellings = Spellings(catalog)
}
