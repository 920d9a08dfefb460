import MapFormats
import TextSupport
/// A portal file: the small JSON file that stands in for an ArcGIS portal's basemap gallery.
///
/// Nothing reaches the network: `gallery load "portal.json"` reads the file and replaces the
/// gallery's items with the file's, as setting a portal on the gallery does.
///
/// ```json
/// {
///   "portal": "https://www.arcgis.com",
///   "basemaps": [
///     { "title": "Streets", "style": "streets", "description": "Roads and places", "thumbnail": "thumbs/streets.png" },
///     { "title": "World Imagery (WGS 84)", "style": "imagery", "wkid": 4326 },
///     { "title": "Broken", "style": "no-such-style" }
///   ]
/// }
/// ```
///
/// The top level is an object with these keys:
///
/// | Key        | Required | Value |
/// |------------|----------|-------|
/// | `portal`   | no       | string: the portal this gallery stands for (informational) |
/// | `basemaps` | yes      | array of items, in gallery order (may be empty) |
///
/// Each item is an object with these keys:
///
/// | Key           | Required | Value |
/// |---------------|----------|-------|
/// | `title`       | yes      | non-blank string: the item's name in the gallery |
/// | `style`       | yes      | non-blank string: a basemap style name, as `basemap use` takes it |
/// | `description` | no       | string: overrides the basemap's own description |
/// | `thumbnail`   | no       | string: a path or URL, kept as written |
/// | `wkid`        | no       | positive integer: the spatial reference of the basemap's first layer (default: the style's, Web Mercator) |
///
/// Rules:
/// - The file is strict JSON (RFC 8259) in UTF-8: no comments, no trailing commas, no
///   duplicate keys.
/// - `null` for an optional key is the same as leaving the key out.
/// - Unknown keys are errors, with a suggestion for a likely typo
///   (`basemaps[0]: unknown key 'titel'; did you mean 'title'?`), so a misspelt key is never
///   silently ignored.
/// - The style name is not checked here: an unknown style gives a gallery item that fails to
///   load (it gets a warning badge), exactly as a portal item with a broken basemap does.
/// - Every error names the JSON path and the line and column of the culprit:
///   `portal.json:6:5: error: basemaps[2]: missing required key 'title'`.
public struct PortalFile: Hashable, Sendable {
    /// One basemap of the gallery, as the file describes it (plain values; the core turns it
    /// into a gallery item).
    public struct Item: Hashable, Sendable {
        /// The item's name in the gallery.
        public var title: String
        /// The basemap style name, resolved later by the core.
        public var style: String
        /// A description that overrides the basemap's own, if given.
        public var description: String?
        /// A thumbnail path or URL, if given.
        public var thumbnail: String?
        /// The well-known ID of the spatial reference of the basemap's first layer, if given.
        public var wkid: Int?

        /// An item with these values.
        public init(title: String, style: String, description: String? = nil, thumbnail: String? = nil, wkid: Int? = nil) {
            self.title = title
            self.style = style
            self.description = description
            self.thumbnail = thumbnail
            self.wkid = wkid
        }
    }

    /// The keys allowed at the top level.
    public static let topLevelKeys = ["portal", "basemaps"]
    /// The keys allowed in an item.
    public static let itemKeys = ["title", "style", "description", "thumbnail", "wkid"]

    /// The portal the gallery stands for, if given.
    public var portal: String?
    /// The gallery's items, in order.
    public var items: [Item]

    /// A portal file with these items.
    public init(portal: String? = nil, items: [Item]) {
        self.portal = portal
        self.items = items
    }

    // MARK: - Reading

    /// The portal file in `bytes` (UTF-8 JSON), checked against the format.
    public static func parse(_ bytes: [UInt8]) throws(MapFileError) -> PortalFile {
        let value: JSONValue
        do { value = try JSONParser().parse(bytes) } catch { throw MapFileError(error) }
        do {
            return try read(value)
        } catch {
            throw JSONChecker.locate(error, in: bytes)
        }
    }

    /// Where item `index`'s title is in the portal file `bytes` (for a message about it that
    /// the reader cannot give, such as two items with one title), if the file parses.
    public static func positionOfTitle(ofItem index: Int, in bytes: [UInt8]) -> TextPosition? {
        (try? JSONParser().parseDocument(bytes))?.position(of: ["basemaps", .index(index), "title"])
    }

    /// The portal file `value` holds, checked against the format.
    private static func read(_ value: JSONValue) throws(JSONChecker.Failure) -> PortalFile {
        try JSONFileKind.require(.portal, try JSONChecker.object(value, at: .root))
        let top = try JSONChecker.object(value, at: .root, allowedKeys: topLevelKeys)
        let portal = try top.present("portal").map { (value) throws(JSONChecker.Failure) in
            try JSONChecker.string(value, at: top.path("portal"))
        }
        let basemaps = try JSONChecker.array(try top.required("basemaps"), at: top.path("basemaps"))
        var items: [Item] = []
        items.reserveCapacity(basemaps.count)
        for (index, element) in basemaps.enumerated() {
            let item = try JSONChecker.object(element, at: top.path("basemaps").appending(index), allowedKeys: itemKeys)
            items.append(
                Item(
                    title: try text("title", in: item),
                    style: try text("style", in: item),
                    description: try optionalString("description", in: item),
                    thumbnail: try optionalString("thumbnail", in: item),
                    wkid: try optionalPositiveInteger("wkid", in: item)))
        }
        return PortalFile(portal: portal, items: items)
    }

    /// The string value of the required `key`, which must not be empty nor blank (all white
    /// space, U+00A0 and U+3000 included): a session file could not hold it.
    private static func text(_ key: String, in item: JSONChecker.Members) throws(JSONChecker.Failure) -> String {
        let string = try JSONChecker.string(try item.required(key), at: item.path(key))
        if string.allSatisfy(\.isWhitespace) { throw JSONChecker.Failure(kind: .invalidValue("expected a non-empty string"), path: item.path(key)) }
        return string
    }

    /// The string value of the optional `key`; `nil` when absent or `null`.
    private static func optionalString(_ key: String, in item: JSONChecker.Members) throws(JSONChecker.Failure) -> String? {
        guard let value = item.present(key) else { return nil }
        return try JSONChecker.string(value, at: item.path(key))
    }

    /// The positive integer value of the optional `key`; `nil` when absent or `null`.
    private static func optionalPositiveInteger(_ key: String, in item: JSONChecker.Members) throws(JSONChecker.Failure) -> Int? {
        guard let value = item.present(key) else { return nil }
        if let integer = value.intValue, integer > 0 { return integer }
        let found = value.doubleValue.map(NumberFormat.shortest) ?? value.kindDescription
        throw JSONChecker.Failure(kind: .expectedType(expected: "a positive integer", found: found), path: item.path(key))
    }

    // MARK: - Writing

    /// The file's JSON: `parse` reads it back to an equal `PortalFile`.
    public var json: JSONValue {
        var top: JSONValue = [:]
        if let portal { top["portal"] = .string(portal) }
        top["basemaps"] = .array(
            items.map { item in
                var object: JSONValue = ["title": .string(item.title), "style": .string(item.style)]
                if let description = item.description { object["description"] = .string(description) }
                if let thumbnail = item.thumbnail { object["thumbnail"] = .string(thumbnail) }
                if let wkid = item.wkid { object["wkid"] = .number(Double(wkid)) }
                return object
            })
        return top
    }

    /// The file's text, pretty-printed UTF-8 JSON ready to save.
    public func bytes() throws(JSONWriterError) -> [UInt8] {
        try JSONWriter(style: .pretty).bytes(json)
    }
}
