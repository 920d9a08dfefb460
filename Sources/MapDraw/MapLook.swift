import MapCore

/// The look of a basemap, for drawing it: every catalog style belongs to one family of look,
/// whose colours (`palette`) resemble the real basemap's.
public enum MapLook: String, CaseIterable, Hashable, Sendable {
    /// Satellite imagery (Imagery, Hybrid).
    case imagery
    /// Street maps by day (Streets, Streets Relief, OSM Streets, Open Streets).
    case streets
    /// Street and navigation maps by night.
    case night
    /// Topographic maps.
    case topographic
    /// Terrain with light relief.
    case terrain
    /// Light hillshade: grey relief.
    case hillshade
    /// Light Gray Canvas.
    case lightGray
    /// Dark Gray Canvas and dark hillshade.
    case darkGray
    /// Oceans, with bathymetry.
    case oceans
    /// Navigation by day.
    case navigation
    /// Human Geography.
    case humanGeography
    /// Human Geography Dark.
    case humanGeographyDark
    /// The vintage styles: Modern Antique, Newspaper, Midcentury, Colored Pencil, Charted Territory.
    case vintage
    /// Nova: neon on near-black.
    case nova
    /// OpenStreetMap's standard style and Community.
    case openStreetMap
    /// Blueprint.
    case blueprint
    /// Outdoor.
    case outdoor

    /// The look of `style`.
    public init(style: BasemapStyle) {
        switch style {
        case .arcGISImagery, .arcGISImageryStandard, .arcGISImageryLabels, .osmHybrid, .osmHybridDetail,
             .openHybrid, .openHybridDetail:
            self = .imagery
        case .arcGISStreets, .arcGISStreetsRelief, .arcGISStreetsReliefBase, .osmStreets, .osmStreetsRelief,
             .osmStreetsReliefBase, .openStreets, .openStreetsRelief, .openStreetsReliefBase:
            self = .streets
        case .arcGISStreetsNight, .arcGISNavigationNight, .osmNavigationDark, .openNavigationDark, .openStreetsNight:
            self = .night
        case .arcGISTopographic, .arcGISTopographicBase:
            self = .topographic
        case .arcGISTerrain, .arcGISTerrainBase, .arcGISTerrainDetail:
            self = .terrain
        case .arcGISHillshadeLight:
            self = .hillshade
        case .arcGISLightGray, .arcGISLightGrayBase, .arcGISLightGrayLabels, .osmLightGray, .osmLightGrayBase,
             .osmLightGrayLabels, .openLightGray, .openLightGrayBase, .openLightGrayLabels:
            self = .lightGray
        case .arcGISDarkGray, .arcGISDarkGrayBase, .arcGISDarkGrayLabels, .osmDarkGray, .osmDarkGrayBase,
             .osmDarkGrayLabels, .openDarkGray, .openDarkGrayBase, .openDarkGrayLabels, .arcGISHillshadeDark:
            self = .darkGray
        case .arcGISOceans, .arcGISOceansBase, .arcGISOceansLabels:
            self = .oceans
        case .arcGISNavigation, .osmNavigation, .openNavigation:
            self = .navigation
        case .arcGISHumanGeography, .arcGISHumanGeographyBase, .arcGISHumanGeographyDetail,
             .arcGISHumanGeographyLabels:
            self = .humanGeography
        case .arcGISHumanGeographyDark, .arcGISHumanGeographyDarkBase, .arcGISHumanGeographyDarkDetail,
             .arcGISHumanGeographyDarkLabels:
            self = .humanGeographyDark
        case .arcGISModernAntique, .arcGISModernAntiqueBase, .arcGISNewspaper, .arcGISMidcentury,
             .arcGISColoredPencil, .arcGISChartedTerritory, .arcGISChartedTerritoryBase:
            self = .vintage
        case .arcGISNova:
            self = .nova
        case .osmStandard, .osmStandardRelief, .osmStandardReliefBase, .openOSMStyle, .openOSMStyleRelief,
             .openOSMStyleReliefBase, .arcGISCommunity:
            self = .openStreetMap
        case .osmBlueprint, .openBlueprint:
            self = .blueprint
        case .arcGISOutdoor:
            self = .outdoor
        }
    }

    /// The look of a session's basemap: its style's, or topographic when it has none.
    public init(basemap: Basemap?) {
        if let style = basemap?.style { self.init(style: style) } else { self = .topographic }
    }

    /// The colours this look draws with: the sea and the lakes in one water colour, rivers a
    /// little stronger than the water, borders and state lines faded from the text colour.
    public var palette: MapPalette {
        switch self {
        case .imagery: MapPalette(sea: 0x0B2A4A, land: 0x3D5A36, coast: 0x8FA37A, grid: 0x9DB3C8, text: 0xFFFFFF, halo: 0x000000,
                                  river: 0x4F86B8, border: 0xE8E0C8, state: 0xB8B8A0, waterText: 0xA9D2F5)
        case .streets: MapPalette(sea: 0xA5BFDD, land: 0xF2EFE9, coast: 0x8AA9C9, grid: 0xB9C6D3, text: 0x333333, halo: 0xFFFFFF,
                                  river: 0x94B3D6, border: 0x9E8FA8, waterText: 0x4A6E96)
        case .night: MapPalette(sea: 0x0D1B2A, land: 0x1E2A38, coast: 0x3C5A78, grid: 0x2C3E50, text: 0xD8DEE9, halo: 0x000000,
                                river: 0x2B4A6B, waterText: 0x7FA6CC)
        case .topographic: MapPalette(sea: 0xA8D3ED, land: 0xEEF0E0, coast: 0x7FB2D6, grid: 0xB4C4CF, text: 0x3B3B3B, halo: 0xFFFFFF,
                                      river: 0x74ACD6, border: 0x9C8AA5, state: 0xB8B0B8, waterText: 0x3F78A8)
        case .terrain: MapPalette(sea: 0xA9C8E0, land: 0xDAD3C1, coast: 0x8DA8BF, grid: 0xB0B0A8, text: 0x3B3B3B, halo: 0xFFFFFF,
                                  river: 0x88A9C6, waterText: 0x4B6F90)
        case .hillshade: MapPalette(sea: 0xB9C9D6, land: 0xD9D9D4, coast: 0x9AAAB8, grid: 0xBDBDB8, text: 0x3B3B3B, halo: 0xFFFFFF,
                                    river: 0x9AAFC2, waterText: 0x56708A)
        case .lightGray: MapPalette(sea: 0xC9CFD4, land: 0xEBEBEB, coast: 0xB0B6BB, grid: 0xD8D8D8, text: 0x4E4E4E, halo: 0xFFFFFF,
                                    river: 0xB8C0C6, waterText: 0x6E7A84)
        case .darkGray: MapPalette(sea: 0x232323, land: 0x3B3B3B, coast: 0x555555, grid: 0x333333, text: 0xD0D0D0, halo: 0x000000,
                                   river: 0x2E2E2E, waterText: 0x8C8C8C)
        case .oceans: MapPalette(sea: 0x7EB5D6, land: 0xE4E0D6, coast: 0x5F93B5, grid: 0xA3C6DC, text: 0x2F4858, halo: 0xFFFFFF,
                                 river: 0x7EB5D6, waterText: 0x2F5F82)
        case .navigation: MapPalette(sea: 0xA6D5F7, land: 0xF5F3EE, coast: 0x86BCE4, grid: 0xC3D6E4, text: 0x333333, halo: 0xFFFFFF,
                                     river: 0x8CC4EE, waterText: 0x3C7AB0)
        case .humanGeography: MapPalette(sea: 0xD9E3E8, land: 0xF5F4F0, coast: 0xB8C7CF, grid: 0xDADADA, text: 0x555555, halo: 0xFFFFFF)
        case .humanGeographyDark: MapPalette(sea: 0x15191E, land: 0x2B2B2B, coast: 0x44505A, grid: 0x30363C, text: 0xC8C8C8, halo: 0x000000,
                                             river: 0x1F262D)
        case .vintage: MapPalette(sea: 0xC5D3C4, land: 0xEFE4C8, coast: 0x9A8F73, grid: 0xC8BBA0, text: 0x4A3F2F, halo: 0xF7F0DD,
                                  river: 0x9FB5A8, waterText: 0x5E7466)
        case .nova: MapPalette(sea: 0x000814, land: 0x0D1F3C, coast: 0x2E7DE1, grid: 0x14305A, text: 0x9CD3FF, halo: 0x000000)
        case .openStreetMap: MapPalette(sea: 0xAAD3DF, land: 0xF2EFE9, coast: 0x8CBCCB, grid: 0xC9D7DC, text: 0x333333, halo: 0xFFFFFF,
                                        river: 0xAAD3DF, border: 0xAD9AB8, state: 0xC6B5CC, waterText: 0x4A7E96)
        case .blueprint: MapPalette(sea: 0x1B3B6F, land: 0x24508C, coast: 0xFFFFFF, grid: 0x3A64A0, text: 0xFFFFFF, halo: 0x1B3B6F)
        case .outdoor: MapPalette(sea: 0x9CC9E6, land: 0xE6EBD3, coast: 0x74A8CC, grid: 0xB8C4B0, text: 0x37402F, halo: 0xFFFFFF,
                                  river: 0x86BBE0, waterText: 0x3E77A3)
        }
    }
}
