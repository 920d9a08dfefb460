extension CSVTrackReader {
    /// A column of a CSV track, known by the names of `spellings` (any case; spaces,
    /// underscores and brackets in a header name do not count, so `LATITUDE N/S`,
    /// `Speed (km/h)` and `speed_kmh` are names too: a known name followed by a unit the
    /// column takes, see `takes(unit:)`).
    public enum Column: String, CaseIterable, Hashable, Sendable {
        /// Latitude, decimal degrees, optionally with a hemisphere letter (`49.07N`).
        case lat
        /// Longitude, decimal degrees, optionally with a hemisphere letter (`125.76W`).
        case lon
        /// The hemisphere of each latitude, `N` or `S`.
        case northSouth = "n/s"
        /// The hemisphere of each longitude, `E` or `W`.
        case eastWest = "e/w"
        /// Device heading, degrees.
        case heading
        /// Course (the direction of travel), degrees.
        case course
        /// Speed, metres per second unless a unit says otherwise.
        case speed
        /// The date of a time of day in the `time` column.
        case date
        /// Time: seconds or ISO 8601; a time of day when there is a `date` column.
        case time

        /// Every known name (lowercase, as `normalized` leaves it) and its column.
        public static let spellings: [(name: String, column: Column)] = [
            ("lat", .lat), ("latitude", .lat), ("lon", .lon), ("lng", .lon), ("long", .lon), ("longitude", .lon),
            ("n/s", .northSouth), ("e/w", .eastWest), ("heading", .heading), ("course", .course),
            ("bearing", .course), ("speed", .speed), ("date", .date), ("utcdate", .date), ("time", .time),
            ("utctime", .time), ("timestamp", .time),
        ]

        /// The column's place in `allCases` (a table index that costs no hashing).
        var ordinal: Int {
            switch self {
            case .lat: 0
            case .lon: 1
            case .northSouth: 2
            case .eastWest: 3
            case .heading: 4
            case .course: 5
            case .speed: 6
            case .date: 7
            case .time: 8
            }
        }

        /// The names of this column.
        var names: [String] { Self.spellings.filter { $0.column == self }.map(\.name) }

        /// The column a header name means and the unit it gives (nil when none), or nil.
        public static func named(_ name: String) -> (column: Column, unit: String?)? {
            let key = normalized(name)
            if let exact = spellings.first(where: { $0.name == key }) { return (exact.column, nil) }
            for spelling in spellings where key.hasPrefix(spelling.name) {
                let unit = String(key.dropFirst(spelling.name.count))
                if spelling.column.takes(unit: unit) { return (spelling.column, unit) }
            }
            return nil
        }

        /// `name` in lowercase without spaces, tabs, underscores and brackets.
        static func normalized(_ name: String) -> String {
            String(name.lowercased().unicodeScalars.filter { !" \t_()[]".unicodeScalars.contains($0) }.map(Character.init))
        }

        /// Whether a header name may give this column `unit` (lowercase): degrees for
        /// directions and coordinates, a hemisphere for coordinates (`latitude n/s`), a speed
        /// unit for speed, `utc` for dates and times.
        func takes(unit: String) -> Bool {
            let degrees = ["deg", "degrees", "°"]
            switch self {
            case .lat: return degrees.contains(unit) || unit == "n/s"
            case .lon: return degrees.contains(unit) || unit == "e/w"
            case .heading, .course: return degrees.contains(unit)
            case .speed: return SpeedUnit(unit) != nil
            case .date, .time: return ["utc", "gmt", "z"].contains(unit)
            case .northSouth, .eastWest: return false
            }
        }
    }
}
