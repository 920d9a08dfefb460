import MapCore
import MapFormats
import TextSupport

/// Writes a session as one self-contained HTML page (inline SVG, script and style; nothing
/// fetched, so it works from `file://`): the map drawn from the same `Picture` model as
/// `SVGRenderer`'s, at several scales (`HTMLLevel`), which the page's script moves, turns and
/// scales with the Web Mercator maths of the core (or in the plane of a map's own spatial
/// reference, `HTMLPage+Grid`); pan and zoom (mouse, wheel, `+`, `-`, arrows), the bookmarks
/// as a list that flies to each, the current view as text (`data-viewpoint`, written as
/// `where` writes it), and the tour played at real speed.
/// A tile service basemap's own tiles, or with `--online` those of a named style's public
/// service (`tileService(of:rasters:)`), are loaded over the pictures' basemap when the browser
/// is online, the page's only network use; offline, the pictures show. A map in its own
/// spatial reference loads no tiles (they are Web Mercator): its pictures show.
public enum HTMLPage {
    /// The layers of a picture left out of the levels: those that belong to one view rather
    /// than to the map (the page shows the view's scale and place as text instead), and the
    /// coastline, which the land's fill already draws (half the bytes of a picture's land), and
    /// the attribution, which the page shows once at the map's corner (`data-attribution`).
    static let furniture: Set<String> = ["caption", "scale-bar", "north-arrow", "not-drawn", "coastline", "attribution", "legend"]

    /// How far, in a level's pixels, a line may move when its points are thinned
    /// (`PathSimplifier`): a level is shown at half to full size, so at most a quarter of a
    /// screen pixel.
    static let simplification = 0.25

    /// The most bytes of raster images a page embeds by default (20 MB).
    public static let defaultImageBudget = 20_000_000

    /// The page of `session` with a map of `width` x `height` pixels (by default the view's),
    /// its rasters read by `rasters` and embedded as PNG images, level by level, up to
    /// `imageBudget` bytes (coarser levels first, as the levels go), with a legend panel
    /// (`legendPanel`) unless `legend` is false.
    public static func html(of session: Session, width: Int? = nil, height: Int? = nil, rasters: (any RasterPainter)? = nil,
                            imageBudget: Int = defaultImageBudget, legend: Bool = true) -> String {
        let width = max(1, width ?? session.view.width), height = max(1, height ?? session.view.height)
        let projection = MapProjection(spatialReference: session.geoModel.spatialReference)
        let bookmarks = Array(session.geoModel.bookmarks.bookmarks)
        let levels = HTMLLevel.levels(for: places(of: session), width: width, height: height, projection: projection)
        // The levels are drawn from straight above (a scene's tilted camera too): the title
        // says what they show, and `cameraNote` what they leave out.
        var flat = session
        flat.go(to: session.viewpoint)
        let title = PictureBuilder.picture(of: flat, width: width, height: height, legend: false).title
        // Web Mercator tiles cannot be laid on a grid: its pictures draw the basemap (a raster
        // warped by GDAL into the grid, as `export svg` draws it).
        let tiles = projection.grid == nil ? tileService(of: session, rasters: rasters) : nil

        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<link rel=\"icon\" href=\"data:,\">\n"
        out += "<title>\(SVGRenderer.escaped(title))</title>\n<style>\n\(HTMLScript.style)</style>\n</head>\n<body>\n"
        out += "<main>\n<div id=\"map\" tabindex=\"0\" aria-label=\"map\">\n"
        out += "<svg id=\"view\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        out += "viewBox=\"0 0 \(width) \(height)\">\n"
        var frames: [MapFrame] = []
        var imageBytes = 0
        var drewBasemap = false
        for (index, level) in levels.enumerated() {
            var copy = session
            let pictureWidth = level.width / level.copies
            try? copy.setViewSize(width: pictureWidth, height: level.height)
            copy.go(to: level.viewpoint)
            // Rasters are embedded (offline) until their PNGs reach the budget; later levels
            // draw the built-in geography instead. A grid's projection is made afresh for each
            // level: its vertex cache is one picture's.
            var builder = PictureBuilder(session: copy, width: pictureWidth, height: level.height, metrics: .page,
                                         rasters: imageBytes < imageBudget ? rasters : nil,
                                         projection: MapProjection(spatialReference: session.geoModel.spatialReference))
            builder.showsLegend = false  // the page's own panel lists the legend once
            frames.append(builder.frame.widened(to: Double(level.width)))
            let picture = builder.build()
            imageBytes += picture.layers.flatMap(\.items).reduce(0) { total, item in
                if case .image(let image) = item { total + image.png.count } else { total }
            }
            drewBasemap = drewBasemap || picture.layers.contains { $0.id == "basemap" && !$0.items.isEmpty }
            out += group(of: withTrack(picture, of: copy, in: builder.frame), index: index, tiles: tiles != nil, copies: level.copies)
        }
        out += "</svg>\n"
        if let text = attribution(of: session, tiles: tiles, rasters: drewBasemap ? rasters : nil) {
            out += "<div class=\"attribution\" data-attribution>\(SVGRenderer.escaped(text))</div>\n"
        }
        out += "</div>\n<aside>\n<h1>\(SVGRenderer.escaped(title))</h1>\n"
        out += "<p class=\"viewpoint\" data-viewpoint>\(place(session.viewpoint))</p>\n"
        if let note = cameraNote(of: session) { out += "<p class=\"help\" data-camera>\(SVGRenderer.escaped(note))</p>\n" }
        out += legendPanel(of: session, shown: legend)
        out += "<h2>Bookmarks</h2>\n<ol class=\"bookmarks\">\n"
        for (index, bookmark) in bookmarks.enumerated() {
            out += "<li><button type=\"button\" data-bookmark=\"\(index + 1)\">\(SVGRenderer.escaped(bookmark.name))</button></li>\n"
        }
        let length = tourLength(session.tour)
        out += "</ol>\n<h2>Tour</h2>\n<div class=\"tour\">\n"
        let disabled = session.tour.isEmpty ? " disabled" : ""
        out += "<button type=\"button\" data-action=\"play\"\(disabled)>Play</button>\n"
        out += "<button type=\"button\" data-action=\"pause\" disabled>Pause</button>\n"
        out += "<input type=\"range\" data-timeline aria-label=\"tour time\" min=\"0\" max=\"\(NumberFormat.shortest(length))\" "
        out += "step=\"any\" value=\"0\"\(disabled)>\n"
        out += "<output data-clock>0.0 / \(NumberFormat.fixed(length, places: 1)) s</output>\n</div>\n"
        out += "<p class=\"help\">Drag to pan, wheel or + and - to zoom, arrows to pan.</p>\n</aside>\n</main>\n"
        out += "<script type=\"application/json\" id=\"mapscript-data\">"
        out += data(session: session, width: width, height: height, projection: projection, bookmarks: bookmarks, frames: frames,
                    tiles: tiles)
        out += "</script>\n<script>\n\(HTMLScript.script(for: projection))</script>\n</body>\n</html>\n"
        return out
    }

    /// What the page says of a scene whose camera is tilted, which it draws from straight
    /// above (its levels pan, zoom and turn as a map; `show` and `export svg` draw the
    /// perspective): the camera's heading and pitch and that; nil for a map, or a camera
    /// looking straight down.
    static func cameraNote(of session: Session) -> String? {
        guard let camera = session.camera, camera.pitch != 0 else { return nil }
        return "Scene camera at heading " + NumberFormat.fixed(camera.heading, places: 1) + "°, pitch "
            + NumberFormat.fixed(camera.pitch, places: 1) + "°: this page draws the scene from straight above "
            + "(show and export svg draw it in perspective)."
    }

    /// `viewpoint` as `where` writes it: `44.525,-110.838 1:6000 rotation 0`.
    public static func place(_ viewpoint: Viewpoint) -> String {
        NumberFormat.degrees(viewpoint.latitude) + "," + NumberFormat.degrees(viewpoint.longitude)
            + " " + NumberFormat.scale(viewpoint.scale) + " rotation " + NumberFormat.shortest(viewpoint.rotation)
    }

    /// The places the page goes to: the start, the bookmarks and the tour's stops.
    static func places(of session: Session) -> [Viewpoint] {
        var places = [session.viewpoint] + session.geoModel.bookmarks.bookmarks.map(\.viewpoint)
        for step in session.tour { if case .flyTo(let viewpoint, _) = step { places.append(viewpoint) } }
        return places
    }

    /// The tour's length in seconds: its moves' durations and its waits.
    static func tourLength(_ tour: Tour) -> Double {
        tour.reduce(0) { total, step in
            switch step {
            case .flyTo(_, let duration): total + duration
            case .wait(let seconds): total + seconds
            }
        }
    }

    // MARK: - Tiles

    /// The layers of a level that draw the basemap (a raster, or the built-in land, water and
    /// borders): a tile service's tiles go over them and under the rest.
    static let basemapLayers: Set<String> = ["basemap", "land", "coastline", "lakes", "rivers", "states", "borders"]

    /// A level's empty group for the script's tiles.
    static let tileGroup = "<g data-tiles></g>\n"

    /// The tile service whose tiles the page loads when the browser is online: the session's
    /// basemap's own (a `.tiles` raster), else the public service `rasters` draws a named style
    /// from (with `--online`: `SessionRasters`, under `MAPSCRIPT_TILE_SERVER` when it is set);
    /// nil for any other basemap (the page then fetches nothing).
    static func tileService(of session: Session, rasters: (any RasterPainter)? = nil) -> RasterSource? {
        guard let basemap = session.geoModel.basemap else { return nil }
        if let raster = basemap.raster { return raster.kind == .tiles ? raster : nil }
        guard let source = rasters?.source(of: basemap), source.kind == .tiles else { return nil }
        return source
    }

    /// The text the page shows at the map's bottom right, as tile services ask: the tile
    /// service's attribution, else that of the raster `rasters` drew the basemap from (a named
    /// style's public tiles); nil when there is none.
    static func attribution(of session: Session, tiles: RasterSource?, rasters: (any RasterPainter)?) -> String? {
        if let text = tiles?.attribution, !text.isEmpty { return text }
        guard let basemap = session.geoModel.basemap, let text = rasters?.source(of: basemap)?.attribution, !text.isEmpty else {
            return nil
        }
        return text
    }

    /// `template` in the `{z}/{x}/{y}` spelling the script fills in: the SDK's `{level}`,
    /// `{col}` and `{row}` renamed; `{subDomain}` kept (the script picks one of the source's).
    static func pageTemplate(_ template: String) -> String {
        template.replacing("{level}", with: "{z}").replacing("{col}", with: "{x}").replacing("{row}", with: "{y}")
    }

    /// The tile service as the script reads it: `{"template":..., "subDomains":[...],
    /// "attribution":...}` (`{subDomain}` is `a` when the source names none, as GDAL reads it),
    /// or `null`.
    static func tilesData(_ tiles: RasterSource?) -> String {
        guard let tiles else { return "null" }
        let subDomains = tiles.subDomains.isEmpty ? ["a"] : tiles.subDomains
        return "{\"template\":\(string(pageTemplate(tiles.location))),"
            + "\"subDomains\":[\(subDomains.map(string).joined(separator: ","))],"
            + "\"attribution\":\(tiles.attribution.map(string) ?? "null")}"
    }

    // MARK: - Data

    /// The JSON the script reads: the view's size, the projection, the start, the bookmarks,
    /// the tour (`[lat, lon, scale, rotation, duration]` a move, `[seconds]` a wait), each
    /// level's centre (projected metres), resolution and size, and the tile service (`tiles`,
    /// `tilesData`) or null. In a grid, places are `[x, y, scale, rotation]` in its plane
    /// (projected by PROJ) and `gridData` follows the levels.
    static func data(session: Session, width: Int, height: Int, projection: MapProjection, bookmarks: [Bookmark],
                     frames: [MapFrame], tiles: RasterSource? = nil) -> String {
        func number(_ value: Double) -> String { NumberFormat.shortest(value) }
        func point(_ viewpoint: Viewpoint) -> String {
            let centre = projection.grid.map { planePoint(of: viewpoint, in: $0) } ?? (viewpoint.latitude, viewpoint.longitude)
            return [centre.0, centre.1, viewpoint.scale, viewpoint.rotation].map(number).joined(separator: ",")
        }
        var out = "{\"width\":\(width),\"height\":\(height),"
        let name = projection.grid != nil ? "grid" : projection == .plateCarree ? "plateCarree" : "webMercator"
        out += "\"projection\":\"\(name)\","
        out += "\"start\":[\(point(session.viewpoint))],\n\"bookmarks\":["
        out += bookmarks.map { "{\"name\":\(string($0.name)),\"at\":[\(point($0.viewpoint))]}" }.joined(separator: ",\n")
        out += "],\n\"tour\":["
        var first = true
        for step in session.tour {
            out += first ? "" : ","
            first = false
            switch step {
            case .flyTo(let viewpoint, let duration): out += "[\(point(viewpoint)),\(number(duration))]"
            case .wait(let seconds): out += "[\(number(seconds))]"
            }
        }
        out += "],\n\"levels\":["
        out += frames.map { frame in
            "[\(number(frame.center.x)),\(number(frame.center.y)),\(number(frame.resolution)),"
                + "\(number(frame.width)),\(number(frame.height))]"
        }.joined(separator: ",\n")
        out += "]"
        if let grid = projection.grid { out += gridData(grid, session: session, frames: frames) }
        return out + ",\n\"tiles\":\(tilesData(tiles))}"
    }

    /// `text` as a JSON string (`JSONWriter.quoted`) that is safe inside a `<script>` element:
    /// `<` escaped, so that no `</script>` can end it.
    static func string(_ text: String) -> String {
        JSONWriter.quoted(text).replacing("<", with: "\\u003c")
    }
}
