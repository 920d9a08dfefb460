/// Where a raster layer or a basemap's pixels come from: a raster file or tile cache read
/// through GDAL (a GeoTIFF, an MBTiles or GeoPackage tile set, a tile package, a VRT, a folder
/// of `{z}/{x}/{y}` tiles), or a tile service by URL (the SDK's `WebTiledLayer`, `WMTSLayer`,
/// `WMSLayer`). MapCore keeps the reference only; the pixels are read when a picture is drawn.
public struct RasterSource: Hashable, Sendable {
    /// What the location names.
    public enum Kind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// A file or folder on disk.
        case file
        /// A tiled service by URL template: `{z}`/`{level}`, `{x}`/`{col}`, `{y}`/`{row}`,
        /// `{subDomain}` (the SDK's `WebTiledLayer`).
        case tiles
        /// An OGC WMTS service by its capabilities URL.
        case wmts
        /// An OGC WMS service by its capabilities URL.
        case wms

        /// `file`, `tiles`, `wmts` or `wms`.
        public var description: String { rawValue }
    }

    /// What `location` is.
    public var kind: Kind
    /// The file's path as the script gave it, or the service's URL (template).
    public var location: String
    /// For a file: the path the system opens (resolved against the script's folder); the same as
    /// `location` for a service.
    public var path: String
    /// The raster of a dataset that holds several (a GeoPackage's tile table), or nil for the first.
    public var member: String?
    /// The sub-domains that replace `{subDomain}` in a template, in turn (none: the template has none).
    public var subDomains: [String]
    /// The service's attribution (its copyright text), shown under pictures that draw it.
    public var attribution: String?

    /// A raster source.
    public init(kind: Kind, location: String, path: String? = nil, member: String? = nil, subDomains: [String] = [],
                attribution: String? = nil) {
        self.kind = kind
        self.location = location
        self.path = path ?? location
        self.member = member
        self.subDomains = subDomains
        self.attribution = attribution
    }

    /// What it is, in words: `tile service`, `WMTS service`, `WMS service` or `file`.
    public var serviceName: String {
        switch kind {
        case .file: "file"
        case .tiles: "tile service"
        case .wmts: "WMTS service"
        case .wms: "WMS service"
        }
    }

    /// Whether drawing it needs the network.
    public var isService: Bool { kind != .file }

    /// Whether `template` names the three tile numbers in the SDK's spellings (`{z}` or
    /// `{level}`, `{x}` or `{col}`, `{y}` or `{row}`).
    public static func isTileTemplate(_ template: String) -> Bool {
        (template.contains("{z}") || template.contains("{level}")) && (template.contains("{x}") || template.contains("{col}"))
            && (template.contains("{y}") || template.contains("{row}"))
    }

    /// The host of `url` (`tiles.example.com` of `https://tiles.example.com/{z}/{x}/{y}.png`), or
    /// the URL when it has none: a tile basemap's name.
    public static func host(of url: String) -> String {
        guard let scheme = url.firstRange(of: "://") else { return url }
        let host = url[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" }
        return host.isEmpty ? url : String(host)
    }
}

/// What GDAL said about a raster when it was opened: listed by `layer list`.
public struct RasterDescription: Hashable, Sendable {
    /// The size in pixels (the full-resolution level).
    public var width: Int
    /// The size in pixels.
    public var height: Int
    /// The number of bands.
    public var bands: Int
    /// The data type of the first band (`Byte`, `UInt16`, `Float32`...).
    public var dataType: String
    /// The spatial reference's name and code (`WGS 84 / UTM zone 12N (EPSG:32612)`).
    public var spatialReference: String
    /// GDAL's driver (`GTiff`, `MBTiles`, `GPKG`, `WMS`...).
    public var driver: String
    /// The box the raster covers, in WGS 84 degrees (its edges through PROJ, so a rotated or
    /// projected raster's box holds all of it), or nil when PROJ could not place any of its
    /// edge; east may pass 180 for a raster across the antimeridian.
    public var bounds: FeatureBounds?

    /// A description.
    public init(width: Int, height: Int, bands: Int, dataType: String, spatialReference: String, driver: String,
                bounds: FeatureBounds? = nil) {
        self.width = width
        self.height = height
        self.bands = bands
        self.dataType = dataType
        self.spatialReference = spatialReference
        self.driver = driver
        self.bounds = bounds
    }

    /// One line for `layer list`: `2048 x 2048, 3 bands Byte, WGS 84 / UTM zone 12N (EPSG:32612)`.
    public var summary: String {
        "\(width) x \(height), \(bands) band\(bands == 1 ? "" : "s") \(dataType), \(spatialReference)"
    }
}

/// A raster operational layer (the SDK's `RasterLayer`, or a tiled layer): its source and what
/// GDAL said of it.
public struct RasterLayerContent: Hashable, Sendable {
    /// Where the pixels come from.
    public var source: RasterSource
    /// Its size, bands and spatial reference.
    public var description: RasterDescription

    /// The content of a raster layer.
    public init(source: RasterSource, description: RasterDescription) {
        self.source = source
        self.description = description
    }
}
