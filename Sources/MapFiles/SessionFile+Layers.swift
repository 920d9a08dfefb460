import MapCore
import MapFormats

// MARK: - Operational layers

extension SessionFile {
    /// An operational layer as a session file keeps it: its state, and for a feature layer the
    /// file its features come from (re-read on `load`, so a session file stays small), for a
    /// service layer its JSON verbatim. One compact object per line of `"layers"`:
    ///
    /// ```json
    /// {"title":"Lakes","kind":"feature","source":"data/lakes.geojson","visible":true,"opacity":0.5,
    ///  "minScale":0,"maxScale":0,"renderer":{"type":"simple","symbol":{...}},"filter":"pop > 1000"}
    /// {"title":"Parcels","kind":"service","visible":true,"opacity":1,"minScale":0,"maxScale":0,
    ///  "service":{"layerType":"ArcGISFeatureLayer","url":"https://...","title":"Parcels"}}
    /// {"title":"Notes","kind":"featureCollection","visible":true,"opacity":1,"minScale":0,"maxScale":0,
    ///  "renderer":{...},"featureCollection":{"id":"...","featureCollection":{"layers":[...]},...}}
    /// ```
    ///
    /// A web map's feature collection is embedded: its operational layer JSON as it came, from
    /// which `load` reads the features again (`WebMapLayerReader`).
    public struct LayerEntry: Hashable, Sendable {
        /// The layer's title.
        public var title: String
        /// The file (a feature layer) or URL (a service), as the file holds it: a file's path
        /// relative to the session file's folder when `save` could make it so.
        public var source: String
        /// Whether it is shown.
        public var isVisible: Bool
        /// Its opacity.
        public var opacity: Double
        /// Its visible scale range.
        public var minScale: Double, maxScale: Double
        /// A feature layer's renderer, or nil for a service.
        public var renderer: LayerRenderer?
        /// A service layer's JSON, or nil for a feature layer.
        public var service: JSONValue?
        /// A feature layer's filter expression (`layer filter L where EXPR`) as MapScript
        /// source, or nil: `load` evaluates it again over the features read.
        public var filter: String?
        /// A web map feature collection's origin, or nil for any other layer.
        public var featureCollection: FeatureCollectionOrigin?
        /// Whether it is a raster layer (its file is `source`, opened again by `load`).
        public var isRaster = false
        /// The layer or raster of a file that holds several, or nil for its first.
        public var member: String?
        /// A feature collection's features, read from its JSON.
        var embeddedFeatures: [Feature] = []

        /// The entry of `layer`, its source as given.
        public init(_ layer: OperationalLayer, source: String? = nil) {
            title = layer.title
            self.source = source ?? layer.source
            isVisible = layer.isVisible
            opacity = layer.opacity
            minScale = layer.minScale
            maxScale = layer.maxScale
            renderer = layer.featureSet?.renderer
            service = layer.service?.json
            filter = layer.featureSet?.filter?.expression
            featureCollection = layer.featureCollection
            isRaster = layer.kind == .raster
            member = layer.member
            embeddedFeatures = layer.featureCollection == nil ? [] : layer.featureSet?.features ?? []
        }

        /// The layer this entry describes: a service layer from its JSON, or a feature layer with
        /// `features` (read from `source`), read from `origin` (the path the file was found at).
        public func layer(features: [Feature] = [], origin: String? = nil, raster: RasterLayerContent? = nil) throws(MapError) -> OperationalLayer {
            let content: OperationalLayer.Content = if let raster { .raster(raster) }
                else if let service { .service(ServiceLayer(json: service)) }
                else if featureCollection != nil { .features(FeatureSet(features: embeddedFeatures, renderer: renderer ?? .standard)) }
                else { .features(FeatureSet(features: features, renderer: renderer ?? .standard)) }
            var layer = try OperationalLayer(title: title, source: origin ?? source, content: content)
            layer.member = member
            layer.setFeatureCollection(featureCollection)
            var session = Session()
            try session.addLayer(layer)
            try session.setLayerVisible(isVisible, at: 1)
            try session.setLayerOpacity(opacity, at: 1)
            try session.setLayerScaleRange(minScale: minScale, maxScale: maxScale, at: 1)
            layer = try session.layers.layer(at: 1)
            return layer
        }
    }

    /// `path` as seen from `folder` (both as the same process sees them: both absolute, or
    /// both relative to the same working folder), so that a session file and its layers can
    /// move together: `data/lakes.geojson`, `../lakes.geojson`. Paths are compared by their
    /// components, `.` and `..` worked out by name; an absolute path with a relative folder (or
    /// the reverse) stays as it is.
    public static func relativePath(_ path: String, from folder: String) -> String {
        guard path.hasPrefix("/") == folder.hasPrefix("/") else { return path }
        let target = normalized(path), base = normalized(folder)
        // A folder that climbs out of where the path starts cannot be walked back by name.
        guard !base.contains("..") else { return path }
        var common = 0
        while common < base.count, common < target.count - 1, base[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.joined(separator: "/")
    }

    /// The components of `path` with `.` dropped and `name/..` pairs removed.
    static func normalized(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(String(part)) }
        }
        return parts
    }
}

extension SessionFile.Writer {
    /// `"layers"`, after the overlay, when there are any (a session without layers is written
    /// as before them).
    mutating func layers(_ entries: [SessionFile.LayerEntry]) throws(JSONWriterError) {
        guard !entries.isEmpty else { return }
        member("layers")
        var failure: JSONWriterError?
        lines(entries) { writer, entry in
            do throws(JSONWriterError) {
                writer.output += try JSONWriter(style: .compact).bytes(SessionFile.LayerCoding.json(of: entry))
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }
}

extension SessionFile {
    /// The JSON of layer entries and renderers, both ways.
    enum LayerCoding {
        typealias Failure = JSONChecker.Failure
        typealias Check = JSONChecker

        static let entryKeys = [
            "title", "kind", "source", "layer", "visible", "opacity", "minScale", "maxScale", "renderer", "filter", "service", "featureCollection",
        ]
        static let symbolKeys = ["marker", "line", "fill"]

        // MARK: - Writing

        static func json(of entry: LayerEntry) -> JSONValue {
            let kind: OperationalLayer.Kind = entry.isRaster ? .raster : entry.service != nil ? .service
                : entry.featureCollection != nil ? .featureCollection : .feature
            var members: [(key: String, value: JSONValue)] = [("title", .string(entry.title)), ("kind", .string(kind.rawValue))]
            if kind == .feature || kind == .raster { members.append(("source", .string(entry.source))) }
            if let member = entry.member { members.append(("layer", .string(member))) }
            members += [("visible", .bool(entry.isVisible)), ("opacity", .number(entry.opacity)),
                        ("minScale", .number(entry.minScale)), ("maxScale", .number(entry.maxScale))]
            if let renderer = entry.renderer { members.append(("renderer", json(of: renderer))) }
            if let filter = entry.filter { members.append(("filter", .string(filter))) }
            if let service = entry.service { members.append(("service", service)) }
            if let origin = entry.featureCollection { members.append(("featureCollection", origin.json)) }
            return .object(members)
        }

        static func json(of renderer: LayerRenderer) -> JSONValue {
            switch renderer {
            case .simple(let symbol):
                return ["type": "simple", "symbol": json(of: symbol)]
            case .uniqueValue(let field, let values, let other):
                return ["type": "uniqueValue", "field": .string(field),
                        "values": .array(values.map { value in
                            var members: [(key: String, value: JSONValue)] = [("value", value.value), ("symbol", json(of: value.symbol))]
                            if let label = value.label { members.append(("label", .string(label))) }
                            return .object(members)
                        }), "other": json(of: other)]
            case .classBreaks(let field, let breaks, let other):
                return ["type": "classBreaks", "field": .string(field),
                        "breaks": .array(breaks.map { item in
                            var members: [(key: String, value: JSONValue)] = [("upTo", .number(item.upperBound)), ("symbol", json(of: item.symbol))]
                            if let bound = item.lowerBound { members.append(("from", .number(bound))) }
                            if let label = item.label { members.append(("label", .string(label))) }
                            return .object(members)
                        }),
                        "other": json(of: other)]
            }
        }

        static func json(of symbol: LayerSymbol) -> JSONValue {
            [
                "marker": ["color": .string(symbol.marker.color.description), "size": .number(symbol.marker.size),
                           "shape": .string(symbol.marker.shape.rawValue)],
                "line": json(of: symbol.line),
                "fill": ["color": .string(symbol.fill.color.description), "outline": json(of: symbol.fill.outline)],
            ]
        }

        static func json(of line: GraphicSymbol.Line) -> JSONValue {
            ["color": .string(line.color.description), "width": .number(line.width), "style": .string(line.style.rawValue)]
        }

        // MARK: - Reading

        /// The `layers` member: optional (absent or null is none).
        static func entries(_ top: JSONChecker.Members) throws(Failure) -> [LayerEntry] {
            guard let value = top.present("layers") else { return [] }
            let path = top.path("layers")
            var entries: [LayerEntry] = []
            for (index, element) in try Check.array(value, at: path).enumerated() {
                entries.append(try entry(element, at: path.appending(index)))
            }
            return entries
        }

        static func entry(_ value: JSONValue, at path: JSONPath) throws(Failure) -> LayerEntry {
            let members = try Check.object(value, at: path, allowedKeys: entryKeys)
            let kind = try Reader.word(members, "kind", OperationalLayer.Kind.allCases.map(\.rawValue))
            let title = try Check.string(try members.required("title"), at: members.path("title"))
            let number = { (key: String) throws(Failure) -> Double in try Check.number(try members.required(key), at: members.path(key)) }
            var entry = try Check.domain(at: path) { () throws(MapError) in
                LayerEntry(try OperationalLayer(title: title, source: "", content: .service(ServiceLayer(json: [:]))))
            }
            entry.isVisible = try Check.bool(try members.required("visible"), at: members.path("visible"))
            entry.opacity = try number("opacity")
            entry.minScale = try number("minScale")
            entry.maxScale = try number("maxScale")
            if kind == "service" {
                let service = try members.required("service")
                _ = try Check.object(service, at: members.path("service"))
                entry.service = service
                entry.source = ServiceLayer(json: service).url ?? ""
            } else if kind == "featureCollection" {
                entry.service = nil
                entry.source = ""
                entry.renderer = try renderer(try members.required("renderer"), at: members.path("renderer"))
                let json = try members.required("featureCollection")
                let layerMembers = try Check.object(json, at: members.path("featureCollection"))
                let reader = WebMapLayerReader(mapReference: .webMercator, projection: WebMapReader.gdalProjector(), source: "")
                let collection = try layerMembers.required("featureCollection")
                let (features, origin) = try reader.features(collection, at: layerMembers.path("featureCollection"))
                entry.embeddedFeatures = features
                entry.featureCollection = FeatureCollectionOrigin(json: json, renderer: origin)
            } else if kind == "raster" {
                entry.service = nil
                entry.isRaster = true
                entry.source = try Check.string(try members.required("source"), at: members.path("source"))
                entry.member = try members.present("layer").map { (value) throws(Failure) in try Check.string(value, at: members.path("layer")) }
            } else {
                entry.service = nil
                entry.source = try Check.string(try members.required("source"), at: members.path("source"))
                entry.member = try members.present("layer").map { (value) throws(Failure) in try Check.string(value, at: members.path("layer")) }
                entry.renderer = try renderer(try members.required("renderer"), at: members.path("renderer"))
            }
            // A feature layer's filter (a file's or a feature collection's), evaluated by `load`.
            if kind != "service" && kind != "raster", let filter = members.present("filter") {
                let text = try Check.string(filter, at: members.path("filter"))
                guard !text.isEmpty else {
                    throw Failure(kind: .expectedType(expected: "a filter expression", found: "an empty string"), path: members.path("filter"))
                }
                entry.filter = text
            }
            // The state's ranges, checked as the session checks them.
            _ = try Check.domain(at: path) { () throws(MapError) in try entry.layer() }
            return entry
        }

        static func renderer(_ value: JSONValue, at path: JSONPath) throws(Failure) -> LayerRenderer {
            let kindMembers = try Check.object(value, at: path)
            let type = try Reader.word(kindMembers, "type", ["simple", "uniqueValue", "classBreaks"])
            switch type {
            case "simple":
                let members = try Check.object(value, at: path, allowedKeys: ["type", "symbol"])
                return .simple(try symbol(try members.required("symbol"), at: members.path("symbol")))
            case "uniqueValue":
                let members = try Check.object(value, at: path, allowedKeys: ["type", "field", "values", "other"])
                var values: [LayerRenderer.UniqueValue] = []
                for (index, element) in try Check.array(try members.required("values"), at: members.path("values")).enumerated() {
                    let elementPath = members.path("values").appending(index)
                    let item = try Check.object(element, at: elementPath, allowedKeys: ["value", "symbol", "label"])
                    values.append(.init(value: try item.required("value"), symbol: try symbol(try item.required("symbol"), at: item.path("symbol")),
                                        label: try optionalString(item, "label")))
                }
                return .uniqueValue(field: try Check.string(try members.required("field"), at: members.path("field")), values: values,
                                    other: try symbol(try members.required("other"), at: members.path("other")))
            default:
                let members = try Check.object(value, at: path, allowedKeys: ["type", "field", "breaks", "other"])
                var breaks: [LayerRenderer.ClassBreak] = []
                for (index, element) in try Check.array(try members.required("breaks"), at: members.path("breaks")).enumerated() {
                    let elementPath = members.path("breaks").appending(index)
                    let item = try Check.object(element, at: elementPath, allowedKeys: ["upTo", "symbol", "from", "label"])
                    breaks.append(.init(upperBound: try Check.number(try item.required("upTo"), at: item.path("upTo")),
                                        symbol: try symbol(try item.required("symbol"), at: item.path("symbol")),
                                        lowerBound: try item.present("from").map { (value) throws(Failure) in
                                            try Check.number(value, at: item.path("from"))
                                        },
                                        label: try optionalString(item, "label")))
                }
                return .classBreaks(field: try Check.string(try members.required("field"), at: members.path("field")), breaks: breaks,
                                    other: try symbol(try members.required("other"), at: members.path("other")))
            }
        }

        /// The string member `key` of `members`, or nil when it is absent.
        static func optionalString(_ members: JSONChecker.Members, _ key: String) throws(Failure) -> String? {
            try members.present(key).map { (value) throws(Failure) in try Check.string(value, at: members.path(key)) }
        }

        static func symbol(_ value: JSONValue, at path: JSONPath) throws(Failure) -> LayerSymbol {
            let members = try Check.object(value, at: path, allowedKeys: symbolKeys)
            let markerMembers = try Check.object(try members.required("marker"), at: members.path("marker"),
                                                 allowedKeys: ["color", "size", "shape"])
            let marker = try Reader.pointSymbol(markerMembers, color: try Reader.color(markerMembers, "color"))
            let line = try lineSymbol(try members.required("line"), at: members.path("line"))
            let fillMembers = try Check.object(try members.required("fill"), at: members.path("fill"), allowedKeys: ["color", "outline"])
            let fill = GraphicSymbol.Fill(color: try Reader.color(fillMembers, "color") ?? GraphicSymbol.Fill().color,
                                          outline: try lineSymbol(try fillMembers.required("outline"), at: fillMembers.path("outline")))
            return LayerSymbol(marker: marker, line: line, fill: fill)
        }

        static func lineSymbol(_ value: JSONValue, at path: JSONPath) throws(Failure) -> GraphicSymbol.Line {
            let members = try Check.object(value, at: path, allowedKeys: ["color", "width", "style"])
            let width = try Check.number(try members.required("width"), at: members.path("width"))
            let style = GraphicSymbol.Style(rawValue: try Reader.word(members, "style", GraphicSymbol.Style.allCases.map(\.rawValue))) ?? .solid
            let color = try Reader.color(members, "color") ?? .blue
            return try Check.domain(at: members.path("width")) { () throws(MapError) in try GraphicSymbol.Line(color: color, width: width, style: style) }
        }
    }
}
