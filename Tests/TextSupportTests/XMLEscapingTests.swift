import Testing
import TextSupport

/// `XMLEscaping`: the one escaper of the SVG, HTML, KML and JUnit writers. Each place escapes
/// what its readers need and nothing more; the characters XML 1.0 does not allow are left out or
/// shown, never written raw.
struct XMLEscapingTests {
    @Test(arguments: [
        // (text, place, forbidden, expected)
        ("a & b < c > d", XMLEscaping.Place.text, XMLEscaping.Forbidden.dropped, "a &amp; b &lt; c &gt; d"),
        ("say \"hi\" it's", .text, .dropped, "say &quot;hi&quot; it's"),
        ("say \"hi\" it's", .textAndApostrophes, .dropped, "say &quot;hi&quot; it&apos;s"),
        ("say \"hi\" it's", .exactContent, .shown, "say \"hi\" it's"),
        ("say \"hi\" it's", .exactAttribute, .shown, "say &quot;hi&quot; it&apos;s"),
        ("l1\nl2\tx\r", .text, .dropped, "l1\nl2\tx\r"),
        ("l1\nl2\tx\r", .exactContent, .shown, "l1\nl2\tx&#13;"),
        ("l1\nl2\tx\r", .exactAttribute, .shown, "l1&#10;l2&#9;x&#13;"),
        ("bell\u{7}esc\u{1B}nul\u{0}", .text, .dropped, "bellescnul"),
        ("bell\u{7}esc\u{1B}nul\u{0}", .exactContent, .shown, "bell\\u{7}esc\\u{1b}nul\\u{0}"),
        ("\u{FFFE}\u{FFFF}\u{FFFD}", .textAndApostrophes, .dropped, "\u{FFFD}"),
        ("東京 é \u{1F5FA}", .exactAttribute, .shown, "東京 é \u{1F5FA}"),
        ("]]>", .exactContent, .shown, "]]&gt;"),
        ("", .text, .dropped, ""),
    ])
    func escapes(text: String, place: XMLEscaping.Place, forbidden: XMLEscaping.Forbidden, expected: String) {
        #expect(XMLEscaping.escaped(text, for: place, forbidden: forbidden) == expected)
    }
}
