#if canImport(Glibc)
import Glibc
#endif
import MapCore
import TextSupport
import Testing
@testable import MapScriptRuntime

/// The REPL loop driven by a `ScriptedLineEditor`, and `needsMoreInput`.
@Suite struct ReplTests {
    /// Runs the REPL over `lines`; returns its status, the editor and the interpreter.
    static func repl(_ lines: [LineRead], history: HistoryFile? = nil)
        -> (status: Int32, editor: ScriptedLineEditor, interpreter: Interpreter) {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        var loop = Repl(interpreter: interpreter, editor: ScriptedLineEditor(lines), history: history)
        let status = loop.run()
        return (status, loop.editor, interpreter)
    }

    @Test func aCompleteEntryRuns() {
        let (status, editor, interpreter) = Self.repl([.line("print 1 + 1"), .line("bookmark add \"A\" at 1,2")])
        #expect(status == 0)
        #expect(interpreter.output.text == "2\n")
        #expect(interpreter.session.geoModel.bookmarks.names == ["A"])
        #expect(editor.prompts == ["map> ", "map> ", "map> "])
        #expect(editor.history == ["print 1 + 1", "bookmark add \"A\" at 1,2"])
    }

    @Test func aBlockContinuesOverLinesAndIsOneHistoryEntry() {
        let (status, editor, interpreter) = Self.repl([.line("repeat 2 {"), .line("  print \"x\""), .line("}"), .line("print \"done\"")])
        #expect(status == 0)
        #expect(interpreter.output.text == "x\nx\ndone\n")
        #expect(editor.prompts == ["map> ", "...> ", "...> ", "map> ", "map> "])
        #expect(editor.history == ["repeat 2 {\n  print \"x\"\n}", "print \"done\""])
    }

    @Test func anInterruptedLineIsDropped() {
        let (status, editor, interpreter) = Self.repl([.line("repeat 2 {"), .interrupted, .line("print 1")])
        #expect(status == 0)
        #expect(interpreter.output.text == "1\n")
        #expect(interpreter.renderedDiagnostics == "")
        #expect(editor.prompts == ["map> ", "...> ", "map> ", "map> "])
        #expect(editor.history == ["print 1"])
    }

    @Test func quitReturnsItsStatus() {
        let (status, editor, interpreter) = Self.repl([.line("print 1"), .line("quit 3"), .line("print 2")])
        #expect(status == 3)
        #expect(interpreter.output.text == "1\n")
        #expect(editor.prompts.count == 2)
    }

    @Test func endOfInputReturnsZeroEvenAfterErrors() {
        let (status, _, interpreter) = Self.repl([.line("goto 9")])
        #expect(status == 0)
        #expect(interpreter.renderedDiagnostics == "error: no bookmarks\ngoto 9\n     ^\n")
        #expect(Self.repl([]).status == 0)
    }

    @Test func stateCarriesOverBetweenEntries() {
        let (_, _, interpreter) = Self.repl([
            .line("let n = 2"), .line("def twice(x) { print x * n }"), .line("n = 5"), .line("twice(3)"),
            .line("zoom in"), .line("print viewpoint.scale"),
        ])
        #expect(interpreter.output.text == "15\n295828763.7957775\n")
    }

    @Test func anErrorInAProcedureFromAnEarlierEntryShowsItsLine() {
        let (_, _, interpreter) = Self.repl([.line("def go(n) {"), .line("  goto n"), .line("}"), .line("go(4)")])
        #expect(interpreter.renderedDiagnostics == "error: no bookmarks\n  goto n\n       ^\nnote: in go(4) at <input>:1:1\n")
    }

    @Test func syntaxErrorsAreReportedAndTheLoopGoesOn() {
        let (status, editor, interpreter) = Self.repl([.line("bokmark list"), .line("print 1")])
        #expect(status == 0)
        #expect(interpreter.renderedDiagnostics.hasPrefix("error: unknown command 'bokmark'; did you mean 'bookmark'?\n"))
        #expect(interpreter.output.text == "1\n")
        #expect(editor.history == ["bokmark list", "print 1"])
    }

    @Test func blankEntriesAreSkippedAndRepeatsAreRememberedOnce() {
        let (_, editor, interpreter) = Self.repl([.line(""), .line("   "), .line("zoom in"), .line("zoom in"), .line("where"), .line("zoom in")])
        #expect(editor.history == ["zoom in", "where", "zoom in"])
        #expect(interpreter.session.viewpoint.scale == Viewpoint.worldScale / 8)
    }

    @Test func aStatementCutShortIsReportedAtOnce() {
        let (_, editor, interpreter) = Self.repl([.line("zoom to"), .line("print 1")])
        #expect(editor.prompts == ["map> ", "map> ", "map> "])
        #expect(interpreter.renderedDiagnostics == "error: expected a scale after 'to', found end of input\nzoom to\n       ^\n")
        #expect(interpreter.output.text == "1\n")
    }

    @Test func aStringOpenAcrossLinesContinues() {
        let (_, editor, interpreter) = Self.repl([.line("print \"one"), .line("two\"")])
        #expect(editor.prompts.prefix(2) == ["map> ", "...> "])
        #expect(interpreter.output.text == "one\ntwo\n")
    }

    @Test(arguments: [
        ("print 1", false),
        ("", false),
        ("repeat 2 {", true),
        ("repeat 2 {\n  zoom in", true),
        ("repeat 2 {\n  zoom in\n}", false),
        ("if true {\n} else {", true),
        ("def f(a,", true),
        ("print (1 +", true),
        ("print [1, 2", true),
        ("print \"open", true),
        ("print \"${1 + ", true),
        // A statement cut short at the end of the line is an error now, not a continuation.
        ("print 1 +", false),
        ("bokmark list {", false),
        ("zoom to", false),
        ("goto 1 scale", false),
        ("let x =", false),
        ("repeat 2 {\n  zoom to", false),
        ("if true {\n} else", false),
        ("if true {\n} else {", true),
        ("print (1 +\n  2", true),
        ("}", false),
        ("repeat 2 { zoom in }", false),
        ("# a comment {", false),
        ("for b in bookmarks {\n  if true {\n", true),
    ])
    func needsMoreInput(text: String, expected: Bool) {
        #expect(Repl<ScriptedLineEditor>.needsMoreInput(text) == expected)
    }

    @Test func historyIsLoadedAndAppended() {
        withFolder { folder in
            let file = HistoryFile(path: folder + "/state/history")
            file.append("zoom in")
            file.append("repeat 2 {\n  pan east\n}")
            let (_, editor, _) = Self.repl([.line("repeat 2 {"), .line("  pan east"), .line("}"), .line("where")], history: file)
            // The repeated block is not stored again; "where" is.
            #expect(editor.history == ["zoom in", "repeat 2 {\n  pan east\n}", "where"])
            #expect(file.load() == ["zoom in", "repeat 2 {\n  pan east\n}", "where"])
        }
    }

    /// An unwritable history file is said once, as a warning, and the session goes on.
    @Test func anUnwritableHistoryFileIsSaidOnce() {
        let file = HistoryFile(path: "/proc/mapscript-no-such-place/history")
        let (status, _, interpreter) = Self.repl([.line("print 1"), .line("print 2")], history: file)
        #expect(status == 0)
        #expect(interpreter.output.text == "1\n2\n")
        #expect(interpreter.collectedDiagnostics.map(\.message) == [
            "cannot write the history file '/proc/mapscript-no-such-place/history': No such file or directory; "
            + "this session's entries are not saved"])
        #expect(interpreter.collectedDiagnostics.first?.severity == .warning)
        #expect(interpreter.collectedDiagnostics.allSatisfy { !$0.isError })
    }

    @Test func theCompletionFunctionIsInstalled() {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
        let loop = Repl(interpreter: interpreter, editor: ScriptedLineEditor([]), history: nil)
        let complete = loop.editor.complete
        #expect(complete?("bookm", "bookm") == .words(["bookmark"]))
    }
}

/// Issue 24, 6.16: at the REPL, `save` and `export` say what they wrote; batch runs, whose
/// output is golden, do not.
@Suite struct WriteConfirmationTests {
    @Test func theReplSaysWhatItWrote() {
        withFolder { folder in
            let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics())
            interpreter.options.confirmsWrites = true
            var loop = Repl(interpreter: interpreter, editor: ScriptedLineEditor([
                .line("save \"\(folder)/s.json\""), .line("export geojson \"\(folder)/g.geojson\""),
                .line("export svg \"\(folder)/v.svg\" size 10 x 10"), .line("save \"\(folder)/none/s.json\""),
            ]), history: nil)
            _ = loop.run()
            let lines = interpreter.output.text.split(separator: "\n").map(String.init)
            #expect(lines.count == 3)
            for (line, name) in zip(lines, ["s.json", "g.geojson", "v.svg"]) {
                var info = stat()
                #expect(stat(folder + "/" + name, &info) == 0)
                let size = Int(info.st_size)
                #expect(line == "wrote \(folder)/\(name) (\(NumberFormat.grouped(size)) bytes)")
            }
        }
    }

    @Test func aBatchRunSaysNothing() {
        withFolder { folder in
            #expect(run("save \"\(folder)/s.json\"").out == "")
        }
    }
}
