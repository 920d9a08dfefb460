import MapFormats
import TextSupport

// MARK: - Layers the session keeps as JSON only: group members, tables, basemap layers

extension OperationalLayer {
    /// A web map layer the session keeps as JSON only (a group layer's member, a table, a
    /// basemap layer) at 1-based `position` in its list, as a value a script reads: a service
    /// layer of `json`, titled by its `title`, else its `id`, else its service's name, else
    /// `Layer N`; its state (`visibility`, `opacity`, `minScale`, `maxScale`) read from it
    /// where valid, the defaults elsewhere.
    public init(webMapMember json: JSONValue, position: Int) {
        let given = (json["title"]?.stringValue ?? "").trimmedOfWhitespace
        let title = given.isEmpty ? Self.memberTitle(of: json, position: position) : given
        self.init(trimmedTitle: title, source: Self.serviceURL(of: json) ?? "", content: .service(ServiceLayer(json: json)))
        isVisible = json["visibility"]?.boolValue ?? true
        try? setOpacity(json["opacity"]?.doubleValue ?? 1)
        try? setScaleRange(minScale: json["minScale"]?.doubleValue ?? 0, maxScale: json["maxScale"]?.doubleValue ?? 0)
    }

    /// A group layer's members (`layers` of its JSON, bottom to top, as drawn), each a layer
    /// made by `init(webMapMember:position:)`; empty for any other layer.
    public var groupMembers: [OperationalLayer] {
        guard let json = webMapJSON, json["layerType"]?.stringValue == "GroupLayer", let members = json["layers"]?.arrayValue else {
            return []
        }
        return members.enumerated().map { OperationalLayer(webMapMember: $1, position: $0 + 1) }
    }

    /// A title for a member whose JSON has none: its `id`, else its service's name, else
    /// `Layer N`.
    private static func memberTitle(of json: JSONValue, position: Int) -> String {
        if let id = json["id"]?.stringValue, !id.trimmedOfWhitespace.isEmpty { return id.trimmedOfWhitespace }
        if let url = serviceURL(of: json), !url.trimmedOfWhitespace.isEmpty { return ServiceLayer.title(of: url) }
        return "Layer \(position)"
    }
}

extension Session {
    /// Every operational layer at every depth, depth first in drawing order: each layer, then
    /// its group members (`OperationalLayer.groupMembers`) and theirs (`layers.all`).
    public var allLayers: [OperationalLayer] {
        var all: [OperationalLayer] = []
        func visit(_ layer: OperationalLayer) {
            all.append(layer)
            for member in layer.groupMembers { visit(member) }
        }
        for layer in layers.layers { visit(layer) }
        return all
    }

    /// The web map's tables (its top-level `tables`, kept with the members the session does
    /// not model), each a layer made by `OperationalLayer.init(webMapMember:position:)`;
    /// empty for a session that imported no web map, or one without tables.
    public var tables: [OperationalLayer] {
        tableJSON.enumerated().map { OperationalLayer(webMapMember: $1, position: $0 + 1) }
    }

    /// The tables' JSON, as kept.
    private var tableJSON: [JSONValue] { geoModel.webMapMembers?["tables"]?.arrayValue ?? [] }

    /// The 1-based position of the table titled `title` (the first, when several are);
    /// `noTableTitled`, with the closest titles, when none is.
    public func tablePosition(titled title: String) throws(MapError) -> Int {
        let titles = tables.map(\.title)
        if let index = titles.firstIndex(of: title.trimmedOfWhitespace) { return index + 1 }
        throw .layer(.noTableTitled(title, suggestions: Suggestion.closest(to: title, among: titles, limit: 3)))
    }

    /// The table at 1-based `position`; `noTable` when there is none.
    public func table(at position: Int) throws(MapError) -> OperationalLayer {
        let tables = tables
        guard tables.indices.contains(position - 1) else { throw .layer(.noTable(position: position, count: tables.count)) }
        return tables[position - 1]
    }

    /// Sets the member at `path` of the JSON of the table at 1-based `position` to `value`
    /// (`table set T ...`), every other member as it was; `value` must have the member's JSON
    /// type (`WebMapMemberType`), a `title` must not be blank, a `url` not empty.
    public mutating func setTableJSON(_ value: JSONValue, at path: JSONPath, position: Int) throws(MapError) {
        let table = try table(at: position)
        guard var members = geoModel.webMapMembers, var list = tableJSON.nilIfEmpty else {
            throw .layer(.noTable(position: position, count: 0))
        }
        guard !path.isRoot else { throw .layer(.memberPath(table.title, member: "", problem: "the path is empty")) }
        try WebMapMemberType.check(value, at: path, in: list[position - 1], title: table.title)
        if path == ["title"] { _ = try OperationalLayer.checked(title: value.stringValue ?? "") }
        if path == ["url"] || path == ["styleUrl"], (value.stringValue ?? "").trimmedOfWhitespace.isEmpty { throw .layer(.emptyURL) }
        list[position - 1] = try OperationalLayer.setting(value, at: path, in: list[position - 1], title: table.title)
        members["tables"] = .array(list)
        geoModel.webMapMembers = members
    }
}

private extension Array {
    /// The array, or nil when it is empty.
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
