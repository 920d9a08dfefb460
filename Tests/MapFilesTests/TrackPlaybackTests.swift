import Testing
import MapCore
@testable import MapFiles

/// A timed CSV track read and played by a session: the clock reports each fix in turn and
/// navigation mode keeps the course up.
@Test func aCsvTrackPlaysByTheClock() throws {
    let track = try TrackFile.parse(Array("""
        lat,lon,course,speed,time
        44.4605,-110.8281,0,1.5,2024-06-01T12:00:00Z
        44.4615,-110.8281,90,1.5,2024-06-01T12:00:10Z
        44.4615,-110.8261,180,1.5,2024-06-01T12:00:20Z
        """.utf8), format: .csv).track
    var session = Session()
    try session.zoom(toScale: 5000)
    session.startLocation(track: track)
    session.setAutoPan(.navigation)
    var rotations: [Double] = [session.viewpoint.rotation]
    for _ in 0..<2 {
        try session.advanceClock(by: 10)
        rotations.append(session.viewpoint.rotation)
    }
    #expect(rotations == [0, 90, 180])
    #expect(session.locationDisplay.location?.longitude == -110.8261)
    #expect(session.locationDisplay.trackPosition == 3)
}

/// A GPX track with no times moves by steps only.
@Test func aGpxTrackStepsByHand() throws {
    let track = try TrackFile.parse(Array("""
        <gpx><trk><trkseg><trkpt lat="1" lon="2"/><trkpt lat="1.001" lon="2"/></trkseg></trk></gpx>
        """.utf8), format: .gpx).track
    var session = Session()
    session.startLocation(track: track)
    session.setAutoPan(.compassNavigation)
    try session.advanceClock(by: 60)
    #expect(session.viewpoint.latitude == 1)
    try session.stepLocation()
    #expect(session.viewpoint.latitude == 1.001 && session.viewpoint.rotation == 0)  // heading due north, derived
}
