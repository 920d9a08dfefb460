// MARK: - Catalog

extension BasemapStyle {
    /// One style's names and family, in the catalog below.
    struct Entry: Sendable {
        let caseName: String
        let displayName: String
        let alias: String
        let family: Family

        init(_ caseName: String, _ displayName: String, _ alias: String, _ family: Family) {
            self.caseName = caseName
            self.displayName = displayName
            self.alias = alias
            self.family = family
        }

        /// The style's one-line description, worked out when asked for (not for all 78
        /// styles at start-up).
        var summary: String { Self.summary(displayName: displayName, family: family) }
    }

    /// Every style's names, indexed by raw value (the order of the cases). Names from the
    /// ArcGIS Maps SDK for Swift `Basemap.Style` reference; aliases follow the basemap styles
    /// service's style paths (`arcgis/light-gray` becomes `light-gray`).
    static let catalog: [Entry] = [
        Entry("arcGISImagery", "ArcGIS Imagery", "imagery", .arcGIS),
        Entry("arcGISImageryStandard", "ArcGIS Imagery Standard", "imagery-standard", .arcGIS),
        Entry("arcGISImageryLabels", "ArcGIS Imagery Labels", "imagery-labels", .arcGIS),
        Entry("arcGISLightGray", "ArcGIS Light Gray", "light-gray", .arcGIS),
        Entry("arcGISLightGrayBase", "ArcGIS Light Gray Base", "light-gray-base", .arcGIS),
        Entry("arcGISLightGrayLabels", "ArcGIS Light Gray Labels", "light-gray-labels", .arcGIS),
        Entry("arcGISDarkGray", "ArcGIS Dark Gray", "dark-gray", .arcGIS),
        Entry("arcGISDarkGrayBase", "ArcGIS Dark Gray Base", "dark-gray-base", .arcGIS),
        Entry("arcGISDarkGrayLabels", "ArcGIS Dark Gray Labels", "dark-gray-labels", .arcGIS),
        Entry("arcGISNavigation", "ArcGIS Navigation", "navigation", .arcGIS),
        Entry("arcGISNavigationNight", "ArcGIS Navigation Night", "navigation-night", .arcGIS),
        Entry("arcGISStreets", "ArcGIS Streets", "streets", .arcGIS),
        Entry("arcGISStreetsNight", "ArcGIS Streets Night", "streets-night", .arcGIS),
        Entry("arcGISStreetsRelief", "ArcGIS Streets Relief", "streets-relief", .arcGIS),
        Entry("arcGISStreetsReliefBase", "ArcGIS Streets Relief Base", "streets-relief-base", .arcGIS),
        Entry("arcGISTopographic", "ArcGIS Topographic", "topographic", .arcGIS),
        Entry("arcGISTopographicBase", "ArcGIS Topographic Base", "topographic-base", .arcGIS),
        Entry("arcGISOceans", "ArcGIS Oceans", "oceans", .arcGIS),
        Entry("arcGISOceansBase", "ArcGIS Oceans Base", "oceans-base", .arcGIS),
        Entry("arcGISOceansLabels", "ArcGIS Oceans Labels", "oceans-labels", .arcGIS),
        Entry("arcGISTerrain", "ArcGIS Terrain", "terrain", .arcGIS),
        Entry("arcGISTerrainBase", "ArcGIS Terrain Base", "terrain-base", .arcGIS),
        Entry("arcGISTerrainDetail", "ArcGIS Terrain Detail", "terrain-detail", .arcGIS),
        Entry("arcGISCommunity", "ArcGIS Community", "community", .arcGIS),
        Entry("arcGISChartedTerritory", "ArcGIS Charted Territory", "charted-territory", .arcGIS),
        Entry("arcGISChartedTerritoryBase", "ArcGIS Charted Territory Base", "charted-territory-base", .arcGIS),
        Entry("arcGISColoredPencil", "ArcGIS Colored Pencil", "colored-pencil", .arcGIS),
        Entry("arcGISNova", "ArcGIS Nova", "nova", .arcGIS),
        Entry("arcGISModernAntique", "ArcGIS Modern Antique", "modern-antique", .arcGIS),
        Entry("arcGISModernAntiqueBase", "ArcGIS Modern Antique Base", "modern-antique-base", .arcGIS),
        Entry("arcGISMidcentury", "ArcGIS Midcentury", "midcentury", .arcGIS),
        Entry("arcGISNewspaper", "ArcGIS Newspaper", "newspaper", .arcGIS),
        Entry("arcGISHillshadeLight", "ArcGIS Hillshade Light", "hillshade-light", .arcGIS),
        Entry("arcGISHillshadeDark", "ArcGIS Hillshade Dark", "hillshade-dark", .arcGIS),
        Entry("arcGISHumanGeography", "ArcGIS Human Geography", "human-geography", .arcGIS),
        Entry("arcGISHumanGeographyBase", "ArcGIS Human Geography Base", "human-geography-base", .arcGIS),
        Entry("arcGISHumanGeographyDetail", "ArcGIS Human Geography Detail", "human-geography-detail", .arcGIS),
        Entry("arcGISHumanGeographyLabels", "ArcGIS Human Geography Labels", "human-geography-labels", .arcGIS),
        Entry("arcGISHumanGeographyDark", "ArcGIS Human Geography Dark", "human-geography-dark", .arcGIS),
        Entry("arcGISHumanGeographyDarkBase", "ArcGIS Human Geography Dark Base", "human-geography-dark-base", .arcGIS),
        Entry("arcGISHumanGeographyDarkDetail", "ArcGIS Human Geography Dark Detail", "human-geography-dark-detail", .arcGIS),
        Entry("arcGISHumanGeographyDarkLabels", "ArcGIS Human Geography Dark Labels", "human-geography-dark-labels", .arcGIS),
        Entry("arcGISOutdoor", "ArcGIS Outdoor", "outdoor", .arcGIS),
        Entry("osmStandard", "OSM Standard", "osm-standard", .osm),
        Entry("osmStandardRelief", "OSM Standard Relief", "osm-standard-relief", .osm),
        Entry("osmStandardReliefBase", "OSM Standard Relief Base", "osm-standard-relief-base", .osm),
        Entry("osmStreets", "OSM Streets", "osm-streets", .osm),
        Entry("osmStreetsRelief", "OSM Streets Relief", "osm-streets-relief", .osm),
        Entry("osmStreetsReliefBase", "OSM Streets Relief Base", "osm-streets-relief-base", .osm),
        Entry("osmLightGray", "OSM Light Gray", "osm-light-gray", .osm),
        Entry("osmLightGrayBase", "OSM Light Gray Base", "osm-light-gray-base", .osm),
        Entry("osmLightGrayLabels", "OSM Light Gray Labels", "osm-light-gray-labels", .osm),
        Entry("osmDarkGray", "OSM Dark Gray", "osm-dark-gray", .osm),
        Entry("osmDarkGrayBase", "OSM Dark Gray Base", "osm-dark-gray-base", .osm),
        Entry("osmDarkGrayLabels", "OSM Dark Gray Labels", "osm-dark-gray-labels", .osm),
        Entry("osmBlueprint", "OSM Blueprint", "osm-blueprint", .osm),
        Entry("osmHybrid", "OSM Hybrid", "osm-hybrid", .osm),
        Entry("osmHybridDetail", "OSM Hybrid Detail", "osm-hybrid-detail", .osm),
        Entry("osmNavigation", "OSM Navigation", "osm-navigation", .osm),
        Entry("osmNavigationDark", "OSM Navigation Dark", "osm-navigation-dark", .osm),
        Entry("openBlueprint", "Open Blueprint", "open-blueprint", .open),
        Entry("openDarkGray", "Open Dark Gray", "open-dark-gray", .open),
        Entry("openDarkGrayBase", "Open Dark Gray Base", "open-dark-gray-base", .open),
        Entry("openDarkGrayLabels", "Open Dark Gray Labels", "open-dark-gray-labels", .open),
        Entry("openHybrid", "Open Hybrid", "open-hybrid", .open),
        Entry("openHybridDetail", "Open Hybrid Detail", "open-hybrid-detail", .open),
        Entry("openLightGray", "Open Light Gray", "open-light-gray", .open),
        Entry("openLightGrayBase", "Open Light Gray Base", "open-light-gray-base", .open),
        Entry("openLightGrayLabels", "Open Light Gray Labels", "open-light-gray-labels", .open),
        Entry("openNavigation", "Open Navigation", "open-navigation", .open),
        Entry("openNavigationDark", "Open Navigation Dark", "open-navigation-dark", .open),
        Entry("openOSMStyle", "Open OSM Style", "open-osm-style", .open),
        Entry("openOSMStyleRelief", "Open OSM Style Relief", "open-osm-style-relief", .open),
        Entry("openOSMStyleReliefBase", "Open OSM Style Relief Base", "open-osm-style-relief-base", .open),
        Entry("openStreets", "Open Streets", "open-streets", .open),
        Entry("openStreetsNight", "Open Streets Night", "open-streets-night", .open),
        Entry("openStreetsRelief", "Open Streets Relief", "open-streets-relief", .open),
        Entry("openStreetsReliefBase", "Open Streets Relief Base", "open-streets-relief-base", .open),    ]
}

// MARK: - Summaries

extension BasemapStyle.Entry {
    /// What each theme shows, by display name without family prefix and layer suffix.
    private static let themes: [String: String] = [
        // As the SDK's BasemapStyle documents them: Imagery is the imagery with labels as its
        // reference layer (as `export webmap` writes it); Imagery Standard the imagery alone.
        "Imagery": "satellite and aerial imagery of the world, with reference labels",
        "Imagery Standard": "satellite and aerial imagery of the world, without labels",
        "Light Gray": "a light gray canvas that lets thematic data stand out",
        "Dark Gray": "a dark gray canvas that lets thematic data stand out",
        "Navigation": "a street map styled for navigation by day",
        "Navigation Night": "a street map styled for navigation at night",
        "Navigation Dark": "a street map styled for navigation in a dark palette",
        "Streets": "a detailed street map",
        "Streets Night": "a street map in a dark, night-time palette",
        "Streets Relief": "a street map over shaded relief",
        "Topographic": "a topographic map of elevation, water, roads and landmarks",
        "Oceans": "ocean floor relief with marine names",
        "Terrain": "shaded relief and land cover with few labels",
        "Community": "a muted map for local government and community maps",
        "Charted Territory": "a map in the style of an old nautical chart",
        "Colored Pencil": "a map drawn as if with coloured pencils",
        "Nova": "a dark map with glowing, luminous features",
        "Modern Antique": "an antique-looking map with a modern finish",
        "Midcentury": "a map in a mid-twentieth-century print style",
        "Newspaper": "a black and white map in newspaper print style",
        "Hillshade Light": "light shaded relief of the terrain",
        "Hillshade Dark": "dark shaded relief of the terrain",
        "Human Geography": "a light canvas for human geography and demographics",
        "Human Geography Dark": "a dark canvas for human geography and demographics",
        "Outdoor": "a map for outdoor recreation: trails, parks and terrain",
        "Standard": "the standard OpenStreetMap map",
        "Standard Relief": "the standard OpenStreetMap map over shaded relief",
        "Blueprint": "a map drawn as a blueprint",
        "Hybrid": "roads and labels to lay over imagery",
        "OSM Style": "the classic OpenStreetMap style",
        "OSM Style Relief": "the classic OpenStreetMap style over shaded relief",
    ]

    /// What a layer suffix adds to the theme's description.
    private static let layers: [String: String] = [
        "Base": " (base layer, without labels)",
        "Labels": " (labels only, to lay over other layers)",
        "Detail": " (detail layer only: roads and boundaries)",
    ]

    /// `Satellite and aerial imagery of the world`, `... (labels only, ...)`, with the data's
    /// origin for the OSM and Open families.
    static func summary(displayName: String, family: BasemapStyle.Family) -> String {
        var words = displayName.split(separator: " ").dropFirst().map(String.init)
        var layer = ""
        if let last = words.last, let text = layers[last], themes[words.joined(separator: " ")] == nil {
            layer = text
            words.removeLast()
        }
        let theme = themes[words.joined(separator: " ")] ?? displayName
        var text = theme + layer
        switch family {
        case .arcGIS: break
        case .osm: text += ", from OpenStreetMap data (deprecated: prefer the Open styles)"
        case .open: text += ", from OpenStreetMap and other open data"
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
