import Testing
@testable import MapCore

// MARK: - Catalog

@Test func catalogHas78StylesIn3Families() {
    #expect(BasemapStyle.allCases.count == 78)
    #expect(BasemapStyle.catalog.count == 78)
    #expect(BasemapStyle.allCases.filter { $0.family == .arcGIS }.count == 43)
    #expect(BasemapStyle.allCases.filter { $0.family == .osm }.count == 17)
    #expect(BasemapStyle.allCases.filter { $0.family == .open }.count == 18)
}

@Test func namesAreUniqueAcrossTheCatalog() {
    let styles = BasemapStyle.allCases
    #expect(Set(styles.map(\.alias)).count == 78)
    #expect(Set(styles.map { $0.displayName.lowercased() }).count == 78)
    #expect(Set(styles.map { $0.caseName.lowercased() }).count == 78)
    // No spelling of one style is a spelling of another.
    var owner: [String: BasemapStyle] = [:]
    for style in styles {
        for name in [style.alias, style.displayName.lowercased(), style.caseName.lowercased()] {
            #expect(owner[name, default: style] == style, "\(name) names two styles")
            owner[name] = style
        }
    }
}

@Test(arguments: BasemapStyle.allCases)
func entryMatchesItsCase(style: BasemapStyle) throws {
    #expect(style.caseName == String(describing: style))
    #expect(style.spatialReference == .webMercator)
    #expect(style.isDeprecated == (style.family == .osm))
    #expect(!style.summary.isEmpty && style.summary.first!.isUppercase)
    #expect(try BasemapStyle.named(style.alias) == style)
    #expect(try BasemapStyle.named(style.displayName) == style)
    #expect(try BasemapStyle.named(style.caseName) == style)
    #expect(try BasemapStyle.named(style.caseName.uppercased()) == style)
    let prefix: String
    switch style.family {
    case .arcGIS: prefix = "ArcGIS "
    case .osm: prefix = "OSM "
    case .open: prefix = "Open "
    }
    #expect(style.displayName.hasPrefix(prefix))
}

@Test(arguments: [
    (BasemapStyle.arcGISImagery, "arcGISImagery", "ArcGIS Imagery", "imagery"),
    (.arcGISImageryStandard, "arcGISImageryStandard", "ArcGIS Imagery Standard", "imagery-standard"),
    (.arcGISLightGray, "arcGISLightGray", "ArcGIS Light Gray", "light-gray"),
    (.arcGISDarkGray, "arcGISDarkGray", "ArcGIS Dark Gray", "dark-gray"),
    (.arcGISStreetsNight, "arcGISStreetsNight", "ArcGIS Streets Night", "streets-night"),
    (.arcGISHumanGeographyDarkLabels, "arcGISHumanGeographyDarkLabels", "ArcGIS Human Geography Dark Labels",
     "human-geography-dark-labels"),
    (.arcGISOutdoor, "arcGISOutdoor", "ArcGIS Outdoor", "outdoor"),
    (.osmStandard, "osmStandard", "OSM Standard", "osm-standard"),
    (.osmStandardRelief, "osmStandardRelief", "OSM Standard Relief", "osm-standard-relief"),
    (.osmStreets, "osmStreets", "OSM Streets", "osm-streets"),
    (.osmNavigationDark, "osmNavigationDark", "OSM Navigation Dark", "osm-navigation-dark"),
    (.openOSMStyle, "openOSMStyle", "Open OSM Style", "open-osm-style"),
    (.openOSMStyleRelief, "openOSMStyleRelief", "Open OSM Style Relief", "open-osm-style-relief"),
    (.openBlueprint, "openBlueprint", "Open Blueprint", "open-blueprint"),
])
func knownNames(style: BasemapStyle, caseName: String, displayName: String, alias: String) {
    #expect(style.caseName == caseName)
    #expect(style.displayName == displayName)
    #expect(style.alias == alias)
}

@Test(arguments: [
    (BasemapStyle.arcGISImagery, "Satellite and aerial imagery of the world, with reference labels"),
    (.arcGISLightGrayLabels, "A light gray canvas that lets thematic data stand out (labels only, to lay over other layers)"),
    (.arcGISTerrainDetail, "Shaded relief and land cover with few labels (detail layer only: roads and boundaries)"),
    (.osmStandard, "The standard OpenStreetMap map, from OpenStreetMap data (deprecated: prefer the Open styles)"),
    (.openOSMStyleReliefBase,
     "The classic OpenStreetMap style over shaded relief (base layer, without labels), from OpenStreetMap and other open data"),
])
func summaries(style: BasemapStyle, summary: String) {
    #expect(style.summary == summary)
}

@Test func everyThemeHasItsOwnSummary() {
    // No summary falls back to the display name.
    for style in BasemapStyle.allCases {
        #expect(!style.summary.hasPrefix(style.displayName), "\(style.caseName) has no theme")
    }
}

// MARK: - Look-up

@Test(arguments: [
    ("imagery", BasemapStyle.arcGISImagery), ("IMAGERY", .arcGISImagery), ("Imagery", .arcGISImagery),
    ("arcgis imagery", .arcGISImagery), ("ArcGIS Light Gray", .arcGISLightGray), ("arcgislightgray", .arcGISLightGray),
    ("arcgis-light-gray", .arcGISLightGray), ("osm-standard", .osmStandard), ("OSM Standard", .osmStandard),
    ("open-osm-style", .openOSMStyle), ("openosmstyle", .openOSMStyle), ("Open OSM Style Relief Base", .openOSMStyleReliefBase),
    ("topographic", .arcGISTopographic),
])
func looksUpAnySpelling(name: String, style: BasemapStyle) throws {
    #expect(try BasemapStyle.named(name) == style)
    #expect(BasemapStyle.lookup(name) == style)
}

@Test(arguments: [
    ("imagry", ["imagery"], "unknown basemap 'imagry'; did you mean 'imagery'?"),
    ("dark-grey", ["dark-gray"], "unknown basemap 'dark-grey'; did you mean 'dark-gray'?"),
    ("streets-nite", ["streets-night"], "unknown basemap 'streets-nite'; did you mean 'streets-night'?"),
    ("ArcGIS Imagry Standard", ["ArcGIS Imagery Standard"],
     "unknown basemap 'ArcGIS Imagry Standard'; did you mean 'ArcGIS Imagery Standard'?"),
    ("osm-standrd", ["osm-standard"], "unknown basemap 'osm-standrd'; did you mean 'osm-standard'?"),
    ("quux", [], "unknown basemap 'quux'"),
])
func unknownNamesSuggestTheClosest(name: String, suggestions: [String], text: String) {
    let error = mapError { try BasemapStyle.named(name) }
    #expect(error == .unknownBasemap(name, suggestions: suggestions))
    #expect(error?.messageWithSuggestions == text)
    #expect(BasemapStyle.lookup(name) == nil)
}

/// The spelling table holds exactly the four spellings of every style, each once, and finds
/// each one (and nothing that is only close).
@Test func spellingTableHoldsEverySpellingOnce() {
    var expected: [String: BasemapStyle] = [:]
    for style in BasemapStyle.allCases {
        let kebab = String(style.displayName.lowercased().map { $0 == " " ? "-" : $0 })
        for spelling in [style.alias, style.caseName.lowercased(), style.displayName.lowercased(), kebab] {
            expected[spelling] = style
        }
    }
    let table = BasemapStyle.spellings
    #expect(table.count == expected.count)
    #expect(Dictionary(table.map { ($0.text, $0.style) }, uniquingKeysWith: { first, _ in first }) == expected)
    for (spelling, style) in expected {
        #expect(table.index(ofKey: spelling).map { table[$0].style } == style, "\(spelling)")
    }
    for near in ["dark-gray ", "dark\u{2010}gray", "Dark-Gray", "", "dark-gra", "dark-grayy"] {
        #expect(table.index(ofKey: near) == nil, "\(near)")
    }
    #expect(BasemapStyle.lookup("Dark-Gray") == .arcGISDarkGray)  // lowercased on the second try
}

/// Issue 36, 3.3: an everyday name is never a spelling of a style (it would then be taken as
/// that style, not answered with a "did you mean"), and every style it suggests is real.
@Test func everydayNamesAreSuggestionsNotSpellings() {
    #expect(BasemapStyle.everydayNames.count >= 10)
    for (name, styles) in BasemapStyle.everydayNames {
        #expect(BasemapStyle.lookup(name) == nil, "\(name)")
        #expect(!styles.isEmpty && BasemapStyle.suggestions(for: name) == styles.map(\.alias), "\(name)")
    }
    #expect(BasemapStyle.suggestions(for: " Aerial ") == ["imagery", "imagery-standard"])
}
