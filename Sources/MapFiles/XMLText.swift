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

    /// `text` as KML writes it (`XMLEscaping`'s `.textAndApostrophes`, the characters XML does
    /// not allow left out).
    static func escaped(_ text: String) -> String {
        XMLEscaping.escaped(text, for: .textAndApostrophes)
    }

    /// A number as XML Schema's `double` reads it: `NumberFormat.shortest`.
    static func number(_ value: Double) -> String { NumberFormat.shortest(value) }
}
