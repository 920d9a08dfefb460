/// Text the pictures write number by number (path data, coordinates), built as UTF-8 bytes:
/// a path of thousands of points is written without making a string per number.
struct SVGBytes {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []

    /// The bytes as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// One ASCII character.
    mutating func append(_ character: Unicode.Scalar) { bytes.append(UInt8(ascii: character)) }

    /// A coordinate with at most one decimal (`12.5`, `-3`, never `-0`), clamped to ±1e7, NaN
    /// as 0; the tenth rounded half away from zero (as `NumberFormat.fixed` rounds).
    mutating func number(_ value: Double) {
        let clamped = value.isNaN ? 0 : min(max(value, -1e7), 1e7)
        let tenths = UInt64((abs(clamped) * 10).rounded(.toNearestOrAwayFromZero))
        if clamped < 0 && tenths != 0 { append("-") }
        whole(tenths / 10)
        if tenths % 10 != 0 {
            append(".")
            bytes.append(UInt8(ascii: "0") + UInt8(tenths % 10))
        }
    }

    /// `tenths` tenths as a short decimal: `15` is `1.5`, `-7` is `-.7`, `30` is `3`.
    mutating func decimal(tenths: Int) {
        if tenths < 0 { append("-") }
        let magnitude = tenths.magnitude
        if magnitude % 10 == 0 {
            whole(UInt64(magnitude / 10))
            return
        }
        if magnitude >= 10 { whole(UInt64(magnitude / 10)) }
        append(".")
        bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
    }

    /// A whole number's decimal digits, the most significant first.
    private mutating func whole(_ value: UInt64) {
        var divisor: UInt64 = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
