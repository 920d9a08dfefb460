import TextSupport
import MapFormats

extension MapLint.Checker {
    /// The members that hold a layer's service URL.
    static let urlKeys = ["url", "styleUrl", "templateUrl"]

    /// Checks one layer (or table) at `path`, a group layer's layers as layers and a map
    /// service's sublayers as such (`checkSublayer`); `needsSource`: a
    /// layer with no source is an error (not for a session file's service JSON, which the
    /// entry's `source` completes).
    mutating func checkLayer(_ layer: JSONValue, at path: JSONPath, needsSource: Bool) {
        guard layer.objectValue != nil else { return }
        for key in Self.urlKeys { checkHTTP(layer, key, at: path) }
        if let id = MapDiff.Schema.List.id(layer) {
            if let first = ids[id] {
                report(.duplicateLayerID, path.appending("id"), "duplicate layer id '\(id)' (first at \(first))")
            } else {
                ids[id] = JSONPath(document.root.components + path.components)
            }
        }
        let children = layer["layers"]?.arrayValue
        let isGroup = layer["layerType"]?.stringValue == "GroupLayer"
        if needsSource, !isGroup, (Self.urlKeys + ["itemId", "featureCollection"]).allSatisfy({ layer[$0] == nil }) {
            report(.layerWithoutSource, path, "\(Self.name(layer)) has neither 'url', 'itemId' nor 'featureCollection'")
        }
        checkScaleRange(layer, at: path)
        if let expression = layer["layerDefinition"]?["definitionExpression"] {
            checkDefinition(expression, at: path.appending("layerDefinition").appending("definitionExpression"))
        }
        checkPopups(layer, at: path)
        for (index, child) in (children ?? []).enumerated() {
            let childPath = path.appending("layers").appending(index)
            if isGroup {
                checkLayer(child, at: childPath, needsSource: needsSource)
            } else {
                checkSublayer(child, at: childPath)
            }
        }
    }

    /// A map service's sublayer (`layers` of a layer that is no group: ids are the service's
    /// layer numbers, the source is the service's): its scale range and definition expression.
    mutating func checkSublayer(_ sublayer: JSONValue, at path: JSONPath) {
        checkScaleRange(sublayer, at: path)
        if let expression = sublayer["layerDefinition"]?["definitionExpression"] {
            checkDefinition(expression, at: path.appending("layerDefinition").appending("definitionExpression"))
        }
    }

    /// `layer "Parks"`, or `the layer` when it has no title.
    static func name(_ layer: JSONValue) -> String {
        layer["title"]?.stringValue.map { "layer '\($0)'" } ?? "the layer"
    }

    /// An `http://` URL in the member `key` of `object`.
    mutating func checkHTTP(_ object: JSONValue, _ key: String, at path: JSONPath) {
        guard let url = object[key]?.stringValue, url.utf8.count >= 7,
              String(decoding: url.utf8.prefix(7), as: UTF8.self).lowercased() == "http://" else { return }
        report(.httpService, path.appending(key), "service URL '\(url)' is http, not https")
    }

    /// `minScale` below `maxScale`, both set: visible when maxScale <= scale <= minScale, never.
    mutating func checkScaleRange(_ layer: JSONValue, at path: JSONPath) {
        guard let minimum = layer["minScale"]?.doubleValue, let maximum = layer["maxScale"]?.doubleValue,
              minimum > 0, maximum > 0, minimum < maximum else { return }
        report(.hiddenAtEveryScale, path.appending("minScale"),
               "\(Self.name(layer)) shows at no scale: minScale \(NumberFormat.shortest(minimum)) is below maxScale \(NumberFormat.shortest(maximum)) (a layer shows where maxScale <= scale <= minScale)")
    }

    /// A definition expression that is not a string or not an SQL-92 where clause.
    mutating func checkDefinition(_ expression: JSONValue, at path: JSONPath) {
        guard case .string(let text) = expression else {
            if !expression.isNull { report(.invalidDefinitionExpression, path, "expected a string, found \(expression.kindDescription)") }
            return
        }
        do throws(WhereClause.SyntaxError) {
            try WhereClause.check(text)
        } catch {
            report(.invalidDefinitionExpression, path,
                   "definition expression is not an SQL-92 where clause: \(error.message) (at character \(error.offset + 1))")
        }
    }
}
