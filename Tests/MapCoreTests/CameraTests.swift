import Testing
@testable import MapCore

// MARK: - Helpers

private func camera(
    _ latitude: Double, _ longitude: Double, _ altitude: Double, heading: Double = 0, pitch: Double = 0
) -> Camera {
    do { return try Camera(latitude: latitude, longitude: longitude, altitude: altitude, heading: heading, pitch: pitch) }
    catch { fatalError("invalid test camera: \(error)") }
}

private func at(_ latitude: Double, _ longitude: Double) -> GeodesicPosition {
    positions([(latitude, longitude)])[0]
}

// MARK: - From a viewpoint and back

/// Viewpoints and the altitude that shows them in an 800 x 600 view: the ground height
/// 600 px x scale x 0.0254 / 96 seen with a 60-degree vertical field of view,
/// altitude = ground / (2 tan 30°) = ground x √3 / 2.
@Test(arguments: [
    (44.525, -110.838, 6000.0, 0.0),
    (0, 0, Viewpoint.worldScale, 0),
    (-33.867, -63.985, 24000, 45),
    (89.9, 179.9, 1000, 300),
])
func cameraAboveAViewpoint(latitude: Double, longitude: Double, scale: Double, rotation: Double) {
    let viewpoint = vp(latitude, longitude, scale, rotation)
    let above = Camera(above: viewpoint, in: View())
    let ground = 600 * scale * 0.0254 / 96
    #expect(close(above.altitude, ground * 3.0.squareRoot() / 2, 1e-9 * ground))
    #expect(above.latitude == latitude && above.longitude == longitude)
    #expect(above.heading == rotation && above.pitch == 0 && above.roll == 0)
    // Straight down, it looks at the point below, at a distance of its altitude.
    let target = above.target
    #expect(close(target?.latitude ?? 99, latitude, 1e-9) && close(target?.longitude ?? 999, longitude, 1e-9))
    #expect(close(above.targetDistance ?? 0, above.altitude, 1e-6 * max(1, above.altitude / 1e6)))
    // And back.
    let back = above.viewpoint(in: View())
    #expect(close(back.latitude, latitude, 1e-9) && close(back.longitude, longitude, 1e-9))
    #expect(close(back.scale, scale, 1e-9 * scale) && back.rotation == rotation)
}

@Test func anAltitudeExample() {
    // 1:6000 in 800 x 600: 952.5 m of ground on the view's height, seen from 824.889 m.
    let above = Camera(above: vp(44.525, -110.838, 6000), in: View())
    #expect(abs(above.altitude - 824.889) < 0.0005)
}

// MARK: - What the camera looks at

@Test(arguments: [0.0, 45, 90, 180, 270])
func tiltedCameraLooksAhead(heading: Double) throws {
    // 1000 m up at 45 degrees: the target is about 1000 m away along the heading (the Earth's
    // curvature and the ellipsoid's shape change that by centimetres).
    let tilted = camera(10, 20, 1000, heading: heading, pitch: 45)
    let target = try #require(tilted.target)
    let line = Geodesic.wgs84.inverse(from: tilted.position, to: target)
    #expect(abs(line.distance - 1000) < 0.5, "ground distance \(line.distance)")
    #expect(abs(((line.azimuth1 - heading + 540).truncatingRemainder(dividingBy: 360)) - 180) < 1e-3)
    #expect(close(tilted.targetDistance ?? 0, 1000 * 2.0.squareRoot(), 0.5))
}

@Test(arguments: [90.0, 120, 180])
func aCameraAtOrAboveTheHorizonSeesNoGround(pitch: Double) {
    let level = camera(10, 20, 1000, pitch: pitch)
    #expect(level.target == nil && level.targetDistance == nil)
    // Its viewpoint is then centred below it.
    #expect(level.viewpoint(in: View()).latitude == 10)
}

@Test(arguments: [(0.0, 0.0, 0.0), (45, 45, 1000), (-89.5, 170, 2e7), (90, 0, 10), (-33, -63, -500)])
func ecefRoundTrip(latitude: Double, longitude: Double, height: Double) {
    let back = Camera.geodetic(Camera.ecef(latitude, longitude, height))
    #expect(close(back.latitude, latitude, 1e-11) && close(back.height, height, 1e-6))
    if abs(latitude) < 90 { #expect(close(back.longitude, longitude, 1e-11)) }
}

// MARK: - Placing, orbiting, tilting

@Test(arguments: [(30.0, 60.0, 5000.0), (200, 10, 300), (0, 80, 20000), (359, 0, 1e6)])
func lookingAtATarget(heading: Double, pitch: Double, distance: Double) throws {
    let target = at(44.46, -110.83)
    let placed = try Camera(lookingAt: target, distance: distance, heading: heading, pitch: pitch)
    let seen = try #require(placed.target)
    #expect(Geodesic.wgs84.distance(from: seen, to: target) < 1e-3)
    #expect(close(placed.targetDistance ?? 0, distance, 1e-3))
    // Seen from the camera the angles are the ones given, up to the Earth's curvature.
    let turn = abs((placed.heading - heading + 540).truncatingRemainder(dividingBy: 360) - 180)
    #expect(turn < distance / 1e5 + 1e-9 || pitch == 0)
    #expect(abs(placed.pitch - pitch) < distance / 1e5 + 1e-9)
}

@Test func orbitKeepsTargetAndDistance() throws {
    let start = try Camera(lookingAt: at(44.46, -110.83), distance: 3000, heading: 10, pitch: 60)
    var current = start
    for _ in 0..<4 {
        current = try current.orbited(by: 90)
        #expect(Geodesic.wgs84.distance(from: try #require(current.target), to: at(44.46, -110.83)) < 1e-3)
        #expect(close(current.targetDistance ?? 0, 3000, 1e-3))
    }
    #expect(close(current.heading, start.heading, 1e-6) && close(current.latitude, start.latitude, 1e-9))
    let quarter = try start.orbited(by: 90)
    #expect(abs(quarter.heading - 100) < 0.05 && abs(quarter.pitch - 60) < 0.05)
}

@Test func tiltToStraightDownPutsTheCameraAboveTheTarget() throws {
    let start = try Camera(lookingAt: at(44.46, -110.83), distance: 3000, heading: 10, pitch: 60)
    let down = try start.tilted(to: 0)
    #expect(close(down.latitude, 44.46, 1e-9) && close(down.longitude, -110.83, 1e-9))
    #expect(close(down.altitude, 3000, 1e-6) && down.pitch < 1e-6)
    let back = try down.tilted(to: 60)
    #expect(Geodesic.wgs84.distance(from: try #require(back.target), to: at(44.46, -110.83)) < 1e-3)
}

// MARK: - The session's camera

@Test func sessionCameraFollowsScenesAndViewpoints() throws {
    var session = Session()
    #expect(session.camera == nil)
    #expect(message { try session.setCamera(camera(0, 0, 100)) } == "the camera needs a scene: this is a map (use 'scene new')")
    #expect(message { try session.orbitCamera(by: 10) } == "the camera needs a scene: this is a map (use 'scene new')")
    session.newGeoModel(.scene)
    try session.addBookmark(named: "Grand Prismatic Spring", viewpoint: vp(44.525, -110.838, 6000, 30))
    session.go(to: try session.geoModel.bookmarks.bookmark(at: 1).viewpoint)
    // Going to a bookmark places the camera above its centre at the altitude of its scale.
    #expect(session.camera == Camera(above: vp(44.525, -110.838, 6000, 30), in: session.view))
    try session.moveCamera(to: at(44.5, -110.8), altitude: 2000, pitch: 45)
    let moved = try #require(session.camera)
    #expect(moved.altitude == 2000 && moved.pitch == 45 && moved.heading == 30)
    // The viewpoint is what the camera shows: centred on its target.
    let target = try #require(moved.target)
    #expect(close(session.viewpoint.latitude, target.latitude, 1e-12) && session.viewpoint.rotation == 30)
    try session.orbitCamera(by: 45)
    try session.tiltCamera(to: 10)
    #expect(abs((session.camera?.pitch ?? 0) - 10) < 0.01)
    // A gesture drops the camera set by hand: it is derived from the viewpoint again.
    try session.zoomIn()
    #expect(session.camera == Camera(above: session.viewpoint, in: session.view))
    session.newGeoModel(.map)
    #expect(session.camera == nil && session.sceneCamera == nil)
}

@Test func settingTheCameraTurnsAutoPanOff() throws {
    var session = Session()
    session.newGeoModel(.scene)
    session.startLocation(at: try LocationFix(latitude: 1, longitude: 1))
    session.setAutoPan(.recenter)
    try session.moveCamera(to: at(0, 0), altitude: 1000)
    #expect(session.locationDisplay.autoPanMode == .off)
}

// MARK: - Errors

@Test func cameraErrors() {
    let table: [(() throws(MapError) -> Void, String)] = [
        ({ () throws(MapError) in _ = try Camera(latitude: 0, longitude: 0, altitude: -20000) },
         "altitude -20000 is out of range [-11000, 100000000]"),
        ({ () throws(MapError) in _ = try Camera(latitude: 0, longitude: 0, altitude: .nan) },
         "altitude nan is out of range [-11000, 100000000]"),
        ({ () throws(MapError) in _ = try Camera(latitude: 0, longitude: 0, altitude: 1, pitch: 181) },
         "pitch 181 is out of range [0, 180]"),
        ({ () throws(MapError) in _ = try Camera(latitude: 0, longitude: 0, altitude: 1, pitch: -1) },
         "pitch -1 is out of range [0, 180]"),
        ({ () throws(MapError) in _ = try Camera(latitude: 0, longitude: 0, altitude: 1, heading: .infinity) },
         "angle must be a finite number of degrees, not inf"),
        ({ () throws(MapError) in _ = try Camera(latitude: -91, longitude: 0, altitude: 1) },
         "latitude -91 is out of range [-90, 90]"),
        ({ () throws(MapError) in _ = try Camera(lookingAt: at(0, 0), distance: 0, heading: 0, pitch: 0) },
         "distance must be a finite number of metres greater than 0, not 0"),
        ({ () throws(MapError) in _ = try camera(0, 0, 100, pitch: 95).orbited(by: 10) },
         "the camera looks above the horizon: there is no point to orbit or tilt about"),
        ({ () throws(MapError) in _ = try camera(0, 0, 100, pitch: 10).orbited(by: .nan) },
         "angle must be a finite number of degrees, not nan"),
        ({ () throws(MapError) in _ = try camera(0, 0, 100, pitch: 10).tilted(to: 90) },
         "tilt 90 is out of range [0, 90)"),
    ]
    for (body, expected) in table {
        #expect(message { try body() } == expected)
    }
}
