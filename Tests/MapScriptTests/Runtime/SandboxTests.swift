#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// `--sandbox`: file commands reach only the sandbox's folder, whatever path, `..` or
/// symbolic link they take; `--sandbox=read-only` writes nothing (issue 15).
@Suite struct SandboxTests {
    /// One command run by `box/t.mapscript` in a sandbox of `box/`.
    struct Case: CustomStringConvertible, Sendable {
        let command: String
        var readOnly = false
        /// The error the command must give (nil: it runs).
        let refusal: DiagnosticID?
        /// A file (relative to the outer folder) that must not exist afterwards.
        var notWritten: String? = nil
        var description: String { command + (readOnly ? " (read-only)" : "") }
    }

    static let cases: [Case] = [
        Case(command: #"save "s.json""#, refusal: nil),
        Case(command: #"save "s.json""#, readOnly: true, refusal: .sandboxReadOnly, notWritten: "box/s.json"),
        Case(command: #"export geojson "x.geojson""#, readOnly: true, refusal: .sandboxReadOnly, notWritten: "box/x.geojson"),
        Case(command: #"export svg "x.svg""#, readOnly: true, refusal: .sandboxReadOnly, notWritten: "box/x.svg"),
        Case(command: #"export kml "../x.kml""#, refusal: .outsideSandbox, notWritten: "x.kml"),
        Case(command: #"export webmap "../x.json""#, refusal: .outsideSandbox, notWritten: "x.json"),
        Case(command: #"save "nosuch/../../x.json""#, refusal: .outsideSandbox, notWritten: "x.json"),
        Case(command: #"save "nosuch/deeper/../../../x.json""#, refusal: .outsideSandbox, notWritten: "x.json"),
        Case(command: #"save "up/x.json""#, refusal: .outsideSandbox, notWritten: "x.json"),
        Case(command: #"save "session-link.json""#, refusal: .outsideSandbox),
        Case(command: #"source "inner.mapscript""#, refusal: nil),
        Case(command: #"source "inner.mapscript""#, readOnly: true, refusal: nil),
        Case(command: #"source "sub/../inner.mapscript""#, refusal: nil),
        Case(command: #"source "inner-link.mapscript""#, refusal: nil),
        Case(command: #"source "../box/inner.mapscript""#, refusal: nil),
        Case(command: #"source "../outer.mapscript""#, refusal: .outsideSandbox),
        Case(command: #"source "outer-link.mapscript""#, refusal: .outsideSandbox),
        Case(command: #"source "up/outer.mapscript""#, refusal: .outsideSandbox),
        Case(command: #"source "/etc/hostname""#, refusal: .outsideSandbox),
        Case(command: #"load "../session.json""#, refusal: .outsideSandbox),
        Case(command: #"load "session-link.json""#, refusal: .outsideSandbox),
        Case(command: #"load "dangling.json""#, refusal: .outsideSandbox),
        Case(command: #"import webmap "../session.json""#, refusal: .outsideSandbox),
        Case(command: #"gallery load "/etc/passwd""#, refusal: .outsideSandbox),
        Case(command: #"location start track "../track.csv""#, refusal: .outsideSandbox),
    ]

    @Test(arguments: cases)
    func sandboxedCommand(_ testCase: Case) throws {
        withFolder([
            "outer.mapscript": "bookmark add \"Outside\" at 1,2\n",
            "track.csv": "latitude,longitude\n1,2\n",
            "box/inner.mapscript": "bookmark add \"Inside\" at 3,4\n",
            "box/sub/keep": "",
        ]) { folder in
            symlink(folder + "/outer.mapscript", folder + "/box/outer-link.mapscript")
            symlink("inner.mapscript", folder + "/box/inner-link.mapscript")
            symlink("..", folder + "/box/up")
            symlink(folder + "/nowhere.json", folder + "/box/dangling.json")
            #expect(run("save \"\(folder)/session.json\"").err == "")
            symlink(folder + "/session.json", folder + "/box/session-link.json")
            writeFile(folder + "/box/t.mapscript", testCase.command + "\n")

            let result = runSandboxed(folder + "/box/t.mapscript", readOnly: testCase.readOnly)
            if let refusal = testCase.refusal {
                #expect(result.interpreter.collectedDiagnostics.map(\.id) == [refusal], "\(result.err)")
                #expect(result.interpreter.session == Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics()).session)
            } else {
                #expect(result.err == "")
            }
            if let path = testCase.notWritten { #expect(access(folder + "/" + path, F_OK) != 0, "\(path) was written") }
            // The session file the link points at is never replaced through the link.
            #expect(readFile(folder + "/session.json")?.contains("Inside") == false)
        }
    }

    @Test func theRefusalNamesThePathAndWhereItLeads() throws {
        withFolder(["box/t.mapscript": "load \"../../etc/passwd\"\n"]) { folder in
            let result = runSandboxed(folder + "/box/t.mapscript", readOnly: false)
            let box = Sandbox(folder: folder + "/box", readOnly: false)!.folder
            let outer = String(ScriptPath.folder(of: box).dropLast())  // `folder`, canonical
            let above = ScriptPath.folder(of: outer)  // the folder above it, ending in `/`
            #expect(result.firstError == "\(folder)/box/t.mapscript:1:6: error: '\(folder)/box/../../etc/passwd' is outside "
                    + "the sandbox '\(box)' (it leads to '\(above)etc/passwd')")
        }
    }

    @Test func noSandboxReachesEverywhere() throws {
        withFolder(["outer.mapscript": "print \"outer\"\n", "box/t.mapscript": "source \"../outer.mapscript\"\n"]) { folder in
            #expect(runFile(folder + "/box/t.mapscript").out == "outer\n")
        }
    }

    @Test(arguments: [
        ("/", "/etc", true), ("/a/b", "/a/b", true), ("/a/b", "/a/b/c", true), ("/a/b", "/a/bc", false),
        ("/a/b", "/a", false), ("/a/b", "/", false),
    ])
    func containment(folder: String, path: String, inside: Bool) {
        #expect(Sandbox(canonicalFolder: folder, readOnly: false).contains(path) == inside)
    }

    /// Where a refused path leads: `.`, `..` (by the folders held, and past a missing one by
    /// the text) and repeated `/` taken as the system takes them; `/..` is `/`.
    @Test(arguments: [
        ("../x.json", "/x.json"), ("./nosuch/./../../y", "/y"), ("..//p//q/", "/p/q"), ("nosuch/deeper/../../../z", "/z"),
        ("up/x.json", "/x.json"), ("up/box/up/w", "/w"), ("outer/v", "/v"), (String(repeating: "../", count: 64) + "etc", "//etc"),
    ])
    func whereARefusedPathLeads(path: String, leadsTo: String) throws {
        try withFolder(["box/keep": ""]) { folder in
            let outer = try #require(ScriptFiles.canonicalPath(folder))
            symlink("..", folder + "/box/up")
            symlink(outer, folder + "/box/outer")
            let sandbox = try #require(Sandbox(folder: folder + "/box", readOnly: false))
            let expected = leadsTo.hasPrefix("//") ? String(leadsTo.dropFirst()) : outer + leadsTo
            #expect(throws: Sandbox.Refusal.outside(leadsTo: expected)) { try sandbox.locate(folder + "/box/" + path, for: .write) }
        }
    }

    /// Runs the script file at `path` with a sandbox of its folder.
    private func runSandboxed(_ path: String, readOnly: Bool) -> RunResult {
        var options = Interpreter.Options()
        options.sandbox = Sandbox(folder: ScriptPath.folder(of: path), readOnly: readOnly)
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        let outcome = (try? interpreter.run(.file(path))) ?? RunOutcome(.stopped)
        return RunResult(out: interpreter.output.text, err: interpreter.renderedDiagnostics, outcome: outcome,
                         interpreter: interpreter)
    }
}
