import TextSupport
/// Lengths and areas written for people, in the unit that suits their size.
///
/// - Lengths: below 1 km in metres with 2 decimals (`136.63 m`), else in kilometres with 3
///   decimals (`9890.063 km`): a centimetre or a metre, enough for any map.
/// - Areas: below 1 ha (10,000 m²) in square metres with 1 decimal (`772.5 m²`), below
///   1 km² (100 ha) in hectares with 4 decimals (`77.2548 ha`: to the square metre), else in
///   square kilometres with 3 decimals (`530.248 km²`: to the thousand square metres).
///
/// Decimals are fixed (trailing zeros kept) so that columns line up; values round half away
/// from zero; a negative value keeps its sign; not-a-number and infinities are written as
/// `NumberFormat.shortest` writes them, followed by the unit.
public enum MeasureFormat {
    /// `metres` in `m` or `km`.
    public static func length(_ metres: Double) -> String {
        abs(metres) < 1000 ? fixed(metres, decimals: 2) + " m" : fixed(metres / 1000, decimals: 3) + " km"
    }

    /// `squareMetres` in `m²`, `ha` or `km²`.
    public static func area(_ squareMetres: Double) -> String {
        let size = abs(squareMetres)
        if size < 10_000 { return fixed(squareMetres, decimals: 1) + " m²" }
        if size < 1_000_000 { return fixed(squareMetres / 10_000, decimals: 4) + " ha" }
        return fixed(squareMetres / 1_000_000, decimals: 3) + " km²"
    }

    /// `value` with exactly `decimals` (0...9) digits after the point, rounded half away from
    /// zero; values too large for that precision (|value| * 10^decimals >= 2^53) and
    /// non-finite ones are written by `NumberFormat.shortest`.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        let places = min(max(decimals, 0), 9)
        var power = 1.0
        for _ in 0..<places { power *= 10 }
        let scaled = (abs(value) * power).rounded(.toNearestOrAwayFromZero)
        guard value.isFinite, scaled < 9_007_199_254_740_992 else { return NumberFormat.shortest(value) }
        let units = UInt64(scaled)
        let divisor = UInt64(power)
        var text = String(units / divisor)
        if places > 0 {
            let fraction = String(units % divisor)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return (value < 0 && units != 0 ? "-" : "") + text
    }
}
