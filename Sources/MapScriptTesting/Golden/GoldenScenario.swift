#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapFormats
import MapScriptRuntime
import MapScriptSyntax
import TextSupport

/// One golden scenario: `NAME.mapscript` with its expected standard output beside it in
/// `NAME.expected` and, when it reports errors on purpose, its expected standard error in
/// `NAME.expected-stderr`. Options come from the script's `#!` line (`--keep-going`,
/// `--realtime`); a `# skip: REASON` line among its leading comments skips it.
public struct GoldenScenario: Equatable, Sendable {
    /// The script, as found (`scripts/demo/tour.mapscript`).
    public let script: String

    /// The script's file name (`tour.mapscript`): the name its diagnostics use, so that the
    /// expected standard error is the same from any folder (`cd scripts/demo && mapscript
    /// test`) and under any spelling of the path (`./scripts/demo`).
    public var fileName: String { String(script.split(separator: "/").last ?? Substring(script)) }

    /// `NAME` of `NAME.mapscript`, with its folder.
    public var base: String { String(script.dropLast(".mapscript".count)) }
    /// The expected standard output.
    public var expectedPath: String { base + ".expected" }
    /// The expected standard error (absent: none).
    public var expectedStderrPath: String { base + ".expected-stderr" }

    /// A scenario for the script at `script`.
    public init(script: String) { self.script = script }

    /// The scenarios under `paths`: a `.mapscript` file is one; a folder gives every
    /// `NAME.mapscript` in it or in its subfolders (any depth; hidden folders such as `.build`
    /// and `.git`, and symbolic links to folders, are not entered) that has a `NAME.expected`
    /// beside it, in path order: a folder's own scenarios by name, then each subfolder's, by
    /// the subfolder's name. Paths that are neither are returned as problems.
    public static func discover(_ paths: [String]) -> (scenarios: [GoldenScenario], problems: [String]) {
        var scenarios: [GoldenScenario] = []
        var problems: [String] = []
        for path in paths {
            if isDirectory(path) {
                var folder = path
                while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
                collect(in: folder, into: &scenarios)
            } else if path.hasSuffix(".mapscript") && exists(path) {
                scenarios.append(GoldenScenario(script: path))
            } else if exists(path) {
                problems.append("'\(path)' is not a .mapscript file or a folder")
            } else {
                problems.append("cannot read '\(path)': no such file or folder")
            }
        }
        return (scenarios, problems)
    }

    /// Whether the script's path holds `pattern`'s bytes (`mapscript test --filter`): a plain
    /// search of UTF-8 bytes, which the standard library's `String.contains`, comparing
    /// characters, made 17,000 instructions a path (3.5M for 200 scenarios, on one thread
    /// before any ran).
    public func pathContains(_ pattern: String) -> Bool {
        let path = Array(script.utf8), wanted = Array(pattern.utf8)
        guard !wanted.isEmpty else { return true }
        guard wanted.count <= path.count else { return false }
        for start in 0...(path.count - wanted.count) where path[start] == wanted[0] {
            if path[start..<start + wanted.count].elementsEqual(wanted) { return true }
        }
        return false
    }

    /// The options of a `#!` first line: the words after the interpreter that start with `--`
    /// (`#!/usr/bin/env -S mapscript --keep-going` gives `["--keep-going"]`).
    public static func options(ofFirstLine line: Substring) -> [String] {
        guard line.hasPrefix("#!") else { return [] }
        return line.split(separator: " ").filter { $0.hasPrefix("--") }.map(String.init)
    }

    /// The reason of a `# skip: REASON` line among the comment lines that open `source` (the
    /// `#!` line, comments and blank lines before the first statement); nil when there is none.
    /// An empty reason reads `skipped`.
    public static func skipReason(in source: [UInt8]) -> String? {
        guard let reason = openingComment("skip:", in: source) else { return nil }
        return reason.isEmpty ? "skipped" : reason
    }

    /// The script arguments (`args`) of an `# args: WORD...` line among the comment lines that
    /// open `source`, split at spaces (a shebang line cannot give them: the system puts the
    /// script's path after its words); empty when there is none.
    public static func arguments(in source: [UInt8]) -> [String] {
        guard let words = openingComment("args:", in: source) else { return [] }
        return words.split(separator: " ").map(String.init)
    }

    /// The rest of the first comment line starting with `label` among those that open
    /// `source` (the `#!` line, comments and blank lines before the first statement), trimmed.
    private static func openingComment(_ label: String, in source: [UInt8]) -> String? {
        for line in source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let text = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if text.isEmpty { continue }
            guard text.first == UInt8(ascii: "#") else { return nil }
            let comment = text.dropFirst().drop { $0 == 0x20 || $0 == 0x09 }
            guard comment.starts(with: label.utf8) else { continue }
            return String(decoding: comment.dropFirst(label.utf8.count), as: UTF8.self).trimmedOfWhitespace
        }
        return nil
    }

    /// Appends the scenarios of `folder` and of its subfolders, depth first, to `scenarios`.
    private static func collect(in folder: String, into scenarios: inout [GoldenScenario]) {
        // The current folder's scenarios are named as they are: `tour.mapscript`.
        let prefix = folder == "." ? "" : folder == "/" ? "/" : folder + "/"
        // Whether `NAME.expected` is there comes from the same listing: no `stat` for each
        // script (a serial cost of `mapscript test --jobs N`, see docs/performance.md,
        // "Performance"); only the names that are neither a script nor an expected file are
        // looked at as possible subfolders.
        let names = entries(of: folder).sorted()
        let present = Set(names)
        var subfolders: [String] = []
        for name in names {
            if name.hasSuffix(".mapscript") {
                if present.contains(String(name.utf8.dropLast(".mapscript".utf8.count))! + ".expected") {
                    scenarios.append(GoldenScenario(script: prefix + name))
                }
            } else if !name.hasPrefix("."), !name.contains(".expected"), isRealDirectory(prefix + name) {
                subfolders.append(prefix + name)
            }
        }
        for subfolder in subfolders { collect(in: subfolder, into: &scenarios) }
    }

    // MARK: - Files

    /// Whether `path` is a folder itself, not a symbolic link to one (which could lead back up).
    static func isRealDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in folder `path` (not `.` and `..`).
    static func entries(of path: String) -> [String] {
        Folder.names(in: path) ?? []
    }
}
