import TextSupport

/// Numbers as the picture's captions write them, without Foundation.
enum DecimalText {
    /// A whole number with thousands separated by commas (`6,000`).
    static func grouped(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let rounded = Int(abs(value).rounded())
        return (value < 0 && rounded != 0 ? "-" : "") + NumberFormat.grouped(rounded)
    }

    /// `latitude`, `longitude` as `44.5250°N 110.8380°W`.
    static func coordinate(latitude: Double, longitude: Double) -> String {
        let ns = latitude < 0 ? "S" : "N"
        let ew = longitude < 0 ? "W" : "E"
        return NumberFormat.fixed(abs(latitude), places: 4) + "°" + ns + " " + NumberFormat.fixed(abs(longitude), places: 4) + "°" + ew
    }

    /// A ground length as a scale bar labels it: `500 m`, `2 km`.
    static func length(metres: Double) -> String {
        if metres >= 1000 { return grouped(metres / 1000) + " km" }
        if metres >= 1 { return grouped(metres) + " m" }
        var text = NumberFormat.fixed(metres, places: 6)
        while text.hasSuffix("0") { text.removeLast() }
        return text + " m"
    }

    /// A graticule line's value: `110°W`, `44.5°N`, `0°`, `180°`, with as many decimals as
    /// the graticule's `step` needs.
    static func degrees(_ value: Double, step: Double, isLongitude: Bool) -> String {
        var value = value
        if isLongitude {
            value = (value + 180).truncatingRemainder(dividingBy: 360)
            if value < 0 { value += 360 }
            value -= 180
        }
        var places = 0, unit = 1.0
        while unit > step * 1.0001 && places < 6 {
            places += 1
            unit /= 10
        }
        var text = NumberFormat.fixed(abs(value), places: places)
        if places > 0 {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        let zero = Double(text) == 0
        if isLongitude && (zero || text == "180") { return text + "°" }
        if zero { return "0°" }
        return text + "°" + (isLongitude ? (value < 0 ? "W" : "E") : (value < 0 ? "S" : "N"))
    }
}
