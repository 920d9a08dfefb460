import Testing
@testable import MapScriptSyntax

/// The source buffer's text of a byte range, for every short length (copied word-wise) and a
/// few long ones.
@Suite struct SourceBufferTests {
    static let text = "0123456789abcdefghijklmnopqrstuvwxyz café 東京"

    @Test(arguments: Array(0...20) + [30, 40])
    func textOfARangeIsThoseBytes(length: Int) {
        let bytes = Array(Self.text.utf8)
        let buffer = SourceBuffer(bytes: bytes)
        for start in [0, 1, 3, 7] where start + length <= bytes.count {
            let expected = String(decoding: bytes[start..<start + length], as: UTF8.self)
            #expect(buffer.text(from: start, to: start + length) == expected)
        }
    }
}
