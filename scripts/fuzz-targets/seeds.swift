#if canImport(Glibc)
import Glibc
#endif
import MapCore
import MapFiles
import MapFormats
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// `fuzz-seeds ROOT OUT`: writes the fuzz targets' seed corpora (`OUT/<target>/`) and
/// dictionaries (`OUT/<target>.dict`) from the repository at ROOT.
///
/// - `script`: the `example:` lines of `grammar.ebnf`, the help examples (each after its
///   set-up), the demo scenarios (the golden scenarios); its dictionary is
///   the surface table's words, the built-in names, the basemap aliases and the punctuation.
/// - The readers: what the program writes (`save`, `export webmap`, the gallery as a portal
///   file) for the session each help example and each demo scenario leaves, plus the committed
///   seeds (`scripts/fuzz-targets/seeds/<target>/`) and the test fixtures that are files.
/// - `json`: all the JSON seeds. The JSON readers' dictionaries hold every key of their seeds.
@main
struct FuzzSeeds {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else { fail("usage: fuzz-seeds ROOT OUT") }
        var seeds = FuzzSeeds(root: arguments[1], out: arguments[2])
        seeds.writeScriptSeeds()
        seeds.writeReaderSeeds()
        seeds.writeDictionaries()
        for (target, count) in seeds.counts.sorted(by: { $0.key < $1.key }) { print("\(target): \(count) seeds") }
    }

    let root: String
    let out: String
    /// The seeds written, by target.
    var counts: [String: Int] = [:]
    /// The scripts whose sessions become reader seeds.
    var scripts: [ScriptInput] = []

    init(root: String, out: String) {
        self.root = root
        self.out = out
    }

    // MARK: - Script

    mutating func writeScriptSeeds() {
        let grammar = String(decoding: Self.read(root + "/grammar.ebnf") ?? [], as: UTF8.self)
        for line in grammar.split(separator: "\n") {
            guard let range = line.firstRange(of: "example:") else { continue }
            var example = String(line[range.upperBound...]).trimmingCharacters
            if example.hasSuffix("*/") { example = String(example.dropLast(2)).trimmingCharacters }
            write(Array(example.utf8), to: "script")
        }
        for entry in CommandTable.entries {
            for example in entry.examples {
                let text = example.setUp.isEmpty ? example.text : example.setUp + "\n" + example.text
                write(Array(text.utf8), to: "script")
                scripts.append(.text(text, name: nil))
            }
        }
        for folder in ["scripts/demo"] {
            for path in Self.files(in: root + "/" + folder, endingWith: ".mapscript") {
                if let bytes = Self.read(path) { write(bytes, to: "script") }
                scripts.append(.file(path))
            }
        }
    }

    // MARK: - Readers

    mutating func writeReaderSeeds() {
        for script in scripts {
            guard let folder = Sandbox(folder: script.folder, readOnly: true) else { continue }
            var options = Interpreter.Options(keepGoing: true, realtime: false, parseAhead: .never)
            options.maxSteps = 1_000_000
            options.sandbox = folder
            let interpreter = Interpreter(output: TextOutput(), diagnostics: DiagnosticCollector(), options: options)
            _ = try? interpreter.run(script)
            let session = interpreter.session
            if let bytes = try? SessionFile(session: session, galleryWidth: interpreter.galleryWidthSetting).bytes() {
                write(bytes, to: "session-file", "json")
            }
            if let bytes = try? WebMapWriter(appVersion: "fuzz").bytes(of: session) { write(bytes, to: "webmap", "json") }
            let items = session.gallery.items.map { item in
                PortalFile.Item(title: item.name, style: item.style?.alias ?? item.name, description: item.description,
                                thumbnail: item.thumbnail, wkid: item.spatialReference?.wkid)
            }
            if let bytes = try? PortalFile(portal: "https://www.arcgis.com", items: items).bytes() { write(bytes, to: "portal-file", "json") }
        }
        for path in Self.files(in: root + "/Tests/MapFilesTests/Readers", endingWith: ".json") {
            if let bytes = Self.read(path) { write(bytes, to: "webmap", "json") }
        }
        for path in Self.files(in: root + "/scripts/demo", endingWith: ".geojson") {
            if let bytes = Self.read(path) { write(bytes, to: "geojson-layer", "geojson") }
        }
        for path in Self.files(in: root + "/scripts/demo", endingWith: ".csv") {
            if let bytes = Self.read(path) { write(bytes, to: "csv-track") }
        }
        for target in ["csv-track", "gpx-track", "json", "portal-file", "session-file", "webmap"] {
            for path in Self.files(in: root + "/scripts/fuzz-targets/seeds/" + target, endingWith: "") {
                if let bytes = Self.read(path) { write(bytes, to: target) }
            }
        }
    }

    // MARK: - Dictionaries

    func writeDictionaries() {
        let punctuation = ["(", ")", "[", "]", "{", "}", ",", ";", "\n", ".", "..", "+", "-", "*", "/", "%", "=", "==", "!=",
                           "<", "<=", ">", ">=", "\"", "${", "\\u{", "\\n", "\\\"", "#", "#!", "°", "'", "′", "″", "1:", "ms",
                           "1e", "0.5", "-110.838", "44.525", "N", "S", "E", "W"]
        var script = Lexicon.shared.words.map(\.spelling) + Builtins.valueNames
        script += Builtins.functionNames.map { $0 + "(" } + BasemapStyle.allCases.map(\.alias) + punctuation
        script += GeoValues.completions.values.joined() + PropertyTables.graphic.names + PropertyTables.location.names
        writeDictionary(script, to: "script")

        let json = ["{", "}", "[", "]", ":", ",", "\"", "true", "false", "null", "-0", "1e-7", "\\u", "\\ud83d\\uddfa", "\\\\"]
        for target in ["json", "portal-file", "session-file", "webmap", "geojson-layer"] {
            writeDictionary(json + keys(inSeedsOf: target).map { "\"\($0)\":" }, to: target)
        }
        writeDictionary(CSVTrackReader.Column.spellings.map(\.name) + [",", "\n", "\r\n", "#", "\"", "\"\"", "\u{0}",
                                                                     "2024-06-01T12:00:00Z", "+01:00", ".5", "e9", "N", "S",
                                                                     "E", "W", "°", " km/h", " mph", " kn", "(km/h)", "2009/07/06",
                                                                     "090706", "15:14:11", "151411", "LATITUDE N/S"],
                        to: "csv-track")
        writeDictionary(["<?xml version=\"1.0\"?>", "<gpx", "</gpx>", "<trk>", "</trk>", "<trkseg>", "</trkseg>", "<trkpt",
                         "</trkpt>", " lat=\"", " lon=\"", "<time>", "</time>", "<course>", "</course>", "<speed>", "</speed>",
                         "<ele>", "<extensions>", "gpxtpx:", "<![CDATA[", "]]>", "<!--", "-->", "&amp;", "&#x41;", "&#66;",
                         "<rte>", "</rte>", "<rtept", "</rtept>", "<wpt", "</wpt>", "gpx:",
                         "/>", "xmlns=\"http://www.topografix.com/GPX/1/1\"", "2024-06-01T12:00:00Z"],
                        to: "gpx-track")
    }

    /// Every object key in the JSON seeds of `target`.
    func keys(inSeedsOf target: String) -> [String] {
        var keys = Set<String>()
        func collect(_ value: JSONValue) {
            switch value {
            case .array(let elements): elements.forEach(collect)
            case .object(let members):
                for member in members {
                    keys.insert(member.key)
                    collect(member.value)
                }
            case .null, .bool, .number, .integer, .string: break
            }
        }
        for path in Self.files(in: out + "/" + target, endingWith: "") {
            if let bytes = Self.read(path), let value = try? JSONParser().parse(bytes) { collect(value) }
        }
        return keys.sorted()
    }

    func writeDictionary(_ entries: [String], to target: String) {
        var text = ""
        for entry in Set(entries).sorted() {
            var quoted = ""
            for byte in entry.utf8 {
                switch byte {
                case 0x20...0x7E where byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"): quoted.append(Character(Unicode.Scalar(byte)))
                default: quoted += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
                }
            }
            text += "\"\(quoted)\"\n"
        }
        Self.create(out + "/" + target + ".dict", Array(text.utf8))
    }

    // MARK: - Files

    /// Writes `bytes` as a seed of each target, named by its content (so duplicates collapse).
    mutating func write(_ bytes: [UInt8], to targets: String...) {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        for target in targets {
            mkdir(out + "/" + target, 0o755)
            let path = out + "/" + target + "/seed-" + String(hash, radix: 16)
            if access(path, F_OK) != 0 { counts[target, default: 0] += 1 }
            Self.create(path, bytes)
        }
    }

    static func create(_ path: String, _ bytes: [UInt8]) {
        do { try AtomicFile.write(bytes, to: path) } catch { fail(error.message) }
    }

    static func read(_ path: String) -> [UInt8]? { try? AtomicFile.read(path) }

    /// The regular files in `folder` (not below) whose names end with `suffix`, sorted.
    static func files(in folder: String, endingWith suffix: String) -> [String] {
        (Folder.names(in: folder) ?? [])
            .filter { !$0.hasPrefix(".") && $0.hasSuffix(suffix) }
            .map { folder + "/" + $0 }
            .filter { var info = stat(); return stat($0, &info) == 0 && info.st_mode & S_IFMT == S_IFREG }
            .sorted()
    }

    static func fail(_ message: String) -> Never {
        fputs("fuzz-seeds: \(message)\n", stderr)
        exit(2)
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    var trimmingCharacters: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
