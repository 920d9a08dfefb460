import TextSupport
/// The basemap gallery (after the ArcGIS toolkit component): an ordered list of items, a layout
/// style, and the rules for putting an item's basemap on a geo model.
///
/// Positions are 1-based everywhere, as users count them. Item names are unique; look-up by
/// position, by exact name and by style is O(1), and so are adding at the end and removing at
/// either end (amortised): the items are a `KeyedList` keyed by name.
public struct BasemapGallery: Hashable, Sendable {
    /// How the items are laid out.
    public enum Style: Hashable, Sendable {
        /// One item per row.
        case list
        /// As many columns as items of at most `maxItemWidth` points fit across the width.
        case grid(maxItemWidth: Double = BasemapGallery.defaultMaxItemWidth)
        /// A grid (default item width) when the width is wide (at least
        /// `BasemapGallery.wideWidth`, a regular horizontal size class), a list when narrow.
        case automatic

        /// The concrete layout at `width` points: `automatic` becomes `list` or `grid()`.
        public func resolved(forWidth width: Double) -> Style {
            switch self {
            case .list, .grid: return self
            case .automatic: return width >= BasemapGallery.wideWidth ? .grid() : .list
            }
        }

        /// The number of columns at `width` points: 1 for a list, and for a grid
        /// max(1, floor(width / maxItemWidth)) (1 too for a width or item width that is not a
        /// positive finite number).
        public func columns(forWidth width: Double) -> Int {
            switch resolved(forWidth: width) {
            case .list, .automatic:
                return 1
            case .grid(let maxItemWidth):
                let fit = (width / maxItemWidth).rounded(.down)
                guard fit.isFinite, fit >= 1 else { return 1 }
                return fit >= 100_000 ? 100_000 : Int(fit)
            }
        }
    }

    /// Where the items came from.
    public enum Origin: Hashable, Sendable {
        /// The default ArcGIS Online developer basemaps.
        case developerBasemaps
        /// A list given item by item.
        case custom
        /// A portal (file or address, as given).
        case portal(String)
    }

    /// Which item stands for the geo model's basemap: told explicitly even when there is none
    /// (ArcGIS toolkit issue 341).
    public enum Current: Hashable, Sendable {
        /// The item at this 1-based position shows the geo model's basemap.
        case item(position: Int)
        /// The geo model's basemap (named) is in no item of the gallery.
        case notInGallery(String)
        /// The geo model has no basemap.
        case noBasemap
    }

    /// The default grid item width, in points: 300.
    public static let defaultMaxItemWidth = 300.0
    /// The width from which `automatic` shows a grid, in points: 600 (narrower is a list).
    public static let wideWidth = 600.0

    /// The default ArcGIS Online developer basemaps, in this order: every ArcGIS style that is
    /// a whole map (not a base, labels or detail layer): Imagery, Imagery Standard, Streets,
    /// Streets Night, Streets Relief, Topographic, Navigation, Navigation Night, Light Gray,
    /// Dark Gray, Oceans, Terrain, Charted Territory, Colored Pencil, Community, Nova, Modern
    /// Antique, Midcentury, Newspaper, Hillshade Light, Hillshade Dark, Human Geography, Human
    /// Geography Dark, Outdoor (24 items).
    public static let defaultStyles: [BasemapStyle] = [
        .arcGISImagery, .arcGISImageryStandard, .arcGISStreets, .arcGISStreetsNight,
        .arcGISStreetsRelief, .arcGISTopographic, .arcGISNavigation, .arcGISNavigationNight,
        .arcGISLightGray, .arcGISDarkGray, .arcGISOceans, .arcGISTerrain,
        .arcGISChartedTerritory, .arcGISColoredPencil, .arcGISCommunity, .arcGISNova,
        .arcGISModernAntique, .arcGISMidcentury, .arcGISNewspaper, .arcGISHillshadeLight,
        .arcGISHillshadeDark, .arcGISHumanGeography, .arcGISHumanGeographyDark, .arcGISOutdoor,
    ]

    /// The items of the default list, one per default style.
    public static let defaultItems: [BasemapGalleryItem] = defaultStyles.map { BasemapGalleryItem(style: $0) }

    /// The items, in order (indexed from 0); every change of the list (not of a status)
    /// updates `firstIndexByStyle` too.
    public private(set) var items: KeyedList<BasemapGalleryItem>
    /// For each catalog style (by raw value), the index of the first item that shows it as the
    /// catalog serves it, or -1: `position(of:)` without a scan. A function of `items`.
    private var firstIndexByStyle: [Int]
    /// The layout style; change it with `setStyle(_:)`.
    public private(set) var style: Style
    /// Where the items came from.
    public private(set) var origin: Origin

    /// The default gallery: the developer basemaps, `automatic` layout.
    public init() {
        items = Self.defaultList
        firstIndexByStyle = Self.defaultFirstIndexByStyle
        style = .automatic
        origin = .developerBasemaps
    }

    /// A gallery of `items` (as given: an empty list stays empty; names must be unique) in
    /// `style`.
    public init(items: [BasemapGalleryItem], style: Style = .automatic, origin: Origin = .custom) throws(MapError) {
        try Self.check(style)
        self.items = try Self.list(of: items)
        firstIndexByStyle = Self.firstIndexByStyle(of: self.items)
        self.style = style
        self.origin = origin
    }

    // MARK: - Layout

    /// Sets the layout style; a grid's item width must be a finite number greater than 0.
    public mutating func setStyle(_ newStyle: Style) throws(MapError) {
        try Self.check(newStyle)
        style = newStyle
    }

    private static func check(_ style: Style) throws(MapError) {
        switch style {
        case .list, .automatic: return
        case .grid(let width):
            guard width.isFinite && width > 0 else { throw .invalidItemWidth(width) }
        }
    }

    // MARK: - Look-up

    /// The item at 1-based `position`.
    public func item(at position: Int) throws(MapError) -> BasemapGalleryItem {
        items[try index(of: position)]
    }

    /// The 1-based position of the first item named `name` (exactly, else ignoring case);
    /// throws `noGalleryItemNamed` with the closest names.
    /// (An exact name is found in O(1); a name that differs in case, by a scan.)
    public func position(named name: String) throws(MapError) -> Int {
        if let index = items.index(ofKey: name) { return index + 1 }
        let folded = name.lowercased()
        if let index = items.firstIndex(where: { $0.name.lowercased() == folded }) { return index + 1 }
        throw .noGalleryItemNamed(name, suggestions: suggestions(for: name))
    }

    /// The item names closest to `name`.
    public func suggestions(for name: String) -> [String] {
        Suggestion.closest(to: name, among: items.lazy.map(\.name), limit: 2)
    }

    /// The 1-based position of the first item that shows `style` as the catalog serves it
    /// (the style's own spatial reference), or nil.
    public func position(of style: BasemapStyle) -> Int? {
        let index = firstIndexByStyle[style.rawValue]
        return index < 0 ? nil : index + 1
    }

    /// Which item shows `basemap`: the first whose basemap equals it (a style's item ignoring the
    /// web map JSON a basemap carries; a custom basemap's item with its JSON), or
    /// `notInGallery`, or `noBasemap` when it is nil.
    public func current(for basemap: Basemap?) -> Current {
        guard let basemap else { return .noBasemap }
        let plain = basemap.withoutWebMap
        for index in items.indices where items[index].basemap.style == basemap.style {
            if items[index].isCustom ? items[index].basemap == basemap : items[index].basemap == plain {
                return .item(position: index + 1)
            }
        }
        return .notInGallery(basemap.name)
    }

    /// The 1-based position of the custom item named exactly `name`, or nil.
    public func position(ofCustomNamed name: String) -> Int? {
        guard let index = items.index(ofKey: name), items[index].isCustom else { return nil }
        return index + 1
    }

    /// The style that `item` shows as the catalog serves it (in the style's own spatial
    /// reference), or nil: what `firstIndexByStyle` counts.
    private static func catalogStyle(of item: BasemapGalleryItem) -> BasemapStyle? {
        guard let style = item.basemap.style, item.basemap.spatialReference == style.spatialReference else { return nil }
        return style
    }

    /// `firstIndexByStyle` for `items`.
    private static func firstIndexByStyle(of items: KeyedList<BasemapGalleryItem>) -> [Int] {
        var firstIndex = [Int](repeating: -1, count: BasemapStyle.allCases.count)
        for (index, item) in items.enumerated().reversed() {
            if let style = catalogStyle(of: item) { firstIndex[style.rawValue] = index }
        }
        return firstIndex
    }

    /// `items` as a keyed list; `duplicateGalleryItem` when two share a name.
    private static func list(of items: [BasemapGalleryItem]) throws(MapError) -> KeyedList<BasemapGalleryItem> {
        var list = KeyedList<BasemapGalleryItem>()
        list.reserveCapacity(items.count)
        for item in items {
            if let existing = list.append(item) { throw .duplicateGalleryItem(item.name, position: existing + 1) }
        }
        return list
    }

    /// The default items as a keyed list, and their `firstIndexByStyle`, worked out once.
    private static let defaultList = try! list(of: defaultItems)
    private static let defaultFirstIndexByStyle = firstIndexByStyle(of: defaultList)

    /// Updates `firstIndexByStyle` for `item`, just inserted at 0-based `index`: O(styles).
    private mutating func styleIndexInserted(_ item: BasemapGalleryItem, at index: Int) {
        if index < items.count - 1 {
            for style in firstIndexByStyle.indices where firstIndexByStyle[style] >= index { firstIndexByStyle[style] += 1 }
        }
        if let style = Self.catalogStyle(of: item), firstIndexByStyle[style.rawValue] < 0 || firstIndexByStyle[style.rawValue] > index {
            firstIndexByStyle[style.rawValue] = index
        }
    }

    /// Updates `firstIndexByStyle` for `item`, just removed from 0-based `index`: O(styles),
    /// plus, when it was the first of its style, a scan to the next one (removing every item
    /// from the front scans each item once per style at most).
    private mutating func styleIndexRemoved(_ item: BasemapGalleryItem, at index: Int) {
        for style in firstIndexByStyle.indices where firstIndexByStyle[style] > index { firstIndexByStyle[style] -= 1 }
        guard let style = Self.catalogStyle(of: item), firstIndexByStyle[style.rawValue] == index else { return }
        firstIndexByStyle[style.rawValue] = items[index...].firstIndex { Self.catalogStyle(of: $0) == style } ?? -1
    }

    /// The errors of positions in gallery items' words (the gallery moves no item).
    static let positions = PositionErrors(missing: { .noGalleryItem(position: $0, count: $1) },
                                          insertion: { .galleryPositionOutOfRange(position: $0, count: $1) })

    func index(of position: Int) throws(MapError) -> Int {
        try items.index(ofPosition: position, Self.positions)
    }

    // MARK: - Editing

    /// Inserts `item` at 1-based `position` (1...count+1), or appends it when nil.
    public mutating func add(_ item: BasemapGalleryItem, at position: Int? = nil) throws(MapError) {
        let index = try items.insertionIndex(ofPosition: position, Self.positions)
        if let existing = items.insert(item, at: index) {
            throw .duplicateGalleryItem(item.name, position: existing + 1)
        }
        styleIndexInserted(item, at: index)
        if case .developerBasemaps = origin { origin = .custom }
    }

    /// The position of the item for the web map custom basemap `basemap` (`Basemap.isCustom`):
    /// the first custom item with the same JSON and spatial reference, else a new item appended
    /// for it, named as the basemap, or `Name (2)`, `Name (3)`... when another item has that
    /// name.
    public mutating func addCustom(_ basemap: Basemap) throws(MapError) -> Int {
        if let index = items.indices.first(where: { index in
            items[index].isCustom && items[index].basemap.webMap == basemap.webMap
                && items[index].basemap.spatialReference == basemap.spatialReference
        }) {
            return index + 1
        }
        var name = basemap.name
        var number = 1
        while items.index(ofKey: name) != nil {
            number += 1
            name = "\(basemap.name) (\(number))"
        }
        try add(BasemapGalleryItem(custom: basemap, name: name))
        return items.count
    }

    /// Removes and returns the item at 1-based `position`.
    @discardableResult
    public mutating func remove(at position: Int) throws(MapError) -> BasemapGalleryItem {
        let index = try index(of: position)
        if case .developerBasemaps = origin { origin = .custom }
        let removed = items.remove(at: index)
        styleIndexRemoved(removed, at: index)
        return removed
    }

    /// Removes and returns the first item named `name` (as `position(named:)` finds it).
    @discardableResult
    public mutating func remove(named name: String) throws(MapError) -> BasemapGalleryItem {
        try remove(at: try position(named: name))
    }

    /// Replaces every item, as loading a portal does (statuses as the items carry them);
    /// `duplicateGalleryItem` (and no change) when two share a name.
    public mutating func replaceItems(_ newItems: [BasemapGalleryItem], origin newOrigin: Origin = .custom) throws(MapError) {
        items = try Self.list(of: newItems)
        firstIndexByStyle = Self.firstIndexByStyle(of: items)
        origin = newOrigin
    }

    /// Goes back to the default developer basemaps (the layout style stays).
    public mutating func reset() {
        items = Self.defaultList
        firstIndexByStyle = Self.defaultFirstIndexByStyle
        origin = .developerBasemaps
    }

    /// Loads every item, recording each outcome in its status; returns how many failed.
    @discardableResult
    public mutating func loadItems() -> Int {
        var failed = 0
        for index in items.indices {
            do throws(MapError) { _ = try items.modify(at: index) { (item) throws(MapError) in try item.load() } } catch { failed += 1 }
        }
        return failed
    }

    // MARK: - Selection

    /// Puts the basemap of the item at 1-based `position` on `geoModel`, by the toolkit's rules:
    /// the item loads (an unresolved style fails: `basemapLoadFailed`, warning status, the geo
    /// model keeps its basemap); then its spatial reference is compared with the geo model's:
    /// equal, or the geo model's unknown (it takes the item's) -> selected; different ->
    /// `spatialReferenceMismatch`, warning status, the basemap stays.
    public mutating func select(at position: Int, for geoModel: inout GeoModel) throws(MapError) {
        let index = try index(of: position)
        let itemReference = try items.modify(at: index) { (item) throws(MapError) in try item.load() }
        if let modelReference = geoModel.spatialReference, modelReference != itemReference {
            items.modify(at: index) { $0.status = .mismatch(item: itemReference, geoModel: modelReference) }
            throw .spatialReferenceMismatch(
                basemap: items[index].name, basemapReference: itemReference,
                geoModel: geoModel.kind, geoModelReference: modelReference)
        }
        try geoModel.setBasemap(items[index].basemap)
        items.modify(at: index) { $0.status = .loaded }
    }

    /// Selects the first item named `name` (as `position(named:)` finds it).
    public mutating func select(named name: String, for geoModel: inout GeoModel) throws(MapError) {
        try select(at: try position(named: name), for: &geoModel)
    }
}

extension BasemapGalleryItem: KeyedElement {
    /// The name: items are found by it.
    public var key: String? { name }
}
