import ExternalTools
import Foundation
import Testing

/// The REPL driven in a real pseudo-terminal by `repl_pty.py` (Python's pexpect, installed by
/// `.ci/run`): prompt, output, errors, completion, continuation, Ctrl-C (in Emacs and vi
/// modes, in the middle of a quoted insert, a search or a vi motion), history (a carriage
/// return in an entry, the cap), Ctrl-D.
struct ReplTerminalTests {
    @Test(.timeLimit(.minutes(2)), .needs(.pexpect))
    func replBehavesLikeAGoodShell() throws {
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/repl_pty.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, BinaryRunner.executable.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let transcript = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(transcript)")
        for check in ["ok: history recalled with the up arrow in a second session",
                      "ok: vi mode: Ctrl-C abandons the line in insert mode",
                      "ok: a full history file stays at 2,000 entries as entries are added",
                      "ok: a layer's field names complete after where, feature[\" and by \""] {
            #expect(transcript.contains(check), "\(transcript)")
        }
    }
}
