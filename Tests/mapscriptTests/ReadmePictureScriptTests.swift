import Foundation
import Testing

/// Issue 24, 6.14: `scripts/make-readme-picture` says what it needs and stops, creates no
/// empty `docs/` folder, and lets a failed build stop it (no `|| true`).
struct ReadmePictureScriptTests {
    static let script = BinaryRunner.packageRoot.appendingPathComponent("scripts/make-readme-picture")

    /// Without rsvg-convert on the PATH it stops at once with a message, status 1, and leaves
    /// nothing behind (no `docs/` folder nor anything in it: `docs/` now holds documentation,
    /// so what it holds is compared).
    @Test func withoutRsvgConvertItStopsAndSaysWhy() throws {
        let docs = BinaryRunner.packageRoot.appendingPathComponent("docs").path
        let before = try? FileManager.default.contentsOfDirectory(atPath: docs)
        let run = try BinaryRunner.run([Self.script.path], environment: ["PATH": "/nonexistent"],
                                       executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 1)
        #expect(run.stderr == "make-readme-picture: needs rsvg-convert (apt-get install librsvg2-bin)\n")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: docs)) == before)
    }

    /// The build is not silenced: a failure stops the script (`set -e`) with the compiler's
    /// messages.
    @Test func aFailedBuildIsNotHidden() throws {
        let text = try String(contentsOf: Self.script, encoding: .utf8)
        #expect(text.contains("set -eu"))
        #expect(!text.contains("|| true"))
        #expect(!text.contains("2>&1"))
    }
}
