import Foundation
import Testing

/// Issue 23, item 8: whatever `save` and `export webmap` write, `load` and `import webmap` read
/// back. A value that a reader would refuse is refused where it enters; and save, load, save
/// gives the same bytes over generated sessions.
@Suite struct SaveReadsBackTests {
    /// A blank basemap style is refused by `gallery add` (the session reader refuses it), for
    /// every kind of blank. Each was accepted, and saved a file `load` refused, before the fix.
    @Test(arguments: ["\"\"", "\" \"", #""\u{a0}""#, #""\u{3000}""#, #""\u{85}""#, #""\t\n""#])
    func galleryAddRefusesABlankStyle(style: String) throws {
        let result = run("gallery add \"G\" style \(style)")
        let diagnostic = try #require(result.interpreter.collectedDiagnostics.first)
        #expect(diagnostic.id == .emptyName)
        #expect(diagnostic.message == "basemap style names cannot be empty")
        #expect(diagnostic.range?.start.column == 23)
    }

    /// A portal file's blank style is refused too (it was accepted, then `save` wrote a session
    /// file that `load` refused).
    @Test(arguments: [#"" ""#, #""\u3000""#, #""\u0085""#, #""""#])
    func portalFileRefusesABlankStyle(style: String) throws {
        try withFolder(["p.json": #"{"basemaps":[{"title":"A","style":\#(style)}]}"#]) { folder in
            let result = run("gallery load \"\(folder)/p.json\"")
            let diagnostic = try #require(result.interpreter.collectedDiagnostics.first)
            #expect(diagnostic.id == .invalidPortalFile)
            #expect(diagnostic.message.hasSuffix("basemaps[0].style (item 1): expected a non-empty string"))
        }
    }

    /// A view fitted to a vanishing extent at the corner of the world exports a web map that
    /// imports (its scale was 0 before the vanishing-extent fix), and the session file reads
    /// back byte for byte.
    @Test func aDegenerateExtentExportsAndSavesWhatReadsBack() throws {
        try withFolder { folder in
            let result = run("""
                goto extent((-90,-179.99999999999997), (-89.40450108368182, -180))
                bookmark add "corner"
                export webmap "\(folder)/w.json"
                save "\(folder)/a.json"
                import webmap "\(folder)/w.json"
                load "\(folder)/a.json"
                save "\(folder)/b.json"
                """)
            #expect(result.err == "")
            let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/a.json"))
            let second = try Data(contentsOf: URL(fileURLWithPath: folder + "/b.json"))
            #expect(first == second)
        }
    }

    /// Save, load, save is byte-identical over 150 generated sessions: random bookmarks (names
    /// with quotes, escapes, accents and CJK), views, basemaps, gallery items, graphics, waits,
    /// scenes and cameras, and location displays; a command the generator gets wrong is
    /// reported and the run goes on.
    @Test(arguments: 0..<150)
    func saveLoadSaveIsByteIdentical(seed: Int) throws {
        var generator = SessionScriptGenerator(seed: UInt64(seed))
        let script = generator.script(commands: 25)
        try withFolder { folder in
            let result = run(script + "\nsave \"\(folder)/a.json\"\nload \"\(folder)/a.json\"\nsave \"\(folder)/b.json\"",
                             keepGoing: true)
            let loadFailed = result.interpreter.collectedDiagnostics.contains { $0.range?.start.line ?? 0 > 25 }
            #expect(!loadFailed, "\(script)\n\(result.err)")
            // The generator writes mostly valid commands: the sessions are not empty.
            #expect(result.interpreter.collectedDiagnostics.count < 12, "\(result.err)")
            let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/a.json"))
            let second = try Data(contentsOf: URL(fileURLWithPath: folder + "/b.json"))
            #expect(first == second, "\(script)")
        }
    }
}

/// Random map-session scripts for round-trip tests: a small linear congruential generator
/// (Knuth's MMIX constants), so that every seed gives the same script on every run.
struct SessionScriptGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 6364136223846793005 &+ 1442695040888963407
    }

    /// The next random number below `bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    /// A random element of `items`.
    mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }

    /// A latitude,longitude pair, in range, with up to six decimals.
    mutating func coordinate() -> String {
        let latitude = Double(next(170_000_001)) / 1e6 - 85
        let longitude = Double(next(360_000_001)) / 1e6 - 180
        return "\(latitude),\(longitude)"
    }

    /// A string literal of a name, sometimes awkward.
    mutating func name() -> String {
        pick(["\"Home\"", "\"Old Faithful\"", "\"Caf\u{E9} \\\"Nord\\\"\"", "\"東京 \(next(100))\"", "\"tab\\there\"",
              "\"P\(next(1000))\"", "\"a\\u{1b}b\"", "\"x$y\"", "\"  spaced  \""])
    }

    /// `commands` random commands, one per line.
    mutating func script(commands: Int) -> String {
        (0..<commands).map { _ in command() }.joined(separator: "\n")
    }

    private mutating func command() -> String {
        switch next(16) {
        case 0, 1: return "bookmark add \(name()) at \(coordinate()) scale \(1 + next(50_000_000))"
                + (next(3) == 0 ? " rotation \(next(360))" : "")
        case 2: return "goto \(coordinate()) scale \(1 + next(100_000_000))"
        case 3: return "goto \(1 + next(4))"
        case 4: return pick(["zoom in", "zoom out", "zoom in by 3", "pan east", "pan north by 0.3", "rotate \(next(720) - 360)"])
        case 5: return "basemap use " + pick(["imagery", "dark-gray", "streets", "topographic", "oceans", "osm-standard", "1", "3"])
        case 6: return "gallery add \(name()) style " + pick(["imagery", "streets", "\"no-such-style\""])
            + (next(2) == 0 ? " wkid " + pick(["4326", "3857", "102100"]) : "")
            + (next(2) == 0 ? " description \(name())" : "")
        case 7: return "graphic add point \(coordinate()) color " + pick(["red", "\"#12ab34\"", "steelblue"])
            + (next(2) == 0 ? " label \(name())" : "")
        case 8: return "graphic add line \(coordinate()) to \(coordinate())" + (next(2) == 0 ? " to \(coordinate())" : "")
            + " width \(1 + next(9))"
        case 9: return "graphic add polygon \(coordinate()) to \(coordinate()) to \(coordinate()) fill " + pick(["yellow", "\"#00000080\""])
        case 10: return "wait \(next(20))"
        case 11: return pick(["location start at \(coordinate())", "location start at \(coordinate())", "location stop",
                              "location move \(coordinate()) heading \(next(360))", "autopan recenter", "autopan off", "autopan compass"])
        case 12: return pick(["scene new", "map new", "scene new basemap imagery", "map new basemap streets"])
        case 13: return "camera at \(coordinate()) altitude \(next(20_000)) heading \(next(360)) pitch \(next(90))"
        case 14: return pick(["bookmark remove 1", "bookmark move 1 to 1", "graphic remove 1", "gallery remove 1", "gallery reset"])
        default: return "view size \(1 + next(2000)) x \(1 + next(2000))"
        }
    }
}
