#if canImport(Glibc)
import Glibc
#endif
import MapFormats
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Issue 23, item 2: under `--sandbox` a file is found once, from the sandbox's folder held
/// open, and read or written in the folder found, so a symbolic link changed between the check
/// and the use cannot lead outside. The folders: `box/` (the sandbox) with `box/inside/`, and
/// `outside/` beside it, each holding the same files marked `INSIDE` or `OUTSIDE`; `box/sub`
/// is a link to one or the other.
@Suite struct SandboxLinkTests {
    /// Every file command, through `sub`.
    static let commands = [
        #"save "sub/s.json""#, #"load "sub/s.json""#, #"import webmap "sub/w.json""#, #"gallery load "sub/p.json""#,
        #"location start track "sub/t.csv""#, #"source "sub/s.mapscript""#, #"export geojson "sub/x.geojson""#,
        #"export kml "sub/x.kml""#, #"export webmap "sub/w.json""#, #"export svg "sub/x.svg""#,
    ]

    @Test(arguments: commands)
    func aLinkOutOfTheSandboxIsRefused(_ command: String) throws {
        try withBox(sub: "../outside") { folder in
            let before = contents(of: folder + "/outside")
            let result = runSandboxed(folder + "/box", command + "\nprint bookmarks\ngallery\n")
            #expect(result.interpreter.collectedDiagnostics.map(\.id) == [.outsideSandbox], "\(result.err)")
            let outside = try canonical(folder) + "/outside/"
            #expect(result.err.contains("(it leads to '\(outside)"), "\(result.err)")
            #expect(!result.out.contains("OUTSIDE"))
            #expect(changes(in: folder + "/outside", since: before) == [])
            expectNoTemporaryFiles(folder)
        }
    }

    @Test(arguments: commands)
    func aLinkToAFolderInsideIsFollowed(_ command: String) throws {
        try withBox(sub: "inside") { folder in
            let before = contents(of: folder + "/outside")
            let result = runSandboxed(folder + "/box", command + "\nprint bookmarks\ngallery\n")
            #expect(result.err == "")
            #expect(!result.out.contains("OUTSIDE"))
            if command.hasPrefix("load") || command.hasPrefix("import") || command.hasPrefix("source")
                || command.hasPrefix("gallery") {
                #expect(result.out.contains("INSIDE"), "\(result.out)")
            }
            if command.hasPrefix("save") || command.hasPrefix("export"), let written = command.split(separator: "\"").last {
                #expect(access(folder + "/box/inside/" + written.dropFirst("sub/".count), F_OK) == 0)
            }
            #expect(changes(in: folder + "/outside", since: before) == [])
            expectNoTemporaryFiles(folder)
        }
    }

    /// How the file was found: by the sandbox (`openat2` where the kernel has it), or by the
    /// component walk alone.
    enum Finder: String, CaseIterable, Sendable { case sandbox, walk }

    /// Check, then use: the link is turned outside after the file was found, before it is
    /// written; the write still lands in the folder found, and nothing appears outside.
    @Test(arguments: Finder.allCases, ["sub/s.json", "s-link.json"])
    func aWriteStaysWhereThePathLedWhenItWasChecked(_ finder: Finder, _ name: String) throws {
        try withBox(sub: "inside") { folder in
            let before = contents(of: folder + "/outside")
            let file = try locate(folder + "/box/" + name, for: .write, by: finder)
            flip(folder, to: "../outside")
            try file.write(Array("written".utf8))
            #expect(readFile(folder + "/box/inside/s.json") == "written")
            #expect(changes(in: folder + "/outside", since: before) == [])
            expectNoTemporaryFiles(folder)
        }
    }

    /// Check, then use, for reading: a data file and a script read after the link was turned
    /// outside are the ones inside.
    @Test(arguments: Finder.allCases, ["sub/s.json", "s-link.json"])
    func aReadStaysWhereThePathLedWhenItWasChecked(_ finder: Finder, _ name: String) throws {
        try withBox(sub: "inside") { folder in
            let file = try locate(folder + "/box/" + name, for: .read, by: finder)
            let script = try locate(folder + "/box/sub/s.mapscript", for: .read, by: finder)
            flip(folder, to: "../outside")
            #expect(String(decoding: try file.read(), as: UTF8.self).contains("INSIDE"))
            let descriptor = try script.openScript()
            defer { close(descriptor) }
            var bytes = [UInt8](repeating: 0, count: 256)
            let count = read(descriptor, &bytes, bytes.count)
            #expect(String(decoding: bytes[..<max(0, count)], as: UTF8.self).contains("INSIDE"))
        }
    }

    /// Found while the link leads outside: refused, whatever the link becomes afterwards.
    @Test(arguments: Finder.allCases)
    func aPathCheckedThroughALinkOutIsRefused(_ finder: Finder) throws {
        try withBox(sub: "../outside") { folder in
            #expect(throws: Sandbox.Refusal.self) { try locate(folder + "/box/sub/s.json", for: .read, by: finder) }
            #expect(throws: Sandbox.Refusal.self) { try locate(folder + "/box/sub/new.json", for: .write, by: finder) }
        }
    }

    /// Paths the walk cannot finish: a link to nothing is refused; a folder on the way that is
    /// missing, not a folder or a loop of links is the error reading or writing the file gives.
    @Test(arguments: [
        (#"load "gone.json""#, "error: '{box}/gone.json' is outside the sandbox '{canonical}' (a symbolic link that leads nowhere)"),
        (#"save "gone.json""#, "error: '{box}/gone.json' is outside the sandbox '{canonical}' (a symbolic link that leads nowhere)"),
        (#"save "nosuch/x.json""#, "error: cannot write '{box}/nosuch/x.json': No such file or directory"),
        (#"save "nosuch/../x.json""#, "error: cannot write '{box}/nosuch/../x.json': No such file or directory"),
        (#"load "loop/x.json""#, "error: cannot read '{box}/loop/x.json': Too many levels of symbolic links"),
        (#"load "t.mapscript/x.json""#, "error: cannot read '{box}/t.mapscript/x.json': Not a directory"),
        (#"load "sub""#, "error: cannot read '{box}/sub': Is a directory"),
        (#"source "sub/""#, "error: cannot read '{box}/sub/': Is a directory"),
    ])
    func pathsTheWalkCannotFinish(command: String, expected: String) throws {
        try withBox(sub: "inside") { folder in
            symlink("missing.json", folder + "/box/gone.json")
            symlink("loop", folder + "/box/loop")
            let result = runSandboxed(folder + "/box", command + "\n")
            let message = expected.replacingOccurrences(of: "{box}", with: folder + "/box")
                .replacingOccurrences(of: "{canonical}", with: try canonical(folder) + "/box")
            #expect(result.firstError.hasSuffix(message), "\(result.err)")
            #expect(access(folder + "/box/x.json", F_OK) != 0)
            expectNoTemporaryFiles(folder)
        }
    }

    // MARK: - Helpers

    /// Runs `body` with the folders: `box/sub` a link to `sub`, `box/s-link.json` a link to
    /// `inside/s.json`.
    private func withBox(sub: String, _ body: (String) throws -> Void) throws {
        try withFolder([
            "box/inside/t.csv": "latitude,longitude\n1,2\n", "outside/t.csv": "latitude,longitude\n1,2\n",
            "box/inside/p.json": #"{ "basemaps": [ { "title": "INSIDE", "style": "oceans" } ] }"#,
            "outside/p.json": #"{ "basemaps": [ { "title": "OUTSIDE", "style": "oceans" } ] }"#,
            "box/inside/s.mapscript": "bookmark add \"INSIDE\" at 1,2\n",
            "outside/s.mapscript": "bookmark add \"OUTSIDE\" at 1,2\n",
        ]) { folder in
            for (mark, place) in [("INSIDE", "box/inside"), ("OUTSIDE", "outside")] {
                let made = run("bookmark add \"\(mark)\" at 1,2\nsave \"\(folder)/\(place)/s.json\"\n"
                               + "export webmap \"\(folder)/\(place)/w.json\"\n")
                #expect(made.err == "")
            }
            symlink(sub, folder + "/box/sub")
            symlink("inside/s.json", folder + "/box/s-link.json")
            try body(folder)
        }
    }

    /// Points `box/sub` at `target` (the link replaced at once, as `rename` does) and
    /// `box/s-link.json` at `target/s.json`.
    private func flip(_ folder: String, to target: String) {
        for (link, to) in [("sub", target), ("s-link.json", target + "/s.json")] {
            #expect(symlink(to, folder + "/box/new-link") == 0)
            #expect(rename(folder + "/box/new-link", folder + "/box/" + link) == 0)
        }
    }

    /// The file `path` found for `access` in a sandbox of its folder's `box`, by `finder`.
    private func locate(_ path: String, for access: Sandbox.Access, by finder: Finder) throws -> FileTarget {
        let box = String(path[..<path.range(of: "/box/")!.upperBound])
        let sandbox = try #require(Sandbox(folder: box, readOnly: false))
        switch finder {
        case .sandbox:
            return FileTarget(path: path, place: try sandbox.locate(path, for: access))
        case .walk:
            var walk = SandboxWalk(sandbox, from: .inside([sandbox.root]), path: String(path.dropFirst(box.count)))
            return FileTarget(path: path, place: try walk.run())
        }
    }

    /// Runs `script` as `box/t.mapscript` with a sandbox of `box`.
    private func runSandboxed(_ box: String, _ script: String) -> RunResult {
        writeFile(box + "/t.mapscript", script)
        var options = Interpreter.Options()
        options.sandbox = Sandbox(folder: box, readOnly: false)
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        let outcome = (try? interpreter.run(.file(box + "/t.mapscript"))) ?? RunOutcome(.stopped)
        return RunResult(out: interpreter.output.text, err: interpreter.renderedDiagnostics, outcome: outcome,
                         interpreter: interpreter)
    }

    /// The names and texts of the files in `folder`.
    private func contents(of folder: String) -> [String: String] {
        var files: [String: String] = [:]
        for name in Folder.names(in: folder) ?? [] { files[name] = readFile(folder + "/" + name) ?? "" }
        return files
    }

    /// The names of the files of `folder` made, removed or changed since it held `before`.
    private func changes(in folder: String, since before: [String: String]) -> [String] {
        let now = contents(of: folder)
        return Set(now.keys).union(before.keys).filter { now[$0] != before[$0] }.sorted()
    }

    /// No temporary file (`.NAME.tmp-XXXX`) in any of the folders.
    private func expectNoTemporaryFiles(_ folder: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for place in ["box", "box/inside", "outside"] {
            let names = Folder.names(in: folder + "/" + place) ?? []
            #expect(!names.contains { $0.contains(".tmp-") }, "\(place): \(names)", sourceLocation: sourceLocation)
        }
    }

    /// The canonical path of `folder`.
    private func canonical(_ folder: String) throws -> String {
        try #require(ScriptFiles.canonicalPath(folder))
    }
}
