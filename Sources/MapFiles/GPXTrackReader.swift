import MapCore
import MapFormats

/// Reads the track points of a GPX file (GPS Exchange Format 1.0 or 1.1).
///
/// Every `<trkpt lat=".." lon="..">` of every `<trk>` and `<trkseg>`, in document order, is a
/// fix: `lat` and `lon` attributes in decimal degrees (required); optional children `<time>`
/// (ISO 8601, as GPX's xsd:dateTime; see `ISO8601Time`), `<course>` (degrees; in GPX 1.0 a
/// direct child, in 1.1 files usually inside `<extensions>`, so it is looked for at any depth
/// within the point, by local name: `gpxtpx:course` counts) and `<speed>` (metres per second,
/// likewise). The heading of a GPX fix is its course. Other elements (`ele`, `name`, `rtept`,
/// `wpt`...) are ignored. The root element must be `gpx` (any namespace prefix).
///
/// XML is read by `XMLTokenizer`, which is strict: malformed markup, a DOCTYPE, an unknown
/// entity, or an element closed by the wrong tag is an error at its line and column.
public enum GPXTrackReader {
    /// The track in `bytes` (UTF-8 GPX); errors carry the line and column, not the path.
    public static func parse(_ bytes: [UInt8]) throws(TrackFileError) -> TrackReading {
        func position(_ offset: Int) -> TextPosition { TextPosition(offset: offset, in: bytes) }
        var tokenizer = XMLTokenizer(bytes)
        var open: [(name: String, offset: Int)] = []
        var sawRoot = false
        var point: PendingPoint?
        var fixes: [LocationFix] = []
        var fixOffsets: [Int] = []

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
                if local == "trkpt" {
                    guard point == nil else { throw TrackFileError(.xml("a 'trkpt' inside a 'trkpt'"), at: position(offset)) }
                    point = try PendingPoint(attributes: attributes, offset: offset, position: position)
                } else if point != nil, ["time", "course", "speed"].contains(local) {
                    point?.field = (local, "", offset)
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
            } else if local == "trkpt", let done = point {
                do { fixes.append(try done.fix()) } catch {
                    throw TrackFileError(.invalid(error), at: position(done.offset))
                }
                fixOffsets.append(done.offset)
                point = nil
            }
        }

        do {
            return TrackReading(track: try LocationTrack(fixes))
        } catch {
            let offset: Int = switch error {
            case .location(.timeGoesBack(let fix)), .location(.partlyTimed(let fix)): fixOffsets[fix - 1]
            default: bytes.count
            }
            throw TrackFileError(.invalid(error), at: position(offset))
        }
    }

    /// `name` without its namespace prefix.
    static func localName(_ name: String) -> Substring {
        name.split(separator: ":", omittingEmptySubsequences: false).last ?? Substring(name)
    }

    // MARK: - A point being read

    /// A `trkpt` whose children are being read.
    struct PendingPoint {
        var latitude: Double
        var longitude: Double
        var offset: Int
        var time: Double?
        var course: Double?
        var speed: Double?
        /// The child whose text is being collected: its local name, text so far and offset.
        var field: (name: Substring, text: String, offset: Int)?

        init(attributes: [XMLTokenizer.Attribute], offset: Int, position: (Int) -> TextPosition) throws(TrackFileError) {
            func number(_ name: String) throws(TrackFileError) -> Double {
                guard let attribute = attributes.first(where: { GPXTrackReader.localName($0.name) == name }) else {
                    throw TrackFileError(.missingAttribute(name), at: position(offset))
                }
                let text = attribute.value.trimmingSpaces
                guard let value = TrackValue.number(text) else {
                    throw TrackFileError(.badNumber(String(text), name: name), at: position(attribute.offset))
                }
                return value
            }
            latitude = try number("lat")
            longitude = try number("lon")
            self.offset = offset
        }

        /// Stores a finished child's value (the first of each kind counts).
        mutating func take(_ field: (name: Substring, text: String, offset: Int), position: (Int) -> TextPosition) throws(TrackFileError) {
            let text = field.text.trimmingSpaces
            if field.name == "time" {
                guard let seconds = ISO8601Time.seconds(text) else {
                    throw TrackFileError(.badTime(String(text)), at: position(field.offset))
                }
                if time == nil { time = seconds }
                return
            }
            guard let value = TrackValue.number(text) else {
                throw TrackFileError(.badNumber(String(text), name: String(field.name)), at: position(field.offset))
            }
            if field.name == "course" { course = course ?? value } else { speed = speed ?? value }
        }

        func fix() throws(MapError) -> LocationFix {
            try LocationFix(latitude: latitude, longitude: longitude, course: course, heading: course, speed: speed, time: time)
        }
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return Substring("")
        }
        return self[first...last]
    }
}
