import MapCore

/// A map session command. Positions (bookmark, gallery item, graphic) are expressions that the
/// interpreter resolves: a number is a 1-based position, a string a name.
///
/// Every value slot takes an expression; coordinate slots (`at`, `goto`, `location move`,
/// graphic points) take `lat,lon`, which parses to `Expr.Kind.coordinate`, or any expression
/// that evaluates to a coordinate. A scale slot also takes `1:24000`, parsed to the number 24000.
/// Optional clauses come in any order, each at most once. Cases with several expressions are
/// `indirect`, so a `Command` stays small to move around.
public enum Command: Hashable, Sendable {
    // MARK: - Bookmarks

    /// `bookmark add NAME [at COORD] [scale S] [rotation R]`; without `at`, at the current viewpoint.
    indirect case bookmarkAdd(name: Expr, at: Expr?, scale: Expr?, rotation: Expr?)
    /// `bookmark list`.
    case bookmarkList
    /// `bookmark clear`.
    case bookmarkClear
    /// `bookmark remove POSITION|NAME`.
    case bookmarkRemove(Expr)
    /// `bookmark move POSITION|NAME to POSITION`.
    indirect case bookmarkMove(Expr, to: Expr)
    /// `bookmark rename POSITION|NAME to NAME`.
    indirect case bookmarkRename(Expr, to: Expr)

    // MARK: - Navigation

    /// `goto TARGET [scale S] [rotation R] [duration D]`: the target is a bookmark position or
    /// name, a bookmark value, or a coordinate (`goto 44.5,-110.8`).
    indirect case goto(Expr, scale: Expr?, rotation: Expr?, duration: Expr?)
    /// `goto TARGET` without clauses: a `goto` stored inline, without a heap allocation (the
    /// common case). Rendered and run like `goto` with no clauses.
    case gotoTarget(Expr)
    /// `zoom in [by F]`: divides the scale by F (default 2).
    case zoomIn(by: Expr?)
    /// `zoom out [by F]`: multiplies the scale by F (default 2).
    case zoomOut(by: Expr?)
    /// `zoom to S`: sets the scale.
    case zoomTo(scale: Expr)
    /// `rotate DEGREES`: sets the rotation (absolute).
    case rotate(Expr)
    /// `pan north|south|east|west [by FRACTION]`: moves by a fraction of the view (default 0.5).
    case pan(PanDirection, by: Expr?)
    /// `view size W x H`.
    indirect case viewSize(width: Expr, height: Expr)
    /// `viewpoint`: shows the current viewpoint.
    case viewpoint
    /// `where`: shows where the map is centred.
    case `where`

    // MARK: - Basemaps and gallery

    /// `basemap use NAME|POSITION|EXPR`.
    case basemapUse(NameRef)
    /// `basemap use file FILE`, `basemap use tiles URL`, `basemap use wmts URL`, `basemap use wms
    /// URL`: a basemap drawn from a raster file or tile cache, or from a tile service.
    indirect case basemapUseRaster(RasterSource.Kind, location: Expr)
    /// `basemap`: shows the current basemap.
    case basemapShow
    /// `basemap styles`: lists the 78 basemap styles.
    case basemapStyles
    /// `gallery`: shows the gallery.
    case galleryShow
    /// `gallery style list|grid|automatic [width W]`.
    case galleryStyle(GalleryLayout, width: Expr?)
    /// `gallery add NAME style BASEMAP [wkid N] [description TEXT] [thumbnail FILE]`.
    indirect case galleryAdd(name: Expr, style: NameRef, wkid: Expr?, description: Expr?, thumbnail: Expr?)
    /// `gallery remove POSITION|NAME`.
    case galleryRemove(Expr)
    /// `gallery reset`: back to the default gallery.
    case galleryReset
    /// `gallery load FILE`: items from a portal file.
    case galleryLoad(Expr)
    /// `map new [basemap B] [wkid N]`: a map in the spatial reference N (any PROJ knows).
    case mapNew(basemap: NameRef?, wkid: Expr? = nil)
    /// `scene new [basemap B] [wkid N]`.
    case sceneNew(basemap: NameRef?, wkid: Expr? = nil)

    // MARK: - Graphics

    /// `graphic add point|line|polygon ... [clauses]`.
    indirect case graphicAdd(GraphicShape, style: GraphicStyle)
    /// `graphic list`.
    case graphicList
    /// `graphic remove POSITION|LABEL`.
    case graphicRemove(Expr)
    /// `graphic move POSITION|LABEL to POSITION`.
    indirect case graphicMove(Expr, to: Expr)
    /// `graphic clear`.
    case graphicClear
    /// `measure POSITION|LABEL`: length or area of a graphic; `measure COORD to COORD`: the
    /// distance between two points.
    indirect case measure(Expr, to: Expr?)

    // MARK: - Operational layers

    /// `layer add FILE [title T] [layer NAME] [all]` (NAME: which layer or raster of a file that
    /// holds several; `all`: every layer of it that has features, one layer each): a file's
    /// features, on top.
    indirect case layerAdd(file: Expr, title: Expr?, layer: Expr?, all: Bool)
    /// `layer add service URL [title T]`: a service layer, kept as data.
    indirect case layerAddService(url: Expr, title: Expr?)
    /// `layer list`.
    case layerList
    /// `layer remove L` (L: a position or a title).
    case layerRemove(Expr)
    /// `layer move L to N`.
    indirect case layerMove(Expr, to: Expr)
    /// `layer hide L` (`visible` false) or `layer show L`.
    case layerVisibility(Expr, visible: Bool)
    /// `layer opacity L OPACITY`.
    indirect case layerOpacity(Expr, opacity: Expr)
    /// `layer title L T`: renames the layer.
    indirect case layerTitle(Expr, title: Expr)
    /// `layer scale L [min S] [max S]`: the visible scale range, `minScale` (the largest scale
    /// number it shows at) and `maxScale` (the smallest); a bound not given is no limit (0).
    indirect case layerScale(Expr, min: Expr?, max: Expr?)
    /// `layer style L [clauses]`.
    indirect case layerStyle(Expr, style: LayerStyle)
    /// `layer filter L where EXPR` (EXPR over each feature's fields), or `layer filter L off`
    /// (`condition` nil).
    indirect case layerFilter(Expr, condition: Expr?)
    /// `layer legend L [json]`: the layer's legend, as text or (`json`) a JSON array.
    case layerLegend(Expr, json: Bool)
    /// `layer set L url U | title T | definition SQL | popup on|off | labels on|off | refresh
    /// MINUTES | scale range S to S`: one web map property of the layer, written back with the rest of its JSON
    /// unchanged.
    indirect case layerSet(Expr, LayerSetting)
    /// `layer find source TEXT`: every layer source URL (operational layers, group members at
    /// any depth, tables, basemap layers) that contains TEXT, one line each.
    case layerFindSource(Expr)
    /// `layer replace source OLD with NEW`: the prefix OLD of every layer source URL that
    /// starts with it replaced with NEW, one line per change.
    indirect case layerReplaceSource(Expr, with: Expr)
    /// `goto layer L`: fits the layer's extent to the view.
    case gotoLayer(Expr)
    /// `identify COORD [tolerance PX]`: the features under a point.
    indirect case identify(Expr, tolerance: Expr?)

    // MARK: - Location display

    /// `location start [at COORD | track FILE]`.
    case locationStart(LocationSource?)
    /// `location move COORD [heading DEGREES] [speed M_PER_S]`.
    indirect case locationMove(Expr, heading: Expr?, speed: Expr?)
    /// `location step`: the next position of a track.
    case locationStep
    /// `location stop`.
    case locationStop
    /// `autopan off|recenter|navigation|compass`.
    case autopan(AutoPanMode)

    // MARK: - Scene camera

    /// `camera`: shows the scene's camera.
    case cameraShow
    /// `camera at COORD altitude A [heading H] [pitch P]`.
    indirect case cameraAt(Expr, altitude: Expr, heading: Expr?, pitch: Expr?)
    /// `camera orbit DEGREES`: turns the camera about its target.
    case cameraOrbit(Expr)
    /// `camera tilt DEGREES`: sets the pitch at the target.
    case cameraTilt(Expr)

    // MARK: - Files

    /// `save FILE`: the session as JSON.
    case save(Expr)
    /// `load FILE`: a session saved with `save`.
    case load(Expr)
    /// `import webmap FILE`.
    case importWebMap(Expr)
    /// `export webmap|geojson|kml|svg FILE`.
    case export(ExportFormat, Expr)
    /// `export svg FILE [size W x H] [legend on|off]`: a picture of the view
    /// (`Interpreter+Pictures`), with the legend of its layers unless `legend off`.
    indirect case exportSVG(Expr, width: Expr?, height: Expr?, legend: NameRef?)
    /// `export html FILE [size W x H] [legend on|off]`: a page that shows the map and plays the
    /// tour (`Interpreter+Pictures`), with a legend panel unless `legend off`.
    indirect case exportHTML(Expr, width: Expr?, height: Expr?, legend: NameRef?)
    /// `show [size C x R]`: the view in the terminal, in braille.
    indirect case show(columns: Expr?, rows: Expr?)
    /// `source FILE`: runs another script in this session.
    case source(Expr)

    // MARK: - Session

    /// `wait SECONDS` (`wait 2`, `wait 2s`, `wait 500ms`): advances the clock.
    case wait(Expr)
    /// `help [TOPIC]`: a bare word or an expression.
    case help(topic: NameRef?)
    /// `quit [STATUS]`.
    case quit(status: Expr?)

    // MARK: - Words

    /// The direction of `pan`: the domain's own (`north`, `south`, `east`, `west`).
    public typealias PanDirection = Session.Direction

    /// The layout of `gallery style`.
    public enum GalleryLayout: String, Hashable, Sendable, CaseIterable {
        /// One item per row.
        case list
        /// Columns of `width` (default 300) pixels.
        case grid
        /// A grid when the view is wide, a list when narrow.
        case automatic
    }

    /// The auto-pan mode of `autopan`: the location display's own (`compass` in the source is
    /// `compassNavigation`).
    public typealias AutoPanMode = LocationDisplay.AutoPanMode

    /// The format of `export`.
    public enum ExportFormat: String, Hashable, Sendable, CaseIterable {
        /// ArcGIS Web Map JSON.
        case webmap
        /// GeoJSON (RFC 7946).
        case geojson
        /// A KML tour.
        case kml
        /// An SVG picture of the view.
        case svg
    }

    /// The clauses of `layer style`: each changes every symbol of the layer's renderer
    /// (`color`: markers, lines and outlines; `fill`: polygons' interiors; `width`: lines and
    /// outlines; `size` and `shape`: markers); `by FIELD` makes a renderer by that field.
    public struct LayerStyle: Hashable, Sendable {
        /// `color C`.
        public var color: NameRef?
        /// `fill C`.
        public var fill: NameRef?
        /// `width W`.
        public var width: Expr?
        /// `size S`.
        public var size: Expr?
        /// `shape SHAPE`.
        public var shape: NameRef?
        /// `by FIELD`.
        public var field: Expr?

        /// A style with the given clauses (all absent by default).
        public init(color: NameRef? = nil, fill: NameRef? = nil, width: Expr? = nil, size: Expr? = nil, shape: NameRef? = nil,
                    field: Expr? = nil) {
            self.color = color
            self.fill = fill
            self.width = width
            self.size = size
            self.shape = shape
            self.field = field
        }
    }

    /// The property `layer set` changes, and its new value.
    public enum LayerSetting: Hashable, Sendable {
        /// `url U`: the service's URL.
        case url(Expr)
        /// `title T`.
        case title(Expr)
        /// `definition SQL`: `layerDefinition.definitionExpression`.
        case definition(Expr)
        /// `popup on|off`: `popupEnabled`.
        case popup(NameRef)
        /// `labels on|off`: `showLabels`.
        case labels(NameRef)
        /// `refresh MINUTES`: `refreshInterval`, in minutes as the web map specification has it.
        case refresh(Expr)
        /// `scale range S to S`: `minScale` (the largest scale it shows at) and `maxScale`.
        case scaleRange(Expr, Expr)

        /// The clause word, as written.
        public var word: String {
            switch self {
            case .url: "url"
            case .title: "title"
            case .definition: "definition"
            case .popup: "popup"
            case .labels: "labels"
            case .refresh: "refresh"
            case .scaleRange: "scale"
            }
        }
    }

    /// Where `location start` takes positions from.
    public enum LocationSource: Hashable, Sendable {
        /// A fixed start position: `at COORD`.
        case at(Expr)
        /// A track file to replay: `track FILE`.
        case track(Expr)
    }

    /// The geometry of `graphic add`.
    public enum GraphicShape: Hashable, Sendable {
        /// `point COORD`.
        case point(Expr)
        /// `line COORD to COORD [to COORD]...`: at least 2 points.
        case line([Expr])
        /// `polygon COORD to COORD to COORD [to COORD]...`: at least 3 points, ring closed implicitly.
        case polygon([Expr])
    }

    /// The optional clauses of `graphic add`; each kind accepts some of them (point: color, size,
    /// shape, label; line: color, width, style, label; polygon: fill, color (the outline's),
    /// width (the outline's), style (the outline's), label).
    public struct GraphicStyle: Hashable, Sendable {
        /// `color C`: a bare colour name (`blue`) or an expression (`"#e4572e"`).
        public var color: NameRef?
        /// `fill C`: the polygon fill colour, same forms as `color`.
        public var fill: NameRef?
        /// `size S`: the point size in pixels.
        public var size: Expr?
        /// `width W`: the line or outline width in pixels.
        public var width: Expr?
        /// `label TEXT`.
        public var label: Expr?
        /// `shape S`: the point marker's shape (`circle`, `square`, `diamond`...).
        public var shape: NameRef?
        /// `style S`: the line's (or outline's) dash pattern (`solid`, `dash`, `dot`).
        public var lineStyle: NameRef?

        /// A style with the given clauses (all absent by default).
        public init(color: NameRef? = nil, fill: NameRef? = nil, size: Expr? = nil, width: Expr? = nil, label: Expr? = nil,
                    shape: NameRef? = nil, lineStyle: NameRef? = nil) {
            self.color = color
            self.fill = fill
            self.size = size
            self.width = width
            self.label = label
            self.shape = shape
            self.lineStyle = lineStyle
        }
    }
}
