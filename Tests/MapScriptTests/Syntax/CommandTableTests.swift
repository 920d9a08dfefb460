import Testing
@testable import MapScriptSyntax

/// The command table is well formed, and what the parser, help and completion derive from it.
@Suite struct CommandTableTests {
    /// Topics and words are unique, statements are reserved keywords, every entry has an
    /// example that starts with one of its words, and every form's slots match its builder.
    @Test func entriesAreWellFormed() {
        let words = CommandTable.entries.flatMap(\.words)
        #expect(Set(words).count == words.count)
        for entry in CommandTable.entries {
            #expect(!entry.examples.isEmpty, "\(entry.words[0]) has no example")
            #expect(entry.kind == .command || Word.keywords.contains(entry.words[0]), "\(entry.words[0])")
            #expect(entry.kind == .statement || !entry.forms.isEmpty, "\(entry.words[0]) has no form")
            for example in entry.examples {
                let first = example.text.split(separator: " ").first.map(String.init) ?? ""
                #expect(entry.words.contains(first), "\(example.text) does not start with \(entry.words)")
            }
        }
        // Compiling the grammar checks that no form or clause is declared twice.
        #expect(CommandGrammar.shared.forms.count == CommandTable.entries.reduce(0) { $0 + $1.words.count * $1.forms.count })
    }

    /// The sub-words after a command's words, in table order: what "expected ..." lists and
    /// completion offers.
    @Test(arguments: [
        ("bookmark ", ["add", "list", "clear", "remove", "move", "rename"]),
        ("gallery style ", ["list", "grid", "automatic"]),
        ("camera ", ["at", "orbit", "tilt"]),
        ("graphic add ", ["point", "line", "polygon"]),
        ("export ", ["webmap", "geojson", "kml", "svg", "html"]),
    ])
    func subwords(text: String, expected: [String]) {
        #expect(Parser.expectation(after: text) == .words(expected))
    }

    /// What the parser expects after a command's text, as completion asks it.
    @Test(arguments: [
        ("goto ", Parser.Expectation.value(placeholder: "N|NAME|BOOKMARK|LAT,LON")),
        ("goto 1 ", .words(["scale", "rotation", "duration"])),
        ("goto 1 + ", .value(placeholder: "N|NAME|BOOKMARK|LAT,LON")),
        ("goto 1 scale ", .value(placeholder: "S")),
        ("bookmark move 1 ", .words(["to"])),
        ("bookmark add \"x\" rotation 5 ", .words(["at", "scale"])),
        ("graphic add line 1,2 ", .words(["to"])),
        ("graphic add line 1,2 to 3,4 ", .words(["to", "color", "width", "style", "label"])),
        ("graphic add polygon 1,2 to 3,4 ", .words(["to"])),
        ("graphic add line 1,2 to 3,4 color red ", .words(["width", "style", "label"])),
        ("measure 1,2 ", .words(["to"])),
        ("measure 1,2 to 3,4 ", .words([])),
        ("location start at 1,2 ", .words([])),
        ("location start ", .words(["at", "track"])),
        ("view size 800 ", .words(["x"])),
        ("show size 80 ", .words(["x"])),
        ("basemap use ", .value(placeholder: "STYLE|NAME|N")),
        ("gallery add \"x\" ", .words(["style", "wkid", "description", "thumbnail"])),
        ("quit ", .value(placeholder: "STATUS")),
        ("source ", .value(placeholder: "FILE")),
    ])
    func expectation(text: String, expected: Parser.Expectation) {
        #expect(Parser.expectation(after: text) == expected)
    }

    /// Outside commands the parser notes nothing: completion offers names.
    @Test(arguments: ["print ", "let x = ", "if ", "zzz "])
    func noExpectationOutsideCommands(text: String) {
        #expect(Parser.expectation(after: text) == nil)
    }

    /// Help shows each form from the table, with its placeholders and clauses.
    @Test(arguments: [
        ("bookmark", "bookmark move N|NAME to M"),
        ("graphic", "graphic add polygon LAT,LON to LAT,LON to LAT,LON [to ...] [fill C] [color C] [width PX] [style LINE] [label TEXT]"),
        ("gallery", "gallery add NAME style STYLE [wkid N] [description TEXT] [thumbnail PATH]"),
        ("location", "location start [at LAT,LON | track FILE]"),
        ("measure", "measure N|LABEL|LAT,LON [to LAT,LON]"),
        ("pan", "pan north|south|east|west [by F]"),
        ("quit", "quit [STATUS]"),
        ("viewpoint", "where"),
    ])
    func helpShowsTheForms(topic: String, line: String) throws {
        let found = try #require(HelpCatalog.topic(named: topic))
        #expect(found.forms.contains(line), "\(found.forms)")
    }
}
