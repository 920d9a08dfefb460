import Testing
@testable import MapCore

/// `pan` on a map in a grid moves the centre in the grid's own units, along its north and east
/// (the view's size times the fraction times the resolution in the grid's unit), through its
/// transformer; a centre the transformer cannot transform is an error and the view stays.
@Suite struct GridPanTests {
    /// An 800 x 600 view at 1:6000 (1.5875 m a pixel) on a map in `grid`, centred on 55, 24.
    func session(in grid: SpatialReference) throws -> Session {
        var session = Session()
        try session.newGeoModel(.map, basemap: nil, spatialReference: grid)
        session.go(to: vp(55, 24, 6000))
        return session
    }

    @Test(arguments: [
        (Session.Direction.east, 0.5, 400 * 1.5875, 0.0),
        (.west, 0.5, -400 * 1.5875, 0.0),
        (.north, 1, 0.0, 600 * 1.5875),
        (.south, 0.25, 0.0, -150 * 1.5875),
    ])
    func panMovesInGridUnits(direction: Session.Direction, fraction: Double, dx: Double, dy: Double) throws {
        for (unit, metres) in [(SpatialReference.Unit.linear(metresPerUnit: 1, name: "metre"), 1.0),
                               (.linear(metresPerUnit: usFoot, name: "US survey foot"), usFoot)] {
            let grid = defined(3346, unit: unit)
            var session = try session(in: grid)
            let before = try Projection.project(latitude: 55, longitude: 24, to: grid)
            try session.pan(direction, fraction: fraction)
            let after = try Projection.project(latitude: session.viewpoint.latitude, longitude: session.viewpoint.longitude, to: grid)
            #expect(close(after.x - before.x, dx / metres, 1e-6) && close(after.y - before.y, dy / metres, 1e-6),
                    "\(direction) in \(unit): moved \(after.x - before.x), \(after.y - before.y)")
        }
    }

    @Test func aCentreTheGridCannotTransformIsAnErrorAndTheViewStays() throws {
        var session = try session(in: defined(3413, transformer: LinearTransformer(scale: 1, limit: 80)))
        session.go(to: vp(85, 0, 6000))
        let before = session.viewpoint
        #expect(message { try session.pan(.north) }?.hasPrefix("cannot transform to or from Test grid (3413)") == true)
        #expect(session.viewpoint == before)
    }
}
