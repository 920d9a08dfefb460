#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The map view's frame: its size in pixels at 96 DPI, which turns a scale into a resolution
/// and a viewpoint into a visible extent.
public struct View: Hashable, Sendable {
    /// The width in pixels, in `sizeRange`.
    public private(set) var width: Int
    /// The height in pixels, in `sizeRange`.
    public private(set) var height: Int

    /// The sizes a view may have, in pixels: 1...100000.
    public static let sizeRange = 1...100_000
    /// The dots per inch ArcGIS assumes for every screen.
    public static let dpi = 96.0
    /// Metres per inch.
    public static let metresPerInch = 0.0254

    /// The default 800 x 600 view.
    public init() {
        width = 800
        height = 600
    }

    /// A `width` x `height` pixel view; each must be in 1...100000.
    public init(width: Int, height: Int) throws(MapError) {
        guard Self.sizeRange.contains(width) else { throw .viewSizeOutOfRange(dimension: "width", value: width) }
        guard Self.sizeRange.contains(height) else { throw .viewSizeOutOfRange(dimension: "height", value: height) }
        self.width = width
        self.height = height
    }

    /// Map units per pixel at `scale`: `scale * 0.0254 / 96` metres.
    public static func resolution(atScale scale: Double) -> Double {
        scale * metresPerInch / dpi
    }

    /// The visible extent of `viewpoint` in `spatialReference`: the envelope of the ground the
    /// rotated view shows, the projected centre plus or minus `w/2 * r` and `h/2 * r`, with r
    /// the resolution at the viewpoint's scale and, for rotation a,
    /// `w = W|cos a| + H|sin a|` and `h = W|sin a| + H|cos a|` pixels (at rotation 0, the
    /// view's own W x H; at 90, H x W; at 45, a square of (W + H) / sqrt 2 on each side).
    ///
    /// In WGS 84 the extent is in degrees: the metres are turned into degrees with the
    /// equatorial metres per degree (`Projection.metresPerDegree`, 2 * pi * 6378137 / 360) in
    /// both directions, the way a plate carrée map shows the world, and latitudes stop at the
    /// poles (the view may reach past them; the ground does not). In any other spatial
    /// reference the resolution is in its unit (`SpatialReference.Unit`: metres over the unit's
    /// metres, so US feet for a state plane; degrees at the ellipsoid's equatorial metres per
    /// degree for a geographic one, which stops at the poles too). Throws `noProjection` for a
    /// generic spatial reference without a definition.
    public func extent(of viewpoint: Viewpoint, in spatialReference: SpatialReference) throws(MapError) -> Extent {
        let center = try Projection.project(
            latitude: viewpoint.latitude, longitude: viewpoint.longitude, to: spatialReference)
        var r = Self.resolution(atScale: viewpoint.scale)
        switch spatialReference.kind {
        case .webMercator: break
        case .wgs84: r /= Projection.metresPerDegree
        case .other: r /= spatialReference.definition?.unit.metres ?? 1
        }
        let (w, h) = envelope(rotation: viewpoint.rotation)
        let halfWidth = w / 2 * r
        let halfHeight = h / 2 * r
        var (ymin, ymax) = (center.y - halfHeight, center.y + halfHeight)
        if spatialReference.isGeographic {
            // No ground lies past the poles: the extent stops there (`goto 90,0` shows 54 to
            // 90 degrees of latitude, not to 125).
            (ymin, ymax) = (max(ymin, -90), min(ymax, 90))
        }
        return Extent(
            xmin: center.x - halfWidth, ymin: ymin, xmax: center.x + halfWidth, ymax: ymax,
            spatialReference: spatialReference)
    }

    /// The pixel size of the envelope of this view turned by `rotation` degrees:
    /// `(W|cos a| + H|sin a|) x (W|sin a| + H|cos a|)`; exactly W x H at 0 and 180, H x W at 90
    /// and 270 (no rounding noise from `cos` and `sin` there).
    public func envelope(rotation: Double) -> (width: Double, height: Double) {
        let (w, h) = (Double(width), Double(height))
        switch rotation {
        case 0, 180: return (w, h)
        case 90, 270: return (h, w)
        default:
            let radians = rotation * Double.pi / 180
            let (c, s) = (abs(cos(radians)), abs(sin(radians)))
            return (w * c + h * s, w * s + h * c)
        }
    }

    /// The viewpoint (rotation 0) that shows all of `extent` in this view: centred on the
    /// extent's centre, at the smallest scale whose resolution fits both its width and height,
    /// and no closer than 1:1 (`Session.minimumScale`: a vanishing extent, 1e-310 degrees
    /// across, would give a scale no picture can draw). An extent of no size is an error.
    public func viewpoint(fitting extent: Extent) throws(MapError) -> Viewpoint {
        var (w, h) = (extent.width, extent.height)
        switch extent.spatialReference.kind {
        case .webMercator: break
        case .wgs84:
            w *= Projection.metresPerDegree
            h *= Projection.metresPerDegree
        case .other:
            let metres = extent.spatialReference.definition?.unit.metres ?? 1
            (w, h) = (w * metres, h * metres)
        }
        let r = max(w / Double(width), h / Double(height))
        let center = try Projection.unproject(extent.center)
        let scale = r * Self.dpi / Self.metresPerInch
        return try Viewpoint(
            latitude: center.latitude, longitude: Projection.wrapLongitude(center.longitude),
            scale: scale > 0 ? max(scale, Session.minimumScale) : scale)
    }
}
