import MapCore
import MapFiles
import MapFormats
import MapScriptSyntax
import TextSupport

extension Interpreter {
    /// The width the gallery is laid out in: `gallery style ... width W`, else the view's width.
    package var galleryWidth: Double { galleryWidthSetting ?? Double(session.view.width) }

    /// `basemap use NAME|POSITION|EXPR`: a catalog style or gallery item by name, or a gallery
    /// item by position, through the gallery's selection rules.
    func basemapUse(_ reference: NameRef) throws(ExecutionStop) {
        switch reference {
        case .name(let name, let range):
            try mapCall(at: range, bare: true) { () throws(MapError) in try session.useBasemap(named: name) }
        case .expr(let expr):
            let value = try evaluate(expr)
            switch value {
            case .number:
                let position = try wholeNumber(expr, what: "gallery position")
                try mapCall(at: expr.range) { () throws(MapError) in try session.selectGalleryItem(at: position) }
            case .string(let name):
                try mapCall(at: expr.range) { () throws(MapError) in try session.useBasemap(named: name) }
            case .galleryItem(let item):
                try mapCall(at: expr.range) { () throws(MapError) in try session.selectGalleryItem(named: item.name) }
            default:
                throw .error(.typeMismatch, "expected a basemap name or gallery position, found \(value.typeName)", at: expr.range)
            }
        }
    }

    /// `basemap use file FILE` (a raster or tile cache), `basemap use tiles URL` (a `{z}/{x}/{y}`
    /// template), `basemap use wmts URL`, `basemap use wms URL`: a basemap drawn from its pixels
    /// (the SDK's `Basemap(baseLayer:)`), named by the file or the service's host. A file is
    /// opened now (a file GDAL cannot read, or a raster without a spatial reference, is an error
    /// and the basemap stays); a service is opened when a picture draws it (with `--online`; else
    /// from GDAL's tile cache alone). Tiles are in Web Mercator, and so is such a basemap; a raster
    /// in another spatial reference is drawn reprojected into the map's.
    func basemapUseRaster(_ kind: RasterSource.Kind, location: Expr, layer: Expr?, at range: SourceRange) throws(ExecutionStop) {
        let member = try layer.map { (expr) throws(ExecutionStop) in try string(expr, what: "layer name") }
        let source: RasterSource
        let reference: SpatialReference?
        let name: String
        switch kind {
        case .file:
            let file = try resolvedFile(location, for: .read, what: "raster file name")
            source = RasterSource(kind: .file, location: file.path, path: file.systemPath, member: member)
            let description = try rasterContent(source, at: location.range).description
            let isTiles = description.spatialReference.hasSuffix("(EPSG:3857)")
            reference = isTiles ? .webMercator : session.geoModel.spatialReference ?? .webMercator
            name = OperationalLayer.title(ofFile: file.path)
        case .tiles, .wmts, .wms:
            let url = try string(location, what: kind == .tiles ? "tile URL template" : "service URL")
            guard url.hasPrefix("http://") || url.hasPrefix("https://") || url.hasPrefix("file://") else {
                throw .error(.invalidServiceURL, "expected an http://, https:// or file:// URL, found \(StringLiteral.quoted(url))", at: location.range)
            }
            if kind == .tiles && !RasterSource.isTileTemplate(url) {
                throw .error(.invalidServiceURL, "a tile URL template needs {z} (or {level}), {x} (or {col}) and {y} (or {row}): "
                             + StringLiteral.quoted(url), at: location.range)
            }
            source = RasterSource(kind: kind, location: url, member: member)
            reference = .webMercator
            name = RasterSource.host(of: url)
        }
        let basemap = Basemap(name: name, raster: source, spatialReference: reference)
        try mapCall(at: range) { () throws(MapError) in try session.useBasemap(basemap) }
    }

    /// The catalog style a name position gives (for `map new basemap B`, `gallery add ... style B`).
    func style(_ reference: NameRef) throws(ExecutionStop) -> BasemapStyle {
        let name = try styleName(reference)
        let bare = if case .name = reference { true } else { false }
        return try mapCall(at: reference.range, bare: bare) { () throws(MapError) in try BasemapStyle.named(name) }
    }

    /// The text of a name position: the bare word, or the expression's string.
    func styleName(_ reference: NameRef) throws(ExecutionStop) -> String {
        switch reference {
        case .name(let name, _): return name
        case .expr(let expr): return try string(expr, what: "basemap style")
        }
    }

    /// `gallery style list|grid|automatic [width W]`; `width view` follows the view's width
    /// again.
    func galleryStyle(_ layout: Command.GalleryLayout, width: Expr?, range: SourceRange) throws(ExecutionStop) {
        if let width, case .variable("view") = width.kind {
            galleryWidthSetting = nil
        } else if let width {
            let value = try finiteNumber(width, what: "gallery width")
            guard value >= 1 else {
                throw .error(.valueOutOfRange, "gallery width must be at least 1, not \(NumberFormat.shortest(value))", at: width.range)
            }
            galleryWidthSetting = value
        }
        let style: BasemapGallery.Style
        switch layout {
        case .list: style = .list
        case .grid: style = .grid()
        case .automatic: style = .automatic
        }
        try mapCall(at: range) { () throws(MapError) in
            try session.setGalleryStyle(style)
        }
    }

    /// `gallery add NAME style STYLE [wkid N] [description TEXT] [thumbnail PATH]`: an unknown
    /// style is accepted and gives an item that fails to load, as a broken portal item does.
    func galleryAdd(name: Expr, style: NameRef, wkid: Expr?, description: Expr?, thumbnail: Expr?,
                    range: SourceRange) throws(ExecutionStop) {
        let title = try string(name, what: "gallery item name")
        guard !title.allSatisfy(\.isWhitespace) else { throw .error(.emptyName, "gallery item names cannot be empty", at: name.range) }
        let styleText = try styleName(style)
        // What `load` would refuse in a session file (`expected a non-empty string`).
        guard !styleText.allSatisfy(\.isWhitespace) else {
            throw .error(.emptyName, "basemap style names cannot be empty", at: style.range)
        }
        var reference: SpatialReference?
        if let wkid {
            let number = try wholeNumber(wkid, what: "wkid")
            reference = try mapCall(at: wkid.range) { () throws(MapError) in try SpatialReference(wkid: number) }
        }
        let text = try description.map { (d) throws(ExecutionStop) in try string(d, what: "description") }
        let picture = try thumbnail.map { (t) throws(ExecutionStop) in try string(t, what: "thumbnail") }
        let item = BasemapGalleryItem(styleName: styleText, name: title, description: text,
                                      thumbnail: picture, spatialReference: reference)
        try mapCall(at: range) { () throws(MapError) in try session.addGalleryItem(item) }
    }

    /// `gallery remove POSITION|NAME`.
    func galleryRemove(_ target: Expr) throws(ExecutionStop) {
        let value = try evaluate(target)
        switch value {
        case .number:
            let position = try wholeNumber(target, what: "gallery position")
            try mapCall(at: target.range) { () throws(MapError) in _ = try session.removeGalleryItem(at: position) }
        case .string(let name):
            try mapCall(at: target.range) { () throws(MapError) in _ = try session.removeGalleryItem(named: name) }
        case .galleryItem(let item):
            try mapCall(at: target.range) { () throws(MapError) in _ = try session.removeGalleryItem(named: item.name) }
        default:
            throw .error(.typeMismatch, "expected a gallery position or name, found \(value.typeName)", at: target.range)
        }
    }

    /// A portal-file message with the item numbered as the language counts (from 1) after its
    /// JSON path (counted from 0): `basemaps[1] (item 2): missing required key 'title'`.
    static func numberingItems(_ message: String, _ path: JSONPath) -> String {
        let lead = "\(path): "
        guard message.hasPrefix(lead), let index = path.components.lazy.compactMap({ component -> Int? in
            if case .index(let index) = component { return index }
            return nil
        }).first else { return message }
        return "\(path) (item \(index + 1)): " + message.dropFirst(lead.count)
    }

    /// `gallery load FILE`: replaces the items with a portal file's (relative to the script).
    func galleryLoad(_ pathExpr: Expr) throws(ExecutionStop) {
        let file = try resolvedFile(pathExpr, for: .read)
        let path = file.path
        let bytes: [UInt8]
        do { bytes = try file.read() } catch { throw Self.unreadable(error, at: pathExpr.range) }
        let portal: PortalFile
        do { portal = try PortalFile.parse(bytes) } catch {
            throw .error(.invalidPortalFile, "\(path):\(error.line):\(error.column): \(Self.numberingItems(error.message, error.path))",
                         at: pathExpr.range)
        }
        var items: [BasemapGalleryItem] = []
        var positions: [String: Int] = [:]
        for (index, entry) in portal.items.enumerated() {
            if let first = positions.updateValue(index + 1, forKey: entry.title) {
                let place = PortalFile.positionOfTitle(ofItem: index, in: bytes).map { "\(path):\($0.line):\($0.column)" } ?? path
                throw .error(.duplicateGalleryItem, "\(place): items \(first) and \(index + 1) are both named '\(entry.title)'; "
                             + "item names must be unique", at: pathExpr.range)
            }
            var reference: SpatialReference?
            if let wkid = entry.wkid {
                reference = try mapCall(at: pathExpr.range) { () throws(MapError) in try SpatialReference(wkid: wkid) }
            }
            items.append(BasemapGalleryItem(styleName: entry.style, name: entry.title, description: entry.description,
                                            thumbnail: entry.thumbnail, spatialReference: reference))
        }
        try mapCall(at: pathExpr.range) { () throws(MapError) in
            try session.replaceGalleryItems(items, origin: .portal(portal.portal ?? path))
        }
    }
}

// MARK: - New maps in any spatial reference

extension Interpreter {
    /// Runs `map new` and `scene new`: a new geo model on `basemap` (when given), in the spatial
    /// reference `wkid` (when given: Web Mercator and WGS 84 natively, any other through PROJ,
    /// which loads GDAL; `file.unknown-crs` for an id PROJ does not know, `file.gdal-missing`
    /// without GDAL). On error the session stays as it was.
    func newGeoModel(_ kind: GeoModel.Kind, basemap: NameRef?, wkid: Expr?, at range: SourceRange) throws(ExecutionStop) {
        let style = try basemap.map { (reference) throws(ExecutionStop) in try self.style(reference) }
        guard let wkid else { return session.newGeoModel(kind, basemap: style) }
        let number = try wholeNumber(wkid, what: "wkid")
        let given = try mapCall(at: wkid.range) { () throws(MapError) in try SpatialReference(wkid: number) }
        let reference: SpatialReference
        do { reference = try SpatialReferenceResolver.resolve(given) } catch {
            if error.isMissing {
                throw .error(.gdalMissing, "spatial reference \(number) needs PROJ, through GDAL: \(error.description)", at: wkid.range)
            }
            throw .error(.unknownCRS, error.description, at: wkid.range)
        }
        try mapCall(at: range) { () throws(MapError) in try session.newGeoModel(kind, basemap: style, spatialReference: reference) }
    }
}
