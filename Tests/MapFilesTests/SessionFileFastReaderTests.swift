import MapCore
import MapFormats
import Testing
import TextSupport

@testable import MapFiles

/// The one-pass reader must accept exactly what the general reader accepts, with the same
/// result, and give up on everything else.
@Suite struct SessionFileFastReaderTests {
    /// The general reader alone.
    func general(_ bytes: [UInt8]) throws -> SessionFile {
        try SessionFile.Reader.session(try JSONParser().parse(bytes))
    }

    @Test(arguments: [0, 1, 2]) func bothReadersGiveTheSameSession(variant: Int) throws {
        let bytes: [UInt8]
        switch variant {
        case 0: bytes = Array(sessionFixture.utf8)
        case 1: bytes = try SessionFile(session: try sampleSession(), galleryWidth: 320).bytes()
        default:
            // Keys in another order, whitespace, escapes: valid, though not as written.
            bytes = Array(sessionFixture.replacingOccurrences(of: "{\"name\":\"Old Faithful\",\"latitude\":44.4605,",
                with: "{ \"latitude\" : 44.4605 , \"name\":\"Old \\u0046aithful\" ,").utf8)
        }
        let streamed = try #require(SessionFile.FastReader.session(bytes))
        #expect(streamed == (try general(bytes)))
    }

    @Test(arguments: SessionFileTests.badFiles) func theOnePassReaderGivesUpOnEveryBadFile(bad: BadSessionFile) {
        let text = sessionFixture.replacingOccurrences(of: bad.find, with: bad.replace)
        #expect(SessionFile.FastReader.session(Array(text.utf8)) == nil)
    }

    @Test(arguments: [
        0.0, -0.0, 1, -1, 6000, 591657527.591555, 44.525, -110.838, 0.1, 1e-7, 1e15 - 1, 1e15, -1e15,
        123456789012345, 1e16, 1e21, 1e22, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]) func numbersAreWrittenAsNumberFormatWritesThem(value: Double) {
        var writer = SessionFile.Writer()
        writer.number(value)
        #expect(String(decoding: writer.output, as: UTF8.self) == NumberFormat.shortest(value))
    }
}
