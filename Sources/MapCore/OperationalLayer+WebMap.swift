import MapFormats
import TextSupport

// MARK: - The web map JSON a layer keeps

extension OperationalLayer {
    /// The operational layer JSON the layer keeps, written back as it came: a service layer's
    /// (a web map's, or the one `layer add service` makes), a web map feature collection's; nil
    /// for a layer read from a file (its web map form is made when it is exported).
    public var webMapJSON: JSONValue? {
        switch content {
        case .service(let service): service.json
        case .features: featureCollection?.json
        case .raster: nil
        }
    }

    /// Sets the member at `path` of the layer's JSON to `value`, in place (every other member
    /// and their order as they were; objects on the way made when missing). Throws
    /// `notAWebMapLayer` for a layer that keeps no JSON, `memberPath` when `path` crosses a
    /// member that is not an object (or an index past an array's end).
    mutating func setWebMapMember(_ path: JSONPath, to value: JSONValue) throws(MapError) {
        guard let json = webMapJSON, !path.isRoot else {
            throw .layer(.notAWebMapLayer(title, member: path.description, kind: kind))
        }
        replaceWebMapJSON(followingURL: try Self.setting(value, at: path, in: json, title: title))
    }

    /// `json` with the member at `path` set to `value`; `memberPath` naming `title` when the
    /// path cannot be followed.
    static func setting(_ value: JSONValue, at path: JSONPath, in json: JSONValue, title: String) throws(MapError) -> JSONValue {
        do throws(JSONValue.PathSetError) {
            return try json.setting(value, at: path)
        } catch {
            throw .layer(.memberPath(title, member: path.description, problem: problem(error, in: path)))
        }
    }

    /// Why `path` could not be followed, in words.
    private static func problem(_ error: JSONValue.PathSetError, in path: JSONPath) -> String {
        switch error {
        case .notAContainer(let walked, let found):
            let step = path.components[walked.components.count]
            let wanted = if case .index = step { "an array" } else { "an object" }
            return "\(walked.isRoot ? "the layer" : "'\(walked)'") is \(found), not \(wanted)"
        case .indexOutOfRange(let walked, let index, let count):
            return "'\(walked)' has \(count) element\(count == 1 ? "" : "s"), so no index \(index) (indices start at 0)"
        }
    }

    /// Replaces the layer's JSON with `json` (nothing happens for a layer that keeps none).
    mutating func replaceWebMapJSON(_ json: JSONValue) {
        switch content {
        case .service(var service):
            service.json = json
            content = .service(service)
        case .features:
            if featureCollection != nil { featureCollection?.json = json }
        case .raster:
            break
        }
    }

    /// The URL a web map layer JSON names its service by: `url`, else `styleUrl` (a vector tile
    /// layer's), as the web map reader takes a layer's source and fallback title from.
    static func serviceURL(of json: JSONValue?) -> String? {
        json?["url"]?.stringValue ?? json?["styleUrl"]?.stringValue
    }

    /// Replaces the layer's JSON with `json`, whose service URL may differ: `source` follows
    /// the URL where it was the old one, and a layer named after its URL (its JSON has no
    /// title) is named after the new one, as the web map would name it when read again.
    mutating func replaceWebMapJSON(followingURL json: JSONValue) {
        let old = Self.serviceURL(of: webMapJSON)
        let untitled = (webMapJSON?["title"]?.stringValue ?? "").trimmedOfWhitespace.isEmpty
        replaceWebMapJSON(json)
        guard let new = Self.serviceURL(of: json), new != old else { return }
        if old == nil || source == old { source = new }
        if untitled, let old, title == ServiceLayer.title(of: old) { try? setTitle(ServiceLayer.title(of: new)) }
    }
}
