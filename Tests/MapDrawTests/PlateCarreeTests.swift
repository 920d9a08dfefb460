import Testing
@testable import MapCore
@testable import MapDraw

/// Issue 24, 6.13: a WGS 84 map is drawn as the plate carrée it is: latitude is linear on the
/// picture, the view reaches the pole, and the scale bar measures along meridians.
struct PlateCarreeTests {
    @Test(arguments: [(SpatialReference.wgs84, MapProjection.plateCarree), (.webMercator, .webMercator)])
    func theMapsSpatialReferenceChoosesTheProjection(reference: SpatialReference, projection: MapProjection) {
        #expect(MapProjection(spatialReference: reference) == projection)
    }

    /// Equal steps of latitude are equal steps of picture height in plate carrée, not in Web
    /// Mercator.
    @Test func latitudeIsLinear() throws {
        let viewpoint = try Viewpoint(latitude: 60, longitude: 10, scale: 30_000_000)
        let frame = MapFrame(viewpoint: viewpoint, view: View(), width: 800, height: 600, projection: .plateCarree)
        let step = frame.pixel(latitude: 60, longitude: 10).y - frame.pixel(latitude: 65, longitude: 10).y
        let next = frame.pixel(latitude: 65, longitude: 10).y - frame.pixel(latitude: 70, longitude: 10).y
        #expect(abs(step - next) < 1e-9)
        #expect(abs(frame.pixel(latitude: 90, longitude: 10).y - (300 - 30 * Projection.metresPerDegree / frame.resolution)) < 1e-6)
        let mercator = MapFrame(viewpoint: viewpoint, view: View(), width: 800, height: 600)
        let mercatorStep = mercator.pixel(latitude: 60, longitude: 10).y - mercator.pixel(latitude: 65, longitude: 10).y
        let mercatorNext = mercator.pixel(latitude: 65, longitude: 10).y - mercator.pixel(latitude: 70, longitude: 10).y
        #expect(mercatorNext > mercatorStep * 1.1)
    }

    /// The scale bar measures along a meridian: true in plate carrée, 1 / cos(latitude) in Web
    /// Mercator.
    @Test func groundResolutionAlongMeridians() throws {
        let viewpoint = try Viewpoint(latitude: 60, longitude: 10, scale: 30_000_000)
        let plate = MapFrame(viewpoint: viewpoint, view: View(), width: 800, height: 600, projection: .plateCarree)
        let mercator = MapFrame(viewpoint: viewpoint, view: View(), width: 800, height: 600)
        #expect(plate.groundResolution == plate.resolution)
        #expect(abs(mercator.groundResolution - mercator.resolution * 0.5) < 1e-6)
    }
}
