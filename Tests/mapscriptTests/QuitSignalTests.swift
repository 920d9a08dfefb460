import Foundation
import Testing

/// Issue 23, item 10: Ctrl-\ (SIGQUIT) ends a batch run at once and quietly, by the default
/// action, as in lua and sqlite3; the Swift runtime's backtracer used to catch it, print a
/// backtrace ("Program crashed") and let the run go on to exit 0.
struct QuitSignalTests {
    @Test func sigquitEndsABatchRunQuietly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-quit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("slow.mapscript")
        try "print \"start\"\nwait 30\nprint \"end\"\n".write(to: script, atomically: true, encoding: .utf8)
        let errors = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = ["--realtime", script.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        let started = Date()
        try process.run()
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, SIGQUIT)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGQUIT)
        #expect(Date().timeIntervalSince(started) < 20, "the run went on after SIGQUIT")
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(!stderr.contains("crashed") && !stderr.contains("Backtrac"), "\(stderr)")
    }
}
