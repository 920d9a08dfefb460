import Testing
import MapCore
@testable import MapFiles

// CSV tracks as GPS loggers and their exporters write them (issue 24, section 1). The fixtures
// are written for these tests, in the shapes of real files: an MTK logger export (BT747,
// iBlue 747, Qstarz: `INDEX,RCR,DATE,TIME,VALID,LATITUDE,N/S,...`, a trailing comma, units on
// the values), a Columbus V-900 log (`LATITUDE N/S`, `YYMMDD` and `hhmmss`, fields padded with
// NUL bytes, speeds in km/h), GPSBabel's universal CSV (`No,Latitude,Longitude,Name,Date,Time`,
// quoted names) and GPSLogger for Android (`time,lat,lon,elevation,accuracy,bearing,...`).

// MARK: - Whole files

@Test func anMTKLoggerExportPlays() {
    let outcome = readTrack("""
        INDEX,RCR,DATE,TIME,VALID,LATITUDE,N/S,LONGITUDE,E/W,HEIGHT,SPEED,HDOP,NSAT (USED/VIEW),SAT INFO (SID-SNR),DISTANCE,
        1,T,2024/06/01,12:00:00.000,SPS,44.460500,N,110.828100,W,2240.125 m,3.600 km/h,0.95,7(9),#05-31;#12-28;17-00,     0.00 m,
        2,T,2024/06/01,12:00:10.000,SPS,44.460600,N,110.828000,W,2241.500 m,7.200 km/h,0.97,7(9),#05-30;#12-29;17-00,    13.61 m,
        3,T,2024/06/01,12:00:20.500,SPS,44.460700,N,110.827900,W,2242.000 m,0.000 km/h,1.01,6(9),#05-30;#12-27,    13.61 m,

        """, .csv)
    #expect(outcome.error == nil)
    #expect(outcome.track?.fixes.map(\.latitude) == [44.4605, 44.4606, 44.4607])
    #expect(outcome.track?.fixes.map(\.longitude) == [-110.8281, -110.828, -110.8279])
    #expect(outcome.times == [0, 10, 20.5])
    #expect(zip(outcome.track?.fixes.map(\.speed) ?? [], [1.0, 2, 0]).allSatisfy { close($0, $1) })
    #expect(outcome.notes == ["ignored columns 'INDEX', 'RCR', 'VALID', 'HEIGHT', 'HDOP', 'NSAT (USED/VIEW)', "
                              + "'SAT INFO (SID-SNR)', 'DISTANCE'"])
}

@Test func aColumbusLogPaddedWithNULsPlays() {
    let outcome = readTrack(
        "INDEX,TAG,DATE,TIME,LATITUDE N/S,LONGITUDE E/W,HEIGHT,SPEED,HEADING,VOX\r\n"
            + "1\0\0\0\0\0,T,090706,151411,44.460512N,110.828134W,2240\0,18\0\0,90\0,\0\0\0\0\0\0\0\0\0\r\n"
            + "2\0\0\0\0\0,C,090706,151416,44.460612N,110.828034W,2241\0,36\0\0,45\0,\0\0\0\0\0\0\0\0\0\r\n"
            + "3\0\0\0\0\0,V,090706,151421,44.460712N,110.827934W,2242\0,0\0\0\0,45\0,VOX00003\0\r\n", .csv)
    #expect(outcome.error == nil)
    #expect(outcome.track?.fixes.map(\.longitude) == [-110.828134, -110.828034, -110.827934])
    #expect(outcome.times == [0, 5, 10])
    #expect(outcome.track?.fixes.map(\.speed) == [5, 10, 0])  // km/h in a Columbus log
    #expect(outcome.track?.fixes.map(\.heading) == [90, 45, 45])
    #expect(outcome.notes == ["ignored columns 'INDEX', 'TAG', 'HEIGHT', 'VOX'"])
}

@Test func aGPSBabelUniversalCSVWithQuotedNamesPlays() {
    let outcome = readTrack("""
        No,Latitude,Longitude,Name,Date,Time
        1,44.460500,-110.828100,"Old Faithful, north",2014/09/17,13:20:20.004
        2,44.460600,-110.828000,"say ""hi"" now",2014/09/17,13:20:21
        3,44.460700,-110.827900,"WPT003",2014/09/17,13:20:21.5
        """, .csv)
    #expect(outcome.error == nil)
    #expect(zip(outcome.times, [0, 0.996, 1.496]).allSatisfy { close($0, $1, within: 1e-6) })
    #expect(outcome.notes == ["ignored columns 'No', 'Name'"])
}

@Test func aGPSLoggerForAndroidFilePlays() {
    let outcome = readTrack("""
        time,lat,lon,elevation,accuracy,bearing,speed,satellites,provider,hdop,vdop,pdop,geoidheight,ageofdgpsdata,dgpsid,activity,battery,annotation
        2024-06-01T12:00:00.000Z,44.4605,-110.8281,2240.0,4.0,10.5,1.5,9,gps,0.9,1.2,1.5,-18.0,,,,87,
        2024-06-01T12:00:05.000Z,44.4606,-110.8280,2240.5,4.0,20.25,1.25,9,gps,0.9,1.2,1.5,-18.0,,,,87,"at the ""geyser"", waiting"
        """, .csv)
    #expect(outcome.error == nil)
    #expect(outcome.times == [0, 5])
    #expect(outcome.track?.fixes.map(\.course) == [10.5, 20.25])  // bearing: the direction of travel
    #expect(outcome.track?.fixes.map(\.speed) == [1.5, 1.25])
    #expect(outcome.notes == ["ignored columns 'elevation', 'accuracy', 'satellites', 'provider', 'hdop', 'vdop', "
                              + "'pdop', 'geoidheight', 'ageofdgpsdata', 'dgpsid', 'activity', 'battery', 'annotation'"])
}

// MARK: - Columns

/// Header spellings loggers write, and the first fix each gives for `values`.
@Test(arguments: [
    ("Latitude,Longitude", "44.5,-110.8"), ("Lat,Long", "44.5,-110.8"), ("lat,lng", "44.5,-110.8"),
    ("LAT,LON", "44.5,-110.8"), ("LaTiTuDe,LoNgItUdE", "44.5,-110.8"), ("\u{FEFF}Lat,Lng", "44.5,-110.8"),
    ("\"Latitude\",\"Longitude\"", "\"44.5\",\"-110.8\""), ("  Lat , Lng  ", " 44.5 , -110.8 "),
    ("LATITUDE N/S,LONGITUDE E/W", "44.5N,110.8W"), ("LATITUDEN/S,LONGITUDEE/W", "44.5N,110.8W"),
    ("Latitude (deg),Longitude [°]", "44.5,-110.8"), ("lon,No,lat", "-110.8,7,44.5"),
])
func headerSpellings(header: String, values: String) {
    let outcome = readTrack(header + "\n" + values + "\n", .csv)
    #expect(outcome.error == nil)
    #expect(outcome.track?.fixes.first?.latitude == 44.5)
    #expect(outcome.track?.fixes.first?.longitude == -110.8)
}

@Test(arguments: [
    ("lat,lon,sped\n1,2,3\n", "ignored column 'sped' (did you mean 'speed'?)"),
    ("lat,lon,altitude\n1,2,3\n", "ignored column 'altitude'"),
    ("lat,lon,date\n1,2,2009/07/06\n", "ignored column 'date' (no time column)"),
    ("No,Alt,lat,lon,Alt\n1,2,3,4,5\n", "ignored columns 'No', 'Alt'"),
    ("lat,lon," + (1...22).map { "c\($0)" }.joined(separator: ",") + "\n1,2" + String(repeating: ",x", count: 22) + "\n",
     "ignored columns " + (1...20).map { "'c\($0)'" }.joined(separator: ", ") + ", and 2 more"),
])
func unknownColumnsAreIgnoredWithOneNote(text: String, note: String) {
    let outcome = readTrack(text, .csv)
    #expect(outcome.error == nil)
    #expect(outcome.track?.count == 1 && outcome.track?.isTimed == false)
    #expect(outcome.notes == [note])
}

@Test func knownColumnsOnlyGiveNoNote() {
    let outcome = readTrack("lat,lon,,\n1,2,,\n3,4\n", .csv)  // an unnamed column; a line without the trailing commas
    #expect(outcome.error == nil && outcome.notes == [] && outcome.track?.count == 2)
}

// MARK: - Dates and times

/// A date and a time of day in two columns: the seconds from the first line to the second.
@Test(arguments: [
    ("2009/07/06", "15:14:11", "2009/07/06", "15:14:12.5", 1.5),
    ("2009-07-06", "15:14:11.250", "2009-07-07", "15:14:11.250", 86400),
    ("090706", "151411", "090706", "151421", 10),
    ("20090706", "151411.5", "20090706", "151412", 0.5),
    ("2009/07/06", "23:59:59", "2009/07/07", "00:00:01", 2),
    ("2008/02/28", "12:00:00", "2008/03/01", "12:00:00", 172800),
    ("2009/07/06", "9:05:00", "2009/07/06", "09:05:30Z", 30),
] as [(String, String, String, String, Double)])
func dateAndTimeColumns(date1: String, time1: String, date2: String, time2: String, seconds: Double) {
    let outcome = readTrack("Date,Time,Lat,Lon\n\(date1),\(time1),1,2\n\(date2),\(time2),1,2\n", .csv)
    #expect(outcome.error == nil)
    #expect(close(outcome.times.last ?? nil, seconds, within: 1e-6))
}

// MARK: - Hemispheres and units

@Test(arguments: [
    ("lat,lon", "49.071234N,125.761112W", 49.071234, -125.761112),
    ("lat,lon", "49.07S,125.76E", -49.07, 125.76),
    ("lat,lon", "N49.07,W125.76", 49.07, -125.76),
    ("lat,lon", "49.07 s,125.76 w", -49.07, -125.76),
    ("lat,lon", "49.07°N,125.76° W", 49.07, -125.76),
    ("lat,n/s,lon,e/w", "49.07,S,125.76,W", -49.07, -125.76),
    ("LATITUDE,N/S,LONGITUDE,E/W", "49.07,n,125.76,e", 49.07, 125.76),
    ("lat,N/S,lon,E/W", "-49.07,,125.76,", -49.07, 125.76),
] as [(String, String, Double, Double)])
func hemispheres(header: String, values: String, latitude: Double, longitude: Double) {
    let outcome = readTrack(header + "\n" + values + "\n", .csv)
    #expect(outcome.error == nil)
    #expect(outcome.track?.fixes.first?.latitude == latitude)
    #expect(outcome.track?.fixes.first?.longitude == longitude)
}

@Test(arguments: [
    ("speed", "2", 2.0), ("speed", "3.6 km/h", 1), ("speed", "3.6km/h", 1), ("speed", "10 m/s", 10),
    ("speed", "1 mph", 0.44704), ("speed", "1 kn", 1852.0 / 3600), ("speed", "7.2 KPH", 2),
    ("Speed (km/h)", "36", 10), ("SPEED[m/s]", "36", 36), ("speed_kmh", "36", 10),
] as [(String, String, Double)])
func speedUnits(header: String, value: String, metresPerSecond: Double) {
    let outcome = readTrack("lat,lon,\(header)\n1,2,\(value)\n", .csv)
    #expect(outcome.error == nil)
    #expect(close(outcome.track?.fixes.first?.speed, metresPerSecond))
}

// MARK: - Errors

/// Values and headers these readers refuse: the line and column, and the reason.
let badLoggerTracks: [(String, String)] = [
    ("lat,lon,speed\n1,2,12.5km\n", "line 2, column 5: unknown unit in '12.5km' (speed: m/s, km/h, mph or kn)"),
    ("lat,lon\n49.07E,2\n", "line 2, column 1: unknown unit in '49.07E' (lat: decimal degrees, N or S)"),
    ("lat,lon\n1,2 E W\n", "line 2, column 3: unknown unit in '2 E W' (lon: decimal degrees, E or W)"),
    ("lat,lon,heading\n1,2,90 rad\n", "line 2, column 5: unknown unit in '90 rad' (heading: degrees)"),
    ("lat,lon\n-49.07S,2\n", "line 2, column 1: '-49.07S' has both a sign and a hemisphere letter (lat)"),
    ("lat,e/w,lon\n1,W,-2\n", "line 2, column 5: '-2' has both a sign and a hemisphere letter (lon)"),
    ("lat,n/s,lon\n1,X,2\n", "line 2, column 3: 'X' is not a hemisphere (n/s: N or S)"),
    ("lat,lon,date,time\n1,2,2009.07.06,15:14:11\n", "line 2, column 5: '2009.07.06' is not a date: expected 2009-07-06, 2009/07/06 or 090706"),
    ("lat,lon,date,time\n1,2,2009/02/29,15:14:11\n", "line 2, column 5: '2009/02/29' is not a date: expected 2009-07-06, 2009/07/06 or 090706"),
    ("lat,lon,date,time\n1,2,2009/07/06,25:00:00\n",
     "line 2, column 16: '25:00:00' is not a time of day: expected 15:14:11, 15:14:11.250 or 151411"),
    ("lat,lon,date,time\n1,2,,15:14:11\n", "line 2, column 5: missing value for 'date'"),
    ("lat,lon,date,time\n1,2,2009/07/06,\n", "line 2, column 16: missing value for 'time'"),
    ("lat,lon,name\n1,2,\"open\n", "line 2, column 5: malformed quoted field: expected '\"' then ',' or the end of the line"),
    ("\"lat\",\"lon\"x\n1,2\n", "line 1, column 7: malformed quoted field: expected '\"' then ',' or the end of the line"),
    ("lat,lom\n1,2\n", "line 1, column 5: the header has no 'lon' column ('lom' is ignored; did you mean 'lon'?)"),
    ("Latitude,Longtitude\n1,2\n",
     "line 1, column 10: the header has no 'lon' column ('Longtitude' is ignored; did you mean 'longitude'?)"),
    ("lat,lon,Speed (km/h),speed\n1,2,3,4\n", "line 1, column 22: the header names column 'speed' twice"),
]

@Test(arguments: badLoggerTracks)
func badLoggerTrackIsAnError(text: String, expected: String) {
    #expect(readTrack(text, .csv).error == expected)
}
