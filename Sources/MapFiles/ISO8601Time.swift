/// ISO 8601 date-times as track files write them, to seconds since 1970-01-01T00:00:00Z.
///
/// The form accepted is the extended calendar form of ISO 8601 (RFC 3339's profile, which GPX
/// uses): `YYYY-MM-DDThh:mm:ss`, an optional fraction of a second (`.5`, `.123456`), and a zone:
/// `Z`, `+hh:mm`, `-hh:mm`, `+hhmm` or `+hh`; `T` may be `t` or a space. Without a zone the
/// time is taken as UTC (a track only needs the differences). A leap second (`:60`) counts as
/// the next minute's second 0. Months, days (with leap years), hours (0-23) and minutes are
/// checked; anything else is refused.
enum ISO8601Time {
    /// The instant `text` writes, in seconds since the Unix epoch, or nil.
    static func seconds(_ text: Substring) -> Double? {
        let b = Array(text.utf8)
        var i = 0
        func digits(_ count: Int) -> Int? {
            guard i + count <= b.count else { return nil }
            var value = 0
            for k in i..<(i + count) {
                guard b[k] >= 0x30 && b[k] <= 0x39 else { return nil }
                value = value * 10 + Int(b[k] - 0x30)
            }
            i += count
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard i < b.count, characters.utf8.contains(b[i]) else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
            expect("Tt "), let hour = digits(2), expect(":"), let minute = digits(2), expect(":"),
            let second = digits(2)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
            hour <= 23, minute <= 59, second <= 60
        else { return nil }
        var fraction = 0.0
        if i < b.count, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ",") {
            i += 1
            var scale = 0.1
            let start = i
            while i < b.count, b[i] >= 0x30 && b[i] <= 0x39 {
                fraction += Double(b[i] - 0x30) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { return nil }
        }
        var offset = 0
        if i < b.count {
            if expect("Zz") {
                // UTC
            } else if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
                let sign = b[i] == UInt8(ascii: "-") ? -1 : 1
                i += 1
                guard let hours = digits(2), hours <= 23 else { return nil }
                var minutes = 0
                if i < b.count {
                    _ = expect(":")
                    guard let m = digits(2), m <= 59 else { return nil }
                    minutes = m
                }
                offset = sign * (hours * 3600 + minutes * 60)
            } else {
                return nil
            }
        }
        guard i == b.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        return Double(days * 86400 + hour * 3600 + minute * 60 + second - offset) + fraction
    }

    /// The days of `month` in `year` (Gregorian).
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a Gregorian date (Howard Hinnant's `days_from_civil`
    /// algorithm, "chrono-Compatible Low-Level Date Algorithms").
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }
}
