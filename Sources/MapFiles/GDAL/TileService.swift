import MapFormats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tile service as GDAL's WMS driver reads it: a `<GDAL_WMS>` description of a TMS service in
/// Web Mercator (256-pixel tiles, row 0 at the top, as XYZ and ArcGIS REST tiles count), with
/// GDAL's disk cache, and no network unless the session is online (`OfflineMode`: the cache only).
enum TileService {
    /// The deepest level a template serves when it does not say (GDAL reads the level nearest
    /// the view's resolution; a missing tile is empty).
    static let defaultLevels = 19

    /// The WMS description of `template` (GDAL's `${z}`, `${x}`, `${y}`) with levels 0...`levels`.
    static func description(template: String, levels: Int, online: Bool, cacheFolder: String?) -> String {
        var xml = "<GDAL_WMS><Service name=\"TMS\"><ServerUrl>\(escaped(template))</ServerUrl></Service>"
        xml += "<DataWindow><UpperLeftX>-20037508.342789244</UpperLeftX><UpperLeftY>20037508.342789244</UpperLeftY>"
        xml += "<LowerRightX>20037508.342789244</LowerRightX><LowerRightY>-20037508.342789244</LowerRightY>"
        xml += "<TileLevel>\(levels)</TileLevel><TileCountX>1</TileCountX><TileCountY>1</TileCountY><YOrigin>top</YOrigin></DataWindow>"
        xml += "<Projection>EPSG:3857</Projection><BlockSizeX>256</BlockSizeX><BlockSizeY>256</BlockSizeY><BandsCount>4</BandsCount>"
        if let cacheFolder { xml += "<Cache><Path>\(escaped(cacheFolder))</Path></Cache>" }
        if !online { xml += "<OfflineMode>true</OfflineMode>" }
        // A missing tile (or a tile the server refuses) is empty rather than a failed picture.
        xml += "<ZeroBlockHttpCodes>204,404</ZeroBlockHttpCodes><ZeroBlockOnServerException>true</ZeroBlockOnServerException>"
        xml += "<MaxConnections>4</MaxConnections><Timeout>10</Timeout></GDAL_WMS>"
        return xml
    }

    /// The SDK's `WebTiledLayer` template (`{z}` or `{level}`, `{x}` or `{col}`, `{y}` or `{row}`,
    /// `{subDomain}`) in GDAL's TMS spelling; `{subDomain}` becomes the first sub-domain.
    static func gdalTemplate(_ template: String, subDomains: [String]) -> String {
        let words = ["{z}": "${z}", "{level}": "${z}", "{x}": "${x}", "{col}": "${x}", "{y}": "${y}", "{row}": "${y}",
                     "{subDomain}": subDomains.first ?? "a"]
        var text = "", rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            rest = rest[open...]
            if let close = rest.firstIndex(of: "}"), let gdal = words[String(rest[...close])] {
                text += gdal
                rest = rest[rest.index(after: close)...]
            } else {
                text.append("{")
                rest = rest.dropFirst()
            }
        }
        return text + rest
    }

    /// `text` with XML's special characters escaped.
    static func escaped(_ text: String) -> String { XMLText.escaped(text) }
}

/// A folder of `{z}/{x}/{y}.png` (or `.jpg`, `.webp`) tiles, as tile tools write them: read as a
/// tile service over `file://`.
struct TileFolder {
    /// The folder's absolute path.
    var absolutePath: String
    /// The tiles' suffix.
    var suffix: String
    /// The deepest level present.
    var maxLevel: Int

    /// The tile folder at `path`, or nil when it is not a folder of numbered level folders holding
    /// numbered column folders of tiles.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        let levels = Self.entries(path).compactMap(Int.init)
        guard let deepest = levels.max(), deepest <= 30 else { return nil }
        let columns = Self.entries(path + "/\(deepest)").filter { Int($0) != nil }
        guard let column = columns.first,
              let tile = Self.entries(path + "/\(deepest)/\(column)").first(where: { $0.contains(".") }),
              let suffix = tile.split(separator: ".").last.map(String.init), ["png", "jpg", "jpeg", "webp"].contains(suffix.lowercased())
        else { return nil }
        var absolute = path
        if !path.hasPrefix("/"), let cwd = getcwd(nil, 0) {
            absolute = String(cString: cwd) + "/" + path
            free(cwd)
        }
        absolutePath = absolute
        self.suffix = suffix
        maxLevel = deepest
    }

    /// The names in the folder at `path` (no `.` or `..`; none when it cannot be listed).
    static func entries(_ path: String) -> [String] {
        Folder.names(in: path) ?? []
    }
}
