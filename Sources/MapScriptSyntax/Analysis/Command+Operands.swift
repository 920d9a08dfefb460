/// The values written in a command, with what each names: the one place that knows every
/// command's operands, for walks over the AST (`StaticChecker`) that need not know each command.
extension Command {
    /// What an operand of a command stands for.
    public enum Role: Hashable, Sendable {
        /// The name a `bookmark add` gives.
        case newBookmark
        /// A bookmark by position or name (`goto`, `bookmark remove|move|rename`).
        case bookmark
        /// The label a `graphic add` gives.
        case newGraphicLabel
        /// A graphic by position or label (`graphic remove|move`, `measure`).
        case graphic
        /// The name a `gallery add` gives.
        case newGalleryItem
        /// The title a `layer add` gives.
        case newLayerTitle
        /// An operational layer by position or title (`layer remove|move|hide|...`, `goto layer`).
        case layer
        /// A basemap: a catalog style or a gallery item (`basemap use`).
        case basemap
        /// A catalog style only (`map new basemap`, `scene new basemap`, `gallery add ... style`).
        case style
        /// A condition over each feature of a layer (`layer filter L where EXPR`): its bare names
        /// are the features' fields.
        case featureCondition
        /// A file read or written (`save`, `load`, `export`, `gallery load`, `location start track`...).
        case file
        /// The script `source` runs.
        case sourcedFile
        /// Any other value.
        case value
    }

    /// A value written in a command: an expression or a name position, and its role.
    public enum Operand: Hashable, Sendable {
        /// An expression.
        case expr(Expr, Role)
        /// A name position (a bare word taken literally, or an expression).
        case name(NameRef, Role)
    }

    /// Every operand, in source order.
    public var operands: [Operand] {
        func e(_ expr: Expr?, _ role: Role = .value) -> [Operand] { expr.map { [.expr($0, role)] } ?? [] }
        func n(_ name: NameRef?, _ role: Role = .value) -> [Operand] { name.map { [.name($0, role)] } ?? [] }
        switch self {
        case .bookmarkAdd(let name, let at, let scale, let rotation):
            return e(name, .newBookmark) + e(at) + e(scale) + e(rotation)
        case .bookmarkList, .bookmarkClear, .viewpoint, .where, .basemapShow, .basemapStyles, .galleryShow, .galleryReset, .graphicList,
             .graphicClear, .locationStep, .locationStop, .autopan, .cameraShow:
            return []
        case .bookmarkRemove(let target):
            return e(target, .bookmark)
        case .bookmarkMove(let target, let to):
            return e(target, .bookmark) + e(to)
        case .bookmarkRename(let target, let to):
            return e(target, .bookmark) + e(to, .newBookmark)
        case .goto(let target, let scale, let rotation, let duration):
            return e(target, .bookmark) + e(scale) + e(rotation) + e(duration)
        case .gotoTarget(let target):
            return e(target, .bookmark)
        case .zoomIn(let by), .zoomOut(let by), .pan(_, let by):
            return e(by)
        case .zoomTo(let scale):
            return e(scale)
        case .rotate(let value), .wait(let value), .cameraOrbit(let value), .cameraTilt(let value):
            return e(value)
        case .viewSize(let width, let height):
            return e(width) + e(height)
        case .basemapUse(let name):
            return n(name, .basemap)
        case .basemapUseRaster(let kind, let location, let layer):
            return e(location, kind == .file ? .file : .value) + e(layer)
        case .galleryStyle(_, let width):
            return e(width)
        case .galleryAdd(let name, let style, let wkid, let description, let thumbnail):
            return e(name, .newGalleryItem) + n(style, .style) + e(wkid) + e(description) + e(thumbnail, .file)
        case .galleryRemove(let target):
            return e(target)
        case .galleryLoad(let file), .save(let file), .load(let file), .export(_, let file):
            return e(file, .file)
        case .importWebMap(let source):
            // A string that starts with `{` is the web map's JSON, not a file name.
            if case .string(let text) = source.kind, text.first(where: { !$0.isWhitespace }) == "{" { return e(source) }
            return e(source, .file)
        case .mapNew(let basemap, let wkid), .sceneNew(let basemap, let wkid):
            return n(basemap, .style) + e(wkid)
        case .graphicAdd(let shape, let style):
            let points: [Expr] = switch shape {
            case .point(let point): [point]
            case .line(let points), .polygon(let points): points
            }
            return points.flatMap { e($0) } + n(style.color) + n(style.fill) + e(style.size) + e(style.width)
                + e(style.label, .newGraphicLabel) + n(style.shape) + n(style.lineStyle)
        case .graphicRemove(let target):
            return e(target, .graphic)
        case .graphicMove(let target, let to):
            return e(target, .graphic) + e(to)
        case .measure(let target, let to):
            return e(target, to == nil ? .graphic : .value) + e(to)
        case .locationStart(let source):
            switch source {
            case .at(let point): return e(point)
            case .track(let file): return e(file, .file)
            case nil: return []
            }
        case .locationMove(let point, let heading, let speed):
            return e(point) + e(heading) + e(speed)
        case .cameraAt(let point, let altitude, let heading, let pitch):
            return e(point) + e(altitude) + e(heading) + e(pitch)
        case .exportSVG(let file, let width, let height, let legend), .exportHTML(let file, let width, let height, let legend):
            return e(file, .file) + e(width) + e(height) + n(legend)
        case .show(let columns, let rows):
            return e(columns) + e(rows)
        case .source(let file):
            return e(file, .sourcedFile)
        case .help(let topic):
            return n(topic)
        case .quit(let status):
            return e(status)
        case .layerAdd(let file, let title, let layer, _):
            return e(file, .file) + e(title, .newLayerTitle) + e(layer)
        case .layerAddService(let url, let title):
            return e(url) + e(title, .newLayerTitle)
        case .layerList:
            return []
        case .layerRemove(let target), .layerVisibility(let target, _), .gotoLayer(let target), .layerLegend(let target, _):
            return e(target, .layer)
        case .layerMove(let target, let to):
            return e(target, .layer) + e(to)
        case .layerOpacity(let target, let opacity):
            return e(target, .layer) + e(opacity)
        case .layerTitle(let target, let title):
            return e(target, .layer) + e(title, .newLayerTitle)
        case .layerScale(let target, let min, let max):
            return e(target, .layer) + e(min) + e(max)
        case .layerStyle(let target, let style):
            return e(target, .layer) + n(style.color) + n(style.fill) + e(style.width) + e(style.size) + n(style.shape)
                + e(style.field)
        case .layerFilter(let target, let condition):
            return e(target, .layer) + e(condition, .featureCondition)
        case .layerFindSource(let text):
            return e(text)
        case .layerReplaceSource(let old, let new):
            return e(old) + e(new)
        case .layerSet(let target, .title(let title)):
            return e(target, .layer) + e(title, .newLayerTitle)
        case .layerSet(let target, .url(let value)), .layerSet(let target, .definition(let value)),
             .layerSet(let target, .refresh(let value)):
            return e(target, .layer) + e(value)
        case .layerSet(let target, .popup(let value)), .layerSet(let target, .labels(let value)):
            return e(target, .layer) + n(value)
        case .layerSet(let target, .scaleRange(let largest, let smallest)):
            return e(target, .layer) + e(largest) + e(smallest)
        case .layerSet(let target, .json(let path, let value)):
            return e(target, .layer) + e(path) + e(value)
        case .tableSet(let target, .popup(let value)), .tableSet(let target, .labels(let value)):
            return e(target) + n(value)
        case .tableSet(let target, .scaleRange(let first, let second)), .tableSet(let target, .json(let first, let second)):
            return e(target) + e(first) + e(second)
        case .tableSet(let target, .url(let value)), .tableSet(let target, .title(let value)),
             .tableSet(let target, .definition(let value)), .tableSet(let target, .refresh(let value)):
            return e(target) + e(value)
        case .identify(let point, let tolerance):
            return e(point) + e(tolerance)
        }
    }
}
