import Testing
import MapCore

// The session is the only door to its parts: these tests import MapCore without @testable, so
// they can only read `geoModel`, `gallery`, `graphics`, `tour` and `viewpoint` and must change
// them through `Session` methods, as the language and the file readers do.

// MARK: - Bookmarks

/// One bookmark edit through the session.
enum BookmarkEdit: Sendable, CustomTestStringConvertible {
    case add(String, at: Int?), addAt(String, latitude: Double), remove(Int), removeNamed(String)
    case move(Int, to: Int), rename(Int, String), removeAll, replace([String])

    var testDescription: String { "\(self)" }

    func apply(to session: inout Session) throws {
        switch self {
        case .add(let name, let position): try session.addBookmark(named: name, at: position)
        case .addAt(let name, let latitude): try session.addBookmark(named: name, viewpoint: vp(latitude, 0, 6000))
        case .remove(let position): try session.removeBookmark(at: position)
        case .removeNamed(let name): try session.removeBookmark(named: name)
        case .move(let from, let to): try session.moveBookmark(from: from, to: to)
        case .rename(let position, let name): try session.renameBookmark(at: position, to: name)
        case .removeAll: session.removeAllBookmarks()
        case .replace(let names): session.replaceBookmarks(with: try BookmarkList(names.map { Bookmark(name: $0, viewpoint: .world) }))
        }
    }
}

@Test(arguments: [
    // edits on A, B, C (added in order at the current viewpoint), the names after, the error
    ([BookmarkEdit.add(" D ", at: 1)], ["D", "A", "B", "C"], nil),
    ([.addAt("E", latitude: 10)], ["A", "B", "C", "E"], nil),
    ([.remove(2)], ["A", "C"], nil),
    ([.removeNamed("C")], ["A", "B"], nil),
    ([.move(3, to: 1)], ["C", "A", "B"], nil),
    ([.rename(1, "Z")], ["Z", "B", "C"], nil),
    ([.removeAll], [], nil),
    ([.replace(["X", "Y"])], ["X", "Y"], nil),
    ([.add("B", at: nil)], ["A", "B", "C"], "a bookmark named 'B' already exists"),
    ([.remove(4)], ["A", "B", "C"], "no bookmark 4 (there are 3)"),
    ([.rename(1, "C")], ["A", "B", "C"], "a bookmark named 'C' already exists"),
    ([.move(1, to: 9)], ["A", "B", "C"], "bookmark position 9 is out of range [1, 3]"),
] as [([BookmarkEdit], [String], String?)])
func bookmarkEditsGoThroughTheSession(edits: [BookmarkEdit], names: [String], error: String?) throws {
    var session = Session()
    for name in ["A", "B", "C"] { try session.addBookmark(named: name) }
    var failure: String?
    for edit in edits { failure = message { try edit.apply(to: &session) } ?? failure }
    #expect(session.geoModel.bookmarks.names == names)
    #expect(failure == error)
    #expect(session.tour.isEmpty, "editing bookmarks is not navigation")
}

@Test func aBookmarkAddedAtAViewpointKeepsIt() throws {
    var session = Session()
    try session.addBookmark(named: "Spring", viewpoint: vp(44.525, -110.838, 6000, 30))
    #expect(try session.geoModel.bookmarks.bookmark(named: "Spring").viewpoint == vp(44.525, -110.838, 6000, 30))
    #expect(session.viewpoint == .world, "adding a bookmark does not move the view")
}

// MARK: - Gallery and graphics

@Test func galleryEditsGoThroughTheSession() throws {
    var session = Session()
    let count = session.gallery.items.count
    try session.addGalleryItem(BasemapGalleryItem(style: .osmStandard, name: "OSM"), at: 1)
    #expect(session.gallery.items.count == count + 1 && session.gallery.items[0].name == "OSM")
    #expect(try session.removeGalleryItem(named: "OSM").name == "OSM")
    #expect(try session.removeGalleryItem(at: 1).name != "OSM")
    try session.setGalleryStyle(.list)
    try session.replaceGalleryItems([BasemapGalleryItem(style: .arcGISNova, name: "Nova")], origin: .portal("p.json"))
    #expect(session.gallery.items.map(\.name) == ["Nova"] && session.gallery.origin == .portal("p.json"))
    session.resetGallery()
    #expect(session.gallery.items.count == count && session.gallery.style == .list)
    #expect(message { try session.removeGalleryItem(at: 99) } == "no gallery item 99 (there are \(count))")
}

@Test func graphicEditsGoThroughTheSession() throws {
    var session = Session()
    for label in ["a", "b", "c"] {
        try session.addGraphic(try Graphic.point(GeodesicPosition(latitude: 1, longitude: 2), label: label))
    }
    try session.moveGraphic(from: 3, to: 1)
    #expect(session.graphics.graphics.compactMap(\.label) == ["c", "a", "b"])
    #expect(try session.removeGraphic(at: 2).label == "a")
    #expect(message { try session.moveGraphic(from: 1, to: 5) } == "graphic position 5 is out of range [1, 2]")
    session.removeAllGraphics()
    #expect(session.graphics.isEmpty)
}

// MARK: - Restoring

@Test func restoringIsNotNavigation() throws {
    var session = Session()
    session.setAutoPan(.recenter)
    session.restore(viewpoint: vp(10, 20, 5000, 15))
    #expect(session.viewpoint == vp(10, 20, 5000, 15))
    #expect(session.tour.isEmpty && session.locationDisplay.autoPanMode == .recenter)
    let tour = Tour([.wait(2), .flyTo(vp(1, 2, 3000), duration: 1)])
    session.restore(tour: tour)
    #expect(session.tour == tour)
}
