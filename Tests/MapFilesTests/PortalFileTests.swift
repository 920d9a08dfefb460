import Testing
import MapFiles
import MapFormats
#if canImport(Glibc)
import Glibc
#endif

/// A portal file that must be rejected with a message at a line and column.
struct PortalErrorCase: Sendable, CustomTestStringConvertible {
    let text: String
    let message: String
    let line: Int
    let column: Int
    init(_ text: String, _ message: String, _ line: Int, _ column: Int) {
        self.text = text
        self.message = message
        self.line = line
        self.column = column
    }
    var testDescription: String { message }
}

@Suite struct PortalFileTests {
    @Test func loadsAPortalFileFromDisk() throws {
        let path = "/tmp/mapfiles-\(getpid())-portal.json"
        defer { unlink(path) }
        try AtomicFile.write(Array(PortalFixture.text.utf8), to: path)
        let file = try PortalFile.parse(try AtomicFile.read(path))
        #expect(file.items == PortalFixture.items)
    }

    @Test func readsTheDocumentedExample() throws {
        let file = try PortalFile.parse(Array(PortalFixture.text.utf8))
        #expect(file.portal == "https://www.arcgis.com")
        #expect(file.items == PortalFixture.items)
    }

    @Test(arguments: [
        (#"{"basemaps": []}"#, PortalFile(items: [])),
        (#"{"portal": null, "basemaps": [{"title": " A ", "style": "x", "wkid": 4326.0, "thumbnail": null}]}"#,
         PortalFile(items: [PortalFile.Item(title: " A ", style: "x", wkid: 4326)])),
        (#"{"basemaps": [{"style": "s", "title": "Empty description", "description": ""}], "portal": ""}"#,
         PortalFile(portal: "", items: [PortalFile.Item(title: "Empty description", style: "s", description: "")])),
        ("\u{FEFF}{\"basemaps\": [{\"title\": \"Ünïcode 😀\", \"style\": \"streets\", \"wkid\": 102100}]}",
         PortalFile(items: [PortalFile.Item(title: "Ünïcode 😀", style: "streets", wkid: 102100)])),
    ] as [(String, PortalFile)])
    func readsValidFiles(_ text: String, _ expected: PortalFile) throws {
        #expect(try PortalFile.parse(Array(text.utf8)) == expected)
    }

    static let errors: [PortalErrorCase] = [
        PortalErrorCase("", "unexpected end of input", 1, 1),
        PortalErrorCase(#"{"basemaps": [}"#, "expected a value, found '}'", 1, 15),
        PortalErrorCase(#"{"basemaps": [], "basemaps": []}"#, "duplicate key 'basemaps'", 1, 18),
        PortalErrorCase("[]", "expected an object at the top level, found an array", 1, 1),
        PortalErrorCase(#"  "portal.json""#, "expected an object at the top level, found a string", 1, 3),
        PortalErrorCase("{}", "missing required key 'basemaps'", 1, 1),
        PortalErrorCase(#"{"basemap": []}"#, "unknown key 'basemap'; did you mean 'basemaps'?", 1, 2),
        PortalErrorCase(#"{"basemaps": [], "owner": "me"}"#, "unknown key 'owner'", 1, 18),
        PortalErrorCase(#"{"portal": 1, "basemaps": []}"#, "portal: expected a string, found a number", 1, 12),
        PortalErrorCase(#"{"basemaps": {}}"#, "basemaps: expected an array, found an object", 1, 14),
        PortalErrorCase(#"{"basemaps": null}"#, "basemaps: expected an array, found null", 1, 14),
        PortalErrorCase(#"{"basemaps": [1]}"#, "basemaps[0]: expected an object, found a number", 1, 15),
        PortalErrorCase(#"{"basemaps": [{"style": "streets"}]}"#, "basemaps[0]: missing required key 'title'", 1, 15),
        PortalErrorCase(#"{"basemaps": [{"title": "A"}]}"#, "basemaps[0]: missing required key 'style'", 1, 15),
        PortalErrorCase(
            #"{"basemaps": [{"titel": "A", "style": "streets"}]}"#,
            "basemaps[0]: unknown key 'titel'; did you mean 'title'?", 1, 16),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s", "WKID": 3}]}"#,
            "basemaps[0]: unknown key 'WKID'; did you mean 'wkid'?", 1, 44),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s", "descripton": "x"}]}"#,
            "basemaps[0]: unknown key 'descripton'; did you mean 'description'?", 1, 44),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s", "id": "x"}]}"#, "basemaps[0]: unknown key 'id'", 1, 44),
        PortalErrorCase(#"{"basemaps": [{"title": "", "style": "s"}]}"#, "basemaps[0].title: expected a non-empty string", 1, 25),
        PortalErrorCase(#"{"basemaps": [{"title": " \t ", "style": "s"}]}"#, "basemaps[0].title: expected a non-empty string", 1, 25),
        PortalErrorCase(#"{"basemaps": [{"title": 5, "style": "s"}]}"#, "basemaps[0].title: expected a string, found a number", 1, 25),
        PortalErrorCase(#"{"basemaps": [{"title": null, "style": "s"}]}"#, "basemaps[0].title: expected a string, found null", 1, 25),
        PortalErrorCase(#"{"basemaps": [{"title": "A", "style": ""}]}"#, "basemaps[0].style: expected a non-empty string", 1, 39),
        // A blank style would be saved in a session file that `load` refuses (issue 23, 8).
        PortalErrorCase(#"{"basemaps": [{"title": "A", "style": "  "}]}"#, "basemaps[0].style: expected a non-empty string", 1, 39),
        PortalErrorCase(#"{"basemaps": [{"title": "A", "style": true}]}"#, "basemaps[0].style: expected a string, found a boolean", 1, 39),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s", "description": 5}]}"#,
            "basemaps[0].description: expected a string, found a number", 1, 59),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s", "thumbnail": []}]}"#,
            "basemaps[0].thumbnail: expected a string, found an array", 1, 57),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s"}, {"title": "B", "style": "s", "wkid": -3}]}"#,
            "basemaps[1].wkid: expected a positive integer, found -3", 1, 82),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s", "wkid": 4326.5}]}"#,
            "basemaps[0].wkid: expected a positive integer, found 4326.5", 1, 52),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s", "wkid": 0}]}"#,
            "basemaps[0].wkid: expected a positive integer, found 0", 1, 52),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s", "wkid": 1e30}]}"#,
            "basemaps[0].wkid: expected a positive integer, found 1e+30", 1, 52),
        PortalErrorCase(
            #"{"basemaps": [{"title": "A", "style": "s", "wkid": "4326"}]}"#,
            "basemaps[0].wkid: expected a positive integer, found a string", 1, 52),
        // Positions across lines, in the documented example.
        PortalErrorCase(PortalFixture.misspelt, "basemaps[2]: unknown key 'titel'; did you mean 'title'?", 11, 7),
        PortalErrorCase(
            PortalFixture.text.replacingFirst(#""title": "Broken", "#, with: ""),
            "basemaps[3]: missing required key 'title'", 12, 5),
        PortalErrorCase(
            PortalFixture.text.replacingFirst("4326", with: "-3"),
            "basemaps[1].wkid: expected a positive integer, found -3", 10, 70),
        PortalErrorCase(
            PortalFixture.text.replacingFirst(#""imagery","#, with: #""imagery""#),
            #"expected ',' or '}' after an object member, found '"'"#, 10, 61),
    ]

    @Test(arguments: errors)
    func reportsErrors(_ test: PortalErrorCase) {
        #expect {
            _ = try PortalFile.parse(Array(test.text.utf8))
        } throws: { error in
            guard let error = error as? MapFileError else { return false }
            #expect(error.message == test.message)
            #expect(error.line == test.line)
            #expect(error.column == test.column)
            #expect(error.description == "\(test.line):\(test.column): \(test.message)")
            return true
        }
    }

    @Test func errorsCarryTheirKindPathAndOffset() throws {
        let text = PortalFixture.text.replacingFirst("4326", with: "-3")
        #expect {
            _ = try PortalFile.parse(Array(text.utf8))
        } throws: { error in
            guard let error = error as? MapFileError else { return false }
            #expect(error.kind == .expectedType(expected: "a positive integer", found: "-3"))
            #expect(error.path == ["basemaps", 1, "wkid"])
            #expect(Array(text.utf8)[error.position.offset...].starts(with: "-3".utf8))
            return true
        }
        let syntax = MapFileError(JSONError(.unexpectedEndOfInput, at: TextPosition(line: 1, column: 1, offset: 0)))
        #expect(syntax.kind == .syntax(.unexpectedEndOfInput) && syntax.path.isRoot)
    }

    @Test func writesFilesItReadsBack() throws {
        let file = try PortalFile.parse(Array(PortalFixture.text.utf8))
        #expect(try PortalFile.parse(file.bytes()) == file)
        let small = PortalFile(items: [PortalFile.Item(title: "Imagery", style: "imagery", wkid: 4326)])
        let expected = """
            {
              "basemaps": [
                {
                  "title": "Imagery",
                  "style": "imagery",
                  "wkid": 4326
                }
              ]
            }

            """
        #expect(String(decoding: try small.bytes(), as: UTF8.self) == expected)
        #expect(small.json == ["basemaps": [["title": "Imagery", "style": "imagery", "wkid": 4326]]])
    }

    @Test func listsItsKeys() {
        #expect(PortalFile.topLevelKeys == ["portal", "basemaps"])
        #expect(PortalFile.itemKeys == ["title", "style", "description", "thumbnail", "wkid"])
    }
}
