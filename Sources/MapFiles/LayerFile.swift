/// The layer files `layer add` reads, told apart by their name and first byte: GeoJSON is read
/// natively (`GeoJSONLayerReader`); every other vector format through GDAL (`GDALLayerReader`),
/// which is loaded on first use.
public enum LayerFile {
    /// What a layer file is.
    public enum Format: Equatable, Sendable {
        /// GeoJSON (RFC 7946), read by `GeoJSONLayerReader`.
        case geoJSON
        /// Another format (its name's suffix, or `unknown`), read through GDAL.
        case other(String)
    }

    /// The largest layer file read: as large as memory allows (the 1 GiB bound of other data
    /// files does not apply; half of `Int.max`, so that the reader's arithmetic cannot overflow).
    public static let maximumSize = Int.max / 2

    /// The suffixes of GeoJSON files.
    public static let geoJSONSuffixes = ["geojson", "json"]

    /// The format of the file at `path` whose contents start with `head`: GeoJSON for a
    /// `.geojson` or `.json` name, or for any other name whose text starts (after whitespace and
    /// a byte order mark) with `{`; else the name's suffix.
    public static func format(path: String, head: some Collection<UInt8>) -> Format {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let suffix = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        if geoJSONSuffixes.contains(suffix) { return .geoJSON }
        let first = head.lazy.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
        if first == UInt8(ascii: "{") && !["kml", "gml", "csv", "gpx"].contains(suffix) { return .geoJSON }
        return .other(suffix.isEmpty ? "unknown" : suffix)
    }
}
