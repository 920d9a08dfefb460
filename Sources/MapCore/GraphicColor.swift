import TextSupport
/// A symbol colour: 8-bit sRGB red, green and blue and an 8-bit alpha (255 opaque).
///
/// Written as a CSS colour name (`"steelblue"`, any case; see `cssNames`), `#rgb`, `#rgba`,
/// `#rrggbb` or `#rrggbbaa` (CSS Color Module Level 4, section 5.2 "The RGB hexadecimal
/// notations"). `description` writes a name when the colour is an opaque named colour,
/// otherwise `#rrggbb` (opaque) or `#rrggbbaa`.
public struct GraphicColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// The colour with these components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The opaque colour 0xRRGGBB.
    public init(rgb: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
                  blue: UInt8(truncatingIfNeeded: rgb))
    }

    /// The colour `text` names: a CSS name (case-insensitive, surrounding whitespace ignored)
    /// or a hexadecimal notation. Throws `unknownColor` with the closest names for an unknown
    /// name, `invalidColor` for a `#` notation of the wrong length or with a non-hex digit.
    public init(parsing text: String) throws(MapError) {
        let trimmed = text.trimmedOfWhitespace
        if trimmed.hasPrefix("#") {
            guard let color = Self.hex(trimmed.utf8.dropFirst()) else {
                throw .graphic(.invalidColor(trimmed))
            }
            self = color
            return
        }
        let folded = trimmed.lowercased()
        guard let entry = Self.cssNames.first(where: { $0.name == folded }) else {
            throw .graphic(.unknownColor(trimmed, suggestions: Self.suggestions(for: trimmed)))
        }
        self.init(rgb: entry.rgb)
    }

    /// Common colours for symbols that do not say.
    public static let black = GraphicColor(rgb: 0x000000)
    /// White.
    public static let white = GraphicColor(rgb: 0xFFFFFF)
    /// CSS `red`.
    public static let red = GraphicColor(rgb: 0xFF0000)
    /// CSS `blue`.
    public static let blue = GraphicColor(rgb: 0x0000FF)

    /// The CSS names closest to `name`, for a "did you mean".
    public static func suggestions(for name: String) -> [String] {
        Suggestion.closest(to: name, among: cssNames.lazy.map(\.name), limit: 2)
    }

    /// The CSS name of this colour when it is opaque and has one (the first in alphabetical
    /// order: `aqua` before `cyan`, `darkgray` before `darkgrey`), else nil.
    public var cssName: String? {
        guard alpha == 255 else { return nil }
        let rgb = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        return Self.cssNames.first(where: { $0.rgb == rgb })?.name
    }

    /// `#rrggbb` for an opaque colour, else `#rrggbbaa` (lower-case hex digits).
    public var hexString: String {
        var text = "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
        if alpha != 255 { text += Self.hexByte(alpha) }
        return text
    }

    /// The CSS name when there is one, else `hexString`.
    public var description: String { cssName ?? hexString }

    // MARK: - Hexadecimal

    /// The colour of the hex digits after `#`: 3, 4, 6 or 8 of them.
    private static func hex(_ digits: Substring.UTF8View) -> GraphicColor? {
        var values: [UInt8] = []
        for byte in digits {
            guard let value = hexValue(byte) else { return nil }
            values.append(value)
        }
        switch values.count {
        case 3, 4:
            let c = values.map { $0 << 4 | $0 }
            return GraphicColor(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            return GraphicColor(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 255)
        default:
            return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
    }
}
