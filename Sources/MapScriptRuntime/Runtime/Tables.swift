import MapCore
import MapScriptSyntax
import TextSupport

/// The tables that `bookmark list` and `viewpoint` print.
enum Tables {
    /// `bookmark list`: position, name, centre, scale and rotation of every bookmark.
    static func bookmarks(_ bookmarks: some Collection<Bookmark>) -> String {
        guard !bookmarks.isEmpty else { return "no bookmarks\n" }
        var table = TextTable([
            .init(heading: "#", alignment: .right), .init(heading: "name", alignment: .left),
            .init(heading: "latitude", alignment: .right), .init(heading: "longitude", alignment: .right),
            .init(heading: "scale", alignment: .right), .init(heading: "rotation", alignment: .right),
        ])
        for (index, bookmark) in bookmarks.enumerated() {
            let viewpoint = bookmark.viewpoint
            table.add([String(index + 1), bookmark.name, degrees(viewpoint.latitude), degrees(viewpoint.longitude),
                       NumberFormat.scale(viewpoint.scale), number(viewpoint.rotation)])
        }
        return table.text
    }

    /// `viewpoint`: the centre, scale, rotation and the visible extent (the envelope of the
    /// rotated view) in the map's spatial reference (Web Mercator, said to be assumed, while
    /// the map has none yet); on a scene, also the camera and the point it looks at.
    static func viewpoint(_ session: Session) throws(MapError) -> String {
        let viewpoint = session.viewpoint
        let reference = session.geoModel.spatialReference ?? .webMercator
        let extent = try session.view.extent(of: viewpoint, in: reference)
        var label = "\(reference)"
        if session.geoModel.spatialReference == nil {
            label += ", assumed: the \(session.geoModel.kind) has no basemap yet"
        }
        return keyValues([
            ("center", degrees(viewpoint.latitude) + "," + degrees(viewpoint.longitude)),
            ("scale", NumberFormat.scale(viewpoint.scale)),
            ("rotation", number(viewpoint.rotation)),
            ("view", "\(session.view.width) x \(session.view.height) px"),
            ("extent", label),
            ("  xmin", number(extent.xmin)),
            ("  ymin", number(extent.ymin)),
            ("  xmax", number(extent.xmax)),
            ("  ymax", number(extent.ymax)),
        ] + (session.camera.map(GeoValues.cameraLines) ?? []))
    }

    /// Lines of `key  value`, the values aligned (control characters in a value written as
    /// escapes: a basemap's name may come from a file).
    static func keyValues(_ pairs: [(String, String)]) -> String {
        let width = pairs.map(\.0.count).max() ?? 0
        return pairs.map { $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1.escapingControlCharacters + "\n" }.joined()
    }

    private static func number(_ value: Double) -> String { NumberFormat.shortest(value) }

    private static func degrees(_ value: Double) -> String { NumberFormat.degrees(value) }

    /// `where`: the centre at table precision, the scale and the rotation on one line.
    static func place(_ viewpoint: Viewpoint) -> String {
        degrees(viewpoint.latitude) + "," + degrees(viewpoint.longitude)
            + " " + NumberFormat.scale(viewpoint.scale) + " rotation " + number(viewpoint.rotation)
    }
}
