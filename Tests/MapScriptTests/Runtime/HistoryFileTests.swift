import MapCore
import Testing
@testable import MapScript

/// The REPL's history file: encoding, appending, loading, the cap and the default path.
@Suite struct HistoryFileTests {
    @Test(arguments: [
        "zoom in",
        "repeat 2 {\n  pan east\n}",
        #"print "back\\slash" and \n literally"#,
        "trailing backslash \\",
        "\\n",
        "unicode é 😀 名前",
        "tab\tinside",
    ])
    func encodeDecodeRoundTrip(entry: String) {
        let line = HistoryFile.encode(entry)
        #expect(!line.contains("\n"))
        #expect(HistoryFile.decode(Substring(line)) == entry)
    }

    @Test func encoding() {
        #expect(HistoryFile.encode("a\nb") == #"a\nb"#)
        #expect(HistoryFile.encode(#"a\b"#) == #"a\\b"#)
        #expect(HistoryFile.encode("a\\\nb") == #"a\\\nb"#)
    }

    @Test func appendAndLoad() {
        withFolder { folder in
            let file = HistoryFile(path: folder + "/deep/er/history")
            #expect(file.load() == [])
            file.append("zoom in")
            file.append("repeat 2 {\n  zoom in\n}")
            file.append(#"print "a\b""#)
            #expect(file.load() == ["zoom in", "repeat 2 {\n  zoom in\n}", #"print "a\b""#])
            #expect(readFile(folder + "/deep/er/history") == "zoom in\n" + #"repeat 2 {\n  zoom in\n}"# + "\n" + #"print "a\\b""# + "\n")
        }
    }

    @Test func theCapKeepsTheNewestEntriesAndRewritesTheFile() {
        withFolder { folder in
            let path = folder + "/history"
            let big = HistoryFile(path: path, limit: 100)
            for index in 1...10 { big.append("print \(index)") }
            let small = HistoryFile(path: path, limit: 3)
            #expect(small.load() == ["print 8", "print 9", "print 10"])
            #expect(readFile(path) == "print 8\nprint 9\nprint 10\n")
            #expect(big.load() == ["print 8", "print 9", "print 10"])
            #expect(HistoryFile(path: path, limit: 0).limit == 1)
            #expect(HistoryFile(path: path).limit == 2000)
        }
    }

    @Test func emptyLinesInTheFileAreSkipped() {
        withFolder([
            "history": "zoom in\n\n\nwhere\n",
        ]) { folder in
            #expect(HistoryFile(path: folder + "/history").load() == ["zoom in", "where"])
        }
    }

    @Test func anUnwritablePathIsReportedNotFatal() {
        let file = HistoryFile(path: "/proc/mapscript-no-such-place/history")
        #expect(file.append("zoom in") == "cannot write the history file '/proc/mapscript-no-such-place/history': "
                + "No such file or directory; this session's entries are not saved")
        #expect(file.load() == [])
    }

    @Test(arguments: [
        (["MAPSCRIPT_HISTORY": "/x/h", "XDG_STATE_HOME": "/state", "HOME": "/home/u"], "/x/h"),
        (["MAPSCRIPT_HISTORY": "", "XDG_STATE_HOME": "/state", "HOME": "/home/u"], "/state/mapscript/history"),
        (["XDG_STATE_HOME": "/state", "HOME": "/home/u"], "/state/mapscript/history"),
        (["XDG_STATE_HOME": "", "HOME": "/home/u"], "/home/u/.mapscript_history"),
        (["HOME": "/home/u"], "/home/u/.mapscript_history"),
        (["HOME": ""], nil),
        ([:], nil),
    ] as [([String: String], String?)])
    func defaultPath(environment: [String: String], expected: String?) {
        #expect(HistoryFile.defaultPath(environment: { environment[$0] }) == expected)
    }
}
