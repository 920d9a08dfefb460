extension BasemapStyle {
    /// The public tiled service that draws the style, where one exists: the classic ArcGIS
    /// basemaps' map services (`NAME/MapServer/tile/{z}/{y}/{x}` under
    /// `services.arcgisonline.com/ArcGIS/rest/services`, no key) and OpenStreetMap's standard tiles.
    /// Service names and attributions as the services publish them (their `copyrightText`,
    /// shortened as the services' own viewers show it). `path` is the ArcGIS service's name, or
    /// `osm` for OpenStreetMap (see `publicTileTemplate`).
    public var publicTileService: (path: String, attribution: String)? {
        switch self {
        case .arcGISImagery, .arcGISImageryStandard:
            ("World_Imagery", "Esri, Maxar, Earthstar Geographics, and the GIS User Community")
        case .arcGISStreets, .arcGISNavigation, .arcGISStreetsRelief, .arcGISStreetsReliefBase:
            ("World_Street_Map", "Esri, HERE, Garmin, USGS, Intermap, INCREMENT P, NRCan, METI, NGCC, © OpenStreetMap contributors")
        case .arcGISTopographic, .arcGISTopographicBase:
            ("World_Topo_Map", "Esri, HERE, Garmin, Intermap, INCREMENT P, GEBCO, USGS, FAO, NPS, NRCAN, © OpenStreetMap contributors")
        case .arcGISLightGray, .arcGISLightGrayBase:
            ("Canvas/World_Light_Gray_Base", "Esri, HERE, Garmin, © OpenStreetMap contributors")
        case .arcGISDarkGray, .arcGISDarkGrayBase:
            ("Canvas/World_Dark_Gray_Base", "Esri, HERE, Garmin, © OpenStreetMap contributors")
        case .arcGISOceans, .arcGISOceansBase:
            ("Ocean/World_Ocean_Base", "Esri, GEBCO, NOAA, National Geographic, Garmin, HERE, Geonames.org")
        case .arcGISTerrain, .arcGISTerrainBase:
            ("World_Terrain_Base", "Esri, USGS, NOAA")
        case .arcGISHillshadeLight, .arcGISHillshadeDark:
            ("Elevation/World_Hillshade", "Esri, Maxar, Airbus DS, USGS, NGA, NASA, CGIAR, N Robinson, NCEAS, NLS, OS, NMA")
        case .osmStandard, .osmStandardRelief, .osmStandardReliefBase:
            ("osm", "© OpenStreetMap contributors")
        default:
            nil
        }
    }

    /// The ArcGIS Online REST services root the classic basemaps are under.
    public static let arcGISServicesRoot = "https://services.arcgisonline.com/ArcGIS/rest/services"

    /// The tile template of the style's public service under `root` (default: the real
    /// services; a test server's address in tests): `ROOT/NAME/MapServer/tile/{z}/{y}/{x}` for
    /// ArcGIS, OpenStreetMap's `{z}/{x}/{y}.png` (at `ROOT/osm/...` under a given root).
    public func publicTileTemplate(root: String? = nil) -> String? {
        guard let service = publicTileService else { return nil }
        if service.path == "osm" { return root.map { $0 + "/osm/{z}/{x}/{y}.png" } ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png" }
        return (root ?? Self.arcGISServicesRoot) + "/" + service.path + "/MapServer/tile/{z}/{y}/{x}"
    }
}
