import Foundation
import Testing

/// `location start track` on files as loggers write them: what the reader ignored or adjusted
/// is a `file.track-note` warning naming the file, and the track plays (issue 24, section 1).
@Suite struct TrackNoteTests {
    @Test(arguments: [
        ("log.csv", """
            No,Latitude,Longitude,Altitude,Date,Time
            1,44.460500,-110.828100,2240.0,2024/06/01,12:00:00
            2,44.470500,-110.828100,2241.0,2024/06/01,12:00:10
            """, "ignored columns 'No', 'Altitude'"),
        ("jitter.gpx", """
            <gpx><trk><trkseg>
            <trkpt lat="44.4605" lon="-110.8281"><time>2024-06-01T12:00:00.0004Z</time></trkpt>
            <trkpt lat="44.4705" lon="-110.8281"><time>2024-06-01T12:00:00.0001Z</time></trkpt>
            <trkpt lat="44.4805" lon="-110.8281"><time>2024-06-01T12:00:10Z</time></trkpt>
            </trkseg></trk></gpx>
            """, "1 point is earlier than the one before it (by at most 0.0003 s): it keeps the file's order and takes the time before it"),
    ])
    func aNoteIsOneWarningAndTheTrackPlays(file: String, text: String, note: String) {
        withFolder([file: text, "t.mapscript": "location start track \"\(file)\"\nwait 10\nprint location.lat\n"]) { folder in
            let result = runFile(folder + "/t.mapscript")
            #expect(result.outcome.errors == 0)
            #expect(result.err.contains("\(folder)/t.mapscript:1:22: warning: \(folder)/\(file): \(note)\n"))
            #expect(result.err.components(separatedBy: "warning:").count == 2)
            #expect(result.out.hasPrefix("44.4"))
            let warnings = result.interpreter.collectedDiagnostics
            #expect(warnings.count == 1 && warnings.first?.id.rawValue == "file.track-note" && warnings.first?.severity == .warning)
        }
    }
}
