import MapCore
import MapFormats
import Testing

/// `LayerRenderer.Lookup` (a dictionary of unique values, class breaks found by halving) picks
/// exactly the symbol `LayerRenderer.symbol(for:)` picks, for every kind of value: the first of
/// equal unique values, the first break at least the number, the fallback for a missing field,
/// a value of another type, NaN, and a number above every break; unsorted breaks included.
struct RendererLookupTests {
    /// A symbol told apart by its marker size.
    static func symbol(_ size: Double) throws -> LayerSymbol {
        LayerSymbol(marker: try GraphicSymbol.Point(size: size))
    }

    static func feature(_ value: JSONValue?) -> Feature {
        Feature(geometry: nil, fields: value.map { [("v", $0)] } ?? [])
    }

    static let values: [JSONValue?] = [nil, .null, 1, 2, 2.5, 3, 10, 11, -1, .number(.nan), .number(.infinity), "a", "b", true, false]

    static func renderers() throws -> [(String, LayerRenderer)] {
        let unique = LayerRenderer.uniqueValue(field: "v", values: [
            .init(value: 1, symbol: try symbol(1)), .init(value: "a", symbol: try symbol(2)),
            .init(value: 1, symbol: try symbol(3)),  // a repeat: the first wins
            .init(value: true, symbol: try symbol(4)), .init(value: .null, symbol: try symbol(5)),
        ], other: try symbol(9))
        let sorted = LayerRenderer.classBreaks(field: "v", breaks: [
            .init(upperBound: 1, symbol: try symbol(1)), .init(upperBound: 2.5, symbol: try symbol(2)),
            .init(upperBound: 2.5, symbol: try symbol(3)), .init(upperBound: 10, symbol: try symbol(4)),
        ], other: try symbol(9))
        let unsorted = LayerRenderer.classBreaks(field: "v", breaks: [
            .init(upperBound: 10, symbol: try symbol(4)), .init(upperBound: 1, symbol: try symbol(1)),
        ], other: try symbol(9))
        return [("simple", .simple(try symbol(7))), ("unique", unique), ("sorted breaks", sorted),
                ("unsorted breaks", unsorted), ("no breaks", .classBreaks(field: "v", breaks: [], other: try symbol(9)))]
    }

    @Test func theLookupPicksWhatTheRendererPicks() throws {
        for (name, renderer) in try Self.renderers() {
            let lookup = renderer.lookup
            for value in Self.values {
                let feature = Self.feature(value)
                #expect(lookup.symbol(for: feature) == renderer.symbol(for: feature), "\(name), \(String(describing: value))")
            }
        }
    }

    /// The cases that tell a wrong search from a right one, spelled out.
    @Test(arguments: [(JSONValue?.some(1), 1.0), (2, 2), (2.5, 2), (3, 4), (10, 4), (11, 9), (-1, 1), (.number(.nan), 9), (nil, 9)])
    func classBreaksByHalving(value: JSONValue?, size: Double) throws {
        let renderer = try Self.renderers()[2].1
        #expect(renderer.lookup.symbol(for: Self.feature(value)).marker.size == size)
    }
}
