import Testing
import TextSupport

/// `escapingControlCharacters`: every C0 control, DEL and C1 control becomes an escape, as a
/// string literal writes it; everything else, backslashes included, stays as it is.
struct ControlEscapeTests {
    @Test(arguments: [
        ("plain ASCII", "plain ASCII"),
        ("é, 東京, \u{A0}no-break", "é, 東京, \u{A0}no-break"),
        ("C:\\path", "C:\\path"),
        ("a\nb", "a\\nb"),
        ("tab\there\r", "tab\\there\\r"),
        ("\u{1B}]0;title\u{7}\u{1B}[2J", "\\u{1b}]0;title\\u{7}\\u{1b}[2J"),
        ("del\u{7F}", "del\\u{7f}"),
        ("csi\u{9B}31m", "csi\\u{9b}31m"),
        ("\u{0}", "\\u{0}"),
        ("", ""),
    ])
    func escapes(text: String, expected: String) {
        #expect(text.escapingControlCharacters == expected)
    }
}
