#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import MapCore

// MARK: - Helpers

private func fix(
    _ latitude: Double, _ longitude: Double, course: Double? = nil, heading: Double? = nil,
    speed: Double? = nil, time: Double? = nil
) -> LocationFix {
    do {
        return try LocationFix(
            latitude: latitude, longitude: longitude, course: course, heading: heading, speed: speed, time: time)
    } catch { fatalError("invalid test fix: \(error)") }
}

/// The test's own screen geometry, independent of `LocationDisplay.screenOffset`: pixels right
/// of and above the centre of `viewpoint` (800 x 600 view) where `position` is shown.
private func onScreen(_ latitude: Double, _ longitude: Double, in viewpoint: Viewpoint) -> (right: Double, up: Double) {
    let r = viewpoint.scale * 0.0254 / 96
    let c = Projection.webMercator(latitude: viewpoint.latitude, longitude: viewpoint.longitude)
    let p = Projection.webMercator(latitude: latitude, longitude: longitude)
    let a = viewpoint.rotation * Double.pi / 180
    // Turn the map offset by the rotation: the top of the view faces bearing `rotation`.
    let east = (p.x - c.x) / r, north = (p.y - c.y) / r
    return (east * cos(a) - north * sin(a), east * sin(a) + north * cos(a))
}

/// The pixel offsets on a map at 1:24000 near Yellowstone: r = 6.35 m per pixel.
private let r24k = 24000 * 0.0254 / 96

/// A track near Yellowstone: each fix moves far enough, and turns, so that every mode's rule
/// shows. Pixel offsets are Web Mercator metres / 6.35 at 1:24000.
private let track: LocationTrack = {
    let start = Projection.webMercator(latitude: 44.5, longitude: -110.5)
    func at(_ dxPixels: Double, _ dyPixels: Double, course: Double?, heading: Double?, time: Double) -> LocationFix {
        let p = Projection.geographic(x: start.x + dxPixels * r24k, y: start.y + dyPixels * r24k)
        return fix(p.latitude, p.longitude, course: course, heading: heading, speed: 5, time: time)
    }
    return try! LocationTrack([
        at(0, 0, course: 0, heading: 10, time: 100),
        at(0, 100, course: 0, heading: 350, time: 110),  // inside the wander extent (150 px up)
        at(0, 160, course: 45, heading: 40, time: 120),  // outside it, measured from the first centre
        at(150, 160, course: 90, heading: 95, time: 130),  // 150 px east of the last: inside (200)
        at(400, 160, course: nil, heading: nil, time: 140),  // 250 px further: outside; course derived
    ])
}()

private func yellowstoneSession() -> Session {
    var session = Session()
    session.go(to: vp(44.5, -110.5, 24000))
    return session
}

// MARK: - Auto-pan rules on a track

@Test func recenterFollowsTheWanderExtent() throws {
    var session = yellowstoneSession()
    session.startLocation(track: track)
    session.setAutoPan(.recenter)
    // Each step: whether the view re-centred on the fix.
    let recentred = [false, true, false, true]
    var previous = session.viewpoint
    #expect(close(previous.latitude, track.fixes[0].latitude, 1e-12))
    for expected in recentred {
        try session.stepLocation()
        let fix = try #require(session.locationDisplay.location)
        let viewpoint = session.viewpoint
        if expected {
            #expect(viewpoint.latitude == fix.latitude && viewpoint.longitude == fix.longitude)
            let before = onScreen(fix.latitude, fix.longitude, in: previous)
            #expect(abs(before.right) > 200 || abs(before.up) > 150)
        } else {
            #expect(viewpoint == previous)
            let offset = onScreen(fix.latitude, fix.longitude, in: viewpoint)
            #expect(abs(offset.right) <= 200 && abs(offset.up) <= 150)
        }
        #expect(viewpoint.scale == 24000 && viewpoint.rotation == 0)
        previous = viewpoint
    }
}

@Test func recenterCountsRotation() {
    // 180 px east: inside an unrotated 800 x 600 view's wander extent (200), outside when the
    // view is turned 90 degrees (the east is then up, and the limit 150).
    let start = Projection.webMercator(latitude: 44.5, longitude: -110.5)
    let p = Projection.geographic(x: start.x + 180 * r24k, y: start.y)
    let east = fix(p.latitude, p.longitude)
    let view = View()
    #expect(LocationDisplay.autoPan(vp(44.5, -110.5, 24000), to: east, mode: .recenter, in: view) == vp(44.5, -110.5, 24000))
    let turned = LocationDisplay.autoPan(vp(44.5, -110.5, 24000, 90), to: east, mode: .recenter, in: view)
    #expect(turned.latitude == east.latitude && turned.longitude == east.longitude && turned.rotation == 90)
    #expect(close(LocationDisplay.screenOffset(of: east.position, from: vp(44.5, -110.5, 24000, 90), in: view).up, 180, 1e-6))
}

@Test func navigationPinsTheLocationAndTurnsTheCourseUp() throws {
    var session = yellowstoneSession()
    session.startLocation(track: track)
    session.setAutoPan(.navigation)
    var courses: [Double] = []
    for step in 0..<track.count {
        if step > 0 { try session.stepLocation() }
        let fix = try #require(session.locationDisplay.location)
        let viewpoint = session.viewpoint
        #expect(viewpoint.rotation == fix.course)
        // Horizontally centred, 0.125 x 600 = 75 px above the bottom: 225 px below the centre.
        let offset = onScreen(fix.latitude, fix.longitude, in: viewpoint)
        #expect(abs(offset.right) < 1e-6 && close(offset.up, -225, 1e-6), "step \(step): \(offset)")
        courses.append(viewpoint.rotation)
    }
    // The last fix had no course: it is the direction from the fix before (due east, turned a
    // little by the geodesic at this latitude).
    #expect(courses[0..<4] == [0, 0, 45, 90])
    #expect(abs(courses[4] - 90) < 0.1 && courses[4] != 90)
}

@Test func compassCentresAndTurnsToTheHeading() throws {
    var session = yellowstoneSession()
    session.startLocation(track: track)
    session.setAutoPan(.compassNavigation)
    for step in 0..<track.count {
        if step > 0 { try session.stepLocation() }
        let fix = try #require(session.locationDisplay.location)
        #expect(session.viewpoint.latitude == fix.latitude && session.viewpoint.longitude == fix.longitude)
        #expect(session.viewpoint.rotation == fix.heading)
        #expect(session.viewpoint.scale == 24000)
    }
    // The last fix had no heading: it is its course.
    #expect(session.locationDisplay.location?.heading == session.locationDisplay.location?.course)
    #expect([10, 350, 40, 95].map { Double($0) } == track.fixes[0..<4].map { $0.heading! })
}

@Test func offLeavesTheViewAlone() throws {
    var session = yellowstoneSession()
    session.startLocation(track: track)
    let before = session.viewpoint
    while (try? session.stepLocation()) != nil {}
    #expect(session.viewpoint == before)
    #expect(session.locationDisplay.trackPosition == track.count)
}

// MARK: - Gestures turn auto-pan off

/// A viewpoint change a user makes.
enum Gesture: String, CaseIterable, Sendable {
    case goto, gotoBookmark, zoomIn, zoomOut, zoomTo, rotateTo, rotateBy, pan

    func apply(to session: inout Session) throws {
        switch self {
        case .goto: session.go(to: vp(10, 10, 5000))
        case .gotoBookmark: session.go(to: try session.geoModel.bookmarks.bookmark(at: 1).viewpoint)
        case .zoomIn: try session.zoomIn()
        case .zoomOut: try session.zoomOut()
        case .zoomTo: try session.zoom(toScale: 1000)
        case .rotateTo: try session.rotate(to: 30)
        case .rotateBy: try session.rotate(by: 30)
        case .pan: try session.pan(.north)
        }
    }
}

@Test(arguments: Gesture.allCases)
func gesturesTurnAutoPanOff(gesture: Gesture) throws {
    for mode in [LocationDisplay.AutoPanMode.recenter, .navigation, .compassNavigation] {
        var session = yellowstoneSession()
        try session.addBookmark(named: "Here")
        session.startLocation(track: track)
        session.setAutoPan(mode)
        #expect(session.locationDisplay.autoPanMode == mode)
        try gesture.apply(to: &session)
        #expect(session.locationDisplay.autoPanMode == .off)
        // The next fix no longer moves the view.
        let after = session.viewpoint
        try session.stepLocation()
        #expect(session.viewpoint == after)
    }
}

// MARK: - The clock plays a timed track

@Test func waitingPlaysTheTrack() throws {
    var session = yellowstoneSession()
    try session.advanceClock(by: 5)
    session.startLocation(track: track)  // fix times 0, 10, 20, 30, 40 from clock 5
    session.setAutoPan(.compassNavigation)
    try session.advanceClock(by: 9.5)
    #expect(session.locationDisplay.trackPosition == 1)
    try session.advanceClock(by: 0.5)
    #expect(session.locationDisplay.trackPosition == 2)
    #expect(session.viewpoint.rotation == 350)
    try session.stepLocation()  // ahead of the clock
    try session.advanceClock(by: 10)  // clock 25: fix 3 is due, but the display is there already
    #expect(session.locationDisplay.trackPosition == 3)
    try session.advanceClock(by: 100)
    #expect(session.locationDisplay.trackPosition == 5)
    #expect(session.viewpoint.latitude == track.fixes[4].latitude)
    #expect(message { try session.stepLocation() } == "the track has no more fixes (it has 5)")
}

@Test func untimedTracksMoveOnlyByStep() throws {
    var session = Session()
    let untimed = try LocationTrack([fix(1, 1), fix(2, 2)])
    #expect(!untimed.isTimed && untimed.duration == 0)
    session.startLocation(track: untimed)
    try session.advanceClock(by: 1000)
    #expect(session.locationDisplay.trackPosition == 1)
    try session.stepLocation()
    #expect(session.locationDisplay.location?.latitude == 2)
}

@Test func trackTimesAreRebased() throws {
    #expect(track.fixes.map { $0.time! } == [0, 10, 20, 30, 40])
    #expect(track.duration == 40 && track.isTimed)
    #expect(track.index(at: -1) == 0 && track.index(at: 10) == 1 && track.index(at: 39.9) == 3 && track.index(at: 1e9) == 4)
    let same = try LocationTrack([fix(1, 1, time: 5), fix(2, 2, time: 5), fix(3, 3, time: 6)])
    #expect(same.index(at: 0) == 1)  // the later of equal times wins
}

// MARK: - Feeding fixes by hand

@Test func startMoveStop() throws {
    var session = Session()
    #expect(!session.locationDisplay.isStarted && session.locationDisplay.autoPanMode == .off)
    session.startLocation(at: fix(44.5, -110.5, speed: 3))
    session.setAutoPan(.recenter)
    #expect(session.viewpoint.latitude == 44.5 && session.viewpoint.longitude == -110.5)
    try session.moveLocation(to: fix(44.6, -110.5, heading: 270))
    let location = try #require(session.locationDisplay.location)
    #expect(close(location.course ?? -1, 0, 1e-9))  // due north, derived
    #expect(location.heading == 270 && location.speed == nil)
    session.stopLocation()
    #expect(!session.locationDisplay.isStarted && session.locationDisplay.location != nil)
    #expect(message { try session.moveLocation(to: fix(0, 0)) } == "the location display is not started")
    #expect(message { try session.stepLocation() } == "the location display is not started")
    session.startLocation(at: fix(0, 0))
    #expect(message { try session.stepLocation() } == "the location display follows no track")
}

@Test func scriptFormsOfStartAndMove() throws {
    var session = Session()
    try session.startLocation(at: positions([(44.5, -110.5)])[0], heading: 30, speed: 2)
    session.setAutoPan(.navigation)
    #expect(session.viewpoint.rotation == 30)
    try session.moveLocation(to: positions([(44.5, -110.4)])[0], heading: 120)
    #expect(session.viewpoint.rotation == 120 && session.locationDisplay.location?.course == 120)
    try session.moveLocation(to: positions([(44.6, -110.4)])[0])
    #expect(close(session.viewpoint.rotation, 0, 1e-9) || close(session.viewpoint.rotation, 360, 1e-9))
    #expect(message { try session.moveLocation(to: positions([(0, 0)])[0], speed: -1) }
        == "speed must be a finite number of metres per second, at least 0, not -1")
    #expect(message { try session.startLocation(at: positions([(0, 190)])[0]) } == "longitude 190 is out of range [-180, 180]")
}

// MARK: - Names and errors

@Test(arguments: [
    ("off", LocationDisplay.AutoPanMode.off), ("Recenter", .recenter), ("navigation", .navigation),
    ("compass", .compassNavigation), ("compass-navigation", .compassNavigation),
    ("compassNavigation", .compassNavigation),
])
func autoPanNames(name: String, mode: LocationDisplay.AutoPanMode) throws {
    #expect(try LocationDisplay.AutoPanMode.named(name) == mode)
}

@Test func locationErrors() {
    let table: [(() throws(MapError) -> Void, String)] = [
    ({ () throws(MapError) in _ = try LocationDisplay.AutoPanMode.named("recentre") },
     "unknown auto-pan mode 'recentre'; did you mean 'recenter'?"),
    ({ () throws(MapError) in _ = try LocationTrack([]) }, "the track has no fixes"),
    ({ () throws(MapError) in _ = try LocationTrack([fix(1, 1, time: 2), fix(1, 2, time: 1)]) },
     "fix 2 is earlier than the fix before it"),
    ({ () throws(MapError) in _ = try LocationTrack([fix(1, 1, time: 2), fix(1, 2)]) },
     "fix 2 breaks the rule that either every fix has a time or none has"),
    ({ () throws(MapError) in _ = try LocationTrack([fix(1, 1), fix(1, 1), fix(1, 2, time: 3)]) },
     "fix 3 breaks the rule that either every fix has a time or none has"),
    ({ () throws(MapError) in _ = try LocationFix(latitude: 0, longitude: 0, course: .nan) },
     "course and heading must be finite numbers of degrees, not nan"),
    ({ () throws(MapError) in _ = try LocationFix(latitude: 0, longitude: 0, speed: -1) },
     "speed must be a finite number of metres per second, at least 0, not -1"),
    ({ () throws(MapError) in _ = try LocationFix(latitude: 0, longitude: 0, time: .infinity) },
     "a fix time must be a finite number of seconds, not inf"),
    ({ () throws(MapError) in _ = try LocationFix(latitude: 95, longitude: 0) }, "latitude 95 is out of range [-90, 90]"),
    ({ () throws(MapError) in _ = try LocationFix(latitude: 0, longitude: 181) }, "longitude 181 is out of range [-180, 180]"),
    ]
    for (body, expected) in table {
        #expect(message { try body() } == expected)
    }
}

@Test func fixDirectionsAreNormalised() throws {
    let f = try LocationFix(latitude: 0, longitude: 0, course: -90, heading: 720)
    #expect(f.course == 270 && f.heading == 0)
}
