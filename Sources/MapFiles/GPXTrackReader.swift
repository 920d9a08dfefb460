import MapCore
import MapFormats

/// Reads the points of a GPX file (GPS Exchange Format 1.0 or 1.1) as a track.
///
/// **Which points**: every `<trkpt>` of every `<trk>` and `<trkseg>`, in document order (one
/// segment after the other: a gap between segments plays as a jump). A file with no track
/// point plays the `<rtept>` of its routes, in order; when it has both, the tracks play and one
/// note says how many routes were ignored. A file with only waypoints (`<wpt>`) is an error
/// that says so.
///
/// **A point**: `lat` and `lon` attributes in decimal degrees (required); optional children
/// `<time>` (ISO 8601, as GPX's xsd:dateTime; see `ISO8601Time`), `<course>` (degrees; in GPX
/// 1.0 a direct child, in 1.1 files usually inside `<extensions>`, so it is looked for at any
/// depth within the point, by local name: `gpxtpx:course` counts) and `<speed>` (metres per
/// second, likewise). The heading of a GPX fix is its course. Other elements (`ele`, `name`,
/// `extensions`...) are ignored. Names may carry any namespace prefix (`gpx:trkpt`); the root
/// element must be `gpx`.
///
/// **Times** (see `TrackTimes`): points without a time in a file where others have one take a
/// time from their timed neighbours, and a time earlier than the one before it takes that
/// time, each repair with one note.
///
/// XML is read by `XMLTokenizer`, which is strict: malformed markup, a DOCTYPE, an unknown
/// entity, or an element closed by the wrong tag is an error at its line and column.
public enum GPXTrackReader {
    /// A point read: its fix (with the file's time, not yet re-based) and the offset of its tag.
    typealias Point = (fix: LocationFix, offset: Int)

    /// The track in `bytes` (UTF-8 GPX), with notes about what was ignored or repaired; errors
    /// carry the line and column, not the path.
    public static func parse(_ bytes: [UInt8]) throws(TrackFileError) -> TrackReading {
        func position(_ offset: Int) -> TextPosition { TextPosition(offset: offset, in: bytes) }
        var tokenizer = XMLTokenizer(bytes)
        var open: [(name: String, offset: Int)] = []
        var sawRoot = false
        var point: PendingPoint?
        var trackPoints: [Point] = []
        var routePoints: [Point] = []
        var routes = 0
        var routesWithPoints = Set<Int>()
        var waypoints = 0
        var firstWaypoint = 0

        while true {
            let token: XMLTokenizer.Token?
            do { token = try tokenizer.next() } catch {
                throw TrackFileError(.xml(error.message), at: position(error.offset))
            }
            guard let token else { break }
            switch token {
            case .start(let name, let attributes, let selfClosing, let offset):
                let local = localName(name)
                if open.isEmpty {
                    guard !sawRoot else { throw TrackFileError(.xml("content after the root element"), at: position(offset)) }
                    guard local == "gpx" else { throw TrackFileError(.notGPX(name), at: position(offset)) }
                    sawRoot = true
                }
                if local == "trkpt" || local == "rtept" {
                    if let outer = point {
                        throw TrackFileError(.xml("a '\(local)' inside a '\(outer.element)'"), at: position(offset))
                    }
                    point = try PendingPoint(element: local, attributes: attributes, offset: offset, position: position)
                } else if point != nil, ["time", "course", "speed"].contains(local) {
                    point?.field = (local, "", offset)
                } else if point == nil, local == "rte" {
                    routes += 1
                } else if point == nil, local == "wpt" {
                    if waypoints == 0 { firstWaypoint = offset }
                    waypoints += 1
                }
                if selfClosing {
                    try close(name: name, offset: offset)
                } else {
                    open.append((name, offset))
                }
            case .end(let name, let offset):
                guard let last = open.last else {
                    throw TrackFileError(.xml("closing tag '\(name)' without an opening tag"), at: position(offset))
                }
                guard last.name == name else {
                    throw TrackFileError(.xml("closing tag '\(name)' does not match '\(last.name)'"), at: position(offset))
                }
                open.removeLast()
                try close(name: name, offset: offset)
            case .text(let text, let offset):
                if open.isEmpty, text.contains(where: { !$0.isWhitespace }) {
                    throw TrackFileError(.xml("text outside the root element"), at: position(offset))
                }
                if point?.field != nil { point?.field?.text += text }
            }
        }
        guard open.isEmpty else {
            throw TrackFileError(.xml("unexpected end of file: '\(open[open.count - 1].name)' is not closed"), at: position(bytes.count))
        }
        guard sawRoot else { throw TrackFileError(.xml("no root element"), at: position(bytes.count)) }

        /// Ends an element: a field's text is parsed, a point becomes a fix.
        func close(name: String, offset: Int) throws(TrackFileError) {
            let local = localName(name)
            if let field = point?.field, field.name == local {
                try point?.take(field, position: position)
                point?.field = nil
            } else if let done = point, local == done.element {
                let fix: LocationFix
                do { fix = try done.fix() } catch { throw TrackFileError(.invalid(error), at: position(done.offset)) }
                if local == "trkpt" {
                    trackPoints.append((fix, done.offset))
                } else {
                    routePoints.append((fix, done.offset))
                    routesWithPoints.insert(routes)
                }
                point = nil
            }
        }

        var notes: [String] = []
        if !trackPoints.isEmpty, !routePoints.isEmpty {
            let count = routesWithPoints.count
            notes.append("ignored \(count) route\(count == 1 ? "" : "s") (\(routePoints.count) point\(routePoints.count == 1 ? "" : "s")): "
                         + "the file's tracks play")
        }
        let points = trackPoints.isEmpty ? routePoints : trackPoints
        if points.isEmpty, waypoints > 0 { throw TrackFileError(.onlyWaypoints(waypoints), at: position(firstWaypoint)) }
        let fixes = try repairedTimes(points, notes: &notes, position: position)
        do {
            return TrackReading(track: try LocationTrack(fixes), notes: notes)
        } catch {
            let offset: Int = switch error {
            case .location(.timeGoesBack(let fix)), .location(.partlyTimed(let fix)): points[fix - 1].offset
            default: bytes.count
            }
            throw TrackFileError(.invalid(error), at: position(offset))
        }
    }

    /// The fixes of `points` with their times repaired by `TrackTimes`, whose notes are added
    /// to `notes`.
    static func repairedTimes(
        _ points: [Point], notes: inout [String], position: (Int) -> TextPosition
    ) throws(TrackFileError) -> [LocationFix] {
        let repair = TrackTimes.repaired(points.map(\.fix.time), positions: points.map(\.fix.position))
        notes += repair.notes
        var fixes = points.map(\.fix)
        for (index, time) in repair.times.enumerated() where time != fixes[index].time {
            let fix = fixes[index]
            do {
                fixes[index] = try LocationFix(
                    latitude: fix.latitude, longitude: fix.longitude, course: fix.course, heading: fix.heading, speed: fix.speed,
                    time: time)
            } catch {
                throw TrackFileError(.invalid(error), at: position(points[index].offset))
            }
        }
        return fixes
    }

    /// `name` without its namespace prefix.
    static func localName(_ name: String) -> Substring {
        name.split(separator: ":", omittingEmptySubsequences: false).last ?? Substring(name)
    }
}
