import ExternalTools
import Foundation
import MapScriptSyntax
import Testing
@testable import mapscript

/// `mapscript --man` and `scripts/install`: the manual page comes from the help's own data, and
/// groff (what `man` renders with) reads it without a warning.
struct ManPageTests {
    @Test(arguments: [
        ("--check", #"\-\-check"#),
        (#"C:\path"#, #"C:\epath"#),
        (".hidden", #"\&.hidden"#),
        ("'quoted'", #"\&'quoted'"#),
        ("plain text", "plain text"),
    ])
    func escapesWhatRoffWouldRead(text: String, expected: String) {
        #expect(ManPage.escape(text) == expected)
    }

    /// Every option of the command lines (`mapscript`, `test`, `fmt`, `lsp`, `completion`) and every help topic is
    /// on the page; nothing changes between runs.
    @Test func thePageHasEveryOptionAndTopic() {
        let page = ManPage.page(version: "9.9")
        #expect(page.contains(".SH LANGUAGE SERVER\n.B mapscript lsp\n"))
        #expect(page.contains(".SH SHELL COMPLETION\n.B mapscript completion\n"))
        for row in Invocation.options.helpRows + TestCommand.options.helpRows + FormatCommand.options.helpRows
            + LSPCommand.options.helpRows + CompletionCommand.help.rows {
            #expect(page.contains(".B " + ManPage.escape(row.left) + "\n" + ManPage.escape(row.help) + "\n"), "\(row.left)")
        }
        for topic in HelpCatalog.topics {
            #expect(page.contains(".B " + ManPage.escape(topic.name) + "\n"), "\(topic.name)")
        }
        #expect(page.contains(#".TH MAPSCRIPT 1 "" "mapscript 9.9""#))
        #expect(page == ManPage.page(version: "9.9"))
    }

    @Test(.needs(.groff)) func groffRendersItWithoutWarnings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("mapscript.1")
        let run = try BinaryRunner.run(["--man"])
        #expect(run.status == 0)
        try Data(run.stdout.utf8).write(to: page)
        let check = try groff(["-man", "-Tutf8", "-ww", "-z", page.path])
        #expect(check.status == 0 && check.errors.isEmpty, "groff: \(check.errors)")
        let text = try groff(["-man", "-Tascii", "-P", "-cbou", page.path]).output
        for expected in ["NAME", "mapscript - scripting language", "--max-steps N", "bookmark add NAME [at LAT,LON]", "EXIT STATUS"] {
            #expect(text.contains(expected), "\(expected)")
        }
    }

    /// `scripts/install --prefix P --binary B` puts the binary, the page and the shell
    /// completions under P, and they work.
    @Test(.needs(.groff)) func installPutsTheBinaryAndThePageUnderThePrefix() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("prefix with space").path
        let install = try BinaryRunner.run([BinaryRunner.packageRoot.appendingPathComponent("scripts/install").path,
                                            "--prefix", prefix, "--binary", BinaryRunner.executable.path], shell: false,
                                           executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.contains("installed \(prefix)/bin/mapscript"))
        let installed = URL(fileURLWithPath: prefix + "/bin/mapscript")
        let version = try BinaryRunner.run(["--version"], executable: installed)
        #expect(version.stdout.hasPrefix("mapscript "))
        let page = prefix + "/share/man/man1/mapscript.1"
        #expect(try String(contentsOfFile: page, encoding: .utf8) == (try BinaryRunner.run(["--man"]).stdout))
        let check = try groff(["-man", "-Tutf8", "-ww", "-z", page])
        #expect(check.status == 0 && check.errors.isEmpty, "groff: \(check.errors)")
        // The shell completions, where each shell looks, as `mapscript completion SHELL` prints them.
        for (shell, path) in [("bash", "bash-completion/completions/mapscript"), ("zsh", "zsh/site-functions/_mapscript"),
                              ("fish", "fish/vendor_completions.d/mapscript.fish")] {
            #expect(try String(contentsOfFile: prefix + "/share/" + path, encoding: .utf8)
                    == (try BinaryRunner.run(["completion", shell]).stdout), "\(shell)")
            let folder = URL(fileURLWithPath: prefix + "/share/" + path).deletingLastPathComponent().path
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1, "\(folder)")
        }
        // No temporary file is left beside what was installed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix + "/bin") == ["mapscript"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix + "/share/man/man1") == ["mapscript.1"])
    }

    @Test func installRefusesAnUnknownArgument() throws {
        let run = try BinaryRunner.run([BinaryRunner.packageRoot.appendingPathComponent("scripts/install").path, "--prefixx", "/tmp/x"],
                                       executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(run.status == 2)
        #expect(run.stderr == "install: unknown argument '--prefixx' (try --help)\n")
    }

    private func groff(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let run = try BinaryRunner.run(arguments, executable: URL(fileURLWithPath: ExternalTool.locate("groff") ?? "/usr/bin/groff"))
        return (run.status, run.stdout, run.stderr)
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-man-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
