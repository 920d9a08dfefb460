import MapCore
import MapFiles
import MapFormats
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Layer files read through GDAL

extension Interpreter {
    /// `layer add FILE all`: a layer for each layer of the file that has features (a
    /// GeoPackage's tables, a KML file's folders, a GPX file's parts), in the file's order, each
    /// titled by its name and keeping it (`layer NAME`) for session files; a GeoJSON file, which
    /// holds one layer, gives it. Neither `title` nor `layer` goes with `all`.
    func layerAddAll(_ path: Expr, title: Expr?, member: Expr?) throws(ExecutionStop) {
        if let clash = member ?? title {
            let word = member == nil ? "title" : "layer"
            throw .error(.conflictingClauses, "\(word) and all cannot both be given: with all, each layer is titled by its name",
                         at: clash.range)
        }
        let file = try resolvedFile(path, for: .read, what: "layer file name")
        if LayerFile.format(path: file.path, head: []) == .geoJSON { return try layerAdd(path, title: nil, member: nil) }
        try checkGDALFile(file, at: path.range)
        let contents = gdalContents(of: file)
        if let contents {
            try refuseFolder(file, holding: contents, at: path.range)
            if Self.isRaster(contents, member: nil) { return try layerAdd(path, title: nil, member: nil) }
        }
        var format = LayerFile.Format.other("")
        do { format = LayerFile.format(path: file.path, head: try file.head(64)) } catch { throw Self.unreadable(error, at: path.range) }
        if format == .geoJSON { return try layerAdd(path, title: nil, member: nil) }
        let reads: [GDALLayerReader.Read]
        do { reads = try GDALLayerReader.readAll(path: file.systemPath) } catch {
            throw gdalStop(error, reading: file, at: path.range, memberRange: nil, why: "is not GeoJSON, and other formats need GDAL")
        }
        var layers: [OperationalLayer] = []
        for read in reads {
            reportPointColumns(read, of: file, at: path.range)
            var layer = try mapCall(at: path.range) { () throws(MapError) in
                try OperationalLayer(title: read.layerName, source: file.path, content: .features(FeatureSet(features: read.features)))
            }
            layer.member = read.layerName
            layers.append(layer)
        }
        if let contents, !contents.rasterNames.isEmpty {
            let names = contents.rasterNames.map { "'\($0)'" }.joined(separator: ", ")
            report(.runtime(.layerFileNote, "\(file.path) also holds rasters, not read: \(names) (add one with layer \"NAME\")",
                            at: path.range).with(severity: .warning), origin: .pending)
        }
        for layer in layers { try mapCall(at: path.range) { () throws(MapError) in _ = try session.addLayer(layer) } }
    }

    /// The stop for GDAL's `error` reading `file`: without GDAL `file.gdal-missing` (`why` says
    /// why the file needs it), a file no driver reads `file.unsupported-layer-format`, bad
    /// coordinates `file.invalid-layer-file`, a layer name the file lacks (at `memberRange`) and
    /// any other failure `file.gdal-failed`; GDAL's path for the file is written as the script's.
    func gdalStop(_ error: GDALError, reading file: FileTarget, at range: SourceRange, memberRange: SourceRange?,
                  why: String) -> ExecutionStop {
        let system = file.systemPath
        let message = error.description.replacing("/vsigzip/" + system, with: file.path).replacing("/vsizip/" + system, with: file.path)
            .replacing(system, with: file.path)
        switch error {
        case .noSuchLayer: return .error(.gdalFailed, message, at: memberRange ?? range)
        case .missing, .missingFunction, .unloadable: return .error(.gdalMissing, "'\(file.path)' \(why): \(message)", at: range)
        case .tooLargeForMemory: return .error(.tooLargeForMemory, message, at: range)
        case .unknownFormat, .unreadableTilePackage: return kernelRefusal(message, reading: file.path, at: range) ?? .error(.unsupportedLayerFormat, message, at: range)
        case .invalidFeature: return .error(.invalidLayerFile, "\(file.path): \(message)", at: range)
        case .failed, .unknownSpatialReference, .unknownCRS, .notRaster, .rasterWithoutSpatialReference:
            return kernelRefusal(message, reading: file.path, at: range) ?? .error(.gdalFailed, message, at: range)
        }
    }

    /// Says which columns a CSV file's points were made from, when `read` made them so (a
    /// `file.layer-file-note` warning): the file had no geometry column, and its features would
    /// have had no geometry.
    func reportPointColumns(_ read: GDALLayerReader.Read, of file: FileTarget, at range: SourceRange) {
        guard let columns = read.pointColumns else { return }
        report(.runtime(.layerFileNote, "\(file.path): points from its columns '\(columns.x)' (longitude) and '\(columns.y)' "
                        + "(latitude), in WGS 84", at: range).with(severity: .warning), origin: .pending)
    }

    /// The drivers that read a folder as one dataset of its own format: a FileGDB (`.gdb`), a
    /// folder of shapefiles and an Esri compact cache (its `conf.xml`).
    static let folderDrivers: Set<String> = ["OpenFileGDB", "FileGDB", "ESRI Shapefile", "ESRIC"]

    /// Refuses a folder that GDAL would read as anything but a FileGDB, a folder of
    /// shapefiles or a compact cache (a folder of CSV files, or whatever one file in it is), naming what it found;
    /// a folder of `{z}/{x}/{y}` tiles is a raster, and a file is not a folder.
    func refuseFolder(_ file: FileTarget, holding contents: GDALContents, at range: SourceRange) throws(ExecutionStop) {
        var info = stat()
        guard stat(file.systemPath, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, !Self.folderDrivers.contains(contents.driver),
              !GDALContents.isTileFolder(file.systemPath) else { return }
        let entries = (Folder.names(in: file.systemPath) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        let shown = entries.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (entries.count > 5 ? " and \(entries.count - 5) more" : "")
        let layers = contents.vectorNames.map { "'\($0)'" }.joined(separator: ", ")
        throw .error(.unsupportedLayerFormat, "'\(file.path)' is a folder, which GDAL would read as \(contents.driver) "
                     + "(layers \(layers); it holds \(shown)): a folder is read only as a FileGDB (.gdb), a folder of "
                     + "shapefiles, an Esri compact cache or a folder of {z}/{x}/{y} tiles; name a file in it", at: range)
    }
}
