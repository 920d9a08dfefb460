#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import MapScript

/// Running a script file parsed on two threads in parts (`SplitParse`) prints exactly what
/// running it statement by statement does, wherever the parts are cut: inside blocks, lists
/// and procedures, between errors, and past the error limit.
@Suite struct SplitParseRunTests {
    /// A deterministic mix of what scripts hold, `count` pieces long: commands, output with
    /// line numbers, blocks and procedures over many lines, a list over several lines,
    /// comments, blank and indented lines, `;`, runtime errors and (when `syntaxErrors`)
    /// syntax errors, some leaving a `(` open.
    static func script(seed: UInt64, count: Int, syntaxErrors: Bool) -> String {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var text = "bookmark add \"Start\" at 1,2 scale 5000\n"
        for index in 0..<count {
            switch next(syntaxErrors ? 13 : 10) {
            case 0: text += "print \"line \(index)\"\n"
            case 1: text += "repeat 2 {\n  zoom in\n\n  # inside a block\n  print viewpoint.scale\n}\n"
            case 2: text += "def p\(index)(n) {\n  goto n\n  print n\n}\np\(index)(1)\n"
            case 3: text += "let l\(index) = [1,\n  2,\n  3]\nprint l\(index)\n"
            case 4: text += "# a comment \(index)\n\n   \n"
            case 5: text += "zoom out; print \(index); zoom in\n"
            case 6: text += "  print \"indented \(index)\"\n"
            case 7: text += "goto \(next(3) + 1)\n"
            case 8: text += "if \(index) > 3 {\n  print \"big\"\n} else {\n  print \"small\"\n}\n"
            case 9: text += "bookmark add \"P\(index)\" at \(next(80)),\(next(170))\n"
            case 10: text += "zoom sideways \(index)\n"
            // The error recovery skips `(2 +` and so leaves a `(` open past `;`, where a
            // statement ends and line breaks are no tokens (the parser's way, kept as it is).
            case 11: text += "print (1 +\nprint (2 +\nzoom out;\nprint \(index)\n"
            default: text += "print (1 +\n"
            }
        }
        return text + "print bookmarks.count\n"
    }

    static func run(_ path: String, keepGoing: Bool, parseAhead: Interpreter.ParseAheadPolicy) -> RunResult {
        let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(),
                                      options: .init(keepGoing: keepGoing, parseAhead: parseAhead))
        let outcome: RunOutcome
        do { outcome = try interpreter.run(.file(path)) } catch {
            Issue.record("cannot open \(path): \(error.message)")
            outcome = RunOutcome(.stopped)
        }
        return RunResult(out: interpreter.output.text, err: interpreter.renderedDiagnostics, outcome: outcome,
                         interpreter: interpreter)
    }

    static let cases: [(seed: UInt64, count: Int, syntaxErrors: Bool, keepGoing: Bool)] = [
        (1, 400, false, false),
        (2, 400, false, true),
        (3, 300, true, true),
        (4, 300, true, false),
        // More than `Parser.errorLimit` syntax errors, spread over many parts.
        (5, 1500, true, true),
    ]

    @Test(arguments: cases.indices)
    func runsAsStatementByStatement(index: Int) {
        let item = Self.cases[index]
        withFolder { folder in
            let path = folder + "/t.mapscript"
            writeFile(path, Self.script(seed: item.seed, count: item.count, syntaxErrors: item.syntaxErrors))
            let expected = Self.run(path, keepGoing: item.keepGoing, parseAhead: .never)
            // A syntax error stops the run (unless --keep-going) but every one is reported.
            if item.keepGoing || !item.syntaxErrors { #expect(expected.out.split(separator: "\n").count > 20) }
            if item.syntaxErrors { #expect(expected.err.split(separator: "\n").filter { $0.contains(": error: ") }.count > 20) }
            for (partBytes, batchSize) in [(1, 1), (13, 3), (97, 4096), (700, 5), (4096, 64)] {
                let split = Self.run(path, keepGoing: item.keepGoing, parseAhead: .split(partBytes: partBytes, batchSize: batchSize))
                #expect(split.out == expected.out, "parts of \(partBytes) bytes")
                #expect(split.err == expected.err, "parts of \(partBytes) bytes")
                #expect(split.outcome == expected.outcome, "parts of \(partBytes) bytes")
            }
        }
    }

    /// A file with a byte-order mark, CR LF line breaks and no final line break.
    @Test func oddFilesRunAsStatementByStatement() {
        withFolder { folder in
            let path = folder + "/t.mapscript"
            writeFile(path, "\u{FEFF}print 1\r\nzoom in\r\n" + String(repeating: "print 2\r\nzoom to -1\r\n", count: 40) + "print 3")
            let expected = Self.run(path, keepGoing: true, parseAhead: .never)
            #expect(expected.err.contains("error:"))
            for partBytes in [1, 5, 64] {
                let split = Self.run(path, keepGoing: true, parseAhead: .split(partBytes: partBytes, batchSize: 2))
                #expect(split.out == expected.out)
                #expect(split.err == expected.err)
            }
        }
    }

    @Test func quitStopsBothParsingThreads() {
        withFolder { folder in
            let path = folder + "/t.mapscript"
            writeFile(path, "print 1\nquit 4\n" + String(repeating: "zoom in\n", count: 100_000))
            let result = Self.run(path, keepGoing: false, parseAhead: .split(partBytes: 4096, batchSize: 64))
            #expect(result.out == "1\n")
            #expect(result.outcome.ending == .quit(4))
        }
    }
}

/// Where `SeamScanner` cuts a file, and its line-break count.
@Suite struct SeamScannerTests {
    static let texts: [String] = [
        "", "\n", "abc", "a\nb\nc\n", "\n\n\n\n\n\n\n\n\n", String(repeating: "x\n", count: 37),
        "é\n\u{0A}\u{0B}\u{0C}\u{8A}ÿ\n" + String(repeating: "\u{0A}", count: 17) + "日本\n",
    ]

    @Test(arguments: texts)
    func countsLineBreaks(text: String) {
        let bytes = Array(text.utf8)
        let counted = bytes.withUnsafeBufferPointer { SeamScanner.lineBreaks(in: $0) }
        #expect(counted == bytes.filter { $0 == 0x0A }.count)
    }

    /// Each seam is a line start whose first byte is a letter, in order, at least a part's
    /// size after the one before; the line counter gives its line.
    @Test(arguments: [1, 3, 10, 64])
    func cutsAtLineStartsOfStatements(partBytes: Int) {
        let text = "zoom in\n  indented\n\n# comment\ngoto 1\n}\nprint 2\n" + String(repeating: "a\n", count: 20)
        let bytes = Array(text.utf8)
        withFolder { folder in
            let path = folder + "/t.mapscript"
            writeFile(path, text)
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            let seams = SeamScanner.seams(fileDescriptor: descriptor, fileSize: bytes.count, origin: 0, partBytes: partBytes)
            #expect(seams.first == 0)
            #expect(seams.count > 1)
            var lines = SeamScanner(fileDescriptor: descriptor, fileSize: bytes.count, origin: (0, 1))
            for (index, seam) in seams.enumerated().dropFirst() {
                #expect(seam >= seams[index - 1] && seam >= index * partBytes && seam < bytes.count)
                #expect(bytes[seam - 1] == 0x0A)
                #expect((UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[seam]))
                #expect(lines.line(at: seam) == 1 + bytes[..<seam].filter { $0 == 0x0A }.count)
            }
        }
    }
}
