import MapFormats

// MARK: - A renderer by a field (`layer style L by "FIELD"`)

extension LayerRenderer {
    /// The most values a renderer by a field gives a symbol each; past that, a numeric field
    /// gets classes instead, and other fields these first values and a grey fallback.
    public static let maximumUniqueValues = 10
    /// The number of classes of a numeric field with many values.
    public static let classCount = 5

    /// A renderer that tells the features apart by `field`, each symbol `base` in another colour:
    /// a unique value renderer when the field has at most `maximumUniqueValues` values (in the
    /// order they first come) or is not numeric; otherwise class breaks, `classCount` classes
    /// of about as many features each (quantiles), from light to dark, the first from the smallest value. Features without the
    /// field get `base` in grey.
    public static func by(field: String, of features: [Feature], base: LayerSymbol) -> LayerRenderer {
        var distinct: [JSONValue] = []
        var seen = Set<JSONValue>()
        var numbers: [Double] = []
        var allNumbers = true
        for feature in features {
            guard let value = feature[field], !value.isNull else { continue }
            if let number = value.doubleValue { numbers.append(number) } else { allNumbers = false }
            if distinct.count <= maximumUniqueValues, seen.insert(value).inserted { distinct.append(value) }
        }
        let other = base.colored(GraphicColor(rgb: 0x9E9E9E))
        if distinct.count > maximumUniqueValues && allNumbers {
            numbers.sort()
            var breaks: [ClassBreak] = []
            for index in 1...classCount {
                let bound = numbers[min(numbers.count - 1, numbers.count * index / classCount - (index == classCount ? 1 : 0))]
                if let last = breaks.last, last.upperBound >= bound { continue }
                breaks.append(ClassBreak(upperBound: bound, symbol: base))
            }
            for index in breaks.indices {
                breaks[index].symbol = base.colored(ramp(index, of: breaks.count))
            }
            breaks[0].lowerBound = numbers[0]
            return .classBreaks(field: field, breaks: breaks, other: other)
        }
        let values = distinct.prefix(maximumUniqueValues).enumerated().map { index, value in
            UniqueValue(value: value, symbol: base.colored(GraphicColor(rgb: palette[index % palette.count])))
        }
        return .uniqueValue(field: field, values: Array(values), other: other)
    }

    /// Ten colours told apart easily, for unique values (this project's choice).
    static let palette: [UInt32] = [
        0x1F77B4, 0xFF7F0E, 0x2CA02C, 0xD62728, 0x9467BD, 0x8C564B, 0xE377C2, 0x17BECF, 0xBCBD22, 0x393B79,
    ]

    /// The colour of class `index` of `count`: from light yellow to dark red, straight in RGB.
    static func ramp(_ index: Int, of count: Int) -> GraphicColor {
        let t = count > 1 ? Double(index) / Double(count - 1) : 1
        func mix(_ a: Double, _ b: Double) -> UInt8 { UInt8((a + (b - a) * t).rounded()) }
        return GraphicColor(red: mix(0xFF, 0x99), green: mix(0xE0, 0x00), blue: mix(0x8A, 0x0D))
    }
}
