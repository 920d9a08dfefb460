import TextSupport
import MapFormats

extension MapLint.Checker {
    /// Pop-ups that name a field (`{FIELD}` in the title or description, a field info's
    /// `fieldName`) that the layer's feature collection does not define: each sub-layer's
    /// pop-up against its fields, the layer's own pop-up against all of them. Only for a layer
    /// with a feature collection that lists fields; Arcade expressions (`{expression/x}`) and
    /// related records (`{relationships/...}`) are not fields.
    mutating func checkPopups(_ layer: JSONValue, at path: JSONPath) {
        guard let collection = layer["featureCollection"]?["layers"]?.arrayValue else { return }
        var all: [String] = []
        for (index, sublayer) in collection.enumerated() {
            let fields = (sublayer["layerDefinition"]?["fields"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
            all += fields
            if let popup = sublayer["popupInfo"], !fields.isEmpty {
                checkPopup(popup, fields: fields, at: ["featureCollection", "layers", .index(index), "popupInfo"].reduce(path, Self.append))
            }
        }
        if let popup = layer["popupInfo"], !all.isEmpty {
            checkPopup(popup, fields: all, at: path.appending("popupInfo"))
        }
    }

    /// `path` followed by `component`.
    static func append(_ path: JSONPath, _ component: JSONPath.Component) -> JSONPath {
        JSONPath(path.components + [component])
    }

    /// One pop-up's field references against `fields`.
    mutating func checkPopup(_ popup: JSONValue, fields: [String], at path: JSONPath) {
        for key in ["title", "description"] {
            guard let text = popup[key]?.stringValue else { continue }
            for name in Self.fieldReferences(text) where !fields.contains(name) {
                reportField(name, fields: fields, at: path.appending(key))
            }
        }
        for (index, info) in (popup["fieldInfos"]?.arrayValue ?? []).enumerated() {
            guard let name = info["fieldName"]?.stringValue, !name.contains("/"), !fields.contains(name) else { continue }
            reportField(name, fields: fields, at: path.appending("fieldInfos").appending(index).appending("fieldName"))
        }
    }

    mutating func reportField(_ name: String, fields: [String], at path: JSONPath) {
        report(.popupUnknownField, path,
               "pop-up names field '\(name)', which the layer's feature collection lacks" + Suggestion.didYouMean(name, among: fields))
    }

    /// The names in braces in `text` (`{NAME}`), in order, each once, leaving out those with a
    /// `/` (expressions, related records) and any that span a line or hold a brace.
    static func fieldReferences(_ text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(where: { $0 == "}" || $0 == "{" || $0.isNewline }) else { break }
            if after[close] == "}" {
                let name = String(after[..<close])
                if !name.isEmpty, !name.contains("/"), !names.contains(name) { names.append(name) }
                rest = after[after.index(after: close)...]
            } else {
                rest = after[close...]
            }
        }
        return names
    }
}
