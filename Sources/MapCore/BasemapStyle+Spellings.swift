// MARK: - Spellings

extension BasemapStyle {
    /// Every accepted spelling of every style, lowercased (alias, case name, display name and
    /// display name in kebab case), to its style; built once, on first use. A spelling shared
    /// by two styles would keep the first (the catalog tests make sure that none is).
    static let spellings: [String: BasemapStyle] = {
        var table: [String: BasemapStyle] = [:]
        table.reserveCapacity(catalog.count * 4)
        for (rawValue, entry) in catalog.enumerated() {
            guard let style = BasemapStyle(rawValue: rawValue) else { continue }
            let kebab = String(entry.displayName.lowercased().map { $0 == " " ? "-" : $0 })
            for spelling in [entry.alias, entry.caseName.lowercased(), entry.displayName.lowercased(), kebab]
            where table[spelling] == nil {
                table[spelling] = style
            }
        }
        return table
    }()
}
