import MapFormats

/// How a feature layer chooses each feature's symbol, as web maps' `drawingInfo.renderer` and
/// the SDK's renderers do: one symbol for all (`simple`), a symbol per value of a field
/// (`uniqueValue`), or a symbol per range of a numeric field (`classBreaks`).
public enum LayerRenderer: Hashable, Sendable {
    /// One symbol for every feature.
    case simple(LayerSymbol)
    /// The symbol of the first value equal to the feature's `field`; `other` for the rest.
    case uniqueValue(field: String, values: [UniqueValue], other: LayerSymbol)
    /// The symbol of the first break whose `upperBound` is at least the feature's numeric
    /// `field` (breaks in increasing order); `other` above the last, and for a feature whose
    /// field is missing or not a number.
    case classBreaks(field: String, breaks: [ClassBreak], other: LayerSymbol)

    /// A value of a unique value renderer and its symbol.
    public struct UniqueValue: Hashable, Sendable {
        /// The field's value.
        public var value: JSONValue
        /// Its symbol.
        public var symbol: LayerSymbol
        /// What a legend calls it (a web map's `label`); nil: the value itself.
        public var label: String?

        /// The value `value`, drawn with `symbol`, called `label` in a legend (nil: the value).
        public init(value: JSONValue, symbol: LayerSymbol, label: String? = nil) {
            self.value = value
            self.symbol = symbol
            self.label = label
        }
    }

    /// A class of a class breaks renderer: values up to `upperBound` (above the previous
    /// break's) and their symbol.
    public struct ClassBreak: Hashable, Sendable {
        /// The largest value of the class.
        public var upperBound: Double
        /// Its symbol.
        public var symbol: LayerSymbol
        /// The smallest value of the class as a legend writes it (a web map's `classMinValue`,
        /// or its `minValue` for the first class); nil: the previous class's `upperBound`.
        /// Only legends read it: a feature's class is found by the upper bounds.
        public var lowerBound: Double?
        /// What a legend calls it (a web map's `label`); nil: its range.
        public var label: String?

        /// The class of values up to `upperBound`, drawn with `symbol`, from `lowerBound` and
        /// called `label` in a legend (nil: its range).
        public init(upperBound: Double, symbol: LayerSymbol, lowerBound: Double? = nil, label: String? = nil) {
            self.upperBound = upperBound
            self.symbol = symbol
            self.lowerBound = lowerBound
            self.label = label
        }
    }

    /// The renderer of a new layer: the standard symbol for all.
    public static let standard = LayerRenderer.simple(.standard)

    /// `simple`, `unique value` or `class breaks`.
    public var kindName: String {
        switch self {
        case .simple: "simple"
        case .uniqueValue: "unique value"
        case .classBreaks: "class breaks"
        }
    }

    /// The field the renderer reads, or nil for a simple one.
    public var field: String? {
        switch self {
        case .simple: nil
        case .uniqueValue(let field, _, _), .classBreaks(let field, _, _): field
        }
    }

    /// The symbol `feature` is drawn with.
    public func symbol(for feature: Feature) -> LayerSymbol {
        switch self {
        case .simple(let symbol):
            return symbol
        case .uniqueValue(let field, let values, let other):
            guard let value = feature[field] else { return other }
            return values.first { $0.value == value }?.symbol ?? other
        case .classBreaks(let field, let breaks, let other):
            guard let number = feature[field]?.doubleValue else { return other }
            return breaks.first { number <= $0.upperBound }?.symbol ?? other
        }
    }

    /// Every symbol the renderer holds, the fallback last.
    public var symbols: [LayerSymbol] {
        switch self {
        case .simple(let symbol): [symbol]
        case .uniqueValue(_, let values, let other): values.map(\.symbol) + [other]
        case .classBreaks(_, let breaks, let other): breaks.map(\.symbol) + [other]
        }
    }

    /// The renderer with each symbol changed by `change`.
    public func mapSymbols(_ change: (LayerSymbol) -> LayerSymbol) -> LayerRenderer {
        switch self {
        case .simple(let symbol):
            .simple(change(symbol))
        case .uniqueValue(let field, let values, let other):
            .uniqueValue(field: field, values: values.map { UniqueValue(value: $0.value, symbol: change($0.symbol), label: $0.label) },
                         other: change(other))
        case .classBreaks(let field, let breaks, let other):
            .classBreaks(field: field, breaks: breaks.map {
                ClassBreak(upperBound: $0.upperBound, symbol: change($0.symbol), lowerBound: $0.lowerBound, label: $0.label)
            },
                         other: change(other))
        }
    }
}

// MARK: - Many features

extension LayerRenderer {
    /// The renderer made ready to pick the symbols of many features: `symbol(for:)` scans the
    /// unique values and breaks for each feature (features x values: 40,000 values took 19 s
    /// to draw); this looks a value up in a dictionary and a number's class by halving.
    public struct Lookup: Sendable {
        private let renderer: LayerRenderer
        private let values: [JSONValue: LayerSymbol]
        private let sortedBreaks: Bool

        init(_ renderer: LayerRenderer) {
            self.renderer = renderer
            var values: [JSONValue: LayerSymbol] = [:]
            var sorted = true
            switch renderer {
            case .simple: break
            case .uniqueValue(_, let list, _):
                // The first of equal values wins, as in `symbol(for:)`.
                for item in list where values[item.value] == nil { values[item.value] = item.symbol }
            case .classBreaks(_, let breaks, _):
                sorted = zip(breaks, breaks.dropFirst()).allSatisfy { $0.upperBound <= $1.upperBound }
            }
            self.values = values
            sortedBreaks = sorted
        }

        /// The symbol `feature` is drawn with: the same as `LayerRenderer.symbol(for:)`.
        public func symbol(for feature: Feature) -> LayerSymbol {
            switch renderer {
            case .simple(let symbol):
                return symbol
            case .uniqueValue(let field, _, let other):
                guard let value = feature[field] else { return other }
                return values[value] ?? other
            case .classBreaks(let field, let breaks, let other):
                guard sortedBreaks else { return renderer.symbol(for: feature) }
                guard let number = feature[field]?.doubleValue, !number.isNaN else { return other }
                // The first break whose upper bound is at least the number.
                var low = 0, high = breaks.count
                while low < high {
                    let middle = (low + high) / 2
                    if breaks[middle].upperBound >= number { high = middle } else { low = middle + 1 }
                }
                return low < breaks.count ? breaks[low].symbol : other
            }
        }
    }

    /// The renderer ready for many features (see `Lookup`).
    public var lookup: Lookup { Lookup(self) }
}
