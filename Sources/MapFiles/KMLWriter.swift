#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapCore
import MapFormats

/// Writes a session as KML 2.2 with Google's `gx` extension (namespace
/// `http://www.google.com/kml/ext/2.2`): a `Document` holding a `Folder` of the bookmarks as
/// `Placemark`s (each a `LookAt` and a `Point`), a `Folder` of the graphics as styled
/// `Placemark`s (see `graphics(_:into:)`), a `Folder` per visible feature layer (see
/// `layers(_:into:)`) and a `gx:Tour` whose `gx:Playlist` replays the
/// session's navigation: each `goto` a `gx:FlyTo` (its duration as given, `bounce` for the
/// first, `smooth` after), each `wait` a `gx:Wait`. All text is XML-escaped.
///
/// A `LookAt` looks at the viewpoint's centre (altitude 0, `relativeToGround`), straight down
/// (tilt 0), with heading = rotation (ArcGIS turns the map counter-clockwise by the rotation, so
/// the view's top faces that heading), from `range(for:in:)` metres.
public struct KMLWriter: Sendable {
    /// The vertical field of view the range assumes, in degrees: 60, the field of view Google
    /// Earth uses by default (applied here to the view's height).
    public static let verticalFieldOfView = 60.0

    /// A KML writer.
    public init() {}

    /// The LookAt range for `viewpoint` in `view`: the distance from which a camera with a
    /// vertical field of view of `verticalFieldOfView` degrees (fov) sees the ground the view's
    /// height shows at that scale:
    ///
    ///     range = H * r * cos(latitude) / (2 * tan(fov / 2)),   r = scale * 0.0254 / 96
    ///
    /// with H the view's height in pixels and r the Web Mercator metres per pixel;
    /// `cos(latitude)` turns Web Mercator metres into metres on the ground. With fov = 60
    /// degrees, `2 * tan(30)` is `2 / sqrt(3)`: 44.525,-110.838 at 1:6000 in an 800 x 600 view
    /// gives 952.5 m of projected height, 679.1 m on the ground, and a range of 588.1 m.
    public static func range(for viewpoint: Viewpoint, in view: View) -> Double {
        let groundHeight = Double(view.height) * View.resolution(atScale: viewpoint.scale)
            * cos(viewpoint.latitude * Double.pi / 180)
        return groundHeight / (2 * tan(verticalFieldOfView / 2 * Double.pi / 180))
    }

    /// The KML text of `session`.
    public func bytes(of session: Session, name: String = "MapScript session") -> [UInt8] {
        var out = XMLText()
        out.line(0, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        out.line(0, "<kml xmlns=\"http://www.opengis.net/kml/2.2\" xmlns:gx=\"http://www.google.com/kml/ext/2.2\">")
        out.line(1, "<Document>")
        out.element(2, "name", name)
        out.line(2, "<Folder>")
        out.element(3, "name", "Bookmarks")
        for bookmark in session.geoModel.bookmarks.bookmarks {
            let viewpoint = bookmark.viewpoint
            out.line(3, "<Placemark>")
            out.element(4, "name", bookmark.name)
            lookAt(viewpoint, view: session.view, depth: 4, into: &out)
            out.line(4, "<Point>")
            out.element(5, "coordinates", XMLText.number(viewpoint.longitude) + "," + XMLText.number(viewpoint.latitude) + ",0")
            out.line(4, "</Point>")
            out.line(3, "</Placemark>")
        }
        out.line(2, "</Folder>")
        graphics(session.graphics, into: &out)
        layers(session.layers, into: &out)
        out.line(2, "<gx:Tour>")
        out.element(3, "name", "Tour")
        out.line(3, "<gx:Playlist>")
        var first = true
        for step in session.tour {
            switch step {
            case .flyTo(let viewpoint, let duration):
                out.line(4, "<gx:FlyTo>")
                out.element(5, "gx:duration", XMLText.number(duration))
                out.element(5, "gx:flyToMode", first ? "bounce" : "smooth")
                lookAt(viewpoint, view: session.view, depth: 5, into: &out)
                out.line(4, "</gx:FlyTo>")
                first = false
            case .wait(let seconds):
                out.line(4, "<gx:Wait>")
                out.element(5, "gx:duration", XMLText.number(seconds))
                out.line(4, "</gx:Wait>")
            }
        }
        out.line(3, "</gx:Playlist>")
        out.line(2, "</gx:Tour>")
        out.line(1, "</Document>")
        out.line(0, "</kml>")
        return out.bytes
    }

    /// Writes the KML of `session` to `path` atomically.
    public func save(_ session: Session, to path: String) throws(MapFileExportError) {
        do { try AtomicFile.write(bytes(of: session), to: path) } catch { throw .file(error) }
    }

    /// A `LookAt` for `viewpoint`, its children in the order the KML 2.2 schema gives them.
    func lookAt(_ viewpoint: Viewpoint, view: View, depth: Int, into out: inout XMLText) {
        out.line(depth, "<LookAt>")
        out.element(depth + 1, "longitude", XMLText.number(viewpoint.longitude))
        out.element(depth + 1, "latitude", XMLText.number(viewpoint.latitude))
        out.element(depth + 1, "altitude", "0")
        out.element(depth + 1, "heading", XMLText.number(viewpoint.rotation))
        out.element(depth + 1, "tilt", "0")
        out.element(depth + 1, "range", XMLText.number(Self.range(for: viewpoint, in: view)))
        out.element(depth + 1, "altitudeMode", "relativeToGround")
        out.line(depth, "</LookAt>")
    }
}
