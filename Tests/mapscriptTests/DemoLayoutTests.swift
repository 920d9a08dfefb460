import Foundation
import MapScriptSyntax
import Testing

/// The demo scripts are in the canonical layout, as `mapscript fmt --check` (what CI runs) and
/// the formatter itself say: a demo edited by hand fails here until `mapscript fmt` has run.
struct DemoLayoutTests {
    /// The demo folder.
    static let folder = BinaryRunner.packageRoot.appendingPathComponent("scripts/demo")

    /// The demo scripts' paths from the package root, sorted.
    static let demos: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".mapscript") }.sorted().map { "scripts/demo/" + $0 }
    }()

    @Test func thereAreDemos() {
        #expect(Self.demos.count >= 8)
    }

    /// Each demo formats to itself.
    @Test(arguments: demos)
    func demoIsFormatted(_ path: String) throws {
        let text = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(try SourceFormatter.format(text) == text, "\(path) is not formatted: run `mapscript fmt \(path)`")
    }

    /// `mapscript fmt --check` over the folder lists nothing and exits 0.
    @Test func fmtCheckPassesOnEveryDemo() throws {
        let run = try BinaryRunner.run(["fmt", "--check"] + Self.demos)
        #expect(run.stdout == "", "not formatted: \(run.stdout)")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    /// The check can fail: a demo with its layout undone is listed, with status 1.
    @Test func fmtCheckListsAnUnformattedDemo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(Self.demos[0]), encoding: .utf8)
        let messy = folder.appendingPathComponent("messy.mapscript")
        try Data((text + "\n\n\nrepeat 2 {zoom in;zoom out}\n").utf8).write(to: messy)
        let run = try BinaryRunner.run(["fmt", "--check", messy.path])
        #expect(run.stdout.contains("messy.mapscript"))
        #expect(run.status == 1)
    }
}
