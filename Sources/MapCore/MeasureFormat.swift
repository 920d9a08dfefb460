import TextSupport
/// Lengths and areas written for people, in the unit that suits their size.
///
/// - Lengths: below 1 km in metres with 2 decimals (`136.63 m`), else in kilometres with 3
///   decimals (`9890.063 km`): a centimetre or a metre, enough for any map.
/// - Areas: below 1 ha (10,000 m²) in square metres with 1 decimal (`772.5 m²`), below
///   1 km² (100 ha) in hectares with 4 decimals (`77.2548 ha`: to the square metre), else in
///   square kilometres with 3 decimals (`530.248 km²`: to the thousand square metres).
///
/// Decimals are fixed (trailing zeros kept, `NumberFormat.fixed`) so that columns line up;
/// values round half away from zero; a negative value keeps its sign; not-a-number and
/// infinities are written as `NumberFormat.shortest` writes them, followed by the unit.
public enum MeasureFormat {
    /// `metres` in `m` or `km`.
    public static func length(_ metres: Double) -> String {
        abs(metres) < 1000
            ? NumberFormat.fixed(metres, places: 2) + " m" : NumberFormat.fixed(metres / 1000, places: 3) + " km"
    }

    /// `squareMetres` in `m²`, `ha` or `km²`.
    public static func area(_ squareMetres: Double) -> String {
        let size = abs(squareMetres)
        if size < 10_000 { return NumberFormat.fixed(squareMetres, places: 1) + " m²" }
        if size < 1_000_000 { return NumberFormat.fixed(squareMetres / 10_000, places: 4) + " ha" }
        return NumberFormat.fixed(squareMetres / 1_000_000, places: 3) + " km²"
    }
}
