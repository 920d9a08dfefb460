import MapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the map falls in a picture: projected metres (`projection`: Web Mercator, or plate
/// carrée for a WGS 84 map) to pixels for a viewpoint, turned counter-clockwise about the
/// centre by the rotation, as ArcGIS turns the map.
///
/// The picture shows the view's extent, scaled to fit when the picture's size differs from
/// the view's (the map fills the picture, so a picture of another shape shows more ground on
/// two sides). The world repeats every 360 degrees: `offsets` says which copies are in sight.
public struct MapFrame: Sendable {
    /// The picture's width in pixels.
    public let width: Double
    /// The picture's height in pixels.
    public let height: Double
    /// How the globe lies on the plane.
    public let projection: MapProjection
    /// The centre in projected metres.
    public let center: (x: Double, y: Double)
    /// Metres per pixel of the picture (projected).
    public let resolution: Double
    /// The rotation in degrees (counter-clockwise turn of the map; the view's heading).
    public let rotation: Double
    private let cosine: Double
    private let sine: Double
    /// What a grid projection's frame measures (nil in Web Mercator and plate carrée).
    let gridFrame: GridFrame?

    /// The width of the world in projected metres (the same in both projections).
    public static let worldWidth = 2 * Double.pi * Projection.radius

    /// The longitudes and latitudes a grid picture shows, with a margin of `GridFrame.margin`
    /// pixels; nil in Web Mercator and plate carrée, whose callers compute them from the plane.
    var geographicBox: GeoBox? { gridFrame?.box }

    /// The frame of `viewpoint` seen in `view`, drawn `width` x `height` pixels in `projection`.
    public init(viewpoint: Viewpoint, view: View, width: Int, height: Int, projection: MapProjection = .webMercator) {
        self.width = Double(width)
        self.height = Double(height)
        self.projection = projection
        center = projection.project(latitude: viewpoint.latitude, longitude: viewpoint.longitude)
        let fit = max(Double(view.width) / Double(width), Double(view.height) / Double(height))
        resolution = View.resolution(atScale: viewpoint.scale) * fit
        rotation = viewpoint.rotation
        let radians = viewpoint.rotation * Double.pi / 180
        cosine = cos(radians)
        sine = sin(radians)
        let (center, resolution, rotation) = (center, resolution, rotation)
        gridFrame = projection.grid.map {
            GridFrame(grid: $0, center: center, latitude: viewpoint.latitude, longitude: viewpoint.longitude, resolution: resolution,
                      rotation: rotation, width: Double(width), height: Double(height))
        }
    }

    /// This frame `width` pixels wide, about the same centre (the HTML page's world level:
    /// one copy of the world drawn, three shown).
    func widened(to width: Double) -> MapFrame {
        MapFrame(center: center, resolution: resolution, rotation: rotation, width: width, height: height, projection: projection)
    }

    /// A frame of `width` x `height` pixels centred on the projected point `center`, at
    /// `resolution` metres per pixel, turned by `rotation` degrees.
    init(center: (x: Double, y: Double), resolution: Double, rotation: Double, width: Double, height: Double,
         projection: MapProjection) {
        self.width = width
        self.height = height
        self.projection = projection
        self.center = center
        self.resolution = resolution
        self.rotation = rotation
        let radians = rotation * Double.pi / 180
        cosine = cos(radians)
        sine = sin(radians)
        gridFrame = projection.grid.flatMap { grid in
            grid.unproject(x: center.x, y: center.y).map {
                GridFrame(grid: grid, center: center, latitude: $0.latitude, longitude: $0.longitude, resolution: resolution,
                          rotation: rotation, width: width, height: height)
            }
        }
    }

    /// The projected point `pixels` right of and below the centre of the picture would show
    /// there (the inverse of `pixel(x:y:)`, relative to the centre).
    public func point(right: Double, down: Double) -> (x: Double, y: Double) {
        let turnedX = right * resolution, turnedY = -down * resolution
        return (center.x + turnedX * cosine + turnedY * sine, center.y - turnedX * sine + turnedY * cosine)
    }

    /// The pixel of the projected point `x`, `y`.
    public func pixel(x: Double, y: Double) -> PicturePoint {
        let dx = x - center.x, dy = y - center.y
        let turnedX = dx * cosine - dy * sine
        let turnedY = dx * sine + dy * cosine
        return PicturePoint(x: width / 2 + turnedX / resolution, y: height / 2 - turnedY / resolution)
    }

    /// The pixel of `latitude`, `longitude` (the copy of the world nearest the centre).
    public func pixel(latitude: Double, longitude: Double) -> PicturePoint {
        let point = projection.project(latitude: latitude, longitude: longitude)
        return pixel(x: point.x + nearestOffset(x: point.x), y: point.y)
    }

    /// Half the width and height, in metres, of the smallest north-up box holding the picture.
    public var halfEnvelope: (x: Double, y: Double) {
        let c = abs(cosine), s = abs(sine)
        return ((width * c + height * s) / 2 * resolution, (width * s + height * c) / 2 * resolution)
    }

    /// The multiples of the world's width to add to x values spanning `minX`...`maxX` so that
    /// each copy in sight is drawn (at most 8).
    /// A grid does not repeat: its one copy, whatever the x values.
    public func offsets(minX: Double, maxX: Double) -> [Double] {
        if projection.grid != nil { return [0] }
        let half = halfEnvelope.x
        let first = ((center.x - half - maxX) / Self.worldWidth).rounded(.up)
        let last = ((center.x + half - minX) / Self.worldWidth).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: min(last, first + 7), by: 1).map { $0 * Self.worldWidth }
    }

    /// Whether something within `bounds` (latitudes and unwrapped longitudes, in any copy of
    /// the world) may show in the picture or within `margin` pixels of it: false only when the
    /// box, projected, misses the north-up box around the turned picture widened by the
    /// margin, in every copy. Both projections keep the order of latitudes and of longitudes, so
    /// the projected box holds whatever the bounds hold.
    /// In a grid, the bounds are compared with the longitudes and latitudes the picture shows.
    public func mayShow(_ bounds: GeodesicBounds, margin: Double) -> Bool {
        if let gridFrame {
            return gridFrame.box.meets(GeoBox(west: bounds.minLongitude, south: bounds.minLatitude,
                                              east: max(bounds.minLongitude, bounds.maxLongitude), north: bounds.maxLatitude))
        }
        let half = halfEnvelope, pad = margin * resolution
        let south = projection.project(latitude: bounds.minLatitude, longitude: bounds.minLongitude)
        let north = projection.project(latitude: bounds.maxLatitude, longitude: bounds.maxLongitude)
        guard north.y >= center.y - half.y - pad && south.y <= center.y + half.y + pad else { return false }
        // Some whole number of worlds k with west + k W <= right and east + k W >= left.
        let left = center.x - half.x - pad, right = center.x + half.x + pad
        return ((left - north.x) / Self.worldWidth).rounded(.up) <= ((right - south.x) / Self.worldWidth).rounded(.down)
    }

    /// Whether a geodesic within `stretch.bounds` lies within about `tolerance` pixels of the
    /// straight line between its ends (projected): when its box is that thin one way and,
    /// the other way, no longer than the straight line's by more than that, every point of
    /// it is within √2 `tolerance` of the line.
    /// In a grid, where boxes are not kept, only a stretch whose box spans at most `tolerance`
    /// pixels both ways is.
    public func isNearlyStraight(_ stretch: GeodesicStretch, tolerance: Double) -> Bool {
        if projection.grid != nil {
            let bounds = stretch.bounds
            guard bounds.maxLongitude - bounds.minLongitude < 360 else { return false }
            let corners = [(bounds.minLatitude, bounds.minLongitude), (bounds.minLatitude, bounds.maxLongitude),
                           (bounds.maxLatitude, bounds.minLongitude), (bounds.maxLatitude, bounds.maxLongitude)]
                .map { projection.project(latitude: $0.0, longitude: $0.1) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return false }
            return (maxX - minX) / resolution <= tolerance && (maxY - minY) / resolution <= tolerance
        }
        func size(_ bounds: GeodesicBounds) -> (x: Double, y: Double) {
            guard bounds.maxLongitude - bounds.minLongitude < 360 else { return (.infinity, .infinity) }
            let low = projection.project(latitude: bounds.minLatitude, longitude: bounds.minLongitude)
            let high = projection.project(latitude: bounds.maxLatitude, longitude: bounds.maxLongitude)
            return ((high.x - low.x) / resolution, (high.y - low.y) / resolution)
        }
        let box = size(stretch.bounds), chord = size(stretch.chord)
        return (box.x <= tolerance && box.y - chord.y <= tolerance) || (box.y <= tolerance && box.x - chord.x <= tolerance)
    }

    /// The multiple of the world's width that brings `x` nearest the centre.
    public func nearestOffset(x: Double) -> Double {
        if projection.grid != nil { return 0 }
        return ((center.x - x) / Self.worldWidth).rounded() * Self.worldWidth
    }

    /// Picture degrees (clockwise from up) of a map direction `azimuth` (clockwise from true
    /// north); in a grid, turned by the meridian convergence at the centre.
    public func pictureDirection(ofAzimuth azimuth: Double) -> Double {
        let grid = gridFrame.map { azimuth + $0.northBearing } ?? azimuth
        var direction = (grid - rotation).truncatingRemainder(dividingBy: 360)
        if direction < 0 { direction += 360 }
        return direction
    }

    /// The ground metres one picture pixel spans at the centre's latitude (along a meridian).
    public var groundResolution: Double {
        if let gridFrame { return resolution * gridFrame.groundScale }
        return resolution * projection.groundScale(atY: center.y)
    }

    /// Whether a pixel lies in the picture, or within `margin` pixels of it.
    public func contains(_ point: PicturePoint, margin: Double = 0) -> Bool {
        point.x >= -margin && point.x <= width + margin && point.y >= -margin && point.y <= height + margin
    }
}
