import MapCore
import MapDraw
import MapFiles
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rasters a session's pictures draw (raster layers, a raster or tile basemap, and with
/// `--online` the named styles' public tiles), opened through GDAL on first use and kept open
/// for the next picture. A raster that cannot be read warns once, naming it, and the picture is
/// drawn without it (a basemap falls back to the built-in geography).
final class SessionRasters: RasterPainter {
    /// Whether services may reach the network.
    let online: Bool
    /// Where GDAL keeps service tiles: `$XDG_CACHE_HOME/mapscript/tiles`, else `~/.cache/mapscript/tiles`.
    let cacheFolder: String?
    /// The root of the named styles' services (`MAPSCRIPT_TILE_SERVER`), nil for the real ones.
    let tileServerRoot: String?
    /// What could not be drawn since the last `takeWarnings()`, each raster once a session.
    private var warnings: [String] = []
    private var datasets: [RasterSource: RasterDataset] = [:]
    private var warned: Set<String> = []

    init(online: Bool, environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) {
        self.online = online
        if let cache = environment("XDG_CACHE_HOME"), !cache.isEmpty {
            cacheFolder = cache + "/mapscript/tiles"
        } else if let home = environment("HOME"), !home.isEmpty {
            cacheFolder = home + "/.cache/mapscript/tiles"
        } else {
            cacheFolder = nil
        }
        var root = environment("MAPSCRIPT_TILE_SERVER") ?? ""
        while root.hasSuffix("/") { root.removeLast() }
        tileServerRoot = root.isEmpty ? nil : root
    }

    /// The dataset of `source`, opened now if it is not yet.
    func dataset(_ source: RasterSource) throws(GDALError) -> RasterDataset {
        if let open = datasets[source] { return open }
        let dataset = try RasterDataset.open(source, online: online, cacheFolder: cacheFolder)
        datasets[source] = dataset
        return dataset
    }

    /// The warnings of the pictures drawn since the last call, for the interpreter to report.
    func takeWarnings() -> [String] {
        defer { warnings = [] }
        return warnings
    }

    // MARK: - RasterPainter

    func source(of basemap: Basemap) -> RasterSource? {
        if let raster = basemap.raster { return raster }
        guard online, let style = basemap.style, let service = style.publicTileService,
              let template = style.publicTileTemplate(root: tileServerRoot) else { return nil }
        return RasterSource(kind: .tiles, location: template, attribution: service.attribution)
    }

    func image(of source: RasterSource, in frame: MapFrame, png: Bool) -> PictureImage? {
        let plane: RasterView.Plane
        switch frame.projection {
        case .webMercator: plane = .webMercator
        case .plateCarree: plane = .plateCarree(metresPerDegree: Projection.metresPerDegree)
        case .grid(let grid):
            // GDAL warps the raster into the map's own spatial reference, named as it was given.
            let reference = grid.spatialReference
            guard let srs = reference.wkt ?? reference.code.map({ "EPSG:\($0)" }) else { return nil }
            plane = .grid(srs: srs, metresPerUnit: grid.metresPerUnit)
        }
        let view = RasterView(centerX: frame.center.x, centerY: frame.center.y, resolution: frame.resolution, rotation: frame.rotation,
                              width: Int(frame.width), height: Int(frame.height), plane: plane)
        do {
            let dataset = try dataset(source)
            defer {
                // Once a source: the first tile that could not be read, named.
                if let problem = dataset.takeProblems().first, warned.insert(source.location + "\npart").inserted {
                    warnings.append("'\(source.location)' drawn in part: \(problem)")
                }
            }
            guard let pixels = try dataset.pixels(in: view) else {
                if source.isService && !online && warned.insert(source.location).inserted {
                    warnings.append("'\(source.location)' has no tiles cached for this view, and without --online nothing is fetched: "
                                    + "drawn with the built-in geography")
                }
                return nil
            }
            return PictureImage(width: pixels.width, height: pixels.height, rgba: pixels.rgba,
                                png: png ? try PNGFile.bytes(of: pixels) : [])
        } catch {
            if warned.insert(source.location).inserted { warnings.append("cannot draw '\(source.location)': \(error.description)") }
            return nil
        }
    }
}
