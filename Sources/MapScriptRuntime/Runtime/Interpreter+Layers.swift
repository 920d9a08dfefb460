import MapCore
import MapFiles
import MapFormats
import MapScriptSyntax
import TextSupport

// MARK: - Operational layers

extension Interpreter {
    /// `layer add FILE [title T]`: the file's features on top, titled `T` or by the file's name.
    /// A layer may be as large as memory allows (no 1 GiB data-file limit). GeoJSON is read
    /// natively (a malformed file is `file.invalid-layer-file` with its line, column and JSON
    /// path); every other format through GDAL (see `gdalFeatures`).
    func layerAdd(_ path: Expr, title: Expr?, member: Expr?) throws(ExecutionStop) {
        let file = try resolvedFile(path, for: .read, what: "layer file name")
        let name = try title.map { (expr) throws(ExecutionStop) in try string(expr, what: "layer title") }
        let memberName = try member.map { (expr) throws(ExecutionStop) in try string(expr, what: "layer name") }
        let content = try layerContent(of: file, member: memberName, at: path.range, memberRange: member?.range)
        var layer = try mapCall(at: title?.range ?? path.range) { () throws(MapError) in
            try OperationalLayer(title: name ?? memberName ?? OperationalLayer.title(ofFile: file.path), source: file.path, content: content)
        }
        layer.member = memberName
        try mapCall(at: path.range) { () throws(MapError) in _ = try session.addLayer(layer) }
    }

    /// The layers of a session file being loaded: services as they are, feature layers with
    /// their files read (relative to the session file's `folder`) as `layer add` reads them;
    /// errors point at the session file's name (`range`).
    func loadedLayers(_ entries: [SessionFile.LayerEntry], folder: String, at range: SourceRange) throws(ExecutionStop) -> [OperationalLayer] {
        var layers: [OperationalLayer] = []
        for entry in entries {
            var layer: OperationalLayer
            if entry.isRaster {
                let file = try resolvedFile(entry.source, from: folder, at: range, for: .read, what: "raster file name")
                let raster = try rasterContent(RasterSource(kind: .file, location: file.path, path: file.systemPath, member: entry.member),
                                               at: range)
                layer = try mapCall(at: range) { () throws(MapError) in try entry.layer(origin: file.path, raster: raster) }
            } else if entry.service == nil && entry.featureCollection == nil {
                let file = try resolvedFile(entry.source, from: folder, at: range, for: .read, what: "layer file name")
                let features = try layerFeatures(of: file, member: entry.member, at: range)
                layer = try mapCall(at: range) { () throws(MapError) in try entry.layer(features: features, origin: file.path) }
            } else {
                layer = try mapCall(at: range) { () throws(MapError) in try entry.layer() }
            }
            if let expression = entry.filter, let set = layer.featureSet {
                let filter = try loadedFilter(expression, of: set, layer: layer.title, at: range)
                layer = try mapCall(at: range) { () throws(MapError) in try layer.filtered(by: filter) }
            }
            layers.append(layer)
        }
        return layers
    }

    /// What the layer file `file` holds: features (GeoJSON natively, any other vector format
    /// through GDAL), or a raster (a file in which GDAL finds raster data and no vector layer, or
    /// a folder of `{z}/{x}/{y}` tiles); errors point at `range`.
    /// `member` names the layer or raster to take from a file that holds several (a
    /// GeoPackage's table, a KML folder, a GPX part); errors about it point at `memberRange`.
    func layerContent(of file: FileTarget, member: String? = nil, at range: SourceRange,
                      memberRange: SourceRange? = nil) throws(ExecutionStop) -> OperationalLayer.Content {
        let isGeoJSON = LayerFile.format(path: file.path, head: []) == .geoJSON
        if !isGeoJSON { try checkGDALFile(file, at: range) }
        let contents = isGeoJSON ? nil : gdalContents(of: file)
        if let contents { try refuseFolder(file, holding: contents, at: range) }
        if let member, let contents, !contents.vectorNames.contains(member), !contents.rasterNames.contains(member),
           !(contents.vectorNames.isEmpty && contents.rasterNames.isEmpty && contents.hasRaster) {
            let names = (contents.vectorNames + contents.rasterNames).map { "'\($0)'" }.joined(separator: ", ")
            throw .error(.gdalFailed, "'\(file.path)' has no layer '\(member)'; its layers: \(names)", at: memberRange ?? range)
        }
        // A tile package or MBTiles file GDAL cannot open is refused by the raster reader, which says why.
        if GDALContents.isTileFolder(file.systemPath)
            || (contents == nil && (GDALContents.isTilePackage(file.path) || file.path.lowercased().hasSuffix(".mbtiles")))
            || contents.map({ Self.isRaster($0, member: member) }) == true {
            let source = RasterSource(kind: .file, location: file.path, path: file.systemPath, member: member)
            return .raster(try rasterContent(source, at: range))
        }
        if member == nil, let contents, !contents.vectorNames.isEmpty, !contents.rasterNames.isEmpty {
            let names = contents.rasterNames.map { "'\($0)'" }.joined(separator: ", ")
            report(.runtime(.layerFileNote, "\(file.path) also holds rasters, not read: \(names) (pick one with layer \"NAME\")",
                            at: range).with(severity: .warning), origin: .pending)
        }
        return .features(FeatureSet(features: try layerFeatures(of: file, member: member, at: range, memberRange: memberRange)))
    }

    /// The checks before GDAL opens `file`: GDAL outside the kernel's sandbox, and the files
    /// beside it that GDAL would open by name (one that is a named pipe would hang it, one that
    /// is a link out of the sandbox would read outside it).
    func checkGDALFile(_ file: FileTarget, at range: SourceRange) throws(ExecutionStop) {
        try refuseGDALOutsideKernelSandbox(file.path, at: range)
        if let companion = file.specialCompanion() {
            throw .error(.unreadableFile, "cannot read '\(file.path)': GDAL would open '\(companion.name)' with it, which is "
                         + "\(companion.kind), not a regular file", at: range)
        }
        try refuseCompanionsOutside(file, at: range)
    }

    /// What GDAL finds in `file`, or nil without GDAL, when GDAL cannot open it (the vector
    /// reader then says why), or for what is not a regular file or folder (refused later).
    func gdalContents(of file: FileTarget) -> GDALContents? {
        guard (try? file.head(0)) != nil else { return nil }
        return try? GDALContents.of(path: file.systemPath)
    }

    /// Whether a file with `contents` is read as a raster: the raster called `member`, or raster
    /// data and no vector layer with a geometry (a netCDF file's attribute table is not a map
    /// layer).
    static func isRaster(_ contents: GDALContents, member: String?) -> Bool {
        if let member { return contents.rasterNames.contains(member) || (contents.vectorNames.isEmpty && contents.hasRaster) }
        return contents.hasRaster && !contents.hasGeometry
    }

    /// The raster layer content of `source`, opened now (to check it and describe it): without
    /// GDAL `file.gdal-missing`, a raster with no spatial reference `file.raster-without-crs`,
    /// any other failure `file.gdal-failed`.
    func rasterContent(_ source: RasterSource, at range: SourceRange) throws(ExecutionStop) -> RasterLayerContent {
        if source.kind == .file { try refuseGDALOutsideKernelSandbox(source.location, at: range) }
        do {
            let dataset = try rasters.dataset(source)
            return RasterLayerContent(source: source, description: dataset.description)
        } catch {
            let message = error.description.replacing(source.path, with: source.location)
            switch error {
            case .missing, .missingFunction, .unloadable:
                throw .error(.gdalMissing, "'\(source.location)' is a raster, which needs GDAL: \(message)", at: range)
            case .tooLargeForMemory: throw .error(.tooLargeForMemory, message, at: range)
            case .rasterWithoutSpatialReference: throw .error(.rasterWithoutCRS, message, at: range)
            case .notRaster, .unknownFormat, .unreadableTilePackage:
                throw kernelRefusal(message, reading: source.location, at: range) ?? .error(.unsupportedLayerFormat, message, at: range)
            case .failed, .unknownSpatialReference, .unknownCRS, .invalidFeature, .noSuchLayer:
                throw kernelRefusal(message, reading: source.location, at: range) ?? .error(.gdalFailed, message, at: range)
            }
        }
    }

    /// The features of the layer file `file` (GeoJSON natively, any other format through GDAL,
    /// of any size); errors point at `range`.
    func layerFeatures(of file: FileTarget, member: String? = nil, at range: SourceRange,
                               memberRange: SourceRange? = nil) throws(ExecutionStop) -> [Feature] {
        var format = LayerFile.format(path: file.path, head: [])
        if format != .geoJSON {
            do { format = LayerFile.format(path: file.path, head: try file.head(64)) } catch { throw Self.unreadable(error, at: range) }
        }
        guard format == .geoJSON else { return try gdalFeatures(of: file, member: member, at: range, memberRange: memberRange) }
        if let member {
            throw .error(.unsupportedLayerFormat, "'\(file.path)' is GeoJSON, which holds one layer: there is no layer '\(member)' to pick",
                         at: memberRange ?? range)
        }
        let bytes: [UInt8]
        do { bytes = try file.read(limit: LayerFile.maximumSize) } catch { throw Self.unreadable(error, at: range) }
        do { return try GeoJSONLayerReader.features(from: bytes) } catch {
            // A `crs` (GeoJSON 2008) naming another reference than WGS 84: GDAL transforms it.
            if error.path == ["crs"], case .invalidValue = error.kind {
                try refuseGDALOutsideKernelSandbox(file.path, at: range)
                return try gdalFeatures(of: file, at: range, why: "is in another spatial reference than WGS 84 (its crs), which needs GDAL")
            }
            // TopoJSON (`"type": "Topology"`): GDAL's TopoJSON driver reads it.
            if error.path == ["type"], case .unknownWord("Topology", _) = error.kind {
                try refuseGDALOutsideKernelSandbox(file.path, at: range)
                return try gdalFeatures(of: file, at: range, why: "is TopoJSON, which needs GDAL")
            }
            throw .error(.invalidLayerFile, "\(file.path):\(error.description)", at: range)
        }
    }

    /// The features of `file`, read through GDAL (loaded now if it is not yet): without GDAL
    /// `file.gdal-missing` (how to install it), a file no GDAL driver reads
    /// `file.unsupported-layer-format`, a GDAL failure `file.gdal-failed` with GDAL's message,
    /// coordinates out of range `file.invalid-layer-file`. A dataset of several layers gives its
    /// first layer with features, and a warning naming the others.
    /// `why` says why the file needs GDAL, in `file.gdal-missing`'s message.
    private func gdalFeatures(of file: FileTarget, member: String? = nil, at range: SourceRange, memberRange: SourceRange? = nil,
                              why: String = "is not GeoJSON, and other formats need GDAL") throws(ExecutionStop) -> [Feature] {
        // A session file's layers come here without `layerContent`'s checks.
        try refuseGDALOutsideKernelSandbox(file.path, at: range)
        try refuseCompanionsOutside(file, at: range)
        let system = file.systemPath
        let read: GDALLayerReader.Read
        do { read = try GDALLayerReader.read(path: system, layer: member) } catch {
            throw gdalStop(error, reading: file, at: range, memberRange: memberRange, why: why)
        }
        reportPointColumns(read, of: file, at: range)
        if member == nil && !read.otherLayers.isEmpty {
            let others = read.otherLayers.map { "'\($0)'" }.joined(separator: ", ")
            report(.runtime(.layerFileNote, "\(file.path): read its layer '\(read.layerName)', the first with features; "
                            + "not read: \(others) (pick one with layer \"NAME\")", at: range).with(severity: .warning), origin: .pending)
        }
        return read.features
    }

    /// `layer add service URL [title T]`: a service layer, kept as data, titled `T` or from the URL.
    func layerAddService(_ url: Expr, title: Expr?) throws(ExecutionStop) {
        let address = try string(url, what: "service URL")
        guard !address.trimmedOfWhitespace.isEmpty else { throw .error(.emptyName, "the service URL is empty", at: url.range) }
        let name = try title.map { (expr) throws(ExecutionStop) in try string(expr, what: "layer title") } ?? ServiceLayer.title(of: address)
        let layer = try mapCall(at: title?.range ?? url.range) { () throws(MapError) in
            try OperationalLayer(title: name, source: address, content: .service(ServiceLayer(url: address, title: name.trimmedOfWhitespace)))
        }
        try mapCall(at: url.range) { () throws(MapError) in _ = try session.addLayer(layer) }
    }

    /// `layer style L [color C] [fill C] [width W] [size S] [shape SHAPE] [by FIELD]`: changes
    /// every symbol of the renderer; `by` first makes a renderer by the field.
    func layerStyle(_ target: Expr, style: Command.LayerStyle, range: SourceRange) throws(ExecutionStop) {
        let position = try layerPosition(target)
        let layer = session.layers.layers[position - 1]
        guard let set = layer.featureSet else { throw .map(.layer(.notAFeatureLayer(layer.title)), at: target.range) }
        let color = try style.color.map { (reference) throws(ExecutionStop) in try graphicColor(reference) }
        let fill = try style.fill.map { (reference) throws(ExecutionStop) in try graphicColor(reference) }
        let width = try style.width.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "width") }
        let size = try style.size.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "size") }
        let shape = try style.shape.map { (reference) throws(ExecutionStop) in try markerShape(reference) }
        // Sizes are checked once, as the graphics' symbols check them.
        if let width { _ = try mapCall(at: style.width!.range) { () throws(MapError) in try GraphicSymbol.Line(width: width) } }
        if let size { _ = try mapCall(at: style.size!.range) { () throws(MapError) in try GraphicSymbol.Point(size: size) } }
        var renderer = set.renderer
        if let fieldExpr = style.field {
            let field = try string(fieldExpr, what: "field name")
            guard set.fieldNames.contains(field) else {
                let close = Suggestion.closest(to: field, among: set.fieldNames, limit: 2)
                throw .map(.layer(.unknownField(field, layer: layer.title, suggestions: close)), at: fieldExpr.range)
            }
            let base = renderer.symbols.first ?? .standard
            renderer = LayerRenderer.by(field: field, of: set.features, base: base)
        }
        let byField = style.field != nil
        renderer = renderer.mapSymbols { symbol in
            var symbol = symbol
            // A colour given with `by` would undo the field's colours: it goes to outlines only.
            if let color { symbol = byField ? Self.outlined(symbol, color) : symbol.colored(color) }
            if let fill { symbol.fill.color = fill }
            if let width {
                symbol.line = (try? GraphicSymbol.Line(color: symbol.line.color, width: width, style: symbol.line.style)) ?? symbol.line
                symbol.fill.outline = (try? GraphicSymbol.Line(color: symbol.fill.outline.color, width: width,
                                                               style: symbol.fill.outline.style)) ?? symbol.fill.outline
            }
            if let size { symbol.marker = (try? GraphicSymbol.Point(color: symbol.marker.color, size: size, shape: symbol.marker.shape)) ?? symbol.marker }
            if let shape { symbol.marker.shape = shape }
            return symbol
        }
        try mapCall(at: range) { () throws(MapError) in try session.setLayerRenderer(renderer, at: position) }
    }

    /// `symbol` with its polygons' outline in `color`.
    private static func outlined(_ symbol: LayerSymbol, _ color: GraphicColor) -> LayerSymbol {
        var symbol = symbol
        symbol.fill.outline.color = color
        return symbol
    }

    /// `goto layer L`: the view fits the layer's extent, its features' or its raster's (a service
    /// layer has none here).
    func gotoLayer(_ target: Expr) throws(ExecutionStop) {
        let position = try layerPosition(target)
        let bounds = try PropertyTables.bounds(of: session.layers.layers[position - 1], at: target.range)
        let (xmin, ymin) = Projection.webMercator(latitude: bounds.south, longitude: bounds.west)
        let (xmax, ymax) = Projection.webMercator(latitude: bounds.north, longitude: bounds.east)
        let destination = try mapCall(at: target.range) { () throws(MapError) in
            // One point has no size to fit: the view centres on it at its scale.
            if xmax == xmin && ymax == ymin {
                return try Viewpoint(latitude: bounds.south, longitude: bounds.west, scale: session.viewpoint.scale)
            }
            return try session.viewpoint(fitting: Extent(xmin: xmin, ymin: ymin, xmax: xmax, ymax: ymax, spatialReference: .webMercator))
        }
        session.go(to: destination)
    }

    /// `identify COORD [tolerance PX]`: one line per feature found, top layer first: the layer's
    /// title and the feature's fields.
    func identify(_ point: Expr, tolerance: Expr?) throws(ExecutionStop) {
        let position = try geodesicPosition(point)
        let pixels = try tolerance.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "tolerance") } ?? Self.identifyTolerance
        guard pixels >= 0 && pixels <= 1000 else {
            throw .error(.valueOutOfRange, "tolerance must be a number of pixels in [0, 1000], not \(NumberFormat.shortest(pixels))",
                         at: tolerance?.range ?? point.range)
        }
        let found = session.identify(at: position, tolerance: pixels)
        // Top layer first: a raster layer gives its bands' values under the point (the SDK's
        // raster identify), a feature layer its features there.
        var lines: [String] = []
        for index in session.layers.layers.indices.reversed() {
            let layer = session.layers.layers[index]
            if let raster = layer.raster {
                guard layer.shows(atScale: session.viewpoint.scale),
                      let values = try? rasters.dataset(raster.source).values(longitude: position.longitude, latitude: position.latitude)
                else { continue }
                lines.append(LayerTables.identified(values, in: layer))
            }
            for hit in found where hit.layer == index + 1 {
                guard let feature = layer.featureSet?.features[hit.feature] else { continue }
                lines.append(LayerTables.identified(feature, number: hit.feature + 1, in: layer))
            }
        }
        guard !lines.isEmpty else { return output.writeLine("no features") }
        for line in lines { output.writeLine(line) }
    }

    /// The tolerance of `identify` in pixels when none is given: 12, as the SDK's samples use.
    static let identifyTolerance = 12.0

    // MARK: - Layer settings

    /// `layer remove`.
    func layerRemove(_ target: Expr) throws(ExecutionStop) {
        let position = try layerPosition(target)
        try mapCall(at: target.range) { () throws(MapError) in _ = try session.removeLayer(at: position) }
    }

    /// `layer move`.
    func layerMove(_ target: Expr, to destination: Expr) throws(ExecutionStop) {
        let from = try layerPosition(target)
        let to = try wholeNumber(destination, what: "layer position")
        try mapCall(at: destination.range) { () throws(MapError) in try session.moveLayer(from: from, to: to) }
    }

    /// `layer hide` (`visible` false) and `layer show`.
    func layerVisibility(_ target: Expr, visible: Bool) throws(ExecutionStop) {
        let position = try layerPosition(target)
        try mapCall(at: target.range) { () throws(MapError) in try session.setLayerVisible(visible, at: position) }
    }

    /// `layer opacity`.
    func layerOpacity(_ target: Expr, _ opacity: Expr) throws(ExecutionStop) {
        let position = try layerPosition(target)
        let value = try finiteNumber(opacity, what: "opacity")
        try mapCall(at: opacity.range) { () throws(MapError) in try session.setLayerOpacity(value, at: position) }
    }

    /// `layer title`.
    func layerTitle(_ target: Expr, _ title: Expr) throws(ExecutionStop) {
        let position = try layerPosition(target)
        let text = try string(title, what: "layer title")
        try mapCall(at: title.range) { () throws(MapError) in try session.setLayerTitle(text, at: position) }
    }

    /// `layer scale`: a bound not given is no limit (0).
    func layerScale(_ target: Expr, min: Expr?, max: Expr?) throws(ExecutionStop) {
        let position = try layerPosition(target)
        let largest = try min.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "scale") } ?? 0
        let smallest = try max.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "scale") } ?? 0
        try mapCall(at: min?.range ?? max?.range ?? target.range) { () throws(MapError) in
            try session.setLayerScaleRange(minScale: largest, maxScale: smallest, at: position)
        }
    }

    /// `layer legend`, as text or (`json`) a JSON array.
    func layerLegend(_ target: Expr, json: Bool) throws(ExecutionStop) {
        let layer = session.layers.layers[try layerPosition(target) - 1]
        output.write(json ? LegendText.json(of: layer) : LegendText.text(of: layer, swatch: options.terminal?.swatch))
    }

    // MARK: - Finding layers

    /// The 1-based position a layer target names: a position, or a title only one layer has.
    func layerPosition(_ target: Expr) throws(ExecutionStop) -> Int {
        try layerPosition(of: try evaluate(target), at: target.range)
    }

    /// The 1-based position an evaluated layer target names.
    func layerPosition(of value: Value, at range: SourceRange) throws(ExecutionStop) -> Int {
        switch value {
        case .number(let number):
            let position = try wholeNumber(number, what: "layer position", at: range)
            let count = session.layers.count
            guard position >= 1 && position <= count else { throw .map(.layer(.noLayer(position: position, count: count)), at: range) }
            return position
        case .string(let title):
            return try mapCall(at: range) { () throws(MapError) in try session.layers.position(titled: title) }
        default:
            throw .error(.typeMismatch, "expected a layer position or title, found \(value.typeName)", at: range)
        }
    }
}
