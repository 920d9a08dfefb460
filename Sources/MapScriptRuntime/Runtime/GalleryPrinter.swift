import MapCore
import MapScriptSyntax
import TextSupport

/// What `basemap` and `gallery` print: the current basemap, and the gallery's items as a list
/// or a grid for the gallery's width, marking the current item (`*`) and items that could not
/// be used (`!`), and saying so explicitly when the current basemap is not in the gallery.
enum GalleryPrinter {
    /// `basemap`: the geo model's basemap and where it stands in the gallery.
    static func basemap(_ session: Session) -> String {
        guard let basemap = session.geoModel.basemap else {
            return "no basemap (the \(session.geoModel.kind) has no spatial reference yet)\n"
        }
        var pairs: [(String, String)] = [("basemap", basemap.name)]
        if let style = basemap.style { pairs.append(("style", style.alias + (style.isDeprecated ? " (deprecated)" : ""))) }
        if basemap.isCustom {
            let layers = basemap.webMap?["baseMapLayers"]?.arrayValue?.count ?? 0
            let drawn = basemap.raster.map { "drawn from its \($0.serviceName) with --online" } ?? "not drawn"
            pairs.append(("style", "custom, from a web map: \(layers) layer\(layers == 1 ? "" : "s"), kept as they came, \(drawn)"))
        }
        if let raster = basemap.raster { pairs.append(("draws", "\(raster.kind == .file ? "file" : raster.kind.rawValue) \(raster.location)")) }
        if let reference = basemap.spatialReference { pairs.append(("spatial reference", "\(reference)")) }
        pairs.append(("gallery", currentText(session)))
        return Tables.keyValues(pairs)
    }

    /// `basemap styles`: the 78 catalog styles in the SDK's order, one row each: the name
    /// `basemap use` takes (the alias), the display name and the family (the OSM styles marked
    /// deprecated), then a line on the other spellings.
    static func styles() -> String {
        var table = TextTable([.init(heading: "#", alignment: .right), .init(heading: "style", alignment: .left),
                               .init(heading: "name", alignment: .left), .init(heading: "family", alignment: .left)])
        for style in BasemapStyle.allCases {
            let family = switch style.family {
            case .arcGIS: "ArcGIS"
            case .osm: "OSM (deprecated)"
            case .open: "Open"
            }
            table.add([String(style.rawValue + 1), style.alias, style.displayName, family])
        }
        return table.text + "\(BasemapStyle.allCases.count) styles; 'basemap use' also takes the name, the SDK's case name "
            + "(arcGISLightGray) and the name in kebab case (arcgis-light-gray), in any case\n"
    }

    /// `gallery`: a heading, the items in the layout of the gallery's style at `width`, and a
    /// legend of the marks.
    static func gallery(_ session: Session, width: Double) -> String {
        let gallery = session.gallery
        let columns = gallery.style.columns(forWidth: width)
        let layout = gallery.style.resolved(forWidth: width)
        var text = "basemap gallery: \(count(gallery.items.count, "item")) from \(originText(gallery.origin)), "
        text += "\(ValueWords.styleWord(gallery.style)) layout"
        if case .automatic = gallery.style { text += " (\(ValueWords.styleWord(layout)))" }
        text += ", \(count(columns, "column")) at \(NumberFormat.shortest(width)) px\n"
        text += "current: \(currentText(session))\n"
        guard !gallery.items.isEmpty else { return text + "the gallery is empty\n" }
        var current = 0
        if case .item(let position) = session.currentGalleryItem { current = position }
        let digits = String(gallery.items.count).count
        let cells = gallery.items.enumerated().map { index, item in
            let number = String(index + 1)
            return mark(item, current: index + 1 == current) + " "
                + String(repeating: " ", count: digits - number.count) + number + "  " + item.name.escapingControlCharacters
        }
        if case .list = layout {
            // The number column as in the grid: the mark, then the number aligned right.
            let heading = String(repeating: " ", count: digits + 1) + "#"
            var table = TextTable([.init(heading: heading, alignment: .left), .init(heading: "name", alignment: .left),
                                   .init(heading: "description", alignment: .left)])
            for (index, item) in gallery.items.enumerated() {
                let number = String(index + 1)
                table.add([mark(item, current: index + 1 == current) + " "
                           + String(repeating: " ", count: digits - number.count) + number, item.name, detail(item)])
            }
            text += table.text
        } else {
            let cellWidth = cells.map(TextTable.width(of:)).max() ?? 0
            for start in stride(from: 0, to: cells.count, by: columns) {
                let row = cells[start..<min(start + columns, cells.count)]
                var line = row.map { $0 + String(repeating: " ", count: cellWidth - TextTable.width(of: $0)) }
                    .joined(separator: "  ")
                while line.last == " " { line.removeLast() }
                text += line + "\n"
            }
            for (index, item) in gallery.items.enumerated() where isProblem(item.status) {
                text += "! \(index + 1)  \(item.name.escapingControlCharacters): \(detail(item).escapingControlCharacters)\n"
            }
        }
        return text + "* current basemap   ! could not be used\n"
    }

    private static func currentText(_ session: Session) -> String {
        switch session.currentGalleryItem {
        case .item(let position): return "item \(position), \(session.gallery.items[position - 1].name.escapingControlCharacters)"
        case .notInGallery(let name):
            let custom = session.geoModel.basemap?.isCustom == true ? "custom basemap from a web map, " : ""
            return "\(name.escapingControlCharacters) (\(custom)not in the gallery)"
        case .noBasemap: return "none (the \(session.geoModel.kind) has no basemap)"
        }
    }

    private static func mark(_ item: BasemapGalleryItem, current: Bool) -> String {
        isProblem(item.status) ? "!" : (current ? "*" : " ")
    }

    private static func isProblem(_ status: BasemapGalleryItem.Status) -> Bool {
        switch status {
        case .loadFailed, .mismatch: return true
        case .notLoaded, .loaded: return false
        }
    }

    /// The description, or for an item with a problem, the problem.
    private static func detail(_ item: BasemapGalleryItem) -> String {
        switch item.status {
        case .loadFailed(let reason): return "failed to load: \(reason)"
        case .mismatch(let itemReference, let modelReference):
            return "spatial reference mismatch: \(itemReference), the map is \(modelReference)"
        case .notLoaded, .loaded: return item.description
        }
    }

    private static func originText(_ origin: BasemapGallery.Origin) -> String {
        switch origin {
        case .developerBasemaps: return "the ArcGIS developer basemaps"
        case .custom: return "a custom list"
        case .portal(let name): return "portal \(name.escapingControlCharacters)"
        }
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
