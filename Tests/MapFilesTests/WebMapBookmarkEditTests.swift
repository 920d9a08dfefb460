import MapCore
import MapFiles
import MapFormats
import Testing

/// Issue 33 (1): editing one bookmark of an imported web map keeps the others as they came,
/// members MapScript does not model and all; only the bookmarks no element reads to are
/// generated.
@Suite struct WebMapBookmarkEditTests {
    let writer = WebMapWriter(appVersion: "0.1.0")

    /// Three bookmarks with members MapScript does not model: a `thumbnail`, a vendor member,
    /// `timeExtent`, members inside `extent`, a rotation written -90 (read as 270).
    static let threeBookmarks = """
        [{"name":"Old Faithful","thumbnail":{"url":"https://example.com/old-faithful.png"},\
        "extent":{"xmin":-12339064.7,"ymin":5546573.6,"xmax":-12337794.7,"ymax":5547526.1,"spatialReference":{"wkid":102100},"zmin":0,"zmax":0},\
        "viewpoint":{"targetGeometry":{"xmin":-12339064.7,"ymin":5546573.6,"xmax":-12337794.7,"ymax":5547526.1,"spatialReference":{"wkid":102100}},"scale":6000,"rotation":0},\
        "x-vendor":{"pinned":true}},\
        {"name":"Norris Basin","timeExtent":[1262304000000,1293840000000],\
        "extent":{"xmin":-12312000,"ymin":5560000,"xmax":-12308000,"ymax":5563000,"spatialReference":{"wkid":102100,"latestWkid":3857},"mmin":1}},\
        {"name":"Mammoth","thumbnail":{"url":"https://example.com/mammoth.png"},"x-vendor":7,\
        "viewpoint":{"targetGeometry":{"xmin":-12318000,"ymin":5585000,"xmax":-12314000,"ymax":5588000},"scale":24000,"rotation":-90}}]
        """

    /// A web map with `bookmarks` (JSON text) and a basemap of its own.
    static func webMap(bookmarks: String) -> String {
        #"{"version":"2.30","spatialReference":{"wkid":102100,"latestWkid":3857},"baseMap":{"title":"Mine","baseMapLayers":[]},"bookmarks":"#
            + bookmarks + "}"
    }

    /// A new session with the web map of `bookmarks` imported, and the list as it came.
    static func imported(bookmarks: String) throws -> (Session, [JSONValue]) {
        let text = webMap(bookmarks: bookmarks)
        var session = Session()
        try WebMapReader(view: session.view).read(Array(text.utf8)).apply(to: &session)
        let given = try #require(try JSONParser().parse(Array(text.utf8))["bookmarks"]?.arrayValue)
        return (session, given)
    }

    /// What stands at a place of the exported list.
    enum Slot: Sendable, Equatable {
        /// The given element at this index, as it came.
        case given(Int)
        /// A bookmark generated from the session, named so.
        case generated(String)
    }

    /// An edit made through the Session API, and the exported list it leads to.
    struct Edit: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var bookmarks: String = WebMapBookmarkEditTests.threeBookmarks
        var apply: @Sendable (inout Session) throws -> Void
        var expected: [Slot]
    }

    static let edits: [Edit] = [
        Edit(testDescription: "add one at the end", apply: { session in
            try session.addBookmarkAt("Lone Star Geyser", 44.42, -110.80, 5000)
        }, expected: [.given(0), .given(1), .given(2), .generated("Lone Star Geyser")]),
        Edit(testDescription: "add one at the front", apply: { session in
            try session.addBookmark(named: "West Thumb", viewpoint: Viewpoint(latitude: 44.41, longitude: -110.57, scale: 8000), at: 1)
        }, expected: [.generated("West Thumb"), .given(0), .given(1), .given(2)]),
        Edit(testDescription: "remove the second", apply: { session in
            try session.removeBookmark(at: 2)
        }, expected: [.given(0), .given(2)]),
        Edit(testDescription: "rename the first", apply: { session in
            try session.renameBookmark(at: 1, to: "Old Faithful Geyser")
        }, expected: [.generated("Old Faithful Geyser"), .given(1), .given(2)]),
        Edit(testDescription: "move the third first", apply: { session in
            try session.moveBookmark(from: 3, to: 1)
        }, expected: [.given(2), .given(0), .given(1)]),
        Edit(testDescription: "change the second's viewpoint", apply: { session in
            let old = try session.removeBookmark(at: 2)
            try session.addBookmark(named: old.name, viewpoint: old.viewpoint.with(scale: 20000), at: 2)
        }, expected: [.given(0), .generated("Norris Basin"), .given(2)]),
        // The reader names the second "A" "A (2)", which that element read alone is not: written
        // as it came, it would come back "A", so "A (2)" is generated.
        Edit(testDescription: "add one to a list the reader renamed in", bookmarks: """
            [{"name":"A","thumbnail":1,"extent":{"xmin":0,"ymin":0,"xmax":1000,"ymax":1000}},\
            {"name":"A","thumbnail":2,"extent":{"xmin":0,"ymin":0,"xmax":2000,"ymax":2000}}]
            """, apply: { session in
            try session.addBookmarkAt("B", 10, 10, 9000)
        }, expected: [.given(0), .generated("A (2)"), .generated("B")]),
        Edit(testDescription: "no edit to a list the reader renamed in", bookmarks: """
            [{"name":"A","thumbnail":1,"extent":{"xmin":0,"ymin":0,"xmax":1000,"ymax":1000}},\
            {"name":"A","thumbnail":2,"extent":{"xmin":0,"ymin":0,"xmax":2000,"ymax":2000}}]
            """, apply: { _ in }, expected: [.given(0), .given(1)]),
        Edit(testDescription: "remove the first of two the reader told apart", bookmarks: """
            [{"name":"A","thumbnail":1,"extent":{"xmin":0,"ymin":0,"xmax":1000,"ymax":1000}},\
            {"name":"A","thumbnail":2,"extent":{"xmin":0,"ymin":0,"xmax":2000,"ymax":2000}}]
            """, apply: { session in
            try session.removeBookmark(at: 1)
        }, expected: [.generated("A (2)")]),
        // Names the reader trims, or gives: read alone, the elements give them too.
        Edit(testDescription: "add one after a spaced name and a missing one", bookmarks: """
            [{"name":"  Spaced  ","x":1,"extent":{"xmin":0,"ymin":0,"xmax":1000,"ymax":1000}},\
            {"x":2,"extent":{"xmin":0,"ymin":0,"xmax":2000,"ymax":2000}}]
            """, apply: { session in
            try session.addBookmarkAt("B", 10, 10, 9000)
        }, expected: [.given(0), .given(1), .generated("B")]),
    ]

    @Test(arguments: edits) func anEditKeepsTheOtherBookmarksAsTheyCame(edit: Edit) throws {
        let (imported, given) = try Self.imported(bookmarks: edit.bookmarks)
        var session = imported
        try edit.apply(&session)
        let exported = try writer.webMap(of: session)
        let written = try #require(exported["bookmarks"]?.arrayValue)
        #expect(written.count == edit.expected.count)
        for (element, slot) in zip(written, edit.expected) {
            switch slot {
            case .given(let index):
                #expect(element == given[index], "\(edit.testDescription): element \(index) is not as it came")
            case .generated(let name):
                #expect(element.objectValue?.map(\.key) == ["name", "extent", "viewpoint"])
                #expect(element["name"] == .string(name))
                #expect(!given.contains(element))
            }
        }
        // What is written reads back to the session's bookmarks: the kept ones exactly.
        let back = try WebMapReader(view: session.view).read(try writer.bytes(of: session)).bookmarks
        #expect(back.map(\.name) == session.geoModel.bookmarks.names)
        for (read, (bookmark, slot)) in zip(back, zip(session.geoModel.bookmarks.bookmarks, edit.expected)) {
            if case .given = slot { #expect(read == bookmark) }
            #expect(abs(read.viewpoint.scale - bookmark.viewpoint.scale) < 1e-6 * bookmark.viewpoint.scale)
        }
    }

    @Test func noEditWritesTheListByteForByte() throws {
        let (session, given) = try Self.imported(bookmarks: Self.threeBookmarks)
        let written = try #require(try writer.webMap(of: session)["bookmarks"])
        #expect(written == .array(given))
        #expect(try JSONWriter().bytes(written) == JSONWriter().bytes(.array(given)))
    }

    /// An element that does not read (set here behind the import's back) is not reused: its
    /// bookmark is generated, the others kept.
    @Test func anElementThatDoesNotReadIsNotReused() throws {
        let (imported, given) = try Self.imported(bookmarks: Self.threeBookmarks)
        var session = imported
        let broken: JSONValue = ["name": "Norris Basin", "extent": ["xmin": "west"]]
        guard case .object(var members)? = session.geoModel.webMapMembers,
              let index = members.firstIndex(where: { $0.key == "bookmarks" }) else {
            Issue.record("no bookmarks member")
            return
        }
        members[index].value = .array([given[0], broken, given[2]])
        session.setWebMapMembers(.object(members))
        let written = try #require(try writer.webMap(of: session)["bookmarks"]?.arrayValue)
        #expect(written.count == 3)
        #expect(written[0] == given[0] && written[2] == given[2])
        #expect(written[1] != broken && written[1]["name"] == "Norris Basin" && written[1]["thumbnail"] == nil)
    }

    @Test func removingEveryBookmarkWritesAnEmptyList() throws {
        var session = try Self.imported(bookmarks: Self.threeBookmarks).0
        session.removeAllBookmarks()
        #expect(try writer.webMap(of: session)["bookmarks"] == [])
    }
}
