/// A suggested edit that would fix a diagnostic: replace the text at `range` with
/// `replacement`. "did you mean 'imagery'?" is a fix-it; the text renderer shows it as that
/// question, editors can apply it.
public struct FixIt: Hashable, Sendable {
    /// The source text to replace (on one line).
    public var range: SourceRange
    /// The text to put there, as it would be written in the source (a quoted string literal
    /// for a name that is not a bare word).
    public var replacement: String

    /// A fix-it replacing `range` with `replacement`.
    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// A fix-it writing the name `name` at `range`: bare when `bare` and the name is a bare
    /// word (`imagery`, `dark-gray`, `count`), else as a string literal (`"Place 1"`).
    public static func name(_ name: String, at range: SourceRange, bare: Bool) -> FixIt {
        FixIt(range: range, replacement: bare && isBareWord(name) ? name : StringLiteral.quoted(name))
    }

    /// Fix-its writing each of `names` at `range` (see `name(_:at:bare:)`).
    public static func names(_ names: [String], at range: SourceRange, bare: Bool) -> [FixIt] {
        names.map { name($0, at: range, bare: bare) }
    }

    /// The suggested text as a user reads it: the replacement, or the contents of a string
    /// literal replacement (`Place 1` for `"Place 1"`).
    public var suggestedText: String {
        let scalars = Array(replacement.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return replacement }
        var text = String.UnicodeScalarView()
        var escaped = false
        for scalar in scalars[1..<(scalars.count - 1)] {
            if !escaped && scalar == "\\" {
                escaped = true
                continue
            }
            if escaped {
                switch scalar {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                default: text.append(scalar)
                }
            } else {
                text.append(scalar)
            }
            escaped = false
        }
        return String(text)
    }

    /// Whether `name` reads as one bare word: a letter or `_`, then letters, digits, `_` and
    /// single `-` between them (ASCII).
    static func isBareWord(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, isLetter(first), bytes.last != UInt8(ascii: "-") else { return false }
        var previous = first
        for byte in bytes.dropFirst() {
            let allowed = isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte == UInt8(ascii: "-") && previous != UInt8(ascii: "-"))
            guard allowed else { return false }
            previous = byte
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }
}
