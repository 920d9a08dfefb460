import TextSupport
import MapCore

/// An XML document being written, line by line, two spaces of indentation a level.
struct XMLText {
    /// The text so far, UTF-8.
    private(set) var bytes: [UInt8] = []

    /// `text` (markup, written as is) on its own line at `depth`.
    mutating func line(_ depth: Int, _ text: String) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    /// `<name>text</name>` on its own line at `depth`, the text escaped.
    mutating func element(_ depth: Int, _ name: String, _ text: String) {
        line(depth, "<\(name)>\(Self.escaped(text))</\(name)>")
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities, and the characters XML 1.0
    /// does not allow (control characters other than tab, line feed and carriage return) left
    /// out.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number as XML Schema's `double` reads it: `NumberFormat.shortest`.
    static func number(_ value: Double) -> String { NumberFormat.shortest(value) }
}
