import Foundation
import Testing

/// Issue 24, 6.14: `scripts/make-readme-picture` says what it needs and stops, touching no
/// file, and lets a failed build stop it (no `|| true`).
struct ReadmePictureScriptTests {
    static let script = BinaryRunner.packageRoot.appendingPathComponent("scripts/make-readme-picture")

    /// Without rsvg-convert on the PATH it stops at once with a message, status 1, and leaves
    /// the picture as it was (and makes no folder).
    @Test func withoutRsvgConvertItStopsAndSaysWhy() throws {
        let picture = BinaryRunner.packageRoot.appendingPathComponent("scripts/pictures/mediterranean.png")
        let before = try Data(contentsOf: picture)
        let folders = try FileManager.default.contentsOfDirectory(atPath: BinaryRunner.packageRoot.path).sorted()
        let run = try BinaryRunner.run([Self.script.path], environment: ["PATH": "/nonexistent"],
                                       executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 1)
        #expect(run.stderr == "make-readme-picture: needs rsvg-convert (apt-get install librsvg2-bin)\n")
        #expect(try Data(contentsOf: picture) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: BinaryRunner.packageRoot.path).sorted() == folders)
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
