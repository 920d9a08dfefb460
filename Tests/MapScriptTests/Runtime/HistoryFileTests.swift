import Foundation
#if canImport(Glibc)
import Glibc
#endif
import MapFormats
import MapCore
import Testing
@testable import MapScriptRuntime

/// The REPL's history file: the format, the caps, bounded reading, atomic writes and the
/// default path.
@Suite struct HistoryFileTests {
    /// Entries that must come back exactly, through the encoding and through the file.
    static let entries = [
        "zoom in",
        "repeat 2 {\n  pan east\n}",
        #"print "back\\slash" and \n literally"#,
        "trailing backslash \\",
        "\\n",
        #"\u{41} and \r and \t as text"#,
        "unicode é 😀 名前 e\u{301}",
        "tab\tinside",
        "carriage\rreturn",
        "ends with a carriage return\r",
        "\r\n",
        "crlf\r\nin the middle",
        "nul \u{0} bell \u{7} escape \u{1B}[2J del \u{7F} nel \u{85} c1 \u{9F}",
        "line separator \u{2028} kept as it is",
    ]

    @Test(arguments: entries)
    func encodeDecodeRoundTrip(entry: String) {
        let line = HistoryFile.encode(entry)
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(line)")
        #expect(Array(HistoryFile.decode(Substring(line)).unicodeScalars) == Array(entry.unicodeScalars))
    }

    @Test(arguments: [
        ("a\nb", #"a\nb"#),
        (#"a\b"#, #"a\\b"#),
        ("a\\\nb", #"a\\\nb"#),
        ("a\rb\tc", #"a\rb\tc"#),
        ("\u{0}\u{1B}\u{7F}\u{85}", #"\u{0}\u{1b}\u{7f}\u{85}"#),
        ("é\u{2028}", "é\u{2028}"),
    ])
    func encoding(entry: String, line: String) {
        #expect(HistoryFile.encode(entry) == line)
    }

    /// Lines written by older versions (only `\\` and `\n` escaped, raw control characters)
    /// and odd escapes read leniently.
    @Test(arguments: [
        ("a\rb", "a\rb"),
        (#"a\qb"#, "aqb"),
        (#"ends with \"#, #"ends with \"#),
        (#"\u{zz} \u{} \u{1234567} \u{D800} \u"#, "u{zz} u{} u{1234567} u{D800} u"),
        (#"\u{1F5FA}"#, "\u{1F5FA}"),
    ])
    func decoding(line: String, entry: String) {
        #expect(HistoryFile.decode(Substring(line)) == entry)
    }

    @Test func everyEntryRoundTripsThroughTheFile() {
        withFolder { folder in
            let file = HistoryFile(path: folder + "/deep/er/history")
            #expect(file.load() == [])
            for entry in Self.entries { #expect(file.append(entry) == nil) }
            let loaded = HistoryFile(path: folder + "/deep/er/history").load()
            #expect(loaded.map { Array($0.unicodeScalars) } == Self.entries.map { Array($0.unicodeScalars) })
            #expect(lineCount(folder + "/deep/er/history") == Self.entries.count)
        }
    }

    @Test func theFileFormat() {
        withFolder { folder in
            let file = HistoryFile(path: folder + "/history")
            file.append("zoom in")
            file.append("repeat 2 {\n  zoom in\n}")
            file.append("print \"a\\b\r\"")
            file.append("")  // not stored
            #expect(readFile(folder + "/history") == "zoom in\n" + #"repeat 2 {\n  zoom in\n}"# + "\n"
                    + #"print "a\\b\r""# + "\n")
        }
    }

    /// A file from an older version, with a carriage return at the end of an entry: the
    /// entries stay apart, and the file is rewritten in today's format.
    @Test func anOldFileLoadsAndIsRewritten() {
        withFolder(["history": "print 1\r\nprint 2\n" + #"a\\b\nc"# + "\n\n\nwhere\n"]) { folder in
            let path = folder + "/history"
            #expect(HistoryFile(path: path).load() == ["print 1\r", "print 2", "a\\b\nc", "where"])
            #expect(readFile(path) == #"print 1\r"# + "\nprint 2\n" + #"a\\b\nc"# + "\nwhere\n")
        }
    }

    @Test func theFileNeverHoldsMoreThanTheCap() {
        withFolder { folder in
            let path = folder + "/history"
            let file = HistoryFile(path: path, limit: 3)
            for index in 1...10 {
                file.append("print \(index)")
                #expect(lineCount(path) == min(index, 3))
            }
            #expect(readFile(path) == "print 8\nprint 9\nprint 10\n")
            #expect(HistoryFile(path: path, limit: 0).limit == 1)
            #expect(HistoryFile(path: path).limit == 2000)
            #expect(HistoryFile(path: path).byteLimit == 1 << 20)
        }
    }

    @Test func theFileNeverHoldsMoreThanItsBytes() {
        withFolder { folder in
            let path = folder + "/history"
            let file = HistoryFile(path: path, byteLimit: 40)
            for index in 1...20 {
                file.append("print \(index)")
                #expect(fileSize(path) <= 40)
            }
            #expect(readFile(path) == "print 17\nprint 18\nprint 19\nprint 20\n")  // 36 bytes; one more is 45
            // An entry longer than the file may be is not stored, and the others stay.
            file.append(String(repeating: "x", count: 40))
            #expect(file.load() == (17...20).map { "print \($0)" })
        }
    }

    /// A file of a million entries (about 14 MB): only its last MiB is read, the newest 2,000
    /// entries are kept, and the file is compacted to them.
    @Test func aHugeFileIsReadFromTheEndAndCompacted() {
        withFolder { folder in
            let path = folder + "/history"
            var text: [UInt8] = []
            text.reserveCapacity(14_000_000)
            for index in 1...1_000_000 { text += Array("print \(index)\n".utf8) }
            writeBytes(path, text)
            let expected = (998_001...1_000_000).map { "print \($0)" }
            #expect(HistoryFile(path: path).load() == expected)
            #expect(readFile(path) == expected.map { $0 + "\n" }.joined())
        }
    }

    /// A sparse file of 64 GiB ending with two entries: reading it whole would never finish.
    @Test func aGiantFileIsNotReadWhole() {
        withFolder { folder in
            let path = folder + "/history"
            writeBytes(path, [])
            #expect(truncate(path, 64 << 30) == 0)
            let file = fopen(path, "a")
            fputs("\nprint 1\nprint 2\n", file)
            fclose(file)
            #expect(HistoryFile(path: path).load() == ["print 1", "print 2"])
            #expect(readFile(path) == "print 1\nprint 2\n")
        }
    }

    /// Two sessions side by side keep each other's entries.
    @Test func sessionsSideBySideKeepEachOthersEntries() {
        withFolder { folder in
            let first = HistoryFile(path: folder + "/history"), second = HistoryFile(path: folder + "/history")
            first.append("zoom in")
            second.append("zoom out")
            first.append("where")
            #expect(first.load() == ["zoom in", "zoom out", "where"])
        }
    }

    /// Every write replaces the file by renaming a complete new one over it, leaves no
    /// temporary file behind, and a new file is private to its owner.
    @Test func writesReplaceTheFileAtomically() {
        withFolder { folder in
            let path = folder + "/history"
            let file = HistoryFile(path: path)
            file.append("zoom in")
            let before = fileInfo(path)
            file.append("zoom out")
            let after = fileInfo(path)
            #expect(before.st_ino != after.st_ino)
            #expect(after.st_mode & 0o777 == 0o600)
            #expect(folderEntries(folder) == ["history"])
        }
    }

    @Test(arguments: [
        ("/proc/mapscript-no-such-place/history", "No such file or directory"),
        ("/tmp", "not a regular file"),
    ])
    func anUnwritablePathIsReportedNotFatal(path: String, reason: String) {
        let file = HistoryFile(path: path)
        #expect(file.append("zoom in") == "cannot write the history file '\(path)': \(reason); "
                + "this session's entries are not saved")
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

// MARK: - Helpers

/// The lines of the file at `path` (line feeds only).
private func lineCount(_ path: String) -> Int {
    (readFile(path) ?? "").utf8.split(separator: 0x0A).count
}

private func fileInfo(_ path: String) -> stat {
    var info = stat()
    stat(path, &info)
    return info
}

private func fileSize(_ path: String) -> Int { Int(fileInfo(path).st_size) }

private func writeBytes(_ path: String, _ bytes: [UInt8]) {
    let file = fopen(path, "w")
    precondition(file != nil, "cannot write \(path)")
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

private func folderEntries(_ folder: String) -> [String] {
    Folder.names(in: folder) ?? []
}

/// Issue 23, item 11: a history file that is a named pipe is refused at once (the REPL used to
/// hang at start-up, blocked opening it); appending says it is not a regular file, and the
/// pipe is left alone.
@Suite struct HistoryFileFIFOTests {
    @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
        try withFolder { folder in
            let path = folder + "/history"
            #expect(mkfifo(path, 0o600) == 0)
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var loaded: [String]?
            nonisolated(unsafe) var failure: String?
            Thread.detachNewThread {
                loaded = HistoryFile(path: path).load()
                failure = HistoryFile(path: path).append("zoom in")
                done.signal()
            }
            // Waits far longer than the refusal takes; a blocked open never signals.
            try #require(done.wait(timeout: .now() + 20) == .success, "opening the named pipe blocked")
            #expect(loaded == [])
            #expect(failure?.contains("not a regular file") == true)
            var info = stat()
            #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        }
    }
}
