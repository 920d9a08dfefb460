import Testing
@testable import MapScript

/// The parser notes what a statement will look up when its text says so: a plain string
/// literal's bytes (by offset) or a whole-number position; nothing otherwise.
@Suite struct AccessHintTests {
    static func hint(_ text: String) -> String {
        var parser = Parser(text: text)
        _ = parser.step()
        switch parser.accessHint {
        case .none: return "none"
        case .position(let position): return "position \(position)"
        case .hashedName(let hash): return "hash \(hash)"
        case .name(let start, let end):
            return "name " + String(decoding: Array(text.utf8)[start..<end], as: UTF8.self)
        }
    }

    @Test(arguments: [
        ("goto \"Old Faithful\"", "name Old Faithful"),
        ("  goto \"A\" scale 5000", "name A"),
        ("goto 3", "position 3"),
        ("goto 2.5", "none"),
        ("goto \"tab\\there\"", "none"),
        ("goto \"x ${1}\"", "none"),
        ("goto 44.5,-110.8", "none"),
        ("goto home", "none"),
        ("bookmark add \"Grand Prismatic\" at 44.525,-110.838 scale 6000", "name Grand Prismatic"),
        ("bookmark add name", "none"),
        ("zoom in", "none"),
    ])
    func noted(text: String, expected: String) {
        #expect(Self.hint(text) == expected)
    }

    @Test func resetForEachStatement() {
        var parser = Parser(text: "goto 3\nzoom in\n")
        _ = parser.step()
        _ = parser.step()
        guard case .none = parser.accessHint else {
            Issue.record("the hint of 'goto 3' outlived its statement")
            return
        }
    }
}
