import MapCore

/// A map session command: the node that one form of `CommandTable.entries` builds. The table
/// states each form's words, operands, clauses and help, so a case's comment only names its
/// form, and what the node's shape means where the form does not say. Positions (bookmark,
/// gallery item, graphic, layer) are expressions the interpreter resolves: a number is a 1-based
/// position, a string a name. Cases with several expressions are `indirect`, so a `Command`
/// stays small to move around.
public enum Command: Hashable, Sendable {
    // MARK: - Bookmarks

    /// `bookmark add`.
    indirect case bookmarkAdd(name: Expr, at: Expr?, scale: Expr?, rotation: Expr?)
    /// `bookmark list`.
    case bookmarkList
    /// `bookmark clear`.
    case bookmarkClear
    /// `bookmark remove`.
    case bookmarkRemove(Expr)
    /// `bookmark move`.
    indirect case bookmarkMove(Expr, to: Expr)
    /// `bookmark rename`.
    indirect case bookmarkRename(Expr, to: Expr)

    // MARK: - Navigation

    /// `goto` with at least one clause.
    indirect case goto(Expr, scale: Expr?, rotation: Expr?, duration: Expr?)
    /// `goto` without clauses, its target stored inline (no heap allocation); run as `goto`.
    case gotoTarget(Expr)
    /// `zoom in`.
    case zoomIn(by: Expr?)
    /// `zoom out`.
    case zoomOut(by: Expr?)
    /// `zoom to`.
    case zoomTo(scale: Expr)
    /// `rotate`.
    case rotate(Expr)
    /// `pan north|south|east|west`.
    case pan(PanDirection, by: Expr?)
    /// `view size`.
    indirect case viewSize(width: Expr, height: Expr)
    /// `viewpoint`.
    case viewpoint
    /// `where`.
    case `where`

    // MARK: - Basemaps and gallery

    /// `basemap use` a style, an item or a value.
    case basemapUse(NameRef)
    /// `basemap use file|tiles|wmts|wms`, with the layer of a file or service that holds several.
    indirect case basemapUseRaster(RasterSource.Kind, location: Expr, layer: Expr?)
    /// `basemap`.
    case basemapShow
    /// `basemap styles`.
    case basemapStyles
    /// `gallery`.
    case galleryShow
    /// `gallery style list|grid|automatic`.
    case galleryStyle(GalleryLayout, width: Expr?)
    /// `gallery add`.
    indirect case galleryAdd(name: Expr, style: NameRef, wkid: Expr?, description: Expr?, thumbnail: Expr?)
    /// `gallery remove`.
    case galleryRemove(Expr)
    /// `gallery reset`.
    case galleryReset
    /// `gallery load`.
    case galleryLoad(Expr)
    /// `map new`.
    indirect case mapNew(basemap: NameRef?, wkid: Expr? = nil)
    /// `scene new`.
    indirect case sceneNew(basemap: NameRef?, wkid: Expr? = nil)

    // MARK: - Graphics

    /// `graphic add point|line|polygon`.
    indirect case graphicAdd(GraphicShape, style: GraphicStyle)
    /// `graphic list`.
    case graphicList
    /// `graphic remove`.
    case graphicRemove(Expr)
    /// `graphic move`.
    indirect case graphicMove(Expr, to: Expr)
    /// `graphic clear`.
    case graphicClear
    /// `measure` a graphic, or (`to` given) a distance.
    indirect case measure(Expr, to: Expr?)

    // MARK: - Operational layers

    /// `layer add` (`layer`: the `layer` clause; `all`: the `all` flag).
    indirect case layerAdd(file: Expr, title: Expr?, layer: Expr?, all: Bool)
    /// `layer add service`.
    indirect case layerAddService(url: Expr, title: Expr?)
    /// `layer list`.
    case layerList
    /// `layer remove`.
    case layerRemove(Expr)
    /// `layer move`.
    indirect case layerMove(Expr, to: Expr)
    /// `layer hide` (`visible` false) or `layer show`.
    case layerVisibility(Expr, visible: Bool)
    /// `layer opacity`.
    indirect case layerOpacity(Expr, opacity: Expr)
    /// `layer title`.
    indirect case layerTitle(Expr, title: Expr)
    /// `layer scale`.
    indirect case layerScale(Expr, min: Expr?, max: Expr?)
    /// `layer style`.
    indirect case layerStyle(Expr, style: LayerStyle)
    /// `layer filter`: `where` a condition, or `off` (`condition` nil).
    indirect case layerFilter(Expr, condition: Expr?)
    /// `layer legend` (`json`: the `json` flag).
    case layerLegend(Expr, json: Bool)
    /// `layer set` (one web map member of the layer, the rest of its JSON kept as it was).
    indirect case layerSet(Expr, LayerSetting)
    /// `table set` (one web map member of a table; `scaleRange` and `labels` are not among its
    /// clauses).
    indirect case tableSet(Expr, LayerSetting)
    /// `layer find source`.
    case layerFindSource(Expr)
    /// `layer replace source`.
    indirect case layerReplaceSource(Expr, with: Expr)
    /// `goto layer`.
    case gotoLayer(Expr)
    /// `identify`.
    indirect case identify(Expr, tolerance: Expr?)

    // MARK: - Location display

    /// `location start` (nil: neither `at` nor `track`).
    case locationStart(LocationSource?)
    /// `location move`.
    indirect case locationMove(Expr, heading: Expr?, speed: Expr?)
    /// `location step`.
    case locationStep
    /// `location stop`.
    case locationStop
    /// `autopan off|recenter|navigation|compass`.
    case autopan(AutoPanMode)

    // MARK: - Scene camera

    /// `camera`.
    case cameraShow
    /// `camera at`.
    indirect case cameraAt(Expr, altitude: Expr, heading: Expr?, pitch: Expr?)
    /// `camera orbit`.
    case cameraOrbit(Expr)
    /// `camera tilt`.
    case cameraTilt(Expr)

    // MARK: - Files

    /// `save`.
    case save(Expr)
    /// `load`.
    case load(Expr)
    /// `import webmap`.
    case importWebMap(Expr)
    /// `export webmap|geojson|kml`.
    case export(ExportFormat, Expr)
    /// `export svg` (`Interpreter+Pictures`).
    indirect case exportSVG(Expr, width: Expr?, height: Expr?, legend: NameRef?)
    /// `export html` (`Interpreter+Pictures`).
    indirect case exportHTML(Expr, width: Expr?, height: Expr?, legend: NameRef?)
    /// `show`.
    indirect case show(columns: Expr?, rows: Expr?)
    /// `source`.
    case source(Expr)

    // MARK: - Session

    /// `wait`.
    case wait(Expr)
    /// `help`: a bare word or an expression.
    case help(topic: NameRef?)
    /// `quit`.
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

    /// The format of `export FORMAT FILE` (pictures, `export svg` and `export html`, are
    /// commands of their own, with their clauses).
    public enum ExportFormat: String, Hashable, Sendable, CaseIterable {
        /// ArcGIS Web Map JSON.
        case webmap
        /// GeoJSON (RFC 7946).
        case geojson
        /// A KML tour.
        case kml
    }

    /// The clauses of `layer style`.
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
        /// `json PATH VALUE`: any member, by its JSON path (`popupInfo.title`).
        case json(path: Expr, value: Expr)

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
            case .json: "json"
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

    /// The clauses of `graphic add` (which kind takes which: its forms in the table).
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
