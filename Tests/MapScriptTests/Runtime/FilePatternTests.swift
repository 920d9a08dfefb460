import Testing
@testable import MapScriptRuntime

/// `FilePattern`: how `files(PATTERN)` splits a pattern and matches one name.
@Suite struct FilePatternTests {
    @Test(arguments: [
        ("*.json", "a.json", true),
        ("*.json", "a.json.bak", false),
        ("*.json", ".a.json", false),
        (".*.json", ".a.json", true),
        ("a?c", "abc", true),
        ("a?c", "ac", false),
        ("[a-c]x", "bx", true),
        ("[a-c]x", "dx", false),
        ("[!a-c]x", "dx", true),
        ("[^a-c]x", "ax", false),
        ("[]]x", "]x", true),
        ("[ab", "[ab", true),
        ("*a*b*", "xxaxxbxx", true),
        ("*a*b", "xxaxxbxxc", false),
        ("\\*", "*", true),
        ("\\*", "a", false),
        ("é?", "éü", true),
        ("*", "", true),
    ])
    func matchesOneName(pattern: String, name: String, expected: Bool) {
        #expect(FilePattern.matches(Array(pattern.unicodeScalars), name) == expected)
    }

    @Test(arguments: [
        ("maps/**/*.json", false, [FilePattern.Component.name("maps"), .anyDepth, .wildcard(Array("*.json".unicodeScalars))]),
        ("/data//x", true, [.name("data"), .name("x")]),
        ("maps/**", false, [.name("maps"), .anyDepth, .wildcard(["*"])]),
        ("a\\*b/[c", false, [.name("a*b"), .name("[c")]),
    ])
    func splitsIntoComponents(text: String, absolute: Bool, components: [FilePattern.Component]) {
        let pattern = FilePattern(text)
        #expect(pattern.isAbsolute == absolute)
        #expect(pattern.components == components)
    }
}
