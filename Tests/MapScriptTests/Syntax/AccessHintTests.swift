import MapCore
import Testing
@testable import MapScript

/// A finished statement tells what it will look up when its text says so: a bookmark name
/// written as a string literal (by its hash) or a whole-number position; nothing otherwise.
@Suite struct AccessHintTests {
    static func hint(_ text: String) -> AccessHint {
        var parser = Parser(text: text)
        return AccessHint.of(parser.step())
    }

    @Test(arguments: [
        ("goto \"Old Faithful\"", AccessHint.name(hash: NameHash.of("Old Faithful"))),
        ("  goto \"A\" scale 5000", .name(hash: NameHash.of("A"))),
        ("goto 3", .position(3)),
        ("goto 3 duration 2", .position(3)),
        ("goto 2.5", .none),
        ("goto \"tab\\there\"", .name(hash: NameHash.of("tab\there"))),
        ("goto \"caf\u{E9}\"", .name(hash: NameHash.of("cafe\u{301}"))),
        ("goto \"x ${1}\"", .none),
        ("goto 44.5,-110.8", .none),
        ("goto home", .none),
        ("bookmark add \"Grand Prismatic\" at 44.525,-110.838 scale 6000", .name(hash: NameHash.of("Grand Prismatic"))),
        ("bookmark add name", .none),
        ("bookmark remove \"A\"", .none),
        ("zoom in", .none),
        ("print \"A\"", .none),
        ("goto", .none),
    ])
    func hinted(text: String, expected: AccessHint) {
        #expect(Self.hint(text) == expected)
    }
}
