import MapCore
import TextSupport

/// A compact S-expression rendering of the AST, without ranges: for tests and debugging.
///
/// `bookmark add "Home" at 44.5,-110.8 scale 6000` reads
/// `(bookmark-add "Home" at:(coord 44.5 (- 110.8)) scale:6000)`; names in name positions are
/// written `<dark-gray>`; only the clauses present are shown.
enum SExpression {
    /// A statement.
    static func of(_ statement: Stmt) -> String {
        switch statement.kind {
        case .command(let command): of(command)
        case .let(let name, let value): "(let \(name.name) \(of(value)))"
        case .assign(let name, let value): "(set \(name.name) \(of(value)))"
        case .if(let branches, let otherwise):
            "(if" + branches.map { " \(of($0.condition)) \(of($0.body))" }.joined()
                + (otherwise.map { " else \(of($0))" } ?? "") + ")"
        case .repeat(let count, let body): "(repeat \(of(count)) \(of(body)))"
        case .for(let name, let sequence, let body):
            switch sequence {
            case .range(let from, let through): "(for \(name.name) (range \(of(from)) \(of(through))) \(of(body)))"
            case .value(let value): "(for \(name.name) \(of(value)) \(of(body)))"
            }
        case .def(let name, let parameters, let body):
            "(def \(name.name) (\(parameters.map(\.name).joined(separator: " "))) \(of(body)))"
        case .return(let value): list(["return"] + (value.map { [of($0)] } ?? []))
        case .call(let name, let arguments): list(["call", name.name] + arguments.map(of))
        case .assert(let condition, let message, let source):
            list(["assert", of(condition)] + (message.map { [of($0)] } ?? []) + [quoted(source)])
        case .print(let values): list(["print"] + values.map(of))
        }
    }

    /// A block: `{s1 s2}`.
    static func of(_ block: Block) -> String {
        "{" + block.statements.map(of).joined(separator: " ") + "}"
    }

    /// An expression.
    static func of(_ expr: Expr) -> String {
        switch expr.kind {
        case .number(let value): NumberFormat.shortest(value)
        case .string(let text): quoted(text)
        case .interpolated(let parts):
            list(["str"] + parts.map { part in
                switch part {
                case .text(let text): quoted(text)
                case .interpolation(let expr): of(expr)
                }
            })
        case .bool(let value): value ? "true" : "false"
        case .coordinate(let latitude, let longitude): "(coord \(of(latitude)) \(of(longitude)))"
        case .coordinateLiteral(let latitude, let longitude):
            "(coord \(NumberFormat.shortest(latitude)) \(NumberFormat.shortest(longitude)))"
        case .list(let elements): list(["list"] + elements.map(of))
        case .variable(let name): name
        case .property(let base, let name): "(. \(of(base)) \(name.name))"
        case .index(let base, let index): "([] \(of(base)) \(of(index)))"
        case .call(let name, let arguments): list(["call", name.name] + arguments.map(of))
        case .unary(let op, let operand): "(\(op.spelling) \(of(operand)))"
        case .binary(let op, let left, let right): "(\(op.spelling) \(of(left)) \(of(right)))"
        }
    }

    /// A name reference: `<name>` or the expression.
    static func of(_ name: NameRef) -> String {
        switch name {
        case .name(let text, _): "<\(text)>"
        case .expr(let expr): of(expr)
        }
    }

    /// A command.
    static func of(_ command: Command) -> String {
        switch command {
        case .bookmarkAdd(let name, let at, let scale, let rotation):
            list(["bookmark-add", of(name)] + clauses(("at", at), ("scale", scale), ("rotation", rotation)))
        case .bookmarkList: "(bookmark-list)"
        case .bookmarkClear: "(bookmark-clear)"
        case .bookmarkRemove(let bookmark): "(bookmark-remove \(of(bookmark)))"
        case .bookmarkMove(let bookmark, let to): "(bookmark-move \(of(bookmark)) \(of(to)))"
        case .bookmarkRename(let bookmark, let to): "(bookmark-rename \(of(bookmark)) \(of(to)))"
        case .goto(let target, let scale, let rotation, let duration):
            list(["goto", of(target)] + clauses(("scale", scale), ("rotation", rotation), ("duration", duration)))
        case .gotoTarget(let target): "(goto \(of(target)))"
        case .zoomIn(let factor): list(["zoom-in"] + clauses(("by", factor)))
        case .zoomOut(let factor): list(["zoom-out"] + clauses(("by", factor)))
        case .zoomTo(let scale): "(zoom-to \(of(scale)))"
        case .rotate(let angle): "(rotate \(of(angle)))"
        case .pan(let direction, let fraction): list(["pan", direction.rawValue] + clauses(("by", fraction)))
        case .viewSize(let width, let height): "(view-size \(of(width)) \(of(height)))"
        case .viewpoint: "(viewpoint)"
        case .where: "(where)"
        case .basemapUse(let basemap): "(basemap-use \(of(basemap)))"
        case .basemapUseRaster(let kind, let location, let layer): list(["basemap-use-\(kind)", of(location)] + clauses(("layer", layer)))
        case .basemapShow: "(basemap)"
        case .basemapStyles: "(basemap-styles)"
        case .galleryShow: "(gallery)"
        case .galleryStyle(let layout, let width): list(["gallery-style", layout.rawValue] + clauses(("width", width)))
        case .galleryAdd(let name, let style, let wkid, let description, let thumbnail):
            list(["gallery-add", of(name), "style:" + of(style)]
                 + clauses(("wkid", wkid), ("description", description), ("thumbnail", thumbnail)))
        case .galleryRemove(let item): "(gallery-remove \(of(item)))"
        case .galleryReset: "(gallery-reset)"
        case .galleryLoad(let file): "(gallery-load \(of(file)))"
        case .mapNew(let basemap, let wkid): list(["map-new"] + (basemap.map { ["basemap:" + of($0)] } ?? []) + clauses(("wkid", wkid)))
        case .sceneNew(let basemap, let wkid): list(["scene-new"] + (basemap.map { ["basemap:" + of($0)] } ?? []) + clauses(("wkid", wkid)))
        case .graphicAdd(let shape, let style): graphic(shape, style)
        case .graphicList: "(graphic-list)"
        case .graphicRemove(let graphic): "(graphic-remove \(of(graphic)))"
        case .graphicMove(let graphic, let position): "(graphic-move \(of(graphic)) to:\(of(position)))"
        case .graphicClear: "(graphic-clear)"
        case .measure(let graphic, let end): list(["measure", of(graphic)] + clauses(("to", end)))
        case .layerAdd(let file, let title, let layer, let all):
            list(["layer-add", of(file)] + clauses(("title", title), ("layer", layer)) + (all ? ["all"] : []))
        case .layerAddService(let url, let title): list(["layer-add-service", of(url)] + clauses(("title", title)))
        case .layerList: "(layer-list)"
        case .layerRemove(let layer): "(layer-remove \(of(layer)))"
        case .layerMove(let layer, let position): "(layer-move \(of(layer)) to:\(of(position)))"
        case .layerVisibility(let layer, let visible): "(layer-\(visible ? "show" : "hide") \(of(layer)))"
        case .layerOpacity(let layer, let opacity): "(layer-opacity \(of(layer)) \(of(opacity)))"
        case .layerTitle(let layer, let title): "(layer-title \(of(layer)) \(of(title)))"
        case .layerScale(let layer, let min, let max): list(["layer-scale", of(layer)] + [min.map { "min:" + of($0) }, max.map { "max:" + of($0) }].compactMap { $0 })
        case .layerStyle(let layer, let style):
            list(["layer-style", of(layer)]
                 + [style.color.map { "color:" + of($0) }, style.fill.map { "fill:" + of($0) }, style.shape.map { "shape:" + of($0) }]
                    .compactMap { $0 }
                 + clauses(("width", style.width), ("size", style.size), ("by", style.field)))
        case .layerFilter(let layer, let condition): "(layer-filter \(of(layer)) \(condition.map { "where:" + of($0) } ?? "off"))"
        case .layerLegend(let layer, let json): "(layer-legend \(of(layer))\(json ? " json" : ""))"
        case .layerFindSource(let text): "(layer-find-source \(of(text)))"
        case .layerReplaceSource(let old, let new): "(layer-replace-source \(of(old)) with:\(of(new)))"
        case .layerSet(let layer, let setting): "(layer-set \(of(layer)) \(setting.word):\(of(setting)))"
        case .tableSet(let table, let setting): "(table-set \(of(table)) \(setting.word):\(of(setting)))"
        case .gotoLayer(let layer): "(goto-layer \(of(layer)))"
        case .identify(let point, let tolerance): list(["identify", of(point)] + clauses(("tolerance", tolerance)))
        case .cameraShow: "(camera)"
        case .cameraAt(let position, let altitude, let heading, let pitch):
            list(["camera-at", of(position), "altitude:" + of(altitude)] + clauses(("heading", heading), ("pitch", pitch)))
        case .cameraOrbit(let degrees): "(camera-orbit \(of(degrees)))"
        case .cameraTilt(let degrees): "(camera-tilt \(of(degrees)))"
        case .locationStart(let source):
            switch source {
            case nil: "(location-start)"
            case .at(let position): "(location-start at:\(of(position)))"
            case .track(let file): "(location-start track:\(of(file)))"
            }
        case .locationMove(let position, let heading, let speed):
            list(["location-move", of(position)] + clauses(("heading", heading), ("speed", speed)))
        case .locationStep: "(location-step)"
        case .locationStop: "(location-stop)"
        case .autopan(let mode): "(autopan \(mode == .compassNavigation ? "compass" : mode.rawValue))"
        case .save(let file): "(save \(of(file)))"
        case .load(let file): "(load \(of(file)))"
        case .importWebMap(let file): "(import-webmap \(of(file)))"
        case .export(let format, let file): "(export \(format.rawValue) \(of(file)))"
        case .exportSVG(let file, let width, let height, let legend):
            list(["export", "svg", of(file)] + size(width, height) + [legend.map { "legend:" + of($0) }].compactMap { $0 })
        case .exportHTML(let file, let width, let height, let legend):
            list(["export", "html", of(file)] + size(width, height) + [legend.map { "legend:" + of($0) }].compactMap { $0 })
        case .show(let columns, let rows): list(["show"] + size(columns, rows))
        case .source(let file): "(source \(of(file)))"
        case .wait(let duration): "(wait \(of(duration)))"
        case .help(let topic): list(["help"] + (topic.map { [of($0)] } ?? []))
        case .quit(let status): list(["quit"] + (status.map { [of($0)] } ?? []))
        }
    }

    /// `(graphic-add KIND POINTS... CLAUSES...)`.
    private static func of(_ setting: Command.LayerSetting) -> String {
        switch setting {
        case .url(let value), .title(let value), .definition(let value), .refresh(let value): of(value)
        case .popup(let value), .labels(let value): of(value)
        case .scaleRange(let largest, let smallest): of(largest) + " to:" + of(smallest)
        case .json(let path, let value): of(path) + " " + of(value)
        }
    }

    private static func graphic(_ shape: Command.GraphicShape, _ style: Command.GraphicStyle) -> String {
        let geometry = switch shape {
        case .point(let point): ["point", of(point)]
        case .line(let points): ["line"] + points.map(of)
        case .polygon(let points): ["polygon"] + points.map(of)
        }
        let names = [style.color.map { "color:" + of($0) }, style.fill.map { "fill:" + of($0) },
                     style.shape.map { "shape:" + of($0) }, style.lineStyle.map { "style:" + of($0) }].compactMap { $0 }
        return list(["graphic-add"] + geometry + names + clauses(("size", style.size), ("width", style.width), ("label", style.label)))
    }

    /// `label:value` for each clause present.
    private static func clauses(_ clauses: (String, Expr?)...) -> [String] {
        clauses.compactMap { label, value in value.map { "\(label):\(of($0))" } }
    }

    /// `(a b c)`.
    /// `["(size W H)"]` for a `size` clause, `[]` without one.
    private static func size(_ width: Expr?, _ height: Expr?) -> [String] {
        guard let width, let height else { return [] }
        return [list(["size", of(width), of(height)])]
    }

    private static func list(_ items: [String]) -> String {
        "(" + items.joined(separator: " ") + ")"
    }

    /// A string in double quotes with `\"`, `\\`, `\n`, `\t` and `\r` escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
