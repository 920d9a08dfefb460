import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Batches over folders (issue 33, section 2): `files(PATTERN)`, `args`, `import webmap` of a
/// JSON string, and `--keep-going` inside loops.
@Suite struct BatchTests {
    /// A tree of files, the script at its top.
    static let tree: KeyValuePairs<String, String> = [
        "maps/a.json": "", "maps/B.json": "", "maps/z.txt": "", "maps/.hidden.json": "",
        "maps/sub/c.json": "", "maps/sub/deeper/d.json": "", "maps/.git/e.json": "", "maps/é.json": "",
    ]

    @Test(arguments: [
        ("maps/*.json", #"["maps/B.json", "maps/a.json", "maps/é.json"]"#),
        ("maps/**/*.json", #"["maps/B.json", "maps/a.json", "maps/sub/c.json", "maps/sub/deeper/d.json", "maps/é.json"]"#),
        ("**/d.json", #"["maps/sub/deeper/d.json"]"#),
        ("maps/.*.json", #"["maps/.hidden.json"]"#),
        ("maps/.git/*", #"["maps/.git/e.json"]"#),
        ("maps/?.*", #"["maps/B.json", "maps/a.json", "maps/z.txt", "maps/é.json"]"#),
        ("maps/[a-z].json", #"["maps/a.json"]"#),
        ("maps/*/", #"["maps/sub"]"#),
        ("maps/sub/**", #"["maps/sub/c.json", "maps/sub/deeper", "maps/sub/deeper/d.json"]"#),
        ("./maps/a.json", #"["./maps/a.json"]"#),
        ("maps/none.json", "[]"),
        ("nowhere/*.json", "[]"),
    ])
    func filesMatchSortedByBytes(pattern: String, expected: String) {
        withFolder(Self.tree) { folder in
            writeFile(folder + "/t.mapscript", "print files(\"\(pattern)\")\n")
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            #expect(result.out == expected + "\n")
        }
    }

    /// A symbolic link back up the tree is listed, but `**` does not walk round it again.
    @Test func anyDepthDoesNotLoopThroughLinks() {
        withFolder(["maps/a.json": "", "maps/sub/b.json": ""]) { folder in
            symlink("..", folder + "/maps/sub/up")
            symlink(".", folder + "/maps/here")
            writeFile(folder + "/t.mapscript", "print files(\"maps/**/*.json\")\nprint files(\"maps/**\")\n")
            let result = runFile(folder + "/t.mapscript")
            #expect(result.err == "")
            #expect(result.out == """
                ["maps/a.json", "maps/sub/b.json"]
                ["maps/a.json", "maps/here", "maps/sub", "maps/sub/b.json", "maps/sub/up"]

                """)
        }
    }

    /// Paths are found from the script's folder, as `import` reads them.
    @Test func pathsAreRelativeToTheScriptsFolder() {
        withFolder(["tools/maps/a.json": "{}", "tools/t.mapscript": "print files(\"maps/*\")\n"]) { folder in
            let result = runFile(folder + "/tools/t.mapscript")
            #expect(result.out == "[\"maps/a.json\"]\n")
        }
    }

    @Test(arguments: [
        ("print files(\"\")", "t.mapscript:1:13: error: the file pattern is empty"),
        ("print files(\"a\\u{0}b\")", "t.mapscript:1:13: error: file pattern contains a NUL character: \"a\\u{0}b\""),
        ("print files(3)", "t.mapscript:1:13: error: expected a string for file pattern, found a number"),
        ("print files()", "t.mapscript:1:7: error: 'files' takes 1 argument (a file pattern), but 0 were given"),
    ])
    func badPatterns(source: String, error: String) {
        let result = run(source)
        #expect(result.firstError == error)
    }

    /// Under `--sandbox`, a pattern whose folder is outside is refused; links that lead out
    /// are left out of the list.
    @Test func filesUnderTheSandbox() {
        withFolder(["box/maps/a.json": "", "outside/x.json": ""]) { folder in
            symlink(folder + "/outside", folder + "/box/maps/out")
            symlink(folder + "/outside/x.json", folder + "/box/maps/x.json")
            writeFile(folder + "/box/t.mapscript", "print files(\"maps/**\")\nprint files(\"../outside/*\")\n")
            var options = Interpreter.Options()
            options.sandbox = Sandbox(folder: folder + "/box", readOnly: true)
            let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
            _ = try? interpreter.run(.file(folder + "/box/t.mapscript"))
            #expect(interpreter.output.text == "[\"maps/a.json\"]\n")
            #expect(interpreter.renderedDiagnostics.contains(
                "t.mapscript:2:13: error: '\(folder)/box/../outside' is outside the sandbox '\(folder)/box' (it leads to '\(folder)/outside')"))
        }
    }

    @Test(arguments: [
        ([String](), "[] 0"),
        (["maps/", "x y"], #"["maps/", "x y"] 2"#),
    ])
    func argsHoldTheScriptsArguments(arguments: [String], expected: String) {
        var options = Interpreter.Options()
        options.arguments = arguments
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        let result = run("print args, args.count", interpreter: interpreter)
        #expect(result.err == "")
        #expect(result.out == expected + "\n")
    }

    @Test func argsIsReserved() {
        #expect(run("let args = 1").firstError.contains("'args'"))
    }

    static let smallWebMap = #"{"version": "2.31", "baseMap": {"title": "Streets", "baseMapLayers": []}, "# +
        #""operationalLayers": [{"id": "p", "title": "Parks", "layerType": "ArcGISFeatureLayer", "url": "http://gis.example.com/arcgis/rest/services/Parks/FeatureServer/0"}]}"#

    @Test func importWebMapFromAString() {
        let result = run("let json = \"\(Self.escaped("  \n" + Self.smallWebMap))\"\nimport webmap json\nprint layers.count, layers[1].title")
        #expect(result.err == "")
        #expect(result.out == "1 Parks\n")
    }

    @Test(arguments: [
        ("{\n  \"operationalLayers\": [}", "t.mapscript:1:15: error: <string>:2:25: expected a value, found '}'"),
        ("{\"operationalLayers\": 3}", "t.mapscript:1:15: error: <string>:1:23: operationalLayers: expected an array, found a number"),
    ])
    func importWebMapStringErrors(json: String, error: String) {
        let result = run("import webmap \"\(Self.escaped(json))\"")
        #expect(result.firstError == error)
    }

    /// A string that does not start with `{` is still a file name.
    @Test func importWebMapOtherStringsAreFileNames() {
        let result = run("import webmap \" [1]\"")
        #expect(result.firstError.hasPrefix("t.mapscript:1:15: error: cannot read ' [1]'"))
    }

    /// The outline (the language server's document links) names a file given to `import
    /// webmap`, never JSON text.
    @Test func importedJSONTextIsNoFile() {
        let script = "import webmap \"a.json\"\nimport webmap \" {\\\"operationalLayers\\\": []}\"\n"
        let outline = ScriptAnalysis(text: script, folder: "", readFile: { _ in .success("") }).outline
        #expect(outline.files.map(\.path) == ["a.json"])
    }

    /// Under `--keep-going` a loop at the top level goes on with its next turn after an error;
    /// a loop in a procedure does not (the error leaves the procedure).
    @Test func keepGoingInLoops() {
        let source = """
            for i in 1..3 {
              assert i != 2, "two"
              print i
            }
            repeat 2 { print "r"; goto 9 }
            def p() { for i in 1..3 { print "p", i; assert i != 1 } }
            p()
            print "end"
            """
        let going = run(source, keepGoing: true)
        #expect(going.out == "1\n3\nr\nr\np 1\nend\n")
        #expect(going.errorHeaders.count == 4)
        #expect(going.outcome.errors == 4)
        let stopping = run(source)
        #expect(stopping.out == "1\n")
        #expect(stopping.outcome.errors == 1)
    }

    /// The step limit stops a loop that keeps going all the same.
    @Test func keepGoingStopsAtTheStepLimit() {
        var options = Interpreter.Options(keepGoing: true)
        options.maxSteps = 50
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(), options: options)
        let result = run("repeat 1000 { goto 9 }\nprint \"after\"", interpreter: interpreter)
        #expect(result.outcome.ending == .stepLimitReached)
        #expect(result.out == "")
    }

    /// `text` written inside a MapScript string literal.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "$", with: "\\$")
    }
}
