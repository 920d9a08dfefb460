#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture's grid on the map, as a raster is read into it: `width` x `height` pixels centred on
/// a plane point, `resolution` plane units a pixel, turned by `rotation` degrees (the map turns
/// counter-clockwise, as ArcGIS's viewpoint rotation does). The plane is Web Mercator (metres,
/// EPSG:3857), or plate carrée for a map in WGS 84 (metres along the equator: degrees times
/// `metresPerDegree`, read as EPSG:4326), or a map's own spatial reference, which GDAL warps
/// the raster into.
public struct RasterView: Hashable, Sendable {
    /// The plane the centre and resolution are in.
    public enum Plane: Hashable, Sendable {
        /// Web Mercator (EPSG:3857), in metres.
        case webMercator
        /// Plate carrée of WGS 84 (EPSG:4326): metres along the equator, `metresPerDegree` a degree.
        case plateCarree(metresPerDegree: Double)
        /// A map's own spatial reference (`srs`: `EPSG:27700`, or its WKT), the plane in metres:
        /// its coordinates times `metresPerUnit` (as `MapDraw.GridProjection` lays it out).
        case grid(srs: String, metresPerUnit: Double)
    }

    /// The centre, in the plane's metres.
    public var centerX: Double, centerY: Double
    /// Plane metres a pixel.
    public var resolution: Double
    /// The view's rotation in degrees.
    public var rotation: Double
    /// The size in pixels.
    public var width: Int, height: Int
    /// The plane.
    public var plane: Plane

    /// A view.
    public init(centerX: Double, centerY: Double, resolution: Double, rotation: Double, width: Int, height: Int,
                plane: Plane = .webMercator) {
        self.centerX = centerX
        self.centerY = centerY
        self.resolution = resolution
        self.rotation = rotation
        self.width = width
        self.height = height
        self.plane = plane
    }

    /// The plane point at the middle of the pixel `column`, `row` (the same rule as the
    /// pictures' `MapFrame.point(right:down:)`).
    func point(column: Int, row: Int) -> (x: Double, y: Double) {
        point(x: Double(column) + 0.5, y: Double(row) + 0.5)
    }

    /// The plane point at the picture position `x`, `y` (pixels from the top-left corner).
    func point(x: Double, y: Double) -> (x: Double, y: Double) {
        let radians = rotation * Double.pi / 180
        let turnedX = (x - Double(width) / 2) * resolution, turnedY = -(y - Double(height) / 2) * resolution
        return (centerX + turnedX * cos(radians) + turnedY * sin(radians), centerY - turnedX * sin(radians) + turnedY * cos(radians))
    }

    /// The north-up box holding the view, in the plane's metres.
    var envelope: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let corners = [(0, 0), (width, 0), (0, height), (width, height)].map { point(x: Double($0.0), y: Double($0.1)) }
        return (corners.map(\.x).min()!, corners.map(\.y).min()!, corners.map(\.x).max()!, corners.map(\.y).max()!)
    }

    /// The target spatial reference GDAL warps into, and the factor from plane metres to its units.
    var target: (srs: String, unit: Double) {
        switch plane {
        case .webMercator: ("EPSG:3857", 1)
        case .plateCarree(let metresPerDegree): ("EPSG:4326", 1 / metresPerDegree)
        case .grid(let srs, let metresPerUnit): (srs, 1 / metresPerUnit)
        }
    }
}

/// Pixels read from a raster: row by row from the top, four bytes each (red, green, blue,
/// alpha; alpha 0 where the raster has no data).
public struct RasterPixels: Hashable, Sendable {
    /// The size in pixels.
    public var width: Int, height: Int
    /// The bytes, `width * height * 4`.
    public var rgba: [UInt8]

    /// Pixels.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Whether any pixel has some alpha.
    public var showsAnything: Bool {
        stride(from: 3, to: rgba.count, by: 4).contains { rgba[$0] != 0 }
    }
}
