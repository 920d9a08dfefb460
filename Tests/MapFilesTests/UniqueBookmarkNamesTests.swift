import Testing
@testable import MapFiles

/// Issue 23, item 12: a web map's repeated bookmark names are made unique in linear time, with
/// one note however many are renamed (32,000 bookmarks named "Same" took 30 s and printed
/// 31,999 warnings).
@Suite struct UniqueBookmarkNamesTests {
    static func named(_ given: [String?]) -> (names: [String], notes: [String]) {
        var unique = UniqueBookmarkNames()
        let names = given.map { unique.name(for: $0) }
        return (names, unique.notes)
    }

    @Test(arguments: [
        ([" Spring ", "Lake"], ["Spring", "Lake"], [String]()),
        (["Same", "Same"], ["Same", "Same (2)"], ["bookmark 'Same' is renamed 'Same (2)': names must be unique"]),
        (["Same", "Same", "Same"], ["Same", "Same (2)", "Same (3)"],
         ["2 bookmarks are renamed: names must be unique (the first: 'Same' is renamed 'Same (2)')"]),
        (["Same", "Same (2)", "Same"], ["Same", "Same (2)", "Same (3)"],
         ["bookmark 'Same' is renamed 'Same (3)': names must be unique"]),
        (["", "  "], ["Untitled", "Untitled (2)"],
         ["2 bookmarks with no name are called 'Untitled', 'Untitled (2)'...",
          "bookmark 'Untitled' is renamed 'Untitled (2)': names must be unique"]),
        // A bookmark named "Untitled" is not one with no name.
        (["Untitled", " "], ["Untitled", "Untitled (2)"],
         ["a bookmark with no name is called 'Untitled'", "bookmark 'Untitled' is renamed 'Untitled (2)': names must be unique"]),
    ])
    func namesAndNotes(given: [String], names: [String], notes: [String]) {
        let result = Self.named(given)
        #expect(result.names == names)
        #expect(result.notes == notes)
    }

    /// A name read alone, as the web map writer reads an element to reuse it: trimmed, or
    /// `Untitled`, never renamed.
    @Test(arguments: [(" Spring ", "Spring"), ("", "Untitled"), ("\t ", "Untitled"), (nil, "Untitled"), ("Same (2)", "Same (2)")])
    func nameAlone(given: String?, name: String) {
        #expect(UniqueBookmarkNames.name(alone: given) == name)
    }

    @Test func thirtyTwoThousandAlikeGetOneNote() {
        let result = Self.named(Array(repeating: "Same", count: 32_000))
        #expect(Set(result.names).count == 32_000)
        #expect(result.names.last == "Same (32000)")
        #expect(result.notes == ["31999 bookmarks are renamed: names must be unique (the first: 'Same' is renamed 'Same (2)')"])
    }
}
