import ExternalTools
import Foundation
import Testing

/// Issue 22 §3: with `--realtime` at a terminal, a `show` picture still on screen is redrawn
/// in place while a `goto ... duration` runs (about 10 frames a second), ending on the
/// picture of the destination; never when something was printed after it, never in a pipe.
@Suite(.serialized)
struct LiveShowTests {
    static let start = "map new basemap topographic\ngoto 44.5,-110.8 scale 50000000\n"
    static let move = "goto 44.5,-110.8 scale 2000000 duration 1.5\nprint \"done\"\n"

    /// Writes `text` as a script in a new folder; its path.
    static func script(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("live.mapscript")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// What `live_show_pty.py` reports.
    struct Terminal: Decodable {
        let status: Int
        let seconds: Double
        let redraws: Int
        let escapes: Int
        let output: String
    }

    /// (what comes between `show` and the move, the fewest and most redraws). About 10 frames
    /// a second is a ceiling, not a promise: where drawing a frame takes longer (a debug build
    /// under the address sanitizer on a busy machine drew 8 in 1.5 s) frames are dropped, never
    /// queued, so only a few are required; speed is not measured here.
    @Test(.timeLimit(.minutes(3)), .needs(.pexpect), arguments: [
        ("", 2, 17),                       // up to 14 frames in 1.5 s, and the destination
        ("print \"moved on\"\n", 0, 0),    // the picture is no longer last on screen
        ("pan north\n", 2, 17),             // a command that prints nothing leaves it there
    ])
    func aShowOnScreenIsRedrawnInPlace(between: String, fewest: Int, most: Int) throws {
        let file = try Self.script(Self.start + "show size 40 x 10\n" + between + Self.move)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let run = try BinaryRunner.run(
            ["python3", BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/live_show_pty.py").path,
             BinaryRunner.executable.path, file.path, "10"],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(run.status == 0, "live_show_pty.py failed: \(run.stderr)")
        let terminal = try JSONDecoder().decode(Terminal.self, from: Data(run.stdout.utf8))
        #expect(terminal.status == 0)
        #expect(terminal.redraws >= fewest && terminal.redraws <= most, "\(terminal.redraws) redraws")
        #expect(terminal.escapes == terminal.redraws * 2)  // nothing but the redraws' moves and clears
        #expect(terminal.seconds >= 1.5)
        let output = terminal.output.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(output.hasSuffix("done\n"))
        guard fewest > 0 else { return }
        // The last frame is the picture `show` draws at the destination.
        let last = try #require(output.components(separatedBy: "\u{1B}[10A\r\u{1B}[J").last)
        let there = try BinaryRunner.run([], input: Self.start + between + "goto 44.5,-110.8 scale 2000000\nshow size 40 x 10\n")
        #expect(last == there.stdout + "done\n")
    }

    /// In a pipe the picture is written once and never redrawn, though the move takes its time.
    @Test(.timeLimit(.minutes(1)))
    func aPipeGetsNoRedraws() throws {
        let file = try Self.script(Self.start + "show size 40 x 10\n" + Self.move)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let started = Date()
        let run = try BinaryRunner.run(["--realtime", file.path])
        #expect(Date().timeIntervalSince(started) >= 1.5)
        #expect(run.status == 0 && run.stderr == "")
        let still = try BinaryRunner.run([], input: Self.start + "show size 40 x 10\n")
        #expect(run.stdout == still.stdout + "done\n")
        #expect(!run.stdout.contains("\u{1B}"))
    }
}
