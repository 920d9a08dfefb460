// MARK: - Spellings

extension BasemapStyle {
    /// A spelling of a style, found by its text (`KeyedElement`).
    struct Spelling: KeyedElement {
        /// The spelling, lowercased.
        let text: String
        /// The style it names.
        let style: BasemapStyle
        /// The text, the key it is found by.
        var key: String? { text }
    }

    /// Every accepted spelling of every style, lowercased (alias, case name, display name and
    /// display name in kebab case), found by its text; built once, on first use. A spelling
    /// shared by two styles would keep the first (the catalog tests make sure that none is).
    /// A `KeyedList`, whose `NameHash` finds a name in about a quarter of the instructions of a
    /// `Dictionary`'s seeded hash: `basemap use` looks its name up here each time.
    static let spellings: KeyedList<Spelling> = {
        var table = KeyedList<Spelling>()
        table.reserveCapacity(catalog.count * 4)
        for (rawValue, entry) in catalog.enumerated() {
            guard let style = BasemapStyle(rawValue: rawValue) else { continue }
            let kebab = String(entry.displayName.lowercased().map { $0 == " " ? "-" : $0 })
            for spelling in [entry.alias, entry.caseName.lowercased(), entry.displayName.lowercased(), kebab] {
                table.append(Spelling(text: spelling, style: style))
            }
        }
        return table
    }()

    /// Names people type for a style that are none of its spellings (`osm`, `satellite`,
    /// `topo`, `grey`), lowercased, to the styles they most likely mean, best first: the
    /// "did you mean" of an unknown name, never accepted as the style itself (`osm` could be
    /// any of 17 styles, `gray` light or dark).
    static let everydayNames: [String: [BasemapStyle]] = [
        "osm": [.openOSMStyle, .osmStandard], "openstreetmap": [.openOSMStyle, .osmStandard],
        "open-street-map": [.openOSMStyle, .osmStandard], "satellite": [.arcGISImagery, .arcGISImageryStandard],
        "aerial": [.arcGISImagery, .arcGISImageryStandard], "photo": [.arcGISImagery, .arcGISImageryStandard],
        "hybrid": [.arcGISImagery, .openHybrid], "topo": [.arcGISTopographic, .arcGISTopographicBase],
        "topography": [.arcGISTopographic, .arcGISTopographicBase], "gray": [.arcGISLightGray, .arcGISDarkGray],
        "grey": [.arcGISLightGray, .arcGISDarkGray], "light": [.arcGISLightGray, .arcGISLightGrayBase],
        "dark": [.arcGISDarkGray, .arcGISDarkGrayBase], "canvas": [.arcGISLightGray, .arcGISDarkGray],
        "street": [.arcGISStreets, .arcGISStreetsRelief], "road": [.arcGISStreets, .arcGISNavigation],
        "roads": [.arcGISStreets, .arcGISNavigation], "night": [.arcGISStreetsNight, .arcGISNavigationNight],
        "ocean": [.arcGISOceans, .arcGISOceansBase], "relief": [.arcGISStreetsRelief, .arcGISTerrain],
        "hillshade": [.arcGISHillshadeLight, .arcGISHillshadeDark], "shaded-relief": [.arcGISHillshadeLight, .arcGISTerrain],
        "blueprint": [.openBlueprint, .osmBlueprint],
    ]
}
