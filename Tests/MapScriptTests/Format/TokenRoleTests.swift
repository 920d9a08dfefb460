#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import MapScriptSyntax

/// The roles the parser gives tokens for the formatter (`TokenRoles`): each case parses a
/// script with roles on and checks the role of the tokens named, each by its text and which of
/// the equal texts it is (from 1).
@Suite struct TokenRoleTests {
    /// A token of a case: the `occurrence`th `text` in the script, and the role it must have.
    struct Expected: Sendable, CustomStringConvertible {
        let text: String
        let occurrence: Int
        let role: TokenRole
        var description: String { "\(occurrence). '\(text)'" }
    }

    private static func the(_ text: String, _ occurrence: Int = 1, is role: TokenRole) -> Expected {
        Expected(text: text, occurrence: occurrence, role: role)
    }

    @Test(arguments: [
        // A `-`: a sign, a hyphen in a name, or subtraction (no role).
        ("goto 44.5,-110.8", [the(",", is: .coordinateComma), the("-", is: .sign)]),
        ("print a, -b", [the(",", is: []), the("-", is: .sign)]),
        ("print a -2", [the("-", is: [])]),
        ("print a - -2", [the("-", 1, is: []), the("-", 2, is: .sign)]),
        ("print - 5", [the("-", is: .sign)]),
        ("basemap use dark-gray", [the("-", is: .hyphen)]),
        ("help basemap use", [the("use", is: [])]),
        // Commas: a coordinate's outside brackets, items elsewhere.
        ("let home = 44.5 , -110.8", [the(",", is: .coordinateComma)]),
        ("let p = (44.5, -110.8)", [the(",", is: [])]),
        ("graphic add line 1,2 to 3,4", [the(",", 1, is: .coordinateComma), the(",", 2, is: .coordinateComma)]),
        ("print distance(a, (1, 2))", [the(",", 1, is: []), the(",", 2, is: [])]),
        // `(` of a call or parameters; `[` of an index.
        ("print f(1)", [the("(", is: .call)]),
        ("f (1)", [the("(", is: .call)]),
        ("def f(x) {}", [the("(", is: .call)]),
        ("print (1)", [the("(", is: [])]),
        ("print l[1], [2]", [the("[", 1, is: .index), the("[", 2, is: [])]),
        ("layer set 1 json \"keep\" [1, 2]", [the("[", is: [])]),
        // An assert's condition, kept as written: its first and last tokens.
        ("assert a == b, \"m\"", [the("a", 2, is: .keptStart), the("b", is: .keptEnd), the("\"m\"", is: [])]),
        ("assert x", [the("x", is: [.keptStart, .keptEnd])]),
        ("assert -x < f(1)", [the("-", is: [.sign, .keptStart]), the("(", is: .call), the(")", is: .keptEnd)]),
    ])
    func roles(script: String, expected: [Expected]) throws {
        let bytes = Array(script.utf8)
        let roles = TokenRoles(count: bytes.count)
        var parser = Parser(bytes: bytes)
        parser.roles = roles
        #expect(parser.check().isEmpty, "\(script) should parse")
        roles.finish()
        for token in expected {
            let offset = try #require(Self.offset(of: token, in: script), "\(token) is not in \(script)")
            #expect(roles.role(at: offset) == token.role, "\(token) in \(script)")
        }
    }

    /// The byte offset of the token `expected` names in `script`.
    private static func offset(of expected: Expected, in script: String) -> Int? {
        var found = 0
        var searchStart = script.startIndex
        while let range = script.range(of: expected.text, range: searchStart..<script.endIndex) {
            found += 1
            if found == expected.occurrence { return script.utf8.distance(from: script.startIndex, to: range.lowerBound) }
            searchStart = range.upperBound
        }
        return nil
    }

    /// A reader on one thread gets every role a writer on another records, whatever their
    /// speeds: it waits where the writer has not published yet.
    @Test func aReaderWaitsForTheWriter() throws {
        let count = 3 << 20
        let roles = TokenRoles(count: count)
        let role = { (offset: Int) in TokenRole(rawValue: UInt8(truncatingIfNeeded: 1 << (offset % 7))) }
        let writer = try #require(BackgroundThread.start {
            for offset in stride(from: 0, to: count, by: 3) {
                roles.record(role(offset), at: offset)
                if offset % 999 == 0 { roles.publish(before: offset + 1) }
            }
            roles.finish()
        })
        var wrong = 0
        for offset in stride(from: 0, to: count, by: 3) where roles.role(at: offset) != role(offset) { wrong += 1 }
        pthread_join(writer, nil)
        #expect(wrong == 0)
        #expect(roles.role(at: 1) == [])
    }
}
