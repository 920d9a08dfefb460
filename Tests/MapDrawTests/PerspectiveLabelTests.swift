import MapCore
import Testing
@testable import MapDraw

/// A tilted scene camera and a picture size.
struct TiltedView: Sendable, CustomTestStringConvertible {
    /// What the case is.
    var name: String
    /// The camera: target latitude, longitude, altitude, heading and pitch.
    var camera: (latitude: Double, longitude: Double, altitude: Double, heading: Double, pitch: Double)
    /// The picture's size in pixels and its metrics (`show` or SVG).
    var width: Int
    var height: Int
    var terminal: Bool

    var testDescription: String { name }

    /// A scene over Yellowstone with bookmarks and labelled point graphics close together, seen
    /// from the camera.
    func session() throws -> Session {
        var session = Session()
        session.newGeoModel(.scene, basemap: .arcGISTopographic)
        for (name, latitude, longitude) in [("Old Faithful", 44.4605, -110.8281), ("Grand Prismatic Spring", 44.525, -110.838),
                                            ("Yellowstone Lake", 44.42, -110.37), ("West Thumb", 44.416, -110.573),
                                            ("Canyon Village", 44.735, -110.49), ("Lake Village", 44.55, -110.40),
                                            ("Fishing Bridge", 44.565, -110.37)] {
            _ = try session.addBookmark(named: name, viewpoint: viewpoint(latitude, longitude, 6000))
        }
        try session.addGraphic(.point(position(44.43, -110.40), label: "Bridge Bay"))
        try session.addGraphic(.point(position(44.47, -110.55), label: "Lake Lodge"))
        try session.setCamera(try Camera(latitude: camera.latitude, longitude: camera.longitude, altitude: camera.altitude,
                                         heading: camera.heading, pitch: camera.pitch))
        return session
    }
}

/// Issue 36, item 10: labels of a tilted scene were placed on the ground from above and laid on
/// the screen by the perspective, which shrinks the ground but not the text, so they met
/// (`show` wrote "Yellowstone ake", one label over another) and a place name sat under the
/// caption. Each is now kept only where it is clear of the labels kept before, of the caption
/// and the north arrow, and of the session's markers.
@Suite struct PerspectiveLabelTests {
    static let views = [
        TiltedView(name: "show, pitch 60", camera: (44.2, -110.6, 30000, 20, 60), width: 160, height: 96, terminal: true),
        TiltedView(name: "show, pitch 75, looking north", camera: (44.1, -110.5, 20000, 0, 75), width: 160, height: 96, terminal: true),
        TiltedView(name: "show, wide, pitch 70", camera: (44.3, -110.7, 40000, 45, 70), width: 240, height: 96, terminal: true),
        TiltedView(name: "svg, pitch 60", camera: (44.2, -110.6, 30000, 20, 60), width: 800, height: 600, terminal: false),
        TiltedView(name: "svg, pitch 78, far", camera: (44.0, -110.6, 60000, 10, 78), width: 800, height: 600, terminal: false),
        TiltedView(name: "svg, small, pitch 70", camera: (44.2, -110.6, 30000, 350, 70), width: 400, height: 300, terminal: false),
    ]

    /// The boxes of a picture's texts (the caption's and the map's), with their layer.
    static func boxes(_ picture: Picture, metrics: PictureMetrics) -> [(layer: String, text: String, box: LabelBox)] {
        let placer = LabelPlacer(metrics: metrics, width: Double(picture.width), height: Double(picture.height))
        return picture.layers.filter { $0.id != "north-arrow" }.flatMap { layer in
            layer.items.compactMap { item -> (String, String, LabelBox)? in
                guard case .text(let text) = item else { return nil }
                var box = placer.box(of: text)
                if layer.id == "caption" { box.maxX = box.minX + metrics.width(of: text.text) * text.size / metrics.fontSize }
                return (layer.id, text.text, box)
            }
        }
    }

    @Test(arguments: views)
    func labelsKeepClearOfEachOtherAndOfTheCaption(_ view: TiltedView) throws {
        let metrics: PictureMetrics = view.terminal ? .terminal : .svg
        let picture = PictureBuilder.picture(of: try view.session(), width: view.width, height: view.height, metrics: metrics)
        #expect(picture.title.contains("perspective"), "\(picture.title)")
        let boxes = Self.boxes(picture, metrics: metrics)
        #expect(boxes.filter { $0.layer != "caption" }.count >= 2, "\(view.name): some labels are drawn")
        for (index, first) in boxes.enumerated() {
            for second in boxes[(index + 1)...] where first.box.overlaps(second.box) {
                Issue.record("\(view.name): '\(first.text)' (\(first.layer)) and '\(second.text)' (\(second.layer)) overlap")
            }
        }
        guard view.terminal else { return }
        // In the terminal, every label kept is written whole.
        let text = BrailleRenderer.cells(of: picture).plainText
        for box in boxes where box.layer != "caption" {
            #expect(text.contains(box.text), "\(view.name): '\(box.text)' is not written whole:\n\(text)")
        }
    }

    /// The same scene gives the same labels every time.
    @Test func theLabelsKeptAreTheSameEveryTime() throws {
        let view = Self.views[0]
        let pictures = try (0..<2).map { _ in
            PictureBuilder.picture(of: try view.session(), width: view.width, height: view.height, metrics: .terminal)
        }
        #expect(BrailleRenderer.cells(of: pictures[0]).plainText == BrailleRenderer.cells(of: pictures[1]).plainText)
    }
}
