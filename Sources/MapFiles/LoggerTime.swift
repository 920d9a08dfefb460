/// Dates and times of day as GPS loggers write them in two CSV columns (`DATE` and `TIME`):
/// together they are an instant in UTC.
///
/// Dates: `2009-07-06`, `2009/07/06`, `20090706`, and the Columbus loggers' `090706` (six
/// digits: `YYMMDD`, years 2000 to 2099). Times of day: `15:14:11` (the hour may have one
/// digit), `151411`, either with a fraction of a second (`15:14:11.250`; a `.` with no digits
/// is allowed, as GPSBabel writes it) and an optional `Z`. A leap second (`:60`) counts as the
/// next minute's second 0. Days of the month (with leap years), hours (0-23) and minutes are
/// checked; anything else is refused.
enum LoggerTime {
    /// The days from 1970-01-01 to the date `text` writes, or nil.
    static func days(_ text: Substring) -> Int? {
        let b = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard b[index] >= 0x30 && b[index] <= 0x39 else { return nil }
                value = value * 10 + Int(b[index] - 0x30)
            }
            return value
        }
        let parts: (year: Int?, month: Int?, day: Int?)
        switch b.count {
        case 10 where (b[4] == UInt8(ascii: "-") || b[4] == UInt8(ascii: "/")) && b[7] == b[4]:
            parts = (number(0..<4), number(5..<7), number(8..<10))
        case 8: parts = (number(0..<4), number(4..<6), number(6..<8))
        case 6: parts = (number(0..<2).map { 2000 + $0 }, number(2..<4), number(4..<6))
        default: return nil
        }
        guard let year = parts.year, let month = parts.month, let day = parts.day, (1...12).contains(month),
            day >= 1, day <= ISO8601Time.daysIn(month: month, year: year)
        else { return nil }
        return ISO8601Time.daysFromCivil(year: year, month: month, day: day)
    }

    /// The seconds from midnight to the time of day `text` writes, or nil.
    static func secondsOfDay(_ text: Substring) -> Double? {
        let b = Array(text.utf8)
        var i = 0
        func digits(_ count: ClosedRange<Int>) -> Int? {
            let start = i
            var value = 0
            while i < b.count, i - start < count.upperBound, b[i] >= 0x30 && b[i] <= 0x39 {
                value = value * 10 + Int(b[i] - 0x30)
                i += 1
            }
            return count.contains(i - start) ? value : nil
        }
        func expect(_ byte: UInt8) -> Bool {
            guard i < b.count, b[i] == byte else { return false }
            i += 1
            return true
        }
        let hour: Int, minute: Int, second: Int
        if b.contains(UInt8(ascii: ":")) {
            guard let h = digits(1...2), expect(UInt8(ascii: ":")), let m = digits(2...2), expect(UInt8(ascii: ":")),
                let s = digits(2...2)
            else { return nil }
            (hour, minute, second) = (h, m, s)
        } else {
            guard let h = digits(2...2), let m = digits(2...2), let s = digits(2...2) else { return nil }
            (hour, minute, second) = (h, m, s)
        }
        guard hour <= 23, minute <= 59, second <= 60 else { return nil }
        var fraction = 0.0
        if expect(UInt8(ascii: ".")) || expect(UInt8(ascii: ",")) {
            var scale = 0.1
            while i < b.count, b[i] >= 0x30 && b[i] <= 0x39 {
                fraction += Double(b[i] - 0x30) * scale
                scale /= 10
                i += 1
            }
        }
        _ = expect(UInt8(ascii: "Z")) || expect(UInt8(ascii: "z"))
        guard i == b.count else { return nil }
        return Double(hour * 3600 + minute * 60 + second) + fraction
    }
}
