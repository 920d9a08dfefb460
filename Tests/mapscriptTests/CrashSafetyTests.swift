import Foundation
import Testing

/// Issue 15, no data lost: a `save` killed at any moment (SIGKILL: no clean-up runs) leaves
/// the session file whole, the old one or the new one, never a mix; the temporary file a
/// killed save leaves is removed by the next process's first save into the folder.
@Suite(.serialized) struct CrashSafetyTests {
    /// Saves a session growing by one bookmark (and one graphic) each time, `count` times.
    static func script(saves count: Int) -> String {
        """
        let i = 0
        repeat \(count) {
          i = i + 1
          bookmark add "Place number ${i} with a long name to make the file longer" at (i % 80), (i % 170) scale 5000 + i
          graphic add point (i % 80), (i % 170) label "label ${i}"
          save "s.json"
        }
        print "done"
        """
    }

    /// The temporary files of `s.json` in `folder`.
    static func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".s.json.tmp-") }
    }

    /// The number of bookmarks of the session file `s.json` in `folder`, as `load` reads it;
    /// nil (with the error recorded) when it does not load.
    static func bookmarksSaved(in folder: URL) throws -> Int? {
        let result = try BinaryRunner.run(["-e", "load \"s.json\"\nprint bookmarks.count"], directory: folder)
        #expect(result.status == 0, "the saved file must load: \(result.stderr)")
        return Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func killedSavesLeaveACompleteFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.script(saves: 20).utf8).write(to: folder.appendingPathComponent("some.mapscript"))
        try Data(Self.script(saves: 1_000_000).utf8).write(to: folder.appendingPathComponent("endless.mapscript"))

        // A whole run, for a first file.
        let whole = try BinaryRunner.run(["some.mapscript"], directory: folder)
        #expect(whole.stdout == "done\n" && whole.status == 0, "\(whole.stderr)")
        #expect(try Self.bookmarksSaved(in: folder) == 20)

        // Kills at moments spread evenly from 0.1 s to 1 s into a run that saves for far
        // longer (a save takes milliseconds: the kills fall at all points of one), each
        // followed by a check of the file.
        let kills = 16
        var killedRunning = 0, leftovers = 0
        for index in 0..<kills {
            let process = Process()
            process.executableURL = BinaryRunner.executable
            process.arguments = ["endless.mapscript"]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: 0.1 + 0.9 * Double(index) / Double(kills - 1))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killedRunning += 1 }

            let saved = try #require(try Self.bookmarksSaved(in: folder), "kill \(index)")
            #expect(saved >= 1)
            let left = try Self.temporaries(in: folder)
            #expect(left.count <= 1, "kill \(index): \(left)")
            leftovers += left.count
        }
        #expect(killedRunning == kills, "every kill lands while the script runs")
        // A save after the kills removes what they left.
        let after = try BinaryRunner.run(["-e", "load \"s.json\"\nsave \"s.json\""], directory: folder)
        #expect(after.status == 0)
        #expect(try Self.temporaries(in: folder).isEmpty)
        print("CrashSafetyTests: \(killedRunning) of \(kills) kills during the run, \(leftovers) temporary files left by them")
    }
}
