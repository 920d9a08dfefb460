import MapFormats

/// A service URL a web map layer names, where the session keeps it: an operational layer's
/// (`layers[3]`), a group layer's member at any depth (`layers[3].layers[2].layers[1]`), a
/// table's (`tables[1]`, kept with the web map's other top-level members) or a basemap layer's
/// (`basemap.layers[1]`, kept with the basemap's web map JSON). What `layer find source` lists
/// and `layer replace source` changes.
public struct LayerSource: Hashable, Sendable {
    /// Where it is, as a script would write it (`layers[3].layers[2]`, `tables[1]`,
    /// `basemap.layers[1]`).
    public var path: String
    /// The layer's title: the session's for an operational layer, else its JSON's `title`,
    /// else its `id`, else the service's name (`ServiceLayer.title(of:)`).
    public var title: String
    /// The JSON member that holds the URL: `url`, `styleUrl` (a vector tile layer's style), or
    /// the path of a pop-up's text that names URLs (`popupInfo.mediaInfos[0].value.sourceURL`,
    /// `popupInfo.description`), from the layer.
    public var member: String
    /// The URL.
    public var url: String

    /// A source at `path`.
    public init(path: String, title: String, member: String, url: String) {
        self.path = path
        self.title = title
        self.member = member
        self.url = url
    }

    /// The members a layer's URL may be in.
    static let members = ["url", "styleUrl"]

    /// A change of one source's URL.
    public struct Change: Hashable, Sendable {
        /// The source as it was.
        public var source: LayerSource
        /// Its new URL.
        public var newURL: String
    }
}

/// A walk over a layer's JSON and its group members' that lists its sources and changes their
/// URLs as `change` says (nil: unchanged), keeping every other member as it was. Pop-ups
/// (`popupInfo` of the layer, of its sub-layers and of a feature collection's layers) name URLs
/// in their media, links and HTML: each of their texts that holds `://` is a source too, and
/// `changeText` rewrites the URLs inside it.
struct LayerSourceWalk {
    /// The new URL for a URL, or nil to keep it.
    var change: (String) -> String?
    /// A pop-up text with the URLs in it changed, or nil to keep it.
    var changeText: (String) -> String? = { _ in nil }
    /// Every source met, in order (depth first, in drawing order).
    var sources: [LayerSource] = []
    /// The sources changed.
    var changes: [LayerSource.Change] = []

    /// `json`, a layer at `path` titled `title` (nil: from its JSON), with its URLs and its group
    /// members' changed.
    mutating func visit(_ json: JSONValue, path: String, title: String?) -> JSONValue {
        guard case .object = json else { return json }
        var result = json
        for key in LayerSource.members {
            guard let url = json[key]?.stringValue else { continue }
            let source = LayerSource(path: path, title: title ?? Self.title(of: json, url: url), member: key, url: url)
            sources.append(source)
            if let new = change(url), new != url {
                changes.append(.init(source: source, newURL: new))
                result[key] = .string(new)
            }
        }
        if json["layerType"]?.stringValue == "GroupLayer", case .array(let members)? = json["layers"] {
            var updated = members
            for (index, member) in members.enumerated() {
                updated[index] = visit(member, path: path + ".layers[\(index + 1)]", title: nil)
            }
            if updated != members { result["layers"] = .array(updated) }
        } else {
            // The pop-ups of the layer, of a map service's sub-layers, of a feature collection's layers.
            let layer = (path: path, title: title ?? Self.title(of: json, url: OperationalLayer.serviceURL(of: json) ?? ""))
            var steps: [JSONPath.Component] = ["popupInfo"]
            if let popup = json["popupInfo"], let new = visitTexts(popup, steps: &steps, layer: layer) { result["popupInfo"] = new }
            steps = ["layers"]
            if let new = visitPopups(of: json["layers"], steps: &steps, layer: layer) { result["layers"] = new }
            if var collection = json["featureCollection"] {
                steps = ["featureCollection", "layers"]
                if let new = visitPopups(of: collection["layers"], steps: &steps, layer: layer) {
                    collection["layers"] = new
                    result["featureCollection"] = collection
                }
            }
        }
        return result
    }

    /// The array `list` of sub-layers (at `steps` in the layer) with the texts of their pop-ups
    /// changed, or nil when none changed.
    private mutating func visitPopups(of list: JSONValue?, steps: inout [JSONPath.Component],
                                      layer: (path: String, title: String)) -> JSONValue? {
        guard case .array(let elements)? = list else { return nil }
        var updated: [JSONValue]?
        for (index, element) in elements.enumerated() {
            guard let popup = element["popupInfo"] else { continue }
            steps += [.index(index), "popupInfo"]
            if let new = visitTexts(popup, steps: &steps, layer: layer) {
                if updated == nil { updated = elements }
                updated![index]["popupInfo"] = new
            }
            steps.removeLast(2)
        }
        return updated.map(JSONValue.array)
    }

    /// `json`, a pop-up's part at `steps` in the layer at `layer`, with each text that names a
    /// URL listed and rewritten by `changeText`; nil when nothing in it changed (most pop-ups
    /// name no URL: nothing is copied for them).
    private mutating func visitTexts(_ json: JSONValue, steps: inout [JSONPath.Component],
                                     layer: (path: String, title: String)) -> JSONValue? {
        switch json {
        case .string(let text) where Self.contains(text, "://"):
            let source = LayerSource(path: layer.path, title: layer.title, member: JSONPath(steps).description, url: text)
            sources.append(source)
            guard let new = changeText(text), new != text else { return nil }
            changes.append(.init(source: source, newURL: new))
            return .string(new)
        case .array(let elements):
            var updated: [JSONValue]?
            for (index, element) in elements.enumerated() {
                steps.append(.index(index))
                if let new = visitTexts(element, steps: &steps, layer: layer) {
                    if updated == nil { updated = elements }
                    updated![index] = new
                }
                steps.removeLast()
            }
            return updated.map(JSONValue.array)
        case .object(let members):
            var updated: [(key: String, value: JSONValue)]?
            for (index, member) in members.enumerated() {
                steps.append(.key(member.key))
                if let new = visitTexts(member.value, steps: &steps, layer: layer) {
                    if updated == nil { updated = members }
                    updated![index].value = new
                }
                steps.removeLast()
            }
            return updated.map(JSONValue.object)
        default:
            return nil
        }
    }

    /// Whether `text` holds `needle`, compared byte for byte (the standard library's
    /// `contains` compares characters, many times slower, and a pop-up has hundreds of texts).
    static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text, needle = needle
        return text.withUTF8 { bytes in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard bytes.count >= needle.count else { return false }
                for start in 0...(bytes.count - needle.count) where bytes[start] == first {
                    if UnsafeBufferPointer(rebasing: bytes[start..<start + needle.count]).elementsEqual(needle) { return true }
                }
                return false
            }
        }
    }

    /// The elements of the array `list` (nil: none), each a layer at `prefix[N]`, visited.
    mutating func visit(list: JSONValue?, prefix: String) -> JSONValue? {
        guard case .array(let elements)? = list else { return list }
        var updated = elements
        for (index, element) in elements.enumerated() {
            updated[index] = visit(element, path: prefix + "[\(index + 1)]", title: nil)
        }
        return updated == elements ? list : .array(updated)
    }

    /// A title for a layer JSON that names none: its `id`, else its service's name.
    static func title(of json: JSONValue, url: String) -> String {
        for key in ["title", "id"] {
            if let text = json[key]?.stringValue, !text.trimmedOfWhitespace.isEmpty { return text.trimmedOfWhitespace }
        }
        return ServiceLayer.title(of: url)
    }
}
