import ExternalTools
import Foundation
import Testing

/// `mapscript lsp` with clients nobody here wrote: pygls's `LanguageClient` and Neovim's
/// built-in client, each driven by a small script beside this file.
@Suite(.serialized)
struct LanguageServerClientTests {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// A scratch folder holding `name` with `text`.
    static func folder(with name: String, _ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-lsp-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }

    @Test(.needs(.pygls)) func pygls() throws {
        let folder = try Self.folder(with: "tour.mapscript", "let home = 44.5,-110.8\ngoto hom\nzoom in by 2\nbasemap use ima\n"
                                     + "layer add \"towns.geojson\"\nlayer filter 1 where pop\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": null, "properties": {"population": 9161, "pop_rank": 7, "name": "Cody"}}]}"#.utf8)
            .write(to: folder.appendingPathComponent("towns.geojson"))
        let run = try BinaryRunner.run(["python3", Self.scripts.appendingPathComponent("lsp_pygls.py").path, BinaryRunner.executable.path,
                                        folder.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(result["encoding"] as? String == "utf-16")
        let opened = result["opened"] as? [[String: Any]] ?? []
        #expect(opened.map { "\($0["code"] ?? "") \($0["line"] ?? ""):\($0["character"] ?? "")-\($0["endCharacter"] ?? "")" }
                == ["runtime.unknown-variable 1:5-8", "runtime.unknown-basemap 3:12-15"])
        #expect(opened.allSatisfy { $0["source"] as? String == "mapscript" })
        #expect(result["openedVersion"] as? Int == 1)
        // The incremental change completed `hom` to `home`: its error is gone.
        #expect((result["changed"] as? [[String: Any]] ?? []).map { $0["code"] as? String } == ["runtime.unknown-basemap"])
        #expect((result["hover"] as? String)?.contains("zoom: change the scale") == true)
        #expect(result["completion"] as? [String] == ["imagery", "imagery-labels", "imagery-standard"])
        #expect(result["fieldCompletion"] as? [String] == ["pop_rank", "population"])
        #expect((result["definition"] as? [String: Int]) == ["line": 0, "character": 4])
        #expect(result["symbols"] as? [String] == ["home"])
    }

    @Test(.needs(.neovim)) func neovim() throws {
        let folder = try Self.folder(with: "tour.mapscript", "let home = 44.5,-110.8\ngoto home\ngoto hme\nbasemap use imagry\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.json")
        let run = try BinaryRunner.run(["nvim", "--headless", "--clean", "-u", Self.scripts.appendingPathComponent("lsp_nvim.lua").path,
                                        folder.appendingPathComponent("tour.mapscript").path],
                                       directory: folder,
                                       environment: ["MAPSCRIPT": BinaryRunner.executable.path, "OUT": out.path],
                                       executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map { "\($0["code"] ?? "") \($0["line"] ?? ""):\($0["col"] ?? "")-\($0["end_col"] ?? "") \($0["severity"] ?? "")" }
                == ["runtime.unknown-variable 2:5-8 1", "runtime.unknown-basemap 3:12-18 2"])
        #expect(diagnostics.first?["message"] as? String == "no variable named 'hme'")
        let definition = result["definition"] as? [String: Any]
        #expect((definition?["uri"] as? String)?.hasSuffix("/tour.mapscript") == true)
        #expect(((definition?["range"] as? [String: Any])?["start"] as? [String: Int]) == ["line": 0, "character": 4])
    }
}
