import TextSupport
/// The 78 basemap styles of the ArcGIS basemap styles service, as the ArcGIS Maps SDK for Swift
/// names them (`Basemap.Style`): 43 ArcGIS styles, 17 OSM styles (deprecated) and 18 Open styles.
///
/// Each style has a case name (`arcGISLightGray`), a display name (`ArcGIS Light Gray`) and a
/// kebab-case alias (`light-gray`; ArcGIS styles drop their prefix, the others keep it:
/// `osm-standard`, `open-osm-style`). `BasemapStyle.named(_:)` finds a style by any of them,
/// case-insensitively. Every style is served in Web Mercator.
public enum BasemapStyle: Int, CaseIterable, Hashable, Sendable {
    // MARK: - ArcGIS styles

    /// ArcGIS Imagery.
    case arcGISImagery
    /// ArcGIS Imagery Standard.
    case arcGISImageryStandard
    /// ArcGIS Imagery Labels.
    case arcGISImageryLabels
    /// ArcGIS Light Gray.
    case arcGISLightGray
    /// ArcGIS Light Gray Base.
    case arcGISLightGrayBase
    /// ArcGIS Light Gray Labels.
    case arcGISLightGrayLabels
    /// ArcGIS Dark Gray.
    case arcGISDarkGray
    /// ArcGIS Dark Gray Base.
    case arcGISDarkGrayBase
    /// ArcGIS Dark Gray Labels.
    case arcGISDarkGrayLabels
    /// ArcGIS Navigation.
    case arcGISNavigation
    /// ArcGIS Navigation Night.
    case arcGISNavigationNight
    /// ArcGIS Streets.
    case arcGISStreets
    /// ArcGIS Streets Night.
    case arcGISStreetsNight
    /// ArcGIS Streets Relief.
    case arcGISStreetsRelief
    /// ArcGIS Streets Relief Base.
    case arcGISStreetsReliefBase
    /// ArcGIS Topographic.
    case arcGISTopographic
    /// ArcGIS Topographic Base.
    case arcGISTopographicBase
    /// ArcGIS Oceans.
    case arcGISOceans
    /// ArcGIS Oceans Base.
    case arcGISOceansBase
    /// ArcGIS Oceans Labels.
    case arcGISOceansLabels
    /// ArcGIS Terrain.
    case arcGISTerrain
    /// ArcGIS Terrain Base.
    case arcGISTerrainBase
    /// ArcGIS Terrain Detail.
    case arcGISTerrainDetail
    /// ArcGIS Community.
    case arcGISCommunity
    /// ArcGIS Charted Territory.
    case arcGISChartedTerritory
    /// ArcGIS Charted Territory Base.
    case arcGISChartedTerritoryBase
    /// ArcGIS Colored Pencil.
    case arcGISColoredPencil
    /// ArcGIS Nova.
    case arcGISNova
    /// ArcGIS Modern Antique.
    case arcGISModernAntique
    /// ArcGIS Modern Antique Base.
    case arcGISModernAntiqueBase
    /// ArcGIS Midcentury.
    case arcGISMidcentury
    /// ArcGIS Newspaper.
    case arcGISNewspaper
    /// ArcGIS Hillshade Light.
    case arcGISHillshadeLight
    /// ArcGIS Hillshade Dark.
    case arcGISHillshadeDark
    /// ArcGIS Human Geography.
    case arcGISHumanGeography
    /// ArcGIS Human Geography Base.
    case arcGISHumanGeographyBase
    /// ArcGIS Human Geography Detail.
    case arcGISHumanGeographyDetail
    /// ArcGIS Human Geography Labels.
    case arcGISHumanGeographyLabels
    /// ArcGIS Human Geography Dark.
    case arcGISHumanGeographyDark
    /// ArcGIS Human Geography Dark Base.
    case arcGISHumanGeographyDarkBase
    /// ArcGIS Human Geography Dark Detail.
    case arcGISHumanGeographyDarkDetail
    /// ArcGIS Human Geography Dark Labels.
    case arcGISHumanGeographyDarkLabels
    /// ArcGIS Outdoor.
    case arcGISOutdoor

    // MARK: - OSM styles (deprecated)

    /// OSM Standard.
    case osmStandard
    /// OSM Standard Relief.
    case osmStandardRelief
    /// OSM Standard Relief Base.
    case osmStandardReliefBase
    /// OSM Streets.
    case osmStreets
    /// OSM Streets Relief.
    case osmStreetsRelief
    /// OSM Streets Relief Base.
    case osmStreetsReliefBase
    /// OSM Light Gray.
    case osmLightGray
    /// OSM Light Gray Base.
    case osmLightGrayBase
    /// OSM Light Gray Labels.
    case osmLightGrayLabels
    /// OSM Dark Gray.
    case osmDarkGray
    /// OSM Dark Gray Base.
    case osmDarkGrayBase
    /// OSM Dark Gray Labels.
    case osmDarkGrayLabels
    /// OSM Blueprint.
    case osmBlueprint
    /// OSM Hybrid.
    case osmHybrid
    /// OSM Hybrid Detail.
    case osmHybridDetail
    /// OSM Navigation.
    case osmNavigation
    /// OSM Navigation Dark.
    case osmNavigationDark

    // MARK: - Open styles

    /// Open Blueprint.
    case openBlueprint
    /// Open Dark Gray.
    case openDarkGray
    /// Open Dark Gray Base.
    case openDarkGrayBase
    /// Open Dark Gray Labels.
    case openDarkGrayLabels
    /// Open Hybrid.
    case openHybrid
    /// Open Hybrid Detail.
    case openHybridDetail
    /// Open Light Gray.
    case openLightGray
    /// Open Light Gray Base.
    case openLightGrayBase
    /// Open Light Gray Labels.
    case openLightGrayLabels
    /// Open Navigation.
    case openNavigation
    /// Open Navigation Dark.
    case openNavigationDark
    /// Open OSM Style.
    case openOSMStyle
    /// Open OSM Style Relief.
    case openOSMStyleRelief
    /// Open OSM Style Relief Base.
    case openOSMStyleReliefBase
    /// Open Streets.
    case openStreets
    /// Open Streets Night.
    case openStreetsNight
    /// Open Streets Relief.
    case openStreetsRelief
    /// Open Streets Relief Base.
    case openStreetsReliefBase

    // MARK: - Families

    /// Where a style comes from.
    public enum Family: String, CaseIterable, Hashable, Sendable {
        /// Esri's own ArcGIS styles.
        case arcGIS
        /// OpenStreetMap data in Esri's OSM styles (deprecated in favour of the Open styles).
        case osm
        /// OpenStreetMap and other open data in the Open styles.
        case open
    }

    // MARK: - Properties

    /// The Swift case name: `arcGISImagery`, `osmStandard`, `openOSMStyle`.
    public var caseName: String { Self.catalog[rawValue].caseName }
    /// The display name: `ArcGIS Imagery`, `OSM Standard`, `Open OSM Style`.
    public var displayName: String { Self.catalog[rawValue].displayName }
    /// The kebab-case alias: `imagery`, `osm-standard`, `open-osm-style`.
    public var alias: String { Self.catalog[rawValue].alias }
    /// A short description, for a gallery item that gives none.
    public var summary: String { Self.catalog[rawValue].summary }
    /// The family the style belongs to.
    public var family: Family { Self.catalog[rawValue].family }
    /// Whether the style is deprecated: true for the OSM family.
    public var isDeprecated: Bool {
        switch family {
        case .osm: return true
        case .arcGIS, .open: return false
        }
    }
    /// The spatial reference the style is served in: Web Mercator for all.
    public var spatialReference: SpatialReference { .webMercator }

    // MARK: - Look-up

    /// The style called `name`: its alias, display name, case name, or the display name in
    /// kebab case (`arcgis-light-gray`), all case-insensitive. An unknown name throws
    /// `unknownBasemap` with the closest aliases (or display names) as suggestions.
    public static func named(_ name: String) throws(MapError) -> BasemapStyle {
        if let style = lookup(name) { return style }
        throw .unknownBasemap(name, suggestions: suggestions(for: name))
    }

    /// The style called `name` as in `named(_:)`, or nil.
    public static func lookup(_ name: String) -> BasemapStyle? {
        if let index = spellings.index(ofKey: name) { return spellings[index].style }
        return spellings.index(ofKey: name.lowercased()).map { spellings[$0].style }
    }

    /// The styles an everyday name means (`satellite`: `imagery`; see `everydayNames`), else
    /// the aliases closest to `name`, or else the closest display names.
    public static func suggestions(for name: String) -> [String] {
        let folded = String(name.lowercased().trimmedOfWhitespace.map { $0 == " " || $0 == "_" ? "-" : $0 })
        if let meant = everydayNames[folded] { return meant.map(\.alias) }
        let byAlias = Suggestion.closest(to: name, among: allCases.lazy.map(\.alias), limit: 2)
        if !byAlias.isEmpty { return byAlias }
        return Suggestion.closest(to: name, among: allCases.lazy.map(\.displayName), limit: 2)
    }
}
