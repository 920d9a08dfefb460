import MapCore
import Testing

@Suite struct TourTests {
    @Test func recordsGotosAndWaitsInOrder() throws {
        var session = Session()
        let a = try Viewpoint(latitude: 1, longitude: 2, scale: 3000, rotation: 10)
        try session.go(to: a, duration: 3)
        try session.wait(2)
        session.go(to: .world)
        #expect(Array(session.tour) == [.flyTo(a, duration: 3), .wait(2), .flyTo(.world, duration: 0)])
        #expect(session.clock == 5)
        #expect(session.viewpoint == .world)
    }

    @Test func aBadDurationChangesNothing() throws {
        var session = Session()
        #expect(throws: MapError.invalidDuration(-1)) { try session.go(to: .world, duration: -1) }
        #expect(throws: MapError.invalidDuration(.infinity)) { try session.wait(.infinity) }
        #expect(session.tour.isEmpty && session.clock == 0)
    }

    @Test(arguments: [false, true]) func newMapOrSceneClearsIt(scene: Bool) throws {
        var session = Session()
        try session.wait(1)
        if scene { session.newGeoModel(.scene) } else { session.newGeoModel(.map) }
        #expect(session.tour.isEmpty)
    }

    @Test func manyStepsAcrossChunks() throws {
        var tour = Tour()
        for index in 0..<10_000 {
            tour.append(index % 3 == 0 ? .wait(Double(index)) : .flyTo(.world, duration: Double(index % 2)))
        }
        #expect(tour.count == 10_000)
        #expect(tour[9_999] == .wait(9_999))
        #expect(tour[4_097] == .flyTo(.world, duration: 1))
        #expect(tour == Tour(Array(tour)))
    }
}
