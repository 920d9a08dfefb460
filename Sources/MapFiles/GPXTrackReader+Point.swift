import MapCore
import MapFormats

extension GPXTrackReader {
    /// A `trkpt` or `rtept` whose children are being read.
    struct PendingPoint {
        /// The element's local name: `trkpt` or `rtept`.
        var element: Substring
        /// The `lat` attribute, degrees.
        var latitude: Double
        /// The `lon` attribute, degrees.
        var longitude: Double
        /// The offset of the element's `<`.
        var offset: Int
        /// The first `<time>`, in seconds since 1970 (UTC), or nil.
        var time: Double?
        /// The first `<course>`, degrees, or nil.
        var course: Double?
        /// The first `<speed>`, metres per second, or nil.
        var speed: Double?
        /// The child whose text is being collected: its local name, text so far and offset.
        var field: (name: Substring, text: String, offset: Int)?

        /// The point `element` starts with `attributes` at `offset`: its `lat` and `lon`.
        init(
            element: Substring, attributes: [XMLTokenizer.Attribute], offset: Int, position: (Int) -> TextPosition
        ) throws(TrackFileError) {
            func number(_ name: String) throws(TrackFileError) -> Double {
                guard let attribute = attributes.first(where: { GPXTrackReader.localName($0.name) == name }) else {
                    throw TrackFileError(.missingAttribute(name, element: String(element)), at: position(offset))
                }
                let text = attribute.value.trimmingSpaces
                guard let value = TrackValue.number(text) else {
                    throw TrackFileError(.badNumber(String(text), name: name), at: position(attribute.offset))
                }
                return value
            }
            self.element = element
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

        /// The point as a fix; its heading is its course.
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
