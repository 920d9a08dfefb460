#if canImport(Glibc)
import Glibc
#endif
import Testing
import MapCore
import MapFormats
@testable import MapFiles

// MARK: - Helpers

private func csv(_ text: String) throws(TrackFileError) -> LocationTrack {
    try TrackFile.parse(Array(text.utf8), format: .csv).track
}

private func gpx(_ text: String) throws(TrackFileError) -> LocationTrack {
    try TrackFile.parse(Array(text.utf8), format: .gpx).track
}

/// The message of the error that reading `text` as `format` throws, or nil.
private func failure(_ text: String, _ format: TrackFile.Format) -> String? {
    do {
        _ = try TrackFile.parse(Array(text.utf8), format: format)
        return nil
    } catch {
        return error.message
    }
}

private func gpxDocument(_ points: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
      <trk><name>Walk</name><trkseg>
    \(points)
      </trkseg></trk>
    </gpx>
    """
}

// MARK: - CSV

@Test func csvWithEveryColumn() throws {
    let track = try csv("""
        # a walk at Old Faithful
        lat, lon, heading, speed, time

        44.4605,-110.8281,10,1.5,0
        44.4610,-110.8275,20,1.4,30.5\r
        44.4615,-110.8270,,,61
        """)
    #expect(track.count == 3 && track.isTimed && track.duration == 61)
    let first = track.fixes[0]
    #expect(first.latitude == 44.4605 && first.longitude == -110.8281)
    #expect(first.heading == 10 && first.course == 10 && first.speed == 1.5 && first.time == 0)
    #expect(track.fixes[1].time == 30.5)
    #expect(track.fixes[2].heading == nil && track.fixes[2].speed == nil)
}

@Test func csvColumnsInAnyOrderWithAliases() throws {
    let track = try csv("\u{FEFF}Time,Longitude,Latitude,Course,Heading\n100,10,20,90,80\n110,11,21,,")
    #expect(track.fixes[0].latitude == 20 && track.fixes[0].longitude == 10)
    #expect(track.fixes[0].course == 90 && track.fixes[0].heading == 80)
    #expect(track.fixes[1].course == nil && track.fixes[1].time == 10)
}

@Test func csvWithIsoTimesAndNoTimes() throws {
    let timed = try csv("lat,lon,time\n1,2,2024-06-01T12:00:00Z\n1,3,2024-06-01T13:00:01.5+01:00\n1,4,2024-06-01 12:01:00")
    #expect(timed.fixes.map { $0.time } == [0, 1.5, 60])
    let untimed = try csv("lat,lon\n1,2\n3,4\n")
    #expect(!untimed.isTimed && untimed.count == 2)
}

// MARK: - GPX

@Test func gpxTrackPoints() throws {
    let track = try gpx(gpxDocument("""
            <trkpt lat="44.4605" lon="-110.8281"><ele>2240</ele><time>2024-06-01T12:00:00Z</time>
              <extensions><gpxtpx:TrackPointExtension><gpxtpx:course>45</gpxtpx:course>
              <gpxtpx:speed>1.5</gpxtpx:speed></gpxtpx:TrackPointExtension></extensions></trkpt>
            <!-- a comment --><trkpt lon='-110.8275' lat='44.4610'><time><![CDATA[2024-06-01T12:00:30Z]]></time></trkpt>
            <trkpt lat=" 44.4615 " lon="-110.8270"><time>2024-06-01T12:01:00.250Z</time><course>90</course></trkpt>
        """))
    #expect(track.count == 3)
    #expect(track.fixes.map { $0.time } == [0, 30, 60.25])
    #expect(track.fixes[0].course == 45 && track.fixes[0].heading == 45 && track.fixes[0].speed == 1.5)
    #expect(track.fixes[1].latitude == 44.4610 && track.fixes[1].course == nil)
    #expect(track.fixes[2].course == 90)
}

@Test func gpxSegmentsTracksEntitiesAndSelfClosingPoints() throws {
    let track = try gpx("""
        <gpx xmlns="http://www.topografix.com/GPX/1/0"><wpt lat="1" lon="1"/>
        <trk><trkseg><trkpt lat="1" lon="2"/></trkseg><trkseg><trkpt lat="3" lon="4"></trkpt></trkseg></trk>
        <trk><name>A &amp; B &#x41;&#66;</name><trkseg><trkpt lat="5" lon="6"/></trkseg></trk></gpx>
        """)
    #expect(track.fixes.map { $0.longitude } == [2, 4, 6] && !track.isTimed)
}

// MARK: - Malformed tracks

/// Malformed inputs and the error each gives: the line and column, and the reason.
let malformedTracks: [(String, TrackFile.Format, String)] = [
    // CSV
    ("", .csv, "line 1, column 1: the track has no header line (expected e.g. 'lat,lon,time')"),
    ("# only a comment\n\n", .csv, "line 1, column 1: the track has no header line (expected e.g. 'lat,lon,time')"),
    ("lat,lon\n", .csv, "line 1, column 1: the track has no fixes"),
    ("lat,time\n1,2\n", .csv, "line 1, column 1: the header has no 'lon' column"),
    ("lat,lon,longitude\n", .csv, "line 1, column 9: the header names column 'lon' twice"),
    ("lat,lon\n1,2\n3\n", .csv, "line 3, column 1: expected 2 fields as in the header, found 1"),
    ("lat,lon\n1,2,3\n", .csv, "line 2, column 1: expected 2 fields as in the header, found 3"),
    ("lat,lon\n1,2\n 3 , abc\n", .csv, "line 3, column 6: 'abc' is not a number (lon)"),
    ("lat,lon\nnan,2\n", .csv, "line 2, column 1: 'nan' is not a number (lat)"),
    ("lat,lon\n1.2.3,2\n", .csv, "line 2, column 1: '1.2.3' is not a number (lat)"),
    ("lat,lon\n,2\n", .csv, "line 2, column 1: missing value for 'lat'"),
    ("lat,lon\n91,2\n", .csv, "line 2, column 1: latitude 91 is out of range [-90, 90]"),
    ("lat,lon,speed\n1,2,-3\n", .csv,
     "line 2, column 5: speed must be a finite number of metres per second, at least 0, not -3"),
    ("lat,lon,time\n1,2,yesterday\n", .csv,
     "line 2, column 5: 'yesterday' is not a time: expected seconds or ISO 8601 like 2024-06-01T12:00:00Z"),
    ("lat,lon,time\n1,2,2024-02-30T00:00:00Z\n", .csv,
     "line 2, column 5: '2024-02-30T00:00:00Z' is not a time: expected seconds or ISO 8601 like 2024-06-01T12:00:00Z"),
    ("lat,lon,time\n1,2,5\n1,2,2024-06-01T12:00:00Z\n", .csv,
     "line 3, column 5: times in seconds and ISO 8601 times are mixed"),
    ("lat,lon,time\n1,2,5\n1,2,4\n", .csv, "line 3, column 5: fix 2 is earlier than the fix before it"),  // under the time (issue 24, 6.10)
    ("lat,lon,time\n1,2,5\n1,2,\n", .csv,
     "line 3, column 5: fix 2 breaks the rule that either every fix has a time or none has"),
    // GPX
    ("", .gpx, "line 1, column 1: malformed GPX: no root element"),
    ("<kml></kml>", .gpx, "line 1, column 1: not a GPX file: the root element is 'kml', not 'gpx'"),
    ("<gpx><trk><trkseg></trkseg></trk></gpx>", .gpx, "line 1, column 40: the track has no fixes"),
    ("<gpx>\n<trk><trkseg><trkpt lat=\"1\" lon=\"2\"></trkseg></trk></gpx>", .gpx,
     "line 2, column 37: malformed GPX: closing tag 'trkseg' does not match 'trkpt'"),
    ("<gpx>\n<trk><trkseg><trkpt lat=\"1\" lon=\"2\"/>", .gpx,
     "line 2, column 38: malformed GPX: unexpected end of file: 'trkseg' is not closed"),
    ("<gpx><trk><trkseg>\n  <trkpt lat=\"1\"/></trkseg></trk></gpx>", .gpx,
     "line 2, column 3: a 'trkpt' needs a 'lon' attribute"),
    ("<gpx><trk><trkseg>\n  <trkpt lat=\"1x\" lon=\"2\"/></trkseg></trk></gpx>", .gpx,
     "line 2, column 15: '1x' is not a number (lat)"),
    ("<gpx><trk><trkseg>\n<trkpt lat=\"1\" lon=\"2\"><time>noon</time></trkpt></trkseg></trk></gpx>", .gpx,
     "line 2, column 24: 'noon' is not a time: expected seconds or ISO 8601 like 2024-06-01T12:00:00Z"),
    ("<gpx><trk><trkseg>\n<trkpt lat=\"1\" lon=\"2\"><course>east</course></trkpt></trkseg></trk></gpx>", .gpx,
     "line 2, column 24: 'east' is not a number (course)"),
    ("<gpx><trk><trkseg><trkpt lat=\"100\" lon=\"2\"/></trkseg></trk></gpx>", .gpx,
     "line 1, column 19: latitude 100 is out of range [-90, 90]"),
    ("<!DOCTYPE gpx [<!ENTITY x \"y\">]><gpx/>", .gpx,
     "line 1, column 1: malformed GPX: DOCTYPE and other declarations are not supported"),
    ("<gpx><name>&nbsp;</name></gpx>", .gpx, "line 1, column 12: malformed GPX: unknown entity '&nbsp;'"),
    ("<gpx><trk a=1/></gpx>", .gpx, "line 1, column 13: malformed GPX: expected a quoted value for attribute 'a'"),
    ("<gpx><trk a=\"1\" a=\"2\"/></gpx>", .gpx, "line 1, column 17: malformed GPX: duplicate attribute 'a'"),
    ("<gpx></gpx><gpx/>", .gpx, "line 1, column 12: malformed GPX: content after the root element"),
    ("<gpx><!-- never closed </gpx>", .gpx, "line 1, column 6: malformed GPX: unexpected end of file in a comment"),
    ("<gpx></trk></gpx>", .gpx, "line 1, column 6: malformed GPX: closing tag 'trk' does not match 'gpx'"),
    ("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"><trkpt lat=\"1\" lon=\"2\"/></trkpt></trkseg></trk></gpx>", .gpx,
     "line 1, column 42: malformed GPX: a 'trkpt' inside a 'trkpt'"),
    ("hello", .gpx, "line 1, column 1: malformed GPX: text outside the root element"),
]

@Test(arguments: malformedTracks)
func malformedTrackIsAnError(text: String, format: TrackFile.Format, expected: String) {
    #expect(failure(text, format) == expected)
}

@Test func enoughMalformedCases() {
    #expect(malformedTracks.count >= 15)
}

// MARK: - Values

@Test(arguments: [
    ("1970-01-01T00:00:00Z", 0.0), ("1970-01-01T00:00:01.5Z", 1.5), ("2000-03-01T00:00:00Z", 951868800),
    ("2024-02-29T23:59:60Z", 1709251200), ("2024-06-01T14:00:00+02:00", 1717243200), ("2024-06-01T11:30:00-0030", 1717243200),
    ("2024-06-01t12:00:00z", 1717243200), ("2024-06-01T12:00:00+02", 1717236000),
])
func isoTimes(text: String, seconds: Double) {
    #expect(ISO8601Time.seconds(Substring(text)) == seconds)
}

@Test(arguments: ["2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-06-01T24:00:00Z", "2024-06-01", "2024-06-01T12:00Z",
                  "2024-06-01T12:00:00+25:00", "2024-06-01T12:00:00.Z", "2024-06-01T12:00:00 Z", "24-06-01T12:00:00Z"])
func badIsoTimes(text: String) {
    #expect(ISO8601Time.seconds(Substring(text)) == nil)
}

@Test(arguments: [("1", 1.0), ("-1.5", -1.5), ("+.5", 0.5), ("5.", 5), ("1e3", 1000), ("-2.5E-2", -0.025)])
func strictNumbers(text: String, value: Double) {
    #expect(TrackValue.number(Substring(text)) == value)
}

@Test(arguments: ["", ".", "-", "1e", "inf", "nan", "0x10", "1,5", " 1", "1 ", "1e400", "--1"])
func notNumbers(text: String) {
    #expect(TrackValue.number(Substring(text)) == nil)
}

// MARK: - Files

@Test func readsFilesAndNamesThemInErrors() throws {
    let folder = "/tmp/mapfiles-tests-\(UInt32.random(in: 0...UInt32.max))"
    let csvPath = folder + "-walk.csv", gpxPath = folder + "-walk.GPX", oddPath = folder + "-walk.track"
    try AtomicFile.write(Array("lat,lon\n1,2\n".utf8), to: csvPath)
    try AtomicFile.write(Array("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"x\"/></trkseg></trk></gpx>".utf8), to: gpxPath)
    try AtomicFile.write(Array("  <gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"/></trkseg></trk></gpx>".utf8), to: oddPath)
    #expect(try TrackFile.read(csvPath).track.count == 1)
    #expect(try TrackFile.read(oddPath).track.count == 1)  // sniffed
    do {
        _ = try TrackFile.read(gpxPath)
        Issue.record("expected an error")
    } catch {
        #expect(error.message == "\(gpxPath):1:39: 'x' is not a number (lon)")
        #expect(error.position?.line == 1)
    }
    do {
        _ = try TrackFile.read(folder + "-missing.csv")
        Issue.record("expected an error")
    } catch {
        #expect(error.message == "\(folder)-missing.csv: cannot read '\(folder)-missing.csv': No such file or directory")
    }
    #expect(TrackFile.format(path: "x", bytes: Array("lat,lon\n".utf8)) == .csv)
    #expect(TrackFile.format(path: "x", bytes: Array("hello\n".utf8)) == nil)
    #expect(TrackFile.format(path: "x", bytes: []) == nil)
    for path in [csvPath, gpxPath, oddPath] { _ = unlink(path) }
}
