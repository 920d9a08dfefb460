import Foundation
import Testing

/// Issue 23, items 8 and 9: a location display that has left its track keeps no track place
/// nor start time, so what `save` writes `load` reads, and saving again gives the same bytes
/// (`"trackStart": 7` came back as 0; `"trackIndex": 1` without a track was refused).
@Suite struct TrackRoundTripTests {
    static let track = "latitude,longitude,time\n44.46,-110.83,2024-06-01T12:00:00Z\n44.47,-110.82,2024-06-01T12:00:10Z\n"

    @Test(arguments: [
        "wait 7\nlocation start track \"TRACK\"\nlocation start at 1,1",
        "location start track \"TRACK\"\nlocation step\nlocation move 2,2",
        "wait 3\nlocation start track \"TRACK\"\nlocation step\nlocation stop",
        "wait 5\nlocation start track \"TRACK\"\nlocation step",
    ])
    func saveLoadSaveIsByteIdentical(script: String) throws {
        try withFolder(["tr.csv": Self.track]) { folder in
            let script = script.replacingOccurrences(of: "TRACK", with: folder + "/tr.csv")
            let result = run(script + "\nsave \"\(folder)/a.json\"\nload \"\(folder)/a.json\"\nsave \"\(folder)/b.json\"")
            #expect(result.err == "")
            let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/a.json"))
            let second = try Data(contentsOf: URL(fileURLWithPath: folder + "/b.json"))
            #expect(first == second)
        }
    }
}
