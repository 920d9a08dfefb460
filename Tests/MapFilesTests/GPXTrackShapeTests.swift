import Testing
import MapCore
@testable import MapFiles

// GPX files as devices and programs write them (issue 24, section 1), in the shapes of
// GPSBabel's and gpxpy's test data: routes without a track, waypoints alone, points without a
// time, times that jitter back by fractions of a millisecond, several tracks and segments,
// namespace prefixes. The fixtures are written for these tests.

// MARK: - Routes, tracks and waypoints

@Test func aFileWithRoutesAndNoTrackPlaysItsRoutePoints() {
    let outcome = readTrack("""
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx:gpx xmlns:gpx="http://www.topografix.com/GPX/1/1" version="1.1" creator="test">
          <gpx:wpt lat="44.46" lon="-110.83"><gpx:name>Start</gpx:name></gpx:wpt>
          <gpx:rte><gpx:name>Loop</gpx:name>
            <gpx:rtept lat="44.4605" lon="-110.8281"><gpx:name>A</gpx:name></gpx:rtept>
            <gpx:rtept lat="44.4700" lon="-110.8200"><gpx:ele>2250</gpx:ele></gpx:rtept>
          </gpx:rte>
          <gpx:rte><gpx:rtept lat="44.48" lon="-110.81"/></gpx:rte>
        </gpx:gpx>
        """, .gpx)
    #expect(outcome.error == nil)
    #expect(outcome.track?.fixes.map(\.longitude) == [-110.8281, -110.82, -110.81])
    #expect(outcome.track?.isTimed == false && outcome.notes == [])
}

@Test func tracksPlayInFileOrderAndRoutesBesideThemAreIgnoredWithANote() {
    let outcome = readTrack("""
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
          <wpt lat="44.46" lon="-110.83"/>
          <rte><rtept lat="1" lon="1"/><rtept lat="1" lon="2"/></rte>
          <trk><name>Morning</name>
            <trkseg><trkpt lat="44.1" lon="-110.1"><time>2024-06-01T08:00:00Z</time></trkpt>
              <trkpt lat="44.2" lon="-110.2"><time>2024-06-01T08:00:10Z</time></trkpt></trkseg>
            <trkseg><trkpt lat="44.3" lon="-110.3"><time>2024-06-01T08:00:20Z</time></trkpt></trkseg>
          </trk>
          <rte><rtept lat="1" lon="3"/></rte>
          <trk><name>Afternoon</name><trkseg>
            <trkpt lat="44.4" lon="-110.4"><time>2024-06-01T14:00:00Z</time></trkpt></trkseg></trk>
        </gpx>
        """, .gpx)
    #expect(outcome.error == nil)
    #expect(outcome.track?.fixes.map(\.latitude) == [44.1, 44.2, 44.3, 44.4])
    #expect(outcome.times == [0, 10, 20, 21600])
    #expect(outcome.notes == ["ignored 2 routes (3 points): the file's tracks play"])
}

// MARK: - Times

@Test func pointsWithoutATimeTakeOneBetweenTheirTimedNeighboursByDistance() {
    func point(_ latitude: String, _ time: String?) -> String {
        "<trkpt lat=\"\(latitude)\" lon=\"-110.83\">" + (time.map { "<time>2024-06-01T12:00:\($0)Z</time>" } ?? "") + "</trkpt>"
    }
    let outcome = readTrack("<gpx><trk><trkseg>" + point("44.000", nil) + point("44.010", "00") + point("44.011", nil)
                            + point("44.020", nil) + point("44.040", "30") + point("44.050", nil) + "</trkseg></trk></gpx>", .gpx)
    #expect(outcome.error == nil)
    #expect(zip(outcome.times, [0.0, 0, 1, 10, 30, 30]).allSatisfy { close($0, $1, within: 0.001) })
    #expect(outcome.notes == ["4 of 6 points have no time: each is given one between the timed points around it, "
                              + "by distance along the track"])
}

@Test func untimedPointsInOnePlaceTakeTimesByTheirOrder() {
    let point = "<trkpt lat=\"1\" lon=\"2\"/>"
    let outcome = readTrack("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"><time>2024-06-01T12:00:00Z</time></trkpt>"
                            + point + point + "<trkpt lat=\"1\" lon=\"2\"><time>2024-06-01T12:00:30Z</time></trkpt>"
                            + "</trkseg></trk></gpx>", .gpx)
    #expect(outcome.times == [0, 10, 20, 30])
    #expect(outcome.notes.count == 1)
}

@Test func timesThatJitterBackKeepTheFilesOrderWithOneWarning() {
    let outcome = readTrack("""
        <gpx version="1.1" creator="test"><trk><trkseg>
          <trkpt lat="44.4605" lon="-110.8281"><time>2024-06-01T12:00:00.0004Z</time></trkpt>
          <trkpt lat="44.4606" lon="-110.8281"><time>2024-06-01T12:00:00.0001Z</time></trkpt>
          <trkpt lat="44.4607" lon="-110.8281"><time>2024-06-01T12:00:01Z</time></trkpt>
          <trkpt lat="44.4608" lon="-110.8281"><time>2024-06-01T12:00:00.9995Z</time></trkpt>
          <trkpt lat="44.4609" lon="-110.8281"><time>2024-06-01T12:00:02Z</time></trkpt>
        </trkseg></trk></gpx>
        """, .gpx)
    #expect(outcome.error == nil)
    #expect(outcome.track?.fixes.map(\.latitude) == [44.4605, 44.4606, 44.4607, 44.4608, 44.4609])
    #expect(zip(outcome.times, [0, 0, 0.9996, 0.9996, 1.9996]).allSatisfy { close($0, $1, within: 1e-6) })
    #expect(outcome.notes == ["2 points are earlier than the one before them (by at most 0.0005 s): "
                              + "they keep the file's order and take the time before them"])
}

// MARK: - Errors

@Test(arguments: [
    ("""
     <gpx version="1.1" creator="test">
       <wpt lat="44.46" lon="-110.83"><name>Old Faithful</name></wpt>
       <wpt lat="44.52" lon="-110.84"><name>Grand Prismatic</name></wpt>
     </gpx>
     """, "line 2, column 3: the file holds only waypoints (2), no track or route to play"),
    ("<gpx><rte><rtept lon=\"2\"/></rte></gpx>", "line 1, column 11: a 'rtept' needs a 'lat' attribute"),
    ("<gpx><rte><rtept lat=\"1\" lon=\"2\"><trkpt lat=\"1\" lon=\"2\"/></rtept></rte></gpx>",
     "line 1, column 34: malformed GPX: a 'trkpt' inside a 'rtept'"),
])
func gpxShapesThatCannotPlay(text: String, expected: String) {
    #expect(readTrack(text, .gpx).error == expected)
}
