import Foundation
import Testing
@testable import mapscript

/// `mapscript fmt [--check] [FILE... | -]`, end to end in a scratch folder.
@Suite struct FormatCommandTests {
    static let messy = "if n>2{zoom in;wait 1}\n"
    static let tidy = "if n > 2 {\n  zoom in\n  wait 1\n}\n"

    /// The inode of `name` in `folder`: a file rewritten (atomically, by a rename) gets a new one.
    static func inode(_ folder: URL, _ name: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.systemFileNumber] as? Int) ?? -1
    }

    @Test(arguments: [["fmt", "-"], ["fmt"]])
    func standardInputToStandardOutput(arguments: [String]) throws {
        let run = try BinaryRunner.run(arguments, input: Self.messy)
        #expect(run.stdout == Self.tidy)
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func filesAreRewrittenOnlyWhenTheyChange() throws {
        try TestCommandTests.withFolder(["messy.mapscript": Self.messy, "tidy.mapscript": Self.tidy]) { folder in
            let tidyInode = try Self.inode(folder, "tidy.mapscript")
            let run = try BinaryRunner.run(["fmt", "messy.mapscript", "tidy.mapscript"], directory: folder)
            #expect(run.status == 0)
            #expect(run.stdout == "" && run.stderr == "")
            #expect(TestCommandTests.read(folder, "messy.mapscript") == Self.tidy)
            #expect(TestCommandTests.read(folder, "tidy.mapscript") == Self.tidy)
            #expect(try Self.inode(folder, "tidy.mapscript") == tidyInode)
            // Nothing is left beside them.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["messy.mapscript", "tidy.mapscript"])
        }
    }

    @Test func checkListsTheFilesItWouldChange() throws {
        try TestCommandTests.withFolder(["a.mapscript": Self.messy, "b.mapscript": Self.tidy, "c.mapscript": "zoom in  # z\n"]) { folder in
            let run = try BinaryRunner.run(["fmt", "--check", "a.mapscript", "b.mapscript", "c.mapscript"], directory: folder)
            #expect(run.stdout == "a.mapscript\n")
            #expect(run.stderr == "")
            #expect(run.status == 1)
            #expect(TestCommandTests.read(folder, "a.mapscript") == Self.messy)
            let clean = try BinaryRunner.run(["fmt", "--check", "b.mapscript", "c.mapscript"], directory: folder)
            #expect(clean.stdout == "" && clean.status == 0)
            let standardInput = try BinaryRunner.run(["fmt", "--check", "-"], input: Self.messy)
            #expect(standardInput.stdout == "<stdin>\n" && standardInput.status == 1)
        }
    }

    /// A file with a syntax error is left as it is, its errors shown as `--check` shows them;
    /// the other files are formatted.
    @Test func aFileWithASyntaxErrorIsLeftAlone() throws {
        let broken = "zoom in;zoom sideways\ngoto\n"
        try TestCommandTests.withFolder(["broken.mapscript": broken, "messy.mapscript": Self.messy]) { folder in
            let run = try BinaryRunner.run(["fmt", "broken.mapscript", "messy.mapscript"], directory: folder)
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr == (try BinaryRunner.run(["--check", "broken.mapscript"], directory: folder)).stderr)
            #expect(run.stderr.hasPrefix("broken.mapscript:1:14: error: expected 'in', 'out' or 'to' after 'zoom', found 'sideways'\n"
                                         + "zoom in;zoom sideways\n             ^~~~~~~~\n"))
            #expect(run.stderr.contains("broken.mapscript:2:5: error:"))
            #expect(TestCommandTests.read(folder, "broken.mapscript") == broken)
            #expect(TestCommandTests.read(folder, "messy.mapscript") == Self.tidy)
        }
        let standardInput = try BinaryRunner.run(["fmt"], input: "zoom\n")
        #expect(standardInput.stdout == "" && standardInput.status == 1)
        #expect(standardInput.stderr.hasPrefix("<stdin>:1:5: error: expected 'in', 'out' or 'to' after 'zoom', found end of line\nzoom\n"))
    }

    @Test(arguments: [
        (["fmt", "missing.mapscript"], 2, "mapscript: error: cannot read 'missing.mapscript': No such file or directory\n"),
        (["fmt", "."], 2, "mapscript: error: cannot read '.': Is a directory\n"),
        (["fmt", "--chek"], 2, "mapscript: error: unknown option '--chek' for 'fmt'; did you mean '--check'?\n"
            + "try 'mapscript fmt --help' for more information\n"),
    ] as [([String], Int32, String)])
    func usageAndFileErrors(arguments: [String], status: Int32, stderr: String) throws {
        let run = try BinaryRunner.run(arguments)
        #expect(run.stderr == stderr)
        #expect(run.status == status)
        #expect(run.stdout == "")
    }

    @Test func helpShowsTheSynopsisAndOptions() throws {
        let run = try BinaryRunner.run(["fmt", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout == FormatCommand.usage)
        #expect(run.stdout.hasPrefix("usage: mapscript fmt [--check] [FILE... | -]\n"))
        #expect(run.stdout.contains("  --check"))
        #expect(try BinaryRunner.run(["--help"]).stdout.contains("mapscript fmt [--check] [FILE... | -]"))
    }

    /// What `fmt` writes, `mapscript` runs the same: the demo tour (formatted in the repository,
    /// so its layout is undone here first: deeper indents, extra blank lines) prints the same.
    @Test func theFormattedScriptRunsTheSame() throws {
        let tour = BinaryRunner.packageRoot.appendingPathComponent("scripts/demo/yellowstone-tour.mapscript")
        let original = try String(contentsOf: tour, encoding: .utf8)
        let text = original.replacingOccurrences(of: "\n  ", with: "\n       ").replacingOccurrences(of: "\n\n", with: "\n\n\n")
        let formatted = try BinaryRunner.run(["fmt", "-"], input: text)
        #expect(formatted.status == 0)
        #expect(formatted.stdout != text)
        #expect(formatted.stdout == original)
        let before = try BinaryRunner.run(["-"], input: text)
        let after = try BinaryRunner.run(["-"], input: formatted.stdout)
        #expect(before.status == 0 && after.status == 0)
        #expect(after.stdout == before.stdout)
        #expect(!before.stdout.isEmpty)
    }
}
