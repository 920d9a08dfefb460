import ExternalTools
import Foundation
import Testing

/// `mapscript completion bash|zsh|fish`: each script run in its real shell, in a folder holding
/// `tour.mapscript`, `notes.txt`, `demos/` and `my dir/a b.mapscript`, completing options,
/// their values, sub-commands and script files.
@Suite(.serialized)
struct ShellCompletionTests {
    /// A scratch folder holding the shell's script as `completion` and the files above in
    /// `work/`.
    static func folder(for shell: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-completion-\(UUID().uuidString)")
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("demos"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work.appendingPathComponent("my dir"), withIntermediateDirectories: true)
        for name in ["tour.mapscript", "notes.txt", "my dir/a b.mapscript"] {
            try Data().write(to: work.appendingPathComponent(name))
        }
        let script = try BinaryRunner.run(["completion", shell])
        try #require(script.status == 0, "\(script.stderr)")
        try Data(script.stdout.utf8).write(to: folder.appendingPathComponent("completion"))
        return folder
    }

    /// A command line as bash gives it to the function (`COMP_WORDS`, the last word the one
    /// completed; bash splits `=` off as a word of its own), and `COMPREPLY`, sorted.
    static let bashCases: [([String], [String])] = [
        (["--fo"], ["--format"]),
        (["--format", ""], ["json", "text"]),
        (["--format", "=", "j"], ["json"]),
        (["--format", "="], ["json", "text"]),
        (["--colour", "a"], ["always", "auto"]),
        (["--color", "n"], ["never"]),
        (["--sandbox", "=", ""], ["read-only"]),
        (["--sandbox", ""], ["demos", "my dir", "tour.mapscript"]),
        (["--max-steps", ""], []),
        (["-e", ""], []),
        (["--k"], ["--keep-going"]),
        ([""], ["completion", "demos", "diff", "fmt", "lint", "lsp", "my dir", "test", "tour.mapscript"]),
        (["diff", ""], ["demos", "my dir", "notes.txt", "tour.mapscript"]),
        (["lint", "--f"], ["--format"]),
        (["diff", "--format", ""], ["json", "text"]),
        (["t"], ["test", "tour.mapscript"]),
        (["my dir/"], ["my dir/a b.mapscript"]),
        (["tour.mapscript", "t"], ["tour.mapscript"]),
        (["--", "--f"], []),
        (["test", "--j"], ["--jobs", "--junit"]),
        (["test", "--junit", ""], ["demos", "my dir", "notes.txt", "tour.mapscript"]),
        (["test", "--jobs", ""], []),
        (["test", ""], ["demos", "my dir", "tour.mapscript"]),
        (["fmt", "--"], ["--", "--check", "--help"]),
        (["lsp", "--"], ["--help", "--stdio"]),
        (["lsp", ""], []),
        (["completion", ""], ["bash", "fish", "zsh"]),
        (["completion", "bash", ""], []),
    ]

    @Test(.needs(.bash)) func bash() throws {
        let folder = try Self.folder(for: "bash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let syntax = try BinaryRunner.run(["bash", "-n", "completion"], directory: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(syntax.status == 0, "\(syntax.stderr)")
        for (words, expected) in Self.bashCases {
            let run = try BinaryRunner.run(["bash", "--norc", "-c", #"""
                source ../completion
                [[ "$(complete -p mapscript)" == "complete -F _mapscript mapscript" ]] || { echo "not registered" >&2; exit 1; }
                COMP_WORDS=(mapscript "$@"); COMP_CWORD=$#; COMPREPLY=()
                _mapscript || exit 1
                (( ${#COMPREPLY[@]} )) && printf '%s\n' "${COMPREPLY[@]}"
                exit 0
                """#, "bash"] + words, directory: folder.appendingPathComponent("work"), executable: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(run.status == 0 && run.stderr.isEmpty, "\(words): \(run.stderr)")
            let got = run.stdout.split(separator: "\n").map(String.init).sorted()
            #expect(got == expected, "mapscript \(words.joined(separator: " ")) [TAB]")
        }
    }

    /// A command line as typed, and what fish's `complete -C` offers (sorted, without the
    /// descriptions; folders end in `/`).
    static let fishCases: [(String, [String])] = [
        ("mapscript --fo", ["--format"]),
        ("mapscript --format ", ["json", "text"]),
        ("mapscript --format=j", ["--format=json"]),
        ("mapscript --colour a", ["always", "auto"]),
        ("mapscript --sandbox=", ["--sandbox=read-only"]),
        ("mapscript --max-steps ", []),
        ("mapscript ", ["completion", "demos/", "diff", "fmt", "lint", "lsp", "my dir/", "test", "tour.mapscript"]),
        ("mapscript diff ", ["demos/", "my dir/", "notes.txt", "tour.mapscript"]),
        ("mapscript t", ["test", "tour.mapscript"]),
        ("mapscript my\\ dir/", ["my dir/a b.mapscript"]),
        ("mapscript test --j", ["--jobs", "--junit"]),
        ("mapscript test --junit ", ["demos/", "my dir/", "notes.txt", "tour.mapscript"]),
        ("mapscript test ", ["demos/", "my dir/", "tour.mapscript"]),
        ("mapscript fmt --c", ["--check"]),
        ("mapscript lsp --", ["--help", "--stdio"]),
        ("mapscript lsp ", []),
        ("mapscript completion ", ["bash", "fish", "zsh"]),
        ("mapscript completion bash ", []),
    ]

    @Test(.needs(.fish)) func fish() throws {
        let folder = try Self.folder(for: "fish")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (line, expected) in Self.fishCases {
            let run = try BinaryRunner.run(["fish", "--no-config", "-c", "source ../completion; complete -C $argv[1]", line],
                                           directory: folder.appendingPathComponent("work"), executable: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(run.status == 0 && run.stderr.isEmpty, "\(line): \(run.stderr)")
            let got = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.sorted()
            #expect(got == expected, "\(line)[TAB]")
        }
    }

    @Test(.needs(.zsh, .pexpect)) func zsh() throws {
        let folder = try Self.folder(for: "zsh")
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = BinaryRunner.packageRoot.appendingPathComponent("Tests/mapscriptTests/shell_completion_zsh.py")
        let run = try BinaryRunner.run(["python3", driver.path, folder.appendingPathComponent("completion").path,
                                        folder.appendingPathComponent("work").path],
                                       directory: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("ok: mapscript completion z"), "\(run.stdout)")
    }

    /// The command's usage errors and help.
    @Test(arguments: [
        (["completion"], 2, "mapscript: error: 'completion' needs a shell: bash, zsh or fish\n"),
        (["completion", "bsh"], 2, "mapscript: error: 'completion' takes bash, zsh or fish, not 'bsh'; did you mean 'bash'?\n"),
        (["completion", "bash", "zsh"], 2, "mapscript: error: 'completion' takes one shell, found 'zsh' after it\n"),
        (["completion", "--hep"], 2, "mapscript: error: unknown option '--hep' for 'completion'; did you mean '--help'?\n"),
    ])
    func usageErrors(arguments: [String], status: Int32, message: String) throws {
        let run = try BinaryRunner.run(arguments)
        #expect(run.status == status)
        #expect(run.stderr == message + "try 'mapscript completion --help' for more information\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func help() throws {
        let run = try BinaryRunner.run(["completion", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("usage: mapscript completion bash|zsh|fish\n"))
        let main = try BinaryRunner.run(["--help"])
        #expect(main.stdout.contains("  completion         print a shell completion script: bash, zsh or fish\n"))
    }
}
