/// A command read back as the form that builds it and that form's arguments: the inverse of
/// the builders of `CommandTable.entries`. What is derived from a form's slots (a command's
/// operands and their roles, its S-expression) starts from here, so the table stays the one
/// place that says what a command takes. `CommandReadingTests` parses a command of every form
/// with every clause and checks that the form's builder, given these arguments, makes the
/// same command again.
struct CommandReading {
    /// The form's words: the command word as written, then the form's sub-words (`"bookmark
    /// move"`, `"where"`); a key of `CommandTable.form(named:)`.
    let words: String
    /// The arguments by slot, as the builder takes them: the operands', then the clauses', in
    /// the order the form declares them, nil where not given.
    let arguments: [Argument?]
}

extension Command {
    /// The form that builds this command and its arguments.
    var reading: CommandReading {
        func read(_ words: String, _ arguments: Argument?...) -> CommandReading {
            CommandReading(words: words, arguments: arguments)
        }
        switch self {
        case .bookmarkAdd(let name, let at, let scale, let rotation): return read("bookmark add", x(name), x(at), x(scale), x(rotation))
        case .bookmarkList: return read("bookmark list")
        case .bookmarkClear: return read("bookmark clear")
        case .bookmarkRemove(let target): return read("bookmark remove", x(target))
        case .bookmarkMove(let target, let to): return read("bookmark move", x(target), x(to))
        case .bookmarkRename(let target, let to): return read("bookmark rename", x(target), x(to))
        case .goto(let target, let scale, let rotation, let duration): return read("goto", x(target), x(scale), x(rotation), x(duration))
        case .gotoTarget(let target): return read("goto", x(target), nil, nil, nil)
        case .zoomIn(let factor): return read("zoom in", x(factor))
        case .zoomOut(let factor): return read("zoom out", x(factor))
        case .zoomTo(let scale): return read("zoom to", x(scale))
        case .rotate(let angle): return read("rotate", x(angle))
        case .pan(let direction, let fraction): return read("pan " + direction.rawValue, x(fraction))
        case .viewSize(let width, let height): return read("view size", x(width), x(height))
        case .viewpoint: return read("viewpoint")
        case .where: return read("where")
        case .basemapUse(let basemap): return read("basemap use", .name(basemap))
        case .basemapUseRaster(.tiles, let location, _): return read("basemap use tiles", x(location))
        case .basemapUseRaster(let kind, let location, let layer): return read("basemap use " + kind.rawValue, x(location), x(layer))
        case .basemapShow: return read("basemap")
        case .basemapStyles: return read("basemap styles")
        case .galleryShow: return read("gallery")
        case .galleryStyle(let layout, let width): return read("gallery style " + layout.rawValue, x(width))
        case .galleryAdd(let name, let style, let wkid, let description, let thumbnail):
            return read("gallery add", x(name), .name(style), x(wkid), x(description), x(thumbnail))
        case .galleryRemove(let item): return read("gallery remove", x(item))
        case .galleryReset: return read("gallery reset")
        case .galleryLoad(let file): return read("gallery load", x(file))
        case .mapNew(let basemap, let wkid): return read("map new", n(basemap), x(wkid))
        case .sceneNew(let basemap, let wkid): return read("scene new", n(basemap), x(wkid))
        case .graphicAdd(.point(let point), let style):
            return read("graphic add point", x(point), n(style.color), x(style.size), n(style.shape), x(style.label))
        case .graphicAdd(.line(let points), let style):
            return read("graphic add line", .points(points), n(style.color), x(style.width), n(style.lineStyle), x(style.label))
        case .graphicAdd(.polygon(let points), let style):
            return read("graphic add polygon", .points(points), n(style.fill), n(style.color), x(style.width), n(style.lineStyle),
                        x(style.label))
        case .graphicList: return read("graphic list")
        case .graphicRemove(let graphic): return read("graphic remove", x(graphic))
        case .graphicMove(let graphic, let to): return read("graphic move", x(graphic), x(to))
        case .graphicClear: return read("graphic clear")
        case .measure(let target, let to): return read("measure", x(target), x(to))
        case .layerAdd(let file, let title, let layer, let all): return read("layer add", x(file), x(title), x(layer), flag(all))
        case .layerAddService(let url, let title): return read("layer add service", x(url), x(title))
        case .layerList: return read("layer list")
        case .layerRemove(let layer): return read("layer remove", x(layer))
        case .layerMove(let layer, let to): return read("layer move", x(layer), x(to))
        case .layerVisibility(let layer, let visible): return read(visible ? "layer show" : "layer hide", x(layer))
        case .layerOpacity(let layer, let opacity): return read("layer opacity", x(layer), x(opacity))
        case .layerTitle(let layer, let title): return read("layer title", x(layer), x(title))
        case .layerScale(let layer, let min, let max): return read("layer scale", x(layer), x(min), x(max))
        case .layerStyle(let layer, let style):
            return read("layer style", x(layer), n(style.color), n(style.fill), x(style.width), x(style.size), n(style.shape), x(style.field))
        case .layerFilter(let layer, let condition): return read("layer filter", x(layer), x(condition), flag(condition == nil))
        case .layerLegend(let layer, let json): return read("layer legend", x(layer), flag(json))
        case .layerSet(let layer, let setting): return setting.reading("layer set", target: layer)
        case .tableSet(let table, let setting): return setting.reading("table set", target: table)
        case .layerFindSource(let text): return read("layer find source", x(text))
        case .layerReplaceSource(let old, let new): return read("layer replace source", x(old), x(new))
        case .gotoLayer(let layer): return read("goto layer", x(layer))
        case .identify(let point, let tolerance): return read("identify", x(point), x(tolerance))
        case .locationStart(nil): return read("location start", nil, nil)
        case .locationStart(.at(let point)): return read("location start", x(point), nil)
        case .locationStart(.track(let file)): return read("location start", nil, x(file))
        case .locationMove(let point, let heading, let speed): return read("location move", x(point), x(heading), x(speed))
        case .locationStep: return read("location step")
        case .locationStop: return read("location stop")
        case .autopan(let mode): return read(mode == .compassNavigation ? "autopan compass" : "autopan " + mode.rawValue)
        case .cameraShow: return read("camera")
        case .cameraAt(let point, let altitude, let heading, let pitch): return read("camera at", x(point), x(altitude), x(heading), x(pitch))
        case .cameraOrbit(let degrees): return read("camera orbit", x(degrees))
        case .cameraTilt(let degrees): return read("camera tilt", x(degrees))
        case .save(let file): return read("save", x(file))
        case .load(let file): return read("load", x(file))
        case .importWebMap(let source): return read("import webmap", x(source))
        case .export(let format, let file): return read("export " + format.rawValue, x(file))
        case .exportSVG(let file, let width, let height, let legend): return read("export svg", x(file), size(width, height), n(legend))
        case .exportHTML(let file, let width, let height, let legend): return read("export html", x(file), size(width, height), n(legend))
        case .show(let columns, let rows): return read("show", size(columns, rows))
        case .source(let file): return read("source", x(file))
        case .wait(let duration): return read("wait", x(duration))
        case .help(let topic): return read("help", n(topic))
        case .quit(let status): return read("quit", x(status))
        }
    }
}

extension Command.LayerSetting {
    /// `layer set` or `table set` (`words`) read back: the layer or table, then this setting's
    /// argument at its clause's slot, the other clauses (which exclude it) not given.
    func reading(_ words: String, target: Expr) -> CommandReading {
        let clauses = CommandTable.form(named: words).clauses
        guard let index = clauses.firstIndex(where: { $0.word == word }) else { preconditionFailure("'\(words)' has no clause '\(word)'") }
        var arguments: [Argument?] = [.expr(target)] + Array(repeating: nil, count: clauses.count)
        arguments[1 + index] = argument
        return CommandReading(words: words, arguments: arguments)
    }

    /// The clause's argument.
    private var argument: Argument {
        switch self {
        case .url(let value), .title(let value), .definition(let value), .refresh(let value): .expr(value)
        case .popup(let value), .labels(let value): .name(value)
        case .scaleRange(let first, let second), .json(let first, let second): .size(first, second)
        }
    }
}

/// An expression argument, if given.
private func x(_ expr: Expr?) -> Argument? {
    expr.map(Argument.expr)
}

/// A name argument, if given.
private func n(_ name: NameRef?) -> Argument? {
    name.map(Argument.name)
}

/// A clause word alone: given or not.
private func flag(_ given: Bool) -> Argument? {
    given ? .flag : nil
}

/// A `W x H` argument, if given.
private func size(_ width: Expr?, _ height: Expr?) -> Argument? {
    guard let width, let height else { return nil }
    return .size(width, height)
}
