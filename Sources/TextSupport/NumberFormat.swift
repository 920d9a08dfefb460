/// How MapScript writes numbers everywhere (print, tables, messages, exports).
public enum NumberFormat {
    /// The shortest decimal that reads back to the same `Double`, without a trailing `.0` for
    /// integral values: `6000`, `44.525`, `0.1`, `1e-07`, `1e+21`. Negative zero is written `0`
    /// (it equals 0, and `-0` only surprises people, e.g. after `round(-0.4)`). Not-a-number and
    /// infinities are `nan`, `inf` and `-inf`.
    public static func shortest(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        // Swift's description is already the shortest round-tripping form.
        if value == 0 { return "0" }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Decimal places of degrees that tables and `where` show: 6, about 11 cm on the ground
    /// (the precision RFC 7946 recommends for GeoJSON positions).
    public static let degreePlaces = 6

    /// A latitude or longitude as tables show it: rounded to `degreePlaces` decimals, then in
    /// the shortest form (`44.525000000000006` is `44.525`, `-110.83514784897291` is
    /// `-110.835148`). Values themselves keep full precision; `print` of a number round-trips.
    public static func degrees(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e8 else { return shortest(value) }
        return shortest(rounded(value, places: degreePlaces))
    }

    // MARK: - Decimal places

    /// `value` rounded to `places` decimals (clamped to 0...22), half away from zero, as near
    /// as a `Double` gets: `rounded(2.5, places: 0)` is 3, `rounded(-110.8351478, places: 6)` is
    /// -110.835148. What the `round` builtin computes.
    public static func rounded(_ value: Double, places: Int) -> Double {
        let power = DecimalScanner.powerOfTen(min(max(places, 0), 22))
        let scaled = value * power
        // Past 2^53 every double is a whole number of those units already (and past the
        // largest double the product would overflow): the value is its own rounding.
        guard abs(scaled) < 9_007_199_254_740_992 else { return value }
        return scaled.rounded(.toNearestOrAwayFromZero) / power
    }

    /// `value` with exactly `places` (clamped to 0...9) digits after the point, trailing zeros
    /// kept, rounded half away from zero: `fixed(2.25, places: 1)` is `2.3`, `fixed(-0.0004,
    /// places: 3)` is `0.000`. Values too large for that precision (|value| * 10^places >= 2^53)
    /// and non-finite ones are written by `shortest`.
    public static func fixed(_ value: Double, places: Int) -> String {
        let places = min(max(places, 0), 9)
        let power = DecimalScanner.powerOfTen(places)
        let scaled = (abs(value) * power).rounded(.toNearestOrAwayFromZero)
        guard value.isFinite, scaled < 9_007_199_254_740_992 else { return shortest(value) }
        let units = UInt64(scaled)
        let divisor = UInt64(power)
        var text = String(units / divisor)
        if places > 0 {
            let fraction = String(units % divisor)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return (value < 0 && units != 0 ? "-" : "") + text
    }

    /// A map scale as text shows it to people, the one way every table, message and caption
    /// writes one: `1:` and the scale number rounded to a whole number, its thousands grouped
    /// (`1:1,026,515`, `1:6,000`); below 1:10, to at most two decimals (`1:2.5`). Files keep
    /// the exact number (`shortest`); so do values a script reads (`viewpoint.scale`).
    public static func scale(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "1:" + shortest(value) }
        if abs(value) >= 9.995 { return "1:" + grouped(Int(value.rounded(.toNearestOrAwayFromZero))) }
        var text = fixed(value, places: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return "1:" + text
    }

    /// A whole number with thousands separated by commas, as messages and captions write
    /// counts and limits: `6,000`, `-1,000,000`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
