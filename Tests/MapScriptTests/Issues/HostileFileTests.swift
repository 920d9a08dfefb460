#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// Issue 15, files: every command that reads a file (`load`, `import webmap`, `gallery load`,
/// `location start track`, `source`), given a missing file, a directory, a named pipe, a
/// device, an empty, truncated, invalid, non-UTF-8, oversized file or a file of another
/// format, gives one error with its id whose text names the file (and the line or JSON path),
/// and leaves the session as it was: reading is all or nothing.
@Suite struct HostileFileTests {
    /// What is at the path the command is given.
    enum File: Sendable {
        /// Nothing.
        case missing
        /// A folder.
        case directory
        /// A named pipe no process writes to (opening it for reading would wait for one).
        case namedPipe
        /// A device: its absolute path.
        case device(String)
        /// A file with this text.
        case text(String)
        /// A file with these bytes.
        case bytes([UInt8])
        /// A file with the first `count` bytes of this text.
        case truncated(String, count: Int)
        /// A sparse file of this many NUL bytes.
        case sized(Int)
    }

    /// A command, what its file is, and the error it must give: the id and a piece of the
    /// rendered diagnostic in which `FILE` stands for the file's path.
    struct Case: Sendable, CustomTestStringConvertible {
        let command: String
        let name: String
        let file: File
        let id: DiagnosticID
        let message: String

        init(_ command: String, _ name: String, _ file: File, _ id: DiagnosticID, _ message: String) {
            self.command = command
            self.name = name
            self.file = file
            self.id = id
            self.message = message
        }

        var testDescription: String { "\(command) \(name)" }
    }

    // MARK: - Files of each format, valid

    /// The session the commands run in (and a session file of it).
    static let setUp = "bookmark add \"A\" at 1,2 scale 5000\nbasemap use imagery\ngallery style grid width 900\n"
    static let session = export("save")
    static let webMap = export("export webmap")
    static let portal = #"{ "portal": "https://www.arcgis.com", "basemaps": [ { "title": "Streets", "style": "streets" } ] }"#
    static let gpx = """
        <?xml version="1.0"?>
        <gpx version="1.1"><trk><name>Walk</name><trkseg>
        <trkpt lat="44.5" lon="-110.8"><time>2024-06-01T12:00:00Z</time></trkpt>
        </trkseg></trk></gpx>

        """
    static let csv = "lat,lon,time\n44.5,-110.8,0\n44.6,-110.8,10\n"

    /// What `command` writes for the set-up session.
    static func export(_ command: String) -> String {
        var text = ""
        withFolder { folder in
            _ = run(setUp + "\(command) \"\(folder)/out\"")
            text = readFile(folder + "/out") ?? ""
        }
        return text
    }

    static let tooLarge = 1 << 30 + 1
    static let invalidUTF8 = Array(#"{"format":"mapscript-session","version":1,"kind":"map"# .utf8) + [0xFF]
    static let invalidUTF8Track = Array("lat,lon\n44.5,-110.8\n44.6,-110.".utf8) + [0xFF, 0x0A]

    // MARK: - The cases

    static let cases: [Case] = [
        // load
        Case("load", "none.json", .missing, .unreadableFile, "cannot read 'FILE': No such file or directory"),
        Case("load", "folder", .directory, .unreadableFile, "cannot read 'FILE': Is a directory"),
        Case("load", "pipe", .namedPipe, .unreadableFile, "cannot read 'FILE': not a regular file (a named pipe)"),
        Case("load", "zero", .device("/dev/zero"), .unreadableFile, "cannot read '/dev/zero': not a regular file (a character device)"),
        Case("load", "empty.json", .text(""), .invalidSessionFile, "FILE:1:1: unexpected end of input"),
        Case("load", "cut.json", .truncated(session, count: 200), .invalidSessionFile, "FILE:8:23: unexpected end of input"),
        Case("load", "bad.json", .text("{ nope }"), .invalidSessionFile, "FILE:1:3: expected a string key, found 'nope'"),
        Case("load", "walk.gpx", .text(gpx), .invalidSessionFile, "FILE:1:1: expected a value, found '<'"),
        Case("load", "map.json", .text(webMap), .invalidSessionFile,
             "FILE:1:1: not a MapScript session file: this is a web map (read it with 'import webmap')"),
        Case("load", "portal.json", .text(portal), .invalidSessionFile,
             "FILE:1:1: not a MapScript session file: this is a portal file (read it with 'gallery load')"),
        Case("load", "utf8.json", .bytes(invalidUTF8), .invalidSessionFile, "FILE:1:54: invalid UTF-8 (byte 0xFF)"),
        Case("load", "huge.json", .sized(tooLarge), .fileTooLarge, "cannot read 'FILE': larger than 1 GiB, the limit for a file read"),
        Case("load", "lat.json", .text(session.replacingOccurrences(of: "\"latitude\":1,", with: "\"latitude\":91,")),
             .invalidSessionFile, "bookmarks[0].latitude: latitude 91 is out of range"),
        // import webmap
        Case("import webmap", "none.json", .missing, .unreadableFile, "cannot read 'FILE': No such file or directory"),
        Case("import webmap", "folder", .directory, .unreadableFile, "cannot read 'FILE': Is a directory"),
        Case("import webmap", "pipe", .namedPipe, .unreadableFile, "cannot read 'FILE': not a regular file (a named pipe)"),
        Case("import webmap", "random", .device("/dev/urandom"), .unreadableFile,
             "cannot read '/dev/urandom': not a regular file (a character device)"),
        Case("import webmap", "empty.json", .text(""), .invalidWebMap, "FILE:1:1: unexpected end of input"),
        Case("import webmap", "cut.json", .truncated(webMap, count: 100), .invalidWebMap, "FILE:5:3: unterminated string"),
        Case("import webmap", "bad.json", .text("[1, 2,]"), .invalidWebMap, "FILE:1:6: trailing comma before ']'"),
        Case("import webmap", "s.json", .text(session), .invalidWebMap,
             "FILE:1:1: not a web map: this is a MapScript session file (read it with 'load')"),
        Case("import webmap", "portal.json", .text(portal), .invalidWebMap,
             "FILE:1:1: not a web map: this is a portal file (read it with 'gallery load')"),
        Case("import webmap", "walk.gpx", .text(gpx), .invalidWebMap, "FILE:1:1: expected a value, found '<'"),
        Case("import webmap", "utf8.json", .bytes(Array(#"{"baseMap":{"title":"a"#.utf8) + [0xC3, 0x28, 0x22, 0x7D, 0x7D]),
             .invalidWebMap, "FILE:1:23: invalid UTF-8 (byte 0xC3)"),
        Case("import webmap", "huge.json", .sized(tooLarge), .fileTooLarge, "cannot read 'FILE': larger than 1 GiB"),
        Case("import webmap", "v3.json", .text(#"{"version":"3.0","baseMap":{"title":"x"}}"#), .invalidWebMap,
             "FILE:1:12: version: unsupported web map version '3.0'"),
        Case("import webmap", "sr.json", .text(#"{"spatialReference":{"wkid":999999,"latestWkid":999998},"baseMap":{"title":"x"}}"#),
             .unknownCRS, "FILE:1:21: spatialReference: PROJ knows no spatial reference wkid 999999, latestWkid 999998"),
        // gallery load
        Case("gallery load", "none.json", .missing, .unreadableFile, "cannot read 'FILE': No such file or directory"),
        Case("gallery load", "folder", .directory, .unreadableFile, "cannot read 'FILE': Is a directory"),
        Case("gallery load", "pipe", .namedPipe, .unreadableFile, "cannot read 'FILE': not a regular file (a named pipe)"),
        Case("gallery load", "zero", .device("/dev/zero"), .unreadableFile, "cannot read '/dev/zero': not a regular file (a character device)"),
        Case("gallery load", "empty.json", .text(""), .invalidPortalFile, "FILE:1:1: unexpected end of input"),
        Case("gallery load", "cut.json", .truncated(portal, count: 60), .invalidPortalFile, "FILE:1:55: unterminated string"),
        Case("gallery load", "map.json", .text(webMap), .invalidPortalFile,
             "FILE:1:1: not a portal file: this is a web map (read it with 'import webmap')"),
        Case("gallery load", "s.json", .text(session), .invalidPortalFile,
             "FILE:1:1: not a portal file: this is a MapScript session file (read it with 'load')"),
        Case("gallery load", "walk.csv", .text(csv), .invalidPortalFile, "FILE:1:1: expected a value, found 'lat'"),
        Case("gallery load", "utf8.json", .bytes(Array(#"{"basemaps":[{"title":""#.utf8) + [0xFF] + Array(#"","style":"streets"}]}"#.utf8)),
             .invalidPortalFile, "FILE:1:24: invalid UTF-8 (byte 0xFF)"),
        Case("gallery load", "huge.json", .sized(tooLarge), .fileTooLarge, "cannot read 'FILE': larger than 1 GiB"),
        Case("gallery load", "dup.json", .text(#"{"basemaps":[{"title":"A","style":"streets"},{"title":"A","style":"oceans"}]}"#),
             .duplicateGalleryItem, "FILE:1:55: items 1 and 2 are both named 'A'"),
        // location start track
        Case("location start track", "none.csv", .missing, .unreadableFile, "cannot read 'FILE': No such file or directory"),
        Case("location start track", "folder", .directory, .unreadableFile, "cannot read 'FILE': Is a directory"),
        Case("location start track", "pipe.gpx", .namedPipe, .unreadableFile, "cannot read 'FILE': not a regular file (a named pipe)"),
        Case("location start track", "zero", .device("/dev/zero"), .unreadableFile,
             "cannot read '/dev/zero': not a regular file (a character device)"),
        Case("location start track", "empty.csv", .text(""), .invalidTrackFile, "FILE:1:1: the track has no header line"),
        Case("location start track", "empty.gpx", .text(""), .invalidTrackFile, "FILE:1:1: malformed GPX: no root element"),
        Case("location start track", "cut.gpx", .truncated(gpx, count: 120), .invalidTrackFile, "FILE:3:49: malformed GPX: unexpected end of file"),
        Case("location start track", "bad.csv", .text("lat,lon\n44.5,-110.8\n44.6,x\n"), .invalidTrackFile, "FILE:3:6: 'x' is not a number (lon)"),
        Case("location start track", "short.csv", .text("lat,lon\n44.5\n"), .invalidTrackFile, "FILE:2:1: expected 2 fields as in the header, found 1"),
        Case("location start track", "utf8.csv", .bytes(invalidUTF8Track), .invalidTrackFile, "FILE:3:11: invalid UTF-8 (byte 0xFF)"),
        Case("location start track", "utf8.gpx", .bytes(Array(gpx.replacingOccurrences(of: "Walk", with: "W!").utf8).map { $0 == 0x21 ? 0xFE : $0 }),
             .invalidTrackFile, "FILE:2:32: invalid UTF-8 (byte 0xFE)"),
        Case("location start track", "huge.csv", .sized(tooLarge), .fileTooLarge, "cannot read 'FILE': larger than 1 GiB"),
        Case("location start track", "s.json", .text(session), .invalidTrackFile, "FILE: not a track file: expected a .csv or .gpx file"),
        Case("location start track", "tour.gpx", .text("<kml></kml>"), .invalidTrackFile, "FILE:1:1: not a GPX file: the root element is 'kml'"),
        Case("location start track", "back.csv", .text("lat,lon,time\n1,2,10\n1,2,5\n"), .invalidTrackFile, "FILE:3:5: fix 2 is earlier than the fix before it"),
        // source
        Case("source", "none.mapscript", .missing, .unreadableFile, "cannot read 'FILE': No such file or directory"),
        Case("source", "folder", .directory, .unreadableFile, "cannot read 'FILE': Is a directory"),
        Case("source", "zero", .device("/dev/zero"), .nulByte, "/dev/zero:1:1: error: unexpected NUL byte"),
        Case("source", "utf8.mapscript", .bytes(Array("print \"".utf8) + [0xFF, 0x22, 0x0A]), .invalidUTF8,
             "FILE:1:8: error: invalid UTF-8 byte 0xff"),
        Case("source", "long.mapscript", .text("# a line too long\nprint \"" + String(repeating: "x", count: 2 << 20) + "\"\nzoom in\n"),
             .lineTooLong, "FILE:2:1048577: error: line longer than 1048576 bytes"),
        Case("source", "nul.mapscript", .sized(tooLarge), .nulByte, "FILE:1:1: error: unexpected NUL byte"),
        Case("source", "cut.mapscript", .text("repeat 2 {\n  zoom in\n"), .unclosedBlock, "FILE:2:10: error: expected '}' to close the block, found end of input"),
        Case("source", "s.json", .text(session), .expectedStatement, "FILE:1:1: error: expected a statement, found '{'"),
    ]

    /// Creates `file` at `path`.
    static func make(_ file: File, at path: String) {
        switch file {
        case .missing, .device: break
        case .directory: mkdir(path, 0o700)
        case .namedPipe: mkfifo(path, 0o600)
        case .text(let text): writeFile(path, text)
        case .bytes(let bytes): write(bytes, to: path)
        case .truncated(let text, let count): write(Array(Array(text.utf8).prefix(count)), to: path)
        case .sized(let size):
            write([], to: path)
            truncate(path, off_t(size))
        }
    }

    /// Writes `bytes` to a new file at `path`.
    static func write(_ bytes: [UInt8], to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(descriptor >= 0, "cannot write \(path)")
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    @Test(arguments: cases)
    func hostileFile(_ test: Case) throws {
        try withFolder { folder in
            let path: String
            if case .device(let device) = test.file { path = device } else { path = folder + "/" + test.name }
            Self.make(test.file, at: path)
            // A 1 MiB line limit, so that the overlong line stays quick to build (the default is
            // 64 MiB: `LimitTests`).
            var options = Interpreter.Options()
            options.lineLimit = 1 << 20
            let interpreter = run(Self.setUp, interpreter: Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(),
                                                                        options: options)).interpreter
            let before = interpreter.session
            #expect(before.geoModel.bookmarks.count == 1 && interpreter.galleryWidthSetting == 900)

            let result = run("\(test.command) \"\(path)\"", interpreter: interpreter)
            let errors = result.interpreter.collectedDiagnostics.filter { $0.severity == .error }
            let first = try #require(errors.first)
            #expect(first.id == test.id)
            #expect(errors.count <= 2, "one error (and a second for a script cut at a line too long)")
            #expect(result.err.contains(test.message.replacingOccurrences(of: "FILE", with: path)), "\(result.err.prefix(300))")
            #expect(result.outcome.ending == .stopped)
            #expect(result.interpreter.session == before)
            #expect(result.interpreter.galleryWidthSetting == 900)
        }
    }

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 40)
        for command in ["load", "import webmap", "gallery load", "location start track", "source"] {
            #expect(Self.cases.filter { $0.command == command }.count >= 8, "\(command)")
        }
    }
}
