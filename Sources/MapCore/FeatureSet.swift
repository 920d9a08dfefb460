/// The features of a feature layer with how they are drawn: the renderer, an optional filter,
/// and what is derived from the features once, when the set is made: their extent and a
/// spatial index (`FeatureIndex`) for `identify`.
public struct FeatureSet: Hashable, Sendable {
    /// The features, in the order they came.
    public let features: [Feature]
    /// How each feature's symbol is chosen.
    public internal(set) var renderer: LayerRenderer
    /// Which features show, or nil for all.
    public internal(set) var filter: LayerFilter?
    /// The box holding every feature's geometry, or nil when none has one.
    public let bounds: FeatureBounds?
    /// The grid that finds the features near a point.
    public let index: FeatureIndex
    /// The field names, in the order they first come among the features.
    public let fieldNames: [String]

    /// The set of `features`, drawn by `renderer`; builds the extent and the index.
    public init(features: [Feature], renderer: LayerRenderer = .standard) {
        self.features = features
        self.renderer = renderer
        var boxes: [FeatureBounds?] = []
        boxes.reserveCapacity(features.count)
        var bounds: FeatureBounds?
        var names: [String] = []
        var seen = Set<String>()
        for feature in features {
            let box = feature.geometry?.bounds
            boxes.append(box)
            if let box { if bounds == nil { bounds = box } else { bounds!.include(box) } }
            for field in feature.fields where !seen.contains(field.key) {
                seen.insert(field.key)
                names.append(field.key)
            }
        }
        self.bounds = bounds
        self.fieldNames = names
        self.index = FeatureIndex(boxes: boxes, bounds: bounds)
    }

    /// The 0-based indices of the features that show: all, or those the filter keeps.
    public var shownIndices: [Int] {
        filter?.kept ?? Array(features.indices)
    }

    /// Whether the feature at `index` shows.
    public func shows(_ index: Int) -> Bool {
        filter?.keeps(index) ?? true
    }

    /// Sets equal when their features, renderer and filter are (the rest derives from them).
    public static func == (lhs: FeatureSet, rhs: FeatureSet) -> Bool {
        lhs.renderer == rhs.renderer && lhs.filter == rhs.filter && lhs.features == rhs.features
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(renderer)
        hasher.combine(filter)
        hasher.combine(features)
    }
}

/// A layer's filter: the expression a script gave (`layer filter L where EXPR`, as written) and
/// the features it keeps, which the language works out (MapCore does not evaluate expressions).
public struct LayerFilter: Hashable, Sendable {
    /// The expression, as written.
    public var expression: String
    /// The 0-based indices of the features kept, in increasing order.
    public private(set) var kept: [Int]
    /// One bit a feature up to the last kept (a bit set: a tenth of the time a `Set<Int>` of
    /// the kept indices takes to build, for a filter over a million features).
    private var keptBits: [UInt64]

    /// The filter `expression` keeping the features at `kept` (0-based, not negative).
    public init(expression: String, kept: [Int]) {
        self.expression = expression
        self.kept = kept.sorted()
        var bits = [UInt64](repeating: 0, count: ((self.kept.last ?? -1) + 64) / 64)
        for index in self.kept where index >= 0 { bits[index >> 6] |= 1 << UInt64(index & 63) }
        keptBits = bits
    }

    /// Whether the feature at `index` is kept.
    public func keeps(_ index: Int) -> Bool {
        guard index >= 0, index >> 6 < keptBits.count else { return false }
        return keptBits[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// Filters are equal when their expressions and kept features are.
    public static func == (lhs: LayerFilter, rhs: LayerFilter) -> Bool {
        lhs.expression == rhs.expression && lhs.kept == rhs.kept
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(expression)
        hasher.combine(kept)
    }
}
