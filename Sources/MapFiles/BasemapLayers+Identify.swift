import MapCore

// MARK: - From a web map's basemap back to a style

extension BasemapLayers {
    /// One layer of a web map's basemap as the reader sees it: the URLs and item id that name
    /// it (`styleUrl`, `url`, `itemId`) and whether it is a reference layer (`isReference`).
    public struct Named: Hashable, Sendable {
        /// The layer's `styleUrl`, `url` and `itemId`, those it has.
        public var urls: [String]
        /// Whether the layer is a reference layer (drawn above the operational layers).
        public var isReference: Bool

        /// A layer named by `urls`, a reference layer or not.
        public init(urls: [String], isReference: Bool = false) {
            self.urls = urls
            self.isReference = isReference
        }
    }

    /// Classic ArcGIS Online tiled basemaps (services.arcgisonline.com) and the style that
    /// stands for each today.
    static let classicServices: [(service: String, style: BasemapStyle)] = [
        ("world_topo_map", .arcGISTopographic), ("world_street_map", .arcGISStreets),
        ("world_imagery", .arcGISImagery), ("world_ocean_base", .arcGISOceans),
        ("world_terrain_base", .arcGISTerrain), ("canvas/world_light_gray_base", .arcGISLightGray),
        ("canvas/world_dark_gray_base", .arcGISDarkGray), ("elevation/world_hillshade_dark", .arcGISHillshadeDark),
        ("elevation/world_hillshade", .arcGISHillshadeLight),
    ]

    /// Titles ArcGIS Online gives its basemaps that are not a style's display name.
    static let classicTitles: [(title: String, style: BasemapStyle)] = [
        ("imagery hybrid", .arcGISImagery), ("imagery with labels", .arcGISImagery),
        ("light gray canvas", .arcGISLightGray), ("dark gray canvas", .arcGISDarkGray),
        ("terrain with labels", .arcGISTerrain), ("topographic", .arcGISTopographic),
        ("streets", .arcGISStreets), ("oceans", .arcGISOceans), ("imagery", .arcGISImagery),
        ("openstreetmap", .openOSMStyle),
    ]

    /// ArcGIS Online's vector basemap items, by item id, as Map Viewer writes them in a
    /// basemap layer's `itemId` and `styleUrl` (`.../items/ID/resources/styles/root.json`), from
    /// the ArcGIS Maps SDK for JavaScript's list of its basemaps (`topo-vector`: World
    /// Hillshade and the World Topographic Map item; `streets-relief-vector`: World Hillshade
    /// and World Street Map (with Relief); `streets-vector`, `streets-night-vector`,
    /// `streets-navigation-vector`) and the public web maps in Tests/MapFilesTests/Readers/webmaps.
    static let itemIDs: [(id: String, style: BasemapStyle)] = [
        ("7dc6cea0b1764a1f9af2e679f642f0f5", .arcGISTopographic),
        ("b266e6d17fc345b498345613930fbd76", .arcGISStreetsRelief),
        ("de26a3cf4cc9451298ea173c4b324736", .arcGISStreets),
        ("86f556a2d1fd468181855a35e344567f", .arcGISStreetsNight),
        ("63c47b7177f946b49902c24129b87252", .arcGISNavigation),
    ]

    /// The hillshades: under another base layer (ArcGIS's Topographic and Streets (with
    /// Relief) are World Hillshade and a vector style), a hillshade is that basemap's relief.
    static let hillshades: Set<BasemapStyle> = [.arcGISHillshadeLight, .arcGISHillshadeDark]

    /// The style a web map's basemap stands for, read from all its layers:
    /// 1. the style the title names (a display name, alias, or a title ArcGIS Online uses)
    ///    when the layers are exactly that style's (`layers(of:)`: so `ArcGIS Imagery Standard`,
    ///    World Imagery alone, is not taken for ArcGIS Imagery);
    /// 2. else the style the base layers name (by a styles service path, a vector basemap item
    ///    `itemIDs` knows, a classic tiled service), a hillshade counting only when no other
    ///    base layer is there (World Hillshade under the World Topographic Map item is ArcGIS
    ///    Topographic, not ArcGIS Hillshade Light); a `-base` style with its `-labels` style as
    ///    a reference layer is the whole style (Light Gray Base and Labels: Light Gray);
    /// 3. else the style the title names; nil when nothing says.
    public static func style(title: String?, layers: [Named]) -> BasemapStyle? {
        let titled = title.flatMap(style(title:))
        if let titled, matches(layers, Self.layers(of: titled)) { return titled }
        let bases = layers.filter { !$0.isReference }.map { style(urls: $0.urls) }
        var found = bases.compactMap { $0 }.first { !hillshades.contains($0) }
        if found == nil, !bases.isEmpty, bases.allSatisfy({ $0.map(hillshades.contains) == true }) { found = bases[0] }
        if let base = found {
            let references = layers.filter(\.isReference).compactMap { style(urls: $0.urls) }
            if base.alias.hasSuffix("-base") {
                let whole = String(base.alias.dropLast("-base".count))
                if references.contains(where: { $0.alias == whole + "-labels" }), let style = BasemapStyle.lookup(whole) { return style }
            }
            return base
        }
        return titled
    }

    /// The style a web map's basemap stands for, its layers given by URL alone (each a base
    /// layer): `style(title:layers:)`.
    public static func style(title: String?, layerURLs: [String]) -> BasemapStyle? {
        style(title: title, layers: layerURLs.map { Named(urls: [$0]) })
    }

    /// The style one layer's URLs name: a vector basemap item `itemIDs` knows, a styles service
    /// path, a classic tiled service; nil when none does.
    static func style(urls: [String]) -> BasemapStyle? {
        for url in urls {
            let folded = Array(url.lowercased().utf8)
            if let entry = itemIDs.first(where: { end(of: $0.id, in: folded) != nil }) { return entry.style }
            if let start = end(of: "/styles/v2/styles/", in: folded) {
                let rest = folded[start...]
                let path = String(decoding: rest.prefix { $0 != UInt8(ascii: "?") }, as: UTF8.self)
                if let style = BasemapStyle.allCases.first(where: { stylePath(of: $0) == path }) { return style }
            }
            for entry in classicServices where end(of: "/services/" + entry.service + "/mapserver", in: folded) != nil {
                return entry.style
            }
        }
        return nil
    }

    /// Where the first `part` in `text` ends (an index of `text`), nil when it is not there: a
    /// plain search of bytes (the standard library's `contains` and `firstRange(of:)` on
    /// strings, comparing characters, cost a tenth of `mapscript`'s whole work in a batch of
    /// web maps, `scripts/bench-batch`).
    private static func end(of part: String, in text: [UInt8]) -> Int? {
        let wanted = Array(part.utf8)
        guard !wanted.isEmpty, wanted.count <= text.count else { return wanted.isEmpty ? 0 : nil }
        for start in 0...(text.count - wanted.count) where text[start] == wanted[0] {
            if text[start..<start + wanted.count].elementsEqual(wanted) { return start + wanted.count }
        }
        return nil
    }

    /// The style a basemap's title names: a display name or alias, or a title ArcGIS Online uses.
    static func style(title: String) -> BasemapStyle? {
        if let style = BasemapStyle.lookup(title) { return style }
        let folded = title.lowercased()
        return classicTitles.first { $0.title == folded }?.style
    }

    /// Whether `layers` are `catalog`'s, one for one in order: each names the catalog layer's
    /// URL (any case, `http` or `https`, a trailing `/` or query aside) and is a reference
    /// layer when it is.
    static func matches(_ layers: [Named], _ catalog: [Layer]) -> Bool {
        guard layers.count == catalog.count else { return false }
        return zip(layers, catalog).allSatisfy { given, layer in
            given.isReference == layer.isReference && given.urls.contains { plain($0) == plain(layer.url) }
        }
    }

    /// `url` lowercased without its scheme, query and trailing `/`.
    static func plain(_ url: String) -> String {
        var text = Substring(url.lowercased())
        if let query = text.firstIndex(of: "?") { text = text[..<query] }
        for scheme in ["https://", "http://"] where text.hasPrefix(scheme) { text = text.dropFirst(scheme.count) }
        while text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
