import MapCore
import TextSupport

extension Interpreter {
    // MARK: - Built-in values

    /// The value of a built-in name, or nil when `name` is none.
    func builtinValue(_ name: String) -> Value? {
        switch name {
        case "viewpoint": return .viewpoint(session.viewpoint)
        case "clock": return .number(session.clock)
        default: return Value.SessionObject(rawValue: name).map(Value.session)
        }
    }

    /// `base.name`.
    func property(_ name: Identifier, of value: Value, base: Expr) throws(ExecutionStop) -> Value {
        func fail() -> ExecutionStop {
            let names = Builtins.propertyNames(of: value)
            let subject = describeForProperty(value, base: base)
            return .error(.unknownProperty, "\(subject) has no property '\(name.name)'", at: name.range,
                          suggesting: Suggestion.closest(to: name.name, among: names, limit: 2))
        }
        switch value {
        case .viewpoint(let viewpoint):
            switch name.name {
            case "lat", "latitude": return .number(viewpoint.latitude)
            case "lon", "longitude": return .number(viewpoint.longitude)
            case "scale": return .number(viewpoint.scale)
            case "rotation": return .number(viewpoint.rotation)
            case "center": return .coordinate(latitude: viewpoint.latitude, longitude: viewpoint.longitude)
            case "extent": return .extent(try mapCall(at: name.range) { () throws(MapError) in try session.extent(of: viewpoint) })
            default: throw fail()
            }
        case .extent(let extent):
            switch name.name {
            case "xmin": return .number(extent.xmin)
            case "ymin": return .number(extent.ymin)
            case "xmax": return .number(extent.xmax)
            case "ymax": return .number(extent.ymax)
            case "width": return .number(extent.width)
            case "height": return .number(extent.height)
            case "wkid": return .number(Double(extent.spatialReference.latestWkid))
            case "center":
                let center = try mapCall(at: name.range) { () throws(MapError) in try Projection.unproject(extent.center) }
                return .coordinate(latitude: center.latitude, longitude: Projection.wrapLongitude(center.longitude))
            default: throw fail()
            }
        case .coordinate(let latitude, let longitude):
            switch name.name {
            case "lat", "latitude": return .number(latitude)
            case "lon", "longitude": return .number(longitude)
            default: throw fail()
            }
        case .bookmark(let bookmark):
            if name.name == "name" { return .string(bookmark.name) }
            if name.name == "viewpoint" { return .viewpoint(bookmark.viewpoint) }
            return try property(name, of: .viewpoint(bookmark.viewpoint), base: base)
        case .galleryItem(let item):
            switch name.name {
            case "name": return .string(item.name)
            case "description": return .string(item.description)
            case "thumbnail": return .string(item.thumbnail ?? "")
            case "wkid": return .number(Double(item.spatialReference?.latestWkid ?? 0))
            case "style": return .string(item.style?.alias ?? "")
            case "status": return .string(GalleryPrinter.statusWord(item.status))
            default: throw fail()
            }
        case .list(let items):
            guard name.name == "count" else { throw fail() }
            return .number(Double(items.count))
        case .string(let text):
            guard name.name == "count" || name.name == "length" else { throw fail() }
            return .number(Double(text.count))
        case .number, .bool:
            throw fail()
        case .graphic(let graphic):
            guard let found = GeoValues.property(name.name, of: graphic) else { throw fail() }
            return found
        case .session(.location), .session(.camera):
            return try geoProperty(name, of: value, fail: fail)
        case .session(let object):
            return try property(name, of: object, fail: fail)
        }
    }

    private func property(_ name: Identifier, of object: Value.SessionObject,
                          fail: () -> ExecutionStop) throws(ExecutionStop) -> Value {
        let model = session.geoModel
        /// The basemap, or the error that says there is none yet.
        func basemap() throws(ExecutionStop) -> Basemap {
            guard let basemap = model.basemap else {
                throw .error(.noBasemap, "the \(model.kind) has no basemap yet, so '\(object.rawValue).\(name.name)' is unknown; "
                             + "set one with 'basemap use STYLE'", at: name.range)
            }
            return basemap
        }
        switch (object, name.name) {
        case (.basemap, "name"): return .string(try basemap().name)
        case (.basemap, "wkid"):
            return .number(Double(try basemap().spatialReference?.latestWkid ?? 0))
        case (.map, "wkid"):
            guard let reference = model.spatialReference else {
                _ = try basemap()
                return .number(0)
            }
            return .number(Double(reference.latestWkid))
        case (.basemap, "style"): return .string(try basemap().style?.alias ?? "")
        case (.map, "kind"): return .string(model.kind.rawValue)
        case (.map, "basemap"): return .string(try basemap().name)
        case (.bookmarks, "count"): return .number(Double(model.bookmarks.count))
        case (.graphics, "count"): return .number(Double(session.graphics.count))
        case (.gallery, "count"): return .number(Double(session.gallery.items.count))
        case (.gallery, "style"): return .string(GalleryPrinter.styleWord(session.gallery.style))
        case (.gallery, "width"): return .number(galleryWidth)
        case (.gallery, "columns"): return .number(Double(session.gallery.style.columns(forWidth: galleryWidth)))
        case (.gallery, "current"):
            if case .item(let position) = session.currentGalleryItem { return .number(Double(position)) }
            return .number(0)
        case (.view, "width"): return .number(Double(session.view.width))
        case (.view, "height"): return .number(Double(session.view.height))
        default: throw fail()
        }
    }

    /// How a value is named in "has no property" messages.
    private func describeForProperty(_ value: Value, base: Expr) -> String {
        if case .variable(let name) = base.kind, Builtins.isReservedName(name) { return "'\(name)'" }
        return value.typeName
    }

    /// `base[index]`, 1-based; bookmarks and gallery items also by name.
    func element(of value: Value, at index: Expr, base: Expr) throws(ExecutionStop) -> Value {
        switch value {
        case .session(.bookmarks):
            let key = try evaluate(index)
            let bookmarks = session.geoModel.bookmarks
            switch key {
            case .number:
                let position = try wholeNumber(index, what: "bookmark position")
                return .bookmark(try mapCall(at: index.range) { () throws(MapError) in try bookmarks.bookmark(at: position) })
            case .string(let name):
                return .bookmark(try mapCall(at: index.range) { () throws(MapError) in try bookmarks.bookmark(named: name) })
            default:
                throw .error(.typeMismatch, "expected a bookmark position or name, found \(key.typeName)", at: index.range)
            }
        case .session(.gallery):
            let key = try evaluate(index)
            let gallery = session.gallery
            switch key {
            case .number:
                let position = try wholeNumber(index, what: "gallery position")
                return .galleryItem(try mapCall(at: index.range) { () throws(MapError) in try gallery.item(at: position) })
            case .string(let name):
                return .galleryItem(try mapCall(at: index.range) { () throws(MapError) in
                    try gallery.item(at: try gallery.position(named: name))
                })
            default:
                throw .error(.typeMismatch, "expected a gallery position or name, found \(key.typeName)", at: index.range)
            }
        case .session(.graphics):
            return .graphic(try graphic(at: index))
        case .coordinate, .viewpoint, .extent, .bookmark, .galleryItem, .graphic, .number, .bool:
            let hint = Builtins.propertyNames(of: value).prefix(2).map { ".\($0)" }.joined(separator: " and ")
            throw .error(.typeMismatch, "cannot index \(value.typeName)" + (hint.isEmpty ? "" : "; use \(hint)"), at: base.range)
        case .list(let items):
            // O(1): the item as the list holds it (a session object in a list stays live, as
            // its name is).
            let position = try wholeNumber(index, what: "index")
            guard position >= 1 && position <= items.count else { throw indexOutOfRange(position, count: items.count, at: index.range) }
            return items[position - 1]
        case .string(let text):
            // Characters (grapheme clusters) vary in width: O(position), with no copy.
            let position = try wholeNumber(index, what: "index")
            guard position >= 1, let start = text.index(text.startIndex, offsetBy: position - 1, limitedBy: text.endIndex),
                  start < text.endIndex else {
                throw indexOutOfRange(position, count: text.count, at: index.range)
            }
            return .string(String(text[start]))
        default:
            let items = try elements(of: value, at: base.range)
            let position = try wholeNumber(index, what: "index")
            guard position >= 1 && position <= items.count else { throw indexOutOfRange(position, count: items.count, at: index.range) }
            return items[position - 1]
        }
    }

    private func indexOutOfRange(_ position: Int, count: Int, at range: SourceRange) -> ExecutionStop {
        .error(.indexOutOfRange, "index \(position) is out of range [1, \(count)]", at: range)
    }

    // MARK: - Text

    /// A session object as a plain value (lists of bookmarks, the basemap's name...), for
    /// printing, comparing and looping; session objects inside lists too.
    func materialize(_ value: Value) throws(ExecutionStop) -> Value {
        if case .list(let items) = value {
            guard items.contains(where: \.holdsSessionObject) else { return value }
            var plain: [Value] = []
            plain.reserveCapacity(items.count)
            for item in items { plain.append(try materialize(item)) }
            return .list(plain)
        }
        guard case .session(let object) = value else { return value }
        switch object {
        case .bookmarks: return .list(session.geoModel.bookmarks.bookmarks.map(Value.bookmark))
        case .gallery: return .list(session.gallery.items.map(Value.galleryItem))
        case .graphics: return .list(session.graphics.graphics.map(Value.graphic))
        case .basemap: return .string(session.geoModel.basemap?.name ?? "no basemap")
        case .map: return .string(session.geoModel.kind.rawValue)
        case .view: return .string("\(session.view.width) x \(session.view.height)")
        case .location, .camera: return .string(geoSummary(object))
        }
    }

    /// A value as `print` writes it: numbers in their shortest form, strings raw, coordinates
    /// `lat,lon`, lists `[a, b]` (strings inside quoted, coordinates inside as `(lat, lon)`).
    /// Text longer than `Value.maximumStringBytes` is an error about `range`.
    func display(_ value: Value, at range: SourceRange) throws(ExecutionStop) -> String {
        let text = try ValueText.text(of: try materialize(value), quoted: false, at: range)
        try checkStringSize(text.utf8.count, at: range)
        return text
    }
}

/// Writing values as text.
enum ValueText {
    /// `value` as text; strings in quotes when `quoted` (inside lists). A list's text stops
    /// with an error about `range` once it passes `Value.maximumStringBytes`.
    static func text(of value: Value, quoted: Bool, at range: SourceRange) throws(ExecutionStop) -> String {
        switch value {
        case .number(let number): return NumberFormat.shortest(number)
        case .string(let text): return quoted ? StringLiteral.quoted(text) : text
        case .bool(let truth): return truth ? "true" : "false"
        case .coordinate(let latitude, let longitude):
            // Inside a list, as written there: `[1, (1, 2)]`, not the ambiguous `[1, 1,2]`.
            if quoted { return "(" + NumberFormat.shortest(latitude) + ", " + NumberFormat.shortest(longitude) + ")" }
            return NumberFormat.shortest(latitude) + "," + NumberFormat.shortest(longitude)
        case .list(let items):
            var text = "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { text += ", " }
                text += try Self.text(of: item, quoted: true, at: range)
                guard text.utf8.count <= Value.maximumStringBytes else {
                    throw .error(.valueTooLarge, "the text of this list is longer than the limit of "
                                 + "\(Value.maximumStringBytes) bytes (\(Value.maximumStringBytes >> 20) MiB) for a string", at: range)
                }
            }
            return text + "]"
        case .bookmark(let bookmark): return quoted ? StringLiteral.quoted(bookmark.name) : bookmark.name
        case .viewpoint(let viewpoint):
            return NumberFormat.shortest(viewpoint.latitude) + "," + NumberFormat.shortest(viewpoint.longitude)
                + " 1:" + NumberFormat.shortest(viewpoint.scale) + " rotation " + NumberFormat.shortest(viewpoint.rotation)
        case .galleryItem(let item): return quoted ? StringLiteral.quoted(item.name) : item.name
        case .graphic(let graphic): return GeoValues.text(of: graphic, quoted: quoted)
        case .extent(let extent):
            // `xmin,ymin to xmax,ymax in Web Mercator (3857)`, in brackets inside a list.
            let text = NumberFormat.shortest(extent.xmin) + "," + NumberFormat.shortest(extent.ymin) + " to "
                + NumberFormat.shortest(extent.xmax) + "," + NumberFormat.shortest(extent.ymax)
                + " in \(extent.spatialReference)"
            return quoted ? "(" + text + ")" : text
        case .session(let object): return object.rawValue
        }
    }
}
