import Testing
import MapCore
@testable import MapFiles

// The pieces under the logger readers: dates and times of day, numbers with units, and the
// repairs of a GPX track's times.

// MARK: - Dates and times of day

@Test(arguments: [
    ("1970-01-01", 0), ("1970/01/02", 1), ("19700103", 2), ("090706", 14431), ("2009-07-06", 14431), ("2000-02-29", 11016),
])
func loggerDates(text: String, days: Int) {
    #expect(LoggerTime.days(Substring(text)) == days)
}

@Test(arguments: ["2009/07-06", "2009-13-01", "2009-02-29", "091306", "0907060", "9-07-06", "2009-07-6", "", "２００９-07-06"])
func notLoggerDates(text: String) {
    #expect(LoggerTime.days(Substring(text)) == nil)
}

@Test(arguments: [
    ("00:00:00", 0.0), ("9:05:00", 32700), ("15:14:11.250", 54851.25), ("151411", 54851), ("151411.5Z", 54851.5),
    ("23:59:60", 86400), ("13:20:23.", 48023), ("13:20:23,5", 48023.5),
])
func timesOfDay(text: String, seconds: Double) {
    #expect(LoggerTime.secondsOfDay(Substring(text)) == seconds)
}

@Test(arguments: ["24:00:00", "12:60:00", "12:00:61", "1:2:3", "12:00", "1514", "15141", "12:00:00+01:00", "12:00:00 Z", ""])
func notTimesOfDay(text: String) {
    #expect(LoggerTime.secondsOfDay(Substring(text)) == nil)
}

// MARK: - Numbers and units

@Test(arguments: [
    ("12.5km", "12.5", "km"), ("49.07 N", "49.07", "N"), ("7", "7", ""), ("-1e3 m/s", "-1e3", "m/s"), ("125E", "125", "E"),
    ("2.5e", "2.5", "e"), ("3°", "3", "°"),
])
func numbersWithUnits(text: String, number: String, unit: String) {
    let split = TrackValue.split(Substring(text))
    #expect(split.map { String($0.number) } == number && split.map { String($0.unit) } == unit)
}

@Test(arguments: ["", "km", "1.2.3", "1 2", "--1", ".", "N49", "1 -2"])
func notNumbersWithUnits(text: String) {
    #expect(TrackValue.split(Substring(text)) == nil)
}

// MARK: - Repairs of times

@Test func oneUntimedPointAndATinyStepBackAreSaidInTheSingular() throws {
    let positions = try [0.0, 1, 2].map { try GeodesicPosition(latitude: 0, longitude: $0) }  // along the equator: equal steps
    let untimed = TrackTimes.repaired([0, nil, 10], positions: positions)
    #expect(untimed.times == [0, 5, 10])
    #expect(untimed.notes == ["1 of 3 points has no time: it is given one between the timed points around it, by distance along the track"])
    let back = TrackTimes.repaired([100, 100 - 1e-7, 101], positions: positions)
    #expect(back.times == [100, 100, 101])
    #expect(back.notes == ["1 point is earlier than the one before it (by less than 0.000001 s): "
                           + "it keeps the file's order and takes the time before it"])
    #expect(TrackTimes.repaired([nil, nil, nil], positions: positions).notes == [])
    #expect(TrackTimes.repaired([1, 2, 2], positions: positions).notes == [])
}
