import Testing
@testable import MapCore

// MARK: - Helpers

/// A point graphic at latitude `n`, longitude 0, with `label`.
private func dot(_ n: Double, _ label: String? = nil) -> Graphic {
    do { return try Graphic.point(GeodesicPosition(latitude: n, longitude: 0), label: label) } catch {
        fatalError("invalid test graphic: \(error)")
    }
}

/// An overlay with points labelled "a", "b", "c" at latitudes 1, 2, 3.
private func abc() -> GraphicsOverlay {
    var overlay = GraphicsOverlay()
    for (n, label) in [(1.0, "a"), (2, "b"), (3, "c")] { try! overlay.add(dot(n, label)) }
    return overlay
}

private func labels(_ overlay: GraphicsOverlay) -> [String] {
    overlay.graphics.map { $0.label ?? "-" }
}

// MARK: - Editing

@Test func addAppendsOrInserts() throws {
    var overlay = abc()
    #expect(try overlay.add(dot(4, "d")) == 4)
    #expect(try overlay.add(dot(0), at: 1) == 1)
    #expect(labels(overlay) == ["-", "a", "b", "c", "d"])
    #expect(try overlay.add(dot(5)) == 6)  // unlabelled graphics may be many
    #expect(overlay.count == 6 && !overlay.isEmpty)
}

@Test(arguments: [
    (1, 3, ["b", "c", "a"]),
    (3, 1, ["c", "a", "b"]),
    (2, 2, ["a", "b", "c"]),
    (1, 2, ["b", "a", "c"]),
])
func moveLikeBookmarks(from: Int, to: Int, expected: [String]) throws {
    var overlay = abc()
    try overlay.move(from: from, to: to)
    #expect(labels(overlay) == expected)
}

@Test func removeByPositionAndLabel() throws {
    var overlay = abc()
    #expect(try overlay.remove(at: 2).label == "b")
    #expect(try overlay.remove(labeled: " c ").label == "c")
    #expect(labels(overlay) == ["a"])
    overlay.removeAll()
    #expect(overlay.isEmpty)
}

@Test func lookUpAndRelabel() throws {
    var overlay = abc()
    #expect(try overlay.graphic(at: 3).label == "c")
    #expect(try overlay.graphic(labeled: "b").points[0].latitude == 2)
    #expect(overlay.position(labeled: "c") == 3 && overlay.position(labeled: "z") == nil)
    try overlay.relabel(at: 1, to: "A")
    try overlay.relabel(at: 2, to: "b")  // its own label
    try overlay.relabel(at: 3, to: " ")
    #expect(labels(overlay) == ["A", "b", "-"])
}

/// An edit of an overlay that fails.
enum OverlayEdit: Sendable {
    case graphic(Int), remove(Int), move(Int, Int), removeLabeled(String), graphicLabeled(String)
    case add(String?, at: Int?), relabel(Int, String), removeFromEmpty

    func apply(to overlay: inout GraphicsOverlay) throws(MapError) {
        switch self {
        case .graphic(let n): _ = try overlay.graphic(at: n)
        case .remove(let n): _ = try overlay.remove(at: n)
        case .move(let from, let to): try overlay.move(from: from, to: to)
        case .removeLabeled(let label): _ = try overlay.remove(labeled: label)
        case .graphicLabeled(let label): _ = try overlay.graphic(labeled: label)
        case .add(let label, let position): try overlay.add(dot(9, label), at: position)
        case .relabel(let n, let label): try overlay.relabel(at: n, to: label)
        case .removeFromEmpty:
            overlay.removeAll()
            _ = try overlay.remove(at: 1)
        }
    }
}

@Test(arguments: [
    (OverlayEdit.graphic(4), "no graphic 4 (there are 3)"),
    (.remove(0), "no graphic 0 (there are 3)"),
    (.move(1, 9), "graphic position 9 is out of range [1, 3]"),
    (.removeLabeled("cc"), "no graphic labelled 'cc'; did you mean 'c'?"),
    (.graphicLabeled("zzz"), "no graphic labelled 'zzz'"),
    (.add("b", at: nil), "a graphic labelled 'b' already exists"),
    (.relabel(1, "c"), "a graphic labelled 'c' already exists"),
    (.add(nil, at: 5), "graphic position 5 is out of range [1, 4]"),
    (.removeFromEmpty, "no graphics"),
])
func overlayErrorsChangeNothing(edit: OverlayEdit, expected: String) {
    var overlay = abc()
    let before = overlay
    #expect(message { try edit.apply(to: &overlay) } == expected)
    if case .removeFromEmpty = edit { return }
    #expect(overlay == before)
}

@Test func sessionKeepsGraphicsAcrossNewMaps() throws {
    var session = Session()
    #expect(try session.addGraphic(dot(1, "a")) == 1)
    session.newGeoModel(.scene)
    #expect(session.graphics.count == 1)
    #expect(try session.graphics.graphic(at: 1).measure() == .point)
    #expect(try session.graphics.graphic(labeled: "a").measure() == .point)
    #expect(message { try session.graphics.graphic(at: 2).measure() } == "no graphic 2 (there is 1)")
}

// MARK: - Error messages

@Test(arguments: [
    (GraphicError.tooFewVertices(kind: .line, count: 1), "a line needs at least 2 vertices, not 1"),
    (.tooFewVertices(kind: .polygon, count: 2), "a polygon needs at least 3 vertices, not 2"),
    (.tooFewDistinctVertices(count: 2), "a polygon needs at least 3 distinct vertices, not 2"),
    (.selfIntersecting(1, 2, 3, 4), "the polygon crosses itself: edges 1-2 and 3-4 cross"),
    (.unknownColor("rd", suggestions: ["red"]), "unknown colour 'rd'; did you mean 'red'?"),
    (.invalidColor("#1"), "invalid colour '#1': expected #rgb, #rgba, #rrggbb or #rrggbbaa"),
    (.invalidSymbolSize(-1, what: "line width"), "line width must be a number of points in [0, 1000], not -1"),
    (.invalidSymbolSize(1001, what: "marker size"), "marker size must be a number of points in [0, 1000], not 1001"),
    (.invalidSpacing(0), "spacing must be a finite number of metres greater than 0, not 0"),
    (.invalidSegmentCount(0), "segment count 0 is out of range [1, 1000000]"),
    (.noGraphic(position: 2, count: 0), "no graphics"),
    (.noGraphic(position: 2, count: 1), "no graphic 2 (there is 1)"),
    (.noGraphicLabeled("x", suggestions: []), "no graphic labelled 'x'"),
    (.duplicateLabel("x"), "a graphic labelled 'x' already exists"),
    (.positionOutOfRange(position: 0, count: 2), "graphic position 0 is out of range [1, 3]"),
])
func graphicErrorMessages(error: GraphicError, expected: String) {
    // The message has no suggestions: they are the language's fix-its (shown as "did you mean").
    #expect(MapError.graphic(error).messageWithSuggestions == expected)
    #expect(MapError.graphic(error).suggestions == error.suggestions)
    #expect(!MapError.graphic(error).message.contains("did you mean"))
}

/// Adding many labelled graphics on top, then `graphic remove 1` until none are left: linear
/// overall (a label check that scanned every graphic, or a removal that shifted them all,
/// would take minutes here), with labels still found at their new positions.
@Test func addingAndRemovingManyGraphicsIsLinear() throws {
    let n = 100_000
    var overlay = GraphicsOverlay()
    for i in 0..<n { try overlay.add(dot(Double(i % 80), "g\(i)")) }
    #expect(throws: MapError.graphic(.duplicateLabel("g7"))) { try overlay.add(dot(1, "g7")) }
    var misplaced = 0
    for i in 0..<n {
        if try overlay.remove(at: 1).label != "g\(i)" { misplaced += 1 }
        if i % 25_000 == 0 && i + 1 < n {
            #expect(overlay.position(labeled: "g\(n - 1)") == n - i - 1)
            #expect(try overlay.graphic(labeled: "g\(i + 1)").label == "g\(i + 1)")
        }
    }
    #expect(overlay.isEmpty && misplaced == 0)
}
