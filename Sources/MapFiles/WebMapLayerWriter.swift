import MapCore
import MapFormats

/// Writes an operational layer for `export webmap`:
///
/// - a service layer: its JSON as it came, with the title, `visibility`, `opacity`,
///   `minScale` and `maxScale` the script changed set in it (a member the layer's state still
///   agrees with is left as it was, or absent);
/// - a feature collection from a web map: its JSON as it came, the state applied the same way,
///   and, when the script changed the renderer, the new one as each sub-layer's
///   `layerDefinition.drawingInfo.renderer`;
/// - a feature layer from a file: a feature collection (`ArcGISFeatureLayer` with a
///   `featureCollection`), one sub-layer per geometry type (points, multipoints, lines,
///   polygons) with the features the layer's filter keeps in Web Mercator (a feature without
///   geometry in the first sub-layer, with its attributes and no geometry; a GeometryCollection
///   as one multi geometry of its first member's family, `WebMapGeometry.single`), their fields as
///   attributes (an `OBJECTID` added; a list or object field as its JSON text, a boolean as 1
///   or 0, a date as epoch milliseconds), and the renderer as `drawingInfo`.
enum WebMapLayerWriter {
    /// The operational layer of `layer`, at 1-based `position` in the drawing order; nil for a
    /// raster layer read from a local file, which has no web map form (the export warns).
    static func json(of layer: OperationalLayer, position: Int) -> JSONValue? {
        switch layer.content {
        case .raster:
            return nil
        case .service(let service):
            return applyingState(of: layer, to: service.json, position: position)
        case .features(let set):
            guard let origin = layer.featureCollection else { return featureCollection(of: layer, set: set, position: position) }
            var json = applyingState(of: layer, to: origin.json, position: position)
            if set.renderer != origin.renderer { json = replacingRenderer(in: json, with: set.renderer) }
            return json
        }
    }

    /// `json` with the members of `layer`'s state that differ from what `json` says set.
    static func applyingState(of layer: OperationalLayer, to json: JSONValue, position: Int) -> JSONValue {
        guard let old = LayerState(json: json) else { return json }
        var result = json
        if layer.title != (old.title ?? WebMapLayerReader.fallbackTitle(json, position: position)) {
            WebMapWriter.set(&result, "title", .string(layer.title))
        }
        if layer.isVisible != old.visible { WebMapWriter.set(&result, "visibility", .bool(layer.isVisible)) }
        if layer.opacity != old.opacity { WebMapWriter.set(&result, "opacity", .number(layer.opacity)) }
        if layer.minScale != old.minScale { WebMapWriter.set(&result, "minScale", .number(layer.minScale)) }
        if layer.maxScale != old.maxScale { WebMapWriter.set(&result, "maxScale", .number(layer.maxScale)) }
        return result
    }

    /// The feature collection `json` with `renderer` in each sub-layer's definition, written for
    /// the sub-layer's geometry type.
    static func replacingRenderer(in json: JSONValue, with renderer: LayerRenderer) -> JSONValue {
        guard var collection = json["featureCollection"], let layers = collection["layers"]?.arrayValue else { return json }
        let updated = layers.map { sublayer -> JSONValue in
            let type = sublayer[["layerDefinition", "geometryType"]]?.stringValue ?? sublayer[["featureSet", "geometryType"]]?.stringValue
            let kind = WebMapGeometry.Kind.allCases.first { $0.esriType == type } ?? .point
            var definition = sublayer["layerDefinition"] ?? [:]
            var drawingInfo = definition["drawingInfo"] ?? [:]
            WebMapWriter.set(&drawingInfo, "renderer", WebMapRenderer.json(of: renderer, for: kind))
            WebMapWriter.set(&definition, "drawingInfo", drawingInfo)
            var result = sublayer
            WebMapWriter.set(&result, "layerDefinition", definition)
            return result
        }
        WebMapWriter.set(&collection, "layers", .array(updated))
        var result = json
        WebMapWriter.set(&result, "featureCollection", collection)
        return result
    }

    // MARK: - File layers

    /// What writing `set` leaves out of its features' geometries, as notes naming the features:
    /// a GeometryCollection of more than one family of geometry keeps the first member's
    /// family only (`WebMapGeometry.single`), feature by feature as its `OBJECTID` (the first
    /// 5 of a layer, and how many more).
    static func notes(for layer: OperationalLayer, set: FeatureSet) -> [String] {
        var notes: [String] = []
        var more = 0
        for (number, index) in set.shownIndices.enumerated() {
            guard let geometry = set.features[index].geometry else { continue }
            let (kept, leftOut) = WebMapGeometry.single(geometry)
            guard let kept, !leftOut.isEmpty else { continue }
            guard notes.count < 5 else { more += 1; continue }
            notes.append("layer '\(layer.title)': feature \(number + 1) is a GeometryCollection of "
                         + "\(WebMapGeometry.family(of: kept).name) and \(leftOut.map(\.name).joined(separator: " and ")), "
                         + "and a web map feature holds one type of geometry: written with its "
                         + "\(WebMapGeometry.family(of: kept).name) only")
        }
        if more > 0 { notes.append("layer '\(layer.title)': \(more) more GeometryCollection feature(s) written likewise") }
        return notes
    }

    /// The feature collection layer of the file layer `layer`.
    static func featureCollection(of layer: OperationalLayer, set: FeatureSet, position: Int) -> JSONValue {
        var byKind: [WebMapGeometry.Kind: [JSONValue]] = [:]
        var withoutGeometry: [JSONValue] = []
        let fields = set.fieldNames.filter { $0 != "OBJECTID" }
        let types = fieldTypes(of: set)
        var objectID = 0
        for index in set.shownIndices {
            let feature = set.features[index]
            // The feature's own fields only (the specification lets a feature leave a field
            // out): writing every field of the set on every feature grew as features x
            // fields, 558 MB for 4,000 features with fields of their own.
            func attributes() -> JSONValue {
                objectID += 1
                var attributes: [(key: String, value: JSONValue)] = [("OBJECTID", .number(Double(objectID)))]
                for field in feature.fields where field.key != "OBJECTID" {
                    attributes.append((field.key, attribute(field.value, type: types[field.key])))
                }
                return .object(attributes)
            }
            // A collection is written as one geometry (`WebMapGeometry.single`): one feature, one id.
            guard let geometry = feature.geometry, let part = WebMapGeometry.json(of: geometry) else {
                withoutGeometry.append(["attributes": attributes()])
                continue
            }
            byKind[part.kind, default: []].append(["geometry": part.value, "attributes": attributes()])
        }
        // Features without geometry go with the first sub-layer (points when there is none).
        if !withoutGeometry.isEmpty {
            let kind = WebMapGeometry.Kind.allCases.first { byKind[$0] != nil } ?? .point
            byKind[kind, default: []].append(contentsOf: withoutGeometry)
        }
        var sublayers: [JSONValue] = []
        for kind in WebMapGeometry.Kind.allCases {
            guard let features = byKind[kind] else { continue }
            sublayers.append([
                "id": .number(Double(sublayers.count)),
                "layerDefinition": [
                    "name": .string(kind.layerName),
                    "type": "Feature Layer",
                    "geometryType": .string(kind.esriType),
                    "objectIdField": "OBJECTID",
                    "fields": .array([["name": "OBJECTID", "type": "esriFieldTypeOID", "alias": "OBJECTID"]]
                        + fields.map { ["name": .string($0), "type": .string(types[$0] ?? "esriFieldTypeString"), "alias": .string($0)] }),
                    "drawingInfo": ["renderer": WebMapRenderer.json(of: set.renderer, for: kind)],
                ],
                "featureSet": ["geometryType": .string(kind.esriType), "features": .array(features)],
            ])
        }
        var json: JSONValue = [
            "id": .string("layer-\(position)"),
            "title": .string(layer.title),
            "layerType": "ArcGISFeatureLayer",
            "visibility": .bool(layer.isVisible),
            "opacity": .number(layer.opacity),
        ]
        if layer.minScale != 0 { WebMapWriter.set(&json, "minScale", .number(layer.minScale)) }
        if layer.maxScale != 0 { WebMapWriter.set(&json, "maxScale", .number(layer.maxScale)) }
        WebMapWriter.set(&json, "featureCollection", ["layers": .array(sublayers)])
        return json
    }

    /// A field's value as an Esri attribute: strings, numbers and null as they are, a boolean as
    /// 1 or 0, a list or object as its JSON text, a date (in a field of `esriFieldTypeDate`) as
    /// milliseconds since the Unix epoch, as the web map specification writes dates.
    static func attribute(_ value: JSONValue, type: String? = nil) -> JSONValue {
        switch value {
        case .string(let text) where type == "esriFieldTypeDate": epochMilliseconds(text).map(JSONValue.number) ?? value
        case .string, .number, .integer, .null: value
        case .bool(let flag): .number(flag ? 1 : 0)
        case .array, .object: .string(value.description)
        }
    }

    /// The Esri field type of every field of `set` that has a value somewhere, each from the first
    /// feature that has one (a number: integer when every value of the field is a whole number
    /// in 32 bits, as GDAL's Integer fields are, big integer when one is a whole number past
    /// ±2^53 (an exact `integer`, as a 64-bit field gives) and the rest are whole, else double; a boolean: small integer; a string:
    /// date when every value of the field is an ISO 8601 date or date-time, as GDAL writes its
    /// Date and DateTime fields, else string; anything else: string), in one pass over the
    /// features; a field with no value anywhere is a string.
    static func fieldTypes(of set: FeatureSet) -> [String: String] {
        var types: [String: String] = [:]
        for feature in set.features {
            for field in feature.fields {
                let type: String
                switch field.value {
                case .number(let number):
                    type = number == number.rounded() && abs(number) <= 2147483647 ? "esriFieldTypeInteger" : "esriFieldTypeDouble"
                case .integer: type = "esriFieldTypeBigInteger"
                case .bool: type = "esriFieldTypeSmallInteger"
                case .string(let text): type = epochMilliseconds(text) == nil ? "esriFieldTypeString" : "esriFieldTypeDate"
                case .array, .object: type = "esriFieldTypeString"
                case .null: continue
                }
                switch (types[field.key], type) {
                case (nil, _): types[field.key] = type
                case ("esriFieldTypeInteger", "esriFieldTypeDouble"), ("esriFieldTypeDate", "esriFieldTypeString"),
                     ("esriFieldTypeInteger", "esriFieldTypeBigInteger"), ("esriFieldTypeBigInteger", "esriFieldTypeDouble"):
                    types[field.key] = type
                default: break
                }
            }
        }
        return types
    }

    /// The milliseconds since the Unix epoch of an ISO 8601 date (`2024-05-01`, midnight UTC) or
    /// date-time (`2024-05-01T13:45:00Z`; without a zone, UTC), or nil for any other text.
    static func epochMilliseconds(_ text: String) -> Double? {
        guard text.utf8.count >= 10 else { return nil }
        let full = text.utf8.count == 10 ? text + "T00:00:00Z" : text
        return ISO8601Time.seconds(Substring(full)).map { ($0 * 1000).rounded() }
    }
}
