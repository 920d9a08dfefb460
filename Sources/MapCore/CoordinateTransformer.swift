/// The projection of a spatial reference that MapCore does not compute itself: between WGS 84
/// latitude and longitude and the spatial reference's own x and y (easting or longitude first,
/// whatever order its authority gives the axes).
///
/// MapCore does no I/O, so it cannot load PROJ: MapFiles implements this protocol with GDAL's
/// OSR (loaded on first use) and puts the transformer in the `SpatialReference.Definition` it
/// makes; every `Projection`, `View` and `Session` computation in that spatial reference then
/// goes through it. Web Mercator and WGS 84 are computed natively and never use one.
///
/// A transformer may be used from any thread (it is `Sendable`): an implementation over a
/// library that is not thread safe serialises its calls.
public protocol CoordinateTransformer: Sendable {
    /// The spatial reference's x and y at `latitude`, `longitude` (WGS 84 degrees). Throws
    /// `MapError.transformFailed` when the point cannot be transformed.
    func project(latitude: Double, longitude: Double) throws(MapError) -> (x: Double, y: Double)

    /// The WGS 84 latitude and longitude (degrees) of `x`, `y` in the spatial reference. Throws
    /// `MapError.transformFailed` when the point cannot be transformed.
    func unproject(x: Double, y: Double) throws(MapError) -> (latitude: Double, longitude: Double)

    /// The spatial reference's x and y of each of `points` (WGS 84 degrees), in order, nil for a
    /// point that cannot be transformed: one call for many points (a picture projects every
    /// vertex it draws). The default asks `project(latitude:longitude:)` point by point.
    func project(_ points: [(latitude: Double, longitude: Double)]) -> [(x: Double, y: Double)?]
}

extension CoordinateTransformer {
    /// `points` projected one at a time, nil where `project(latitude:longitude:)` throws.
    public func project(_ points: [(latitude: Double, longitude: Double)]) -> [(x: Double, y: Double)?] {
        points.map { try? project(latitude: $0.latitude, longitude: $0.longitude) }
    }
}
