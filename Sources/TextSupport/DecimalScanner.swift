/// Bytes a `DecimalScanner` reads: the MapScript lexer's sliding buffer, or a JSON document.
public protocol DecimalSource {
    /// The byte at absolute offset `offset`, or 0 past the end of the input (a source that
    /// streams its input may read more of it first).
    mutating func byte(at offset: Int) -> UInt8

    /// The text from `start` up to `end`, all of it bytes already read by `byte(at:)`.
    mutating func text(from start: Int, to end: Int) -> String
}

/// A decimal number as scanned: its value and where it ends.
public struct ScannedDecimal: Equatable, Sendable {
    /// The value, correctly rounded; infinite when too large for a `Double`.
    public var value: Double
    /// The offset just past the number.
    public var end: Int
    /// Whether a fraction (`.` and digits) was read.
    public var hasFraction: Bool
    /// Whether an exponent (`e`, an optional sign and digits) was read.
    public var hasExponent: Bool

    /// A scanned number.
    @inlinable
    public init(value: Double, end: Int, hasFraction: Bool = false, hasExponent: Bool = false) {
        self.value = value
        self.end = end
        self.hasFraction = hasFraction
        self.hasExponent = hasExponent
    }
}

/// The one decimal number scanner, shared by the MapScript lexer and the JSON scanner:
/// `decimal ::= digit+ ("." digit+)? ([eE] [+-]? digit+)?` with no sign. A `.` not followed by
/// a digit, or an `e` not followed by digits, ends the number before it (`1..4` is a range in
/// MapScript; JSON reports the missing digits itself).
///
/// Values are exact with one rounding for up to 15 significant digits and powers of ten up to
/// 22 (Clinger's fast path); anything else is converted by the standard library from the text,
/// so every value is correctly rounded.
public enum DecimalScanner {
    /// 10 to the power `exponent`, for `exponent` in 0...22 (all exact in a `Double`). A
    /// switch rather than a global array: the compiler makes it a constant table, with no
    /// lazy initialisation at start-up (which a global array costs when used from another
    /// module).
    @inlinable
    public static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    /// Whether `byte` is an ASCII digit.
    @inlinable
    public static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// The decimal at `start` (a digit) in `source`.
    @inlinable
    public static func scan<Source: DecimalSource>(_ source: inout Source, at start: Int) -> ScannedDecimal {
        var offset = start
        var mantissa: UInt64 = 0
        var significant = 0
        var scale = 0
        var byte = source.byte(at: offset)
        while isDigit(byte) {
            if mantissa != 0 || byte != UInt8(ascii: "0") { significant += 1 }
            if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0")) } else { scale += 1 }
            offset += 1
            byte = source.byte(at: offset)
        }
        var hasFraction = false
        if byte == UInt8(ascii: ".") && isDigit(source.byte(at: offset + 1)) {
            hasFraction = true
            offset += 1
            byte = source.byte(at: offset)
            while isDigit(byte) {
                if mantissa != 0 || byte != UInt8(ascii: "0") { significant += 1 }
                if significant <= 19 {
                    mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                    scale -= 1
                }
                offset += 1
                byte = source.byte(at: offset)
            }
        }
        var exponent = 0
        var hasExponent = false
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var after = offset + 1
            let sign = source.byte(at: after)
            let negative = sign == UInt8(ascii: "-")
            if negative || sign == UInt8(ascii: "+") { after += 1 }
            if isDigit(source.byte(at: after)) {
                hasExponent = true
                offset = after
                byte = source.byte(at: offset)
                while isDigit(byte) {
                    if exponent < 100_000 { exponent = exponent * 10 + Int(byte &- UInt8(ascii: "0")) }
                    offset += 1
                    byte = source.byte(at: offset)
                }
                if negative { exponent = -exponent }
            }
        }
        let power = scale + exponent
        if significant <= 15 && power >= -22 && power <= 22 {
            let value = Double(mantissa)
            return ScannedDecimal(
                value: power < 0 ? value / powerOfTen(-power) : value * powerOfTen(power), end: offset,
                hasFraction: hasFraction, hasExponent: hasExponent)
        }
        let value = Double(source.text(from: start, to: offset)) ?? .infinity
        return ScannedDecimal(value: value, end: offset, hasFraction: hasFraction, hasExponent: hasExponent)
    }

    /// The fast path of `scan` for bytes known to end in a terminator: a
    /// `digit+ ("." digit+)?` of at most 15 digits in all with no exponent at `bytes` (a digit),
    /// with the same value `scan` gives; nil for anything else, including a number that reaches
    /// a 0 byte (which may be the end of the bytes read so far). The caller guarantees that a
    /// byte other than a digit or `.` follows the number, such as a 0 sentinel. Inlined into
    /// the lexer's number path: 33 instructions a `bookmark add ... at LAT,LON scale S` line on
    /// the parsing thread, which bounds a run (docs/performance.md, "Performance devices").
    @inlinable @inline(__always)
    public static func scanShort(_ bytes: UnsafePointer<UInt8>) -> (value: Double, length: Int)? {
        var index = 0
        var mantissa: UInt64 = 0
        while true {
            let digit = bytes[index] &- UInt8(ascii: "0")
            if digit >= 10 { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index &+= 1
        }
        var digits = index
        var fraction = 0
        if bytes[index] == UInt8(ascii: ".") {
            let next = bytes[index &+ 1]
            if next == 0 { return nil }
            if isDigit(next) {
                index &+= 1
                let fractionStart = index
                while true {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    if digit >= 10 { break }
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    index &+= 1
                }
                fraction = index &- fractionStart
                digits &+= fraction
            }
        }
        let stop = bytes[index]
        guard digits <= 15, stop != 0, stop != UInt8(ascii: "e"), stop != UInt8(ascii: "E") else { return nil }
        let value = Double(mantissa)
        return (fraction == 0 ? value : value / powerOfTen(fraction), index)
    }
}
