import Testing
import TextSupport
@testable import MapDraw

/// `SVGBytes`, the pictures' numbers written as bytes: the same text as the rule they replace
/// (`NumberFormat.fixed` to one place, `.0` dropped, no `-0`, clamped to ±1e7, NaN as 0) for
/// every kind of value, and the relative form's short decimals.
@Suite struct SVGBytesTests {
    /// The rule as the pictures wrote it before `SVGBytes`, through strings.
    static func byStrings(_ value: Double) -> String {
        let clamped = value.isNaN ? 0 : min(max(value, -1e7), 1e7)
        var text = NumberFormat.fixed(clamped, places: 1)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text == "-0" ? "0" : text
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.04, "0"), (-0.05, "-0.1"), (12.5, "12.5"),
        (-3.0, "-3"), (0.25, "0.3"), (1e9, "10000000"), (-1e9, "-10000000"), (.nan, "0"), (.infinity, "10000000"),
        (-.infinity, "-10000000"), (9.96, "10"), (123456.78, "123456.8"), (1024, "1024"),
    ] as [(Double, String)])
    func numbers(value: Double, expected: String) {
        var bytes = SVGBytes()
        bytes.number(value)
        #expect(bytes.text == expected)
        #expect(bytes.text == Self.byStrings(value))
        #expect(SVGRenderer.number(value) == expected)
    }

    @Test func numbersAgreeWithTheStringRuleOverARange() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = (-2000...2000).map { Double($0) / 20 }
        values += (0..<5000).map { _ in Double.random(in: -2e7...2e7, using: &generator) }
        values += (0..<5000).map { _ in Double.random(in: -10...10, using: &generator) }
        for value in values {
            var bytes = SVGBytes()
            bytes.number(value)
            #expect(bytes.text == Self.byStrings(value), "\(value)")
        }
    }

    @Test(arguments: [(0, "0"), (15, "1.5"), (-7, "-.7"), (30, "3"), (-30, "-3"), (7, ".7"), (123_456, "12345.6"), (-100_000_000, "-10000000")])
    func shortDecimals(tenths: Int, expected: String) {
        var bytes = SVGBytes()
        bytes.decimal(tenths: tenths)
        #expect(bytes.text == expected)
    }
}
