import Testing
import TextSupport

/// `boundedForMessage`: quoted runs past 256 characters are cut with an ellipsis and their
/// length; short messages and short quotes stay as they are.
struct MessageBoundTests {
    static let long = String(repeating: "x", count: 100_000)
    static let kept = String(repeating: "x", count: 200)

    @Test(arguments: [
        ("no bookmark named 'Home'", "no bookmark named 'Home'"),
        ("no bookmark named '\(String(repeating: "y", count: 256))'", "no bookmark named '\(String(repeating: "y", count: 256))'"),
        ("no bookmark named '\(long)'", "no bookmark named '\(kept)…' (100,000 characters)"),
        ("file \"\(long)\" is not readable", "file \"\(kept)…\" (100,000 characters) is not readable"),
        ("'a' then '\(long)' then 'b'", "'a' then '\(kept)…' (100,000 characters) then 'b'"),
        ("unclosed '\(long)", "unclosed '\(kept)… (100,000 characters)"),
        ("Tom's place is not '\(long)'", "Tom's place is not '\(kept)…' (100,000 characters)"),
    ])
    func cutsLongQuotes(message: String, expected: String) {
        #expect(message.boundedForMessage == expected)
    }

    /// A message with many short quotes is cut as a whole past 2,000 characters.
    @Test func cutsALongMessageAsAWhole() {
        let message = Array(repeating: "'abc'", count: 1_000).joined(separator: ", ")
        let bounded = message.boundedForMessage
        #expect(bounded.unicodeScalars.count < String.messageLimit)
        #expect(bounded.hasSuffix("… (6,998 characters)"))
    }
}
