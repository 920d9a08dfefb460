import MapCore
import MapScriptSyntax
import TextSupport

extension Interpreter {
    // MARK: - Built-in values

    /// The value of a built-in name, or nil when `name` is none.
    func builtinValue(_ name: String) -> Value? {
        switch name {
        case "viewpoint": return .viewpoint(session.viewpoint)
        case "clock": return .number(session.clock)
        case "args": return .list(ValueList(options.arguments.map(Value.string)))
        default: return Value.SessionObject(rawValue: name).map(Value.session)
        }
    }

    /// `base.name`, read through the value's `PropertyTables` entry.
    func property(_ name: Identifier, of value: Value, base: Expr) throws(ExecutionStop) -> Value {
        func read<Subject>(_ table: PropertyTable<Subject>, _ subject: Subject) throws(ExecutionStop) -> Value {
            guard let property = table[name.name] else { throw unknownProperty(name, of: value, base: base) }
            return try property.get(self, subject, name)
        }
        switch value {
        case .viewpoint(let viewpoint): return try read(PropertyTables.viewpoint, viewpoint)
        case .extent(let extent): return try read(PropertyTables.extent, extent)
        case .coordinate(let latitude, let longitude): return try read(PropertyTables.coordinate, (latitude, longitude))
        case .bookmark(let bookmark):
            if let property = PropertyTables.bookmark[name.name] { return try property.get(self, bookmark, name) }
            // Any other name is its viewpoint's, and so is the error (`a viewpoint has no ...`).
            return try property(name, of: .viewpoint(bookmark.viewpoint), base: base)
        case .galleryItem(let item): return try read(PropertyTables.galleryItem, item)
        case .graphic(let graphic): return try read(PropertyTables.graphic, graphic)
        case .layer(let layer): return try read(PropertyTables.layer, layer)
        case .feature(let feature): return try read(PropertyTables.feature, feature)
        case .json(let json):
            guard let member = json[name.name] else { throw unknownProperty(name, of: value, base: base) }
            return Value.value(ofMember: member)
        case .list(let items): return try read(PropertyTables.list, items)
        case .string(let text): return try read(PropertyTables.string, text)
        case .number, .integer, .bool: throw unknownProperty(name, of: value, base: base)
        case .session(let object): return try read(PropertyTables.session(object), ())
        }
    }

    /// `'viewpoint' has no property 'scal'`, with the closest names of the value's table.
    private func unknownProperty(_ name: Identifier, of value: Value, base: Expr) -> ExecutionStop {
        let names = Builtins.propertyNames(of: value)
        return .error(.unknownProperty, "\(describeForProperty(value, base: base)) has no property '\(name.name)'", at: name.range,
                      suggesting: Suggestion.closest(to: name.name, among: names, limit: 2))
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
        case .session(.layers):
            return .layer(session.layers.layers[try layerPosition(index) - 1])
        case .session(.tables):
            return .layer(try table(at: index))
        case .json(let json):
            return try member(of: json, at: index, base: base)
        case .feature(let feature):
            return try field(of: feature, at: index)
        case .coordinate, .viewpoint, .extent, .bookmark, .galleryItem, .graphic, .layer, .number, .bool:
            let hint = Builtins.propertyNames(of: value).prefix(2).map { ".\($0)" }.joined(separator: " and ")
            throw .error(.typeMismatch, "cannot index \(value.typeName)" + (hint.isEmpty ? "" : "; use \(hint)"), at: base.range)
        case .list(let list):
            return try item(of: list, at: try wholeNumber(index, what: "index"), range: index.range)
        case .string:
            return try character(of: value, at: try evaluate(index), index)
        default:
            let items = try elements(of: value, at: base.range)
            let position = try wholeNumber(index, what: "index")
            guard position >= 1 && position <= items.count else { throw indexOutOfRange(position, count: items.count, at: index.range) }
            return items[position - 1]
        }
    }

    /// Item `position` of `list` (1-based), the index written at `range`: O(1), the item as the
    /// list holds it (a session object in a list stays live, as its name is).
    @inline(__always)
    func item(of list: ValueList, at position: Int, range: SourceRange) throws(ExecutionStop) -> Value {
        guard position >= 1 && position <= list.count else { throw indexOutOfRange(position, count: list.count, at: range) }
        return list[position - 1]
    }

    /// Character `index` (the value of `indexExpr`, 1-based) of the string `value`: characters
    /// (grapheme clusters) vary in width, so O(position), with no copy.
    func character(of value: Value, at index: Value, _ indexExpr: Expr) throws(ExecutionStop) -> Value {
        guard case .string(let text) = value else { return value }
        let position = try wholeNumber(of: index, indexExpr, what: "index")
        guard position >= 1, let start = text.index(text.startIndex, offsetBy: position - 1, limitedBy: text.endIndex),
              start < text.endIndex else {
            throw indexOutOfRange(position, count: text.count, at: indexExpr.range)
        }
        return .string(String(text[start]))
    }

    private func indexOutOfRange(_ position: Int, count: Int, at range: SourceRange) -> ExecutionStop {
        .error(.indexOutOfRange, "index \(position) is out of range [1, \(count)]", at: range)
    }

    // MARK: - Text

    /// A session object as a plain value (lists of bookmarks, the basemap's name...), for
    /// printing, comparing and looping; session objects inside lists too. A list that holds
    /// none is returned at once (the list knows); one that does is rebuilt once per storage
    /// (shared lists stay shared), each item a step of the walk (see `walkSteps`).
    func materialize(_ value: Value, at range: SourceRange) throws(ExecutionStop) -> Value {
        // Most values hold no session object: returned before the walk's table is made (an
        // empty dictionary made and dropped was a tenth of a general filter's work a feature).
        guard value.holdsSessionObject else { return value }
        var done: [ObjectIdentifier: Value] = [:]
        return try materialize(value, at: range, done: &done)
    }

    /// `materialize(value)`, with the lists already rebuilt by their storage (`ValueList.identity`:
    /// each lives as long as the walk, so no two share an identity).
    private func materialize(_ value: Value, at range: SourceRange, done: inout [ObjectIdentifier: Value]) throws(ExecutionStop) -> Value {
        if case .list(let list) = value {
            guard list.holdsSessionObject else { return value }
            if let plain = done[list.identity] { return plain }
            var plain = ValueList([])
            plain.reserveCapacity(list.count)
            for item in list {
                try walkSteps(1, at: range)
                plain.append(try materialize(item, at: range, done: &done))
            }
            done[list.identity] = .list(plain)
            return .list(plain)
        }
        guard case .session(let object) = value else { return value }
        switch object {
        case .bookmarks: return .list(ValueList(session.geoModel.bookmarks.bookmarks.map(Value.bookmark)))
        case .gallery: return .list(ValueList(session.gallery.items.map(Value.galleryItem)))
        case .graphics: return .list(ValueList(session.graphics.graphics.map(Value.graphic)))
        case .layers: return .list(ValueList(session.layers.layers.map(Value.layer)))
        case .tables: return .list(ValueList(session.tables.map(Value.layer)))
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
        let text = try ValueText.text(of: try materialize(value, at: range), quoted: false, at: range) {
            (count) throws(ExecutionStop) in try walkSteps(count, at: range)
        }
        try checkStringSize(text.utf8.count, at: range)
        return text
    }
}

/// Writing values as text.
enum ValueText {
    /// `value` as text; strings in quotes when `quoted` (inside lists). A list's text stops
    /// with an error about `range` once it passes `Value.maximumStringBytes`; `visit` is told
    /// of each item written, and may stop the walk (the step budget, Ctrl-C).
    static func text(of value: Value, quoted: Bool, at range: SourceRange,
                     visit: (Int) throws(ExecutionStop) -> Void) throws(ExecutionStop) -> String {
        switch value {
        case .number(let number): return NumberFormat.shortest(number)
        case .integer(let integer): return String(integer)
        case .string(let text): return quoted ? StringLiteral.quoted(text) : text
        case .bool(let truth): return truth ? "true" : "false"
        case .coordinate(let latitude, let longitude):
            // Inside a list, as written there: `[1, (1, 2)]`, not the ambiguous `[1, 1,2]`.
            if quoted { return "(" + NumberFormat.shortest(latitude) + ", " + NumberFormat.shortest(longitude) + ")" }
            return NumberFormat.shortest(latitude) + "," + NumberFormat.shortest(longitude)
        case .list(let list):
            var text = "["
            for (offset, item) in list.enumerated() {
                try visit(1)
                if offset > 0 { text += ", " }
                text += try Self.text(of: item, quoted: true, at: range, visit: visit)
                guard text.utf8.count <= Value.maximumStringBytes else {
                    throw .error(.valueTooLarge, "the text of this list is longer than the limit of "
                                 + "\(Value.maximumStringBytes) bytes (\(Value.maximumStringBytes >> 20) MiB) for a string", at: range)
                }
            }
            return text + "]"
        case .bookmark(let bookmark): return quoted ? StringLiteral.quoted(bookmark.name) : bookmark.name
        case .viewpoint(let viewpoint):
            return NumberFormat.shortest(viewpoint.latitude) + "," + NumberFormat.shortest(viewpoint.longitude)
                + " " + NumberFormat.scale(viewpoint.scale) + " rotation " + NumberFormat.shortest(viewpoint.rotation)
        case .galleryItem(let item): return quoted ? StringLiteral.quoted(item.name) : item.name
        case .graphic(let graphic): return GeoValues.text(of: graphic, quoted: quoted)
        case .layer(let layer): return quoted ? StringLiteral.quoted(layer.title) : layer.title
        case .feature(let feature): return LayerTables.text(of: feature)
        case .json(let json): return json.description
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
