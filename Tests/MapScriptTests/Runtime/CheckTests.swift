import MapCore
import Testing
@testable import MapScriptRuntime

/// `Interpreter.check`: syntax only, every error reported, nothing run.
@Suite struct CheckTests {
    @Test func checkReportsEverySyntaxErrorAndRunsNothing() throws {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        let outcome = try interpreter.check(.text("print 1\nbokmark list\ngoto 99\nzoom to\nbookmark add \"x\" at 1,1\n", name: "c.mapscript"))
        #expect(outcome == RunOutcome(.finished, errors: 2))
        #expect(interpreter.output.text == "")
        #expect(interpreter.session.geoModel.bookmarks.isEmpty)
        #expect(interpreter.renderedDiagnostics == """
            c.mapscript:2:1: error: unknown command 'bokmark'; did you mean 'bookmark'?
            bokmark list
            ^~~~~~~
            c.mapscript:4:8: error: expected a scale after 'to', found end of line
            zoom to
                   ^

            """)
    }

    @Test func aCleanScriptChecksToZero() throws {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        #expect(try interpreter.check(.text("goto 99\nassert false", name: "c.mapscript")) == RunOutcome(.finished, errors: 0))
        #expect(interpreter.renderedDiagnostics == "")
    }

    @Test func checkAFile() throws {
        try withFolder([
            "a.mapscript": "repeat 2 {\n  zoom in\n",
        ]) { (folder: String) throws in
            let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
            #expect(try interpreter.check(.file(folder + "/a.mapscript")).errors == 1)
            #expect(interpreter.renderedDiagnostics.hasPrefix("\(folder)/a.mapscript:2:10: error: expected '}' to close the block, found end of input\n"))
            #expect(interpreter.renderedDiagnostics.contains("\(folder)/a.mapscript:1:10: note: block opened here\n"))
            #expect(throws: UnreadableFile.self) { try interpreter.check(.file(folder + "/missing.mapscript")) }
        }
    }

    @Test func anErrorInAProcedureFromASourcedFileNamesThatFile() {
        withFolder([
            "lib.mapscript": "def visit(n) {\n  goto n\n}\n",
            "main.mapscript": "source \"lib.mapscript\"\nprint \"x\"\nvisit(3)\n",
        ]) { folder in
            let result = runFile(folder + "/main.mapscript")
            #expect(result.out == "x\n")
            #expect(result.err == "\(folder)/lib.mapscript:2:8: error: no bookmarks\n  goto n\n       ^\n"
                    + "note: in visit(3) at \(folder)/main.mapscript:3:1\n")
        }
    }

    @Test func aSyntaxErrorInASourcedFileStopsTheRun() {
        withFolder([
            "bad.mapscript": "print 1\nbokmark\nprint 2\nzoom to\n",
            "main.mapscript": "source \"bad.mapscript\"\nprint \"after\"\n",
        ]) { folder in
            let stopped = runFile(folder + "/main.mapscript")
            #expect(stopped.out == "1\n")
            #expect(stopped.errorHeaders == [
                "\(folder)/bad.mapscript:2:1: error: unknown command 'bokmark'; did you mean 'bookmark'?",
                "\(folder)/bad.mapscript:4:8: error: expected a scale after 'to', found end of line",
            ])
            #expect(stopped.outcome.ending == .stopped)
            let goingOn = runFile(folder + "/main.mapscript", keepGoing: true)
            #expect(goingOn.out == "1\n2\nafter\n")
            #expect(goingOn.outcome.ending == .finished)
        }
    }

    @Test func anErrorInsideAnInterpolationPointsIntoTheString() {
        #expect(run(#"print "a ${1/0} b""#).err == """
            t.mapscript:1:14: error: division by zero
            print "a ${1/0} b"
                         ^

            """)
        #expect(run("let x = 1\nprint \"value: ${x.foo}\"").firstError == "t.mapscript:2:19: error: a number has no property 'foo'")
    }
}
