import Foundation
import Testing
@testable import MapScriptSyntax

/// Every example of the documentation runs, as rustdoc runs a crate's: each fenced block of
/// `README.md` and `docs/**/*.md` says what it is by its info string, and is checked by it.
///
/// - ` ```mapscript `: a script, run in a fresh session in a folder holding the demo data
///   (`scripts/demo`'s GeoJSON, CSV and JSON files): it must finish with no error.
/// - ` ```mapscript fragment ` (uses names defined elsewhere) and ` ```mapscript needs-files `
///   (reads files the reader brings): they must parse with no syntax error.
/// - ` ```mapscript-syntax `: a summary of forms (`a|b`, `[clause]`), not code: skipped.
/// - Anything else (`text`, `sh`, `json`...) is not MapScript; a block with no info string is
///   an error, so that every block says what it is.
@Suite struct DocExampleTests {
    /// One fenced block: where it is, its info string and its text (indentation removed).
    struct Block: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let info: String
        let text: String
        var testDescription: String { "\(file):\(line)" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files: `README.md` and every `.md` under `docs/`, sorted.
    static let files: [String] = {
        var found = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        let enumerator = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "md" { found.append("docs/" + String(url.path.dropFirst(docs.path.count + 1))) }
        }
        return found.sorted()
    }()

    /// The fenced blocks of `text` (the file `file`), with the 1-based line of their opening fence.
    static func blocks(in text: String, file: String) -> [Block] {
        var blocks: [Block] = []
        var open: (line: Int, info: String, indent: Int, lines: [Substring])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if trimmed.hasPrefix("```") {
                if let block = open {
                    let body = block.lines.map { String($0.dropFirst(min(block.indent, $0.prefix { $0 == " " }.count))) }
                    blocks.append(Block(file: file, line: block.line, info: block.info, text: body.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    open = (index + 1, String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), indent, [])
                }
            } else {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    /// Every block of every file.
    static let all: [Block] = files.flatMap { file in
        blocks(in: (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? "", file: file)
    }

    /// The blocks of MapScript: run, or syntax-checked.
    static let scripts = all.filter { $0.info == "mapscript" || $0.info.hasPrefix("mapscript ") }

    /// What is wrong with `block`, or nil: a script must run without error, a fragment parse.
    static func problem(_ block: Block) -> String? {
        switch block.info {
        case "mapscript":
            return runProblem(block.text)
        case "mapscript fragment", "mapscript needs-files":
            var parser = Parser(bytes: Array(block.text.utf8))
            while let item = parser.next() {
                if case .diagnostic(let diagnostic) = item, diagnostic.severity == .error {
                    return "syntax error: \(ParseHelpers.describe(diagnostic))"
                }
            }
            return nil
        default:
            return "unknown info string '\(block.info)' (mapscript, mapscript fragment, mapscript needs-files)"
        }
    }

    /// Runs `text` as `example.mapscript` in a new folder holding the demo data; nil when it
    /// finished with no error diagnostic.
    static func runProblem(_ text: String) -> String? {
        var problem: String?
        withFolder { folder in
            let demo = root.appendingPathComponent("scripts/demo")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: demo.path)) ?? []
            where [".geojson", ".csv", ".json"].contains(where: name.hasSuffix) {
                try? FileManager.default.copyItem(atPath: demo.appendingPathComponent(name).path, toPath: folder + "/" + name)
            }
            writeFile(folder + "/example.mapscript", text)
            let result = runFile(folder + "/example.mapscript")
            if !result.errorHeaders.isEmpty || result.outcome.ending != .finished {
                problem = result.err.isEmpty ? "did not finish: \(result.outcome.ending)" : result.err
            }
        }
        return problem
    }

    @Test func theDocumentationIsThere() {
        #expect(Self.files.contains("docs/reference.md"))
        #expect(Self.files.count >= 10)
        #expect(Self.scripts.filter { $0.info == "mapscript" }.count >= 6)
        #expect(Self.all.contains { $0.info == "mapscript-syntax" })
    }

    /// Every block says what it is.
    @Test(arguments: all)
    func blockHasAnInfoString(_ block: Block) {
        #expect(!block.info.isEmpty, "\(block.file):\(block.line): a fenced block needs an info string (mapscript, text, sh...)")
    }

    @Test(arguments: scripts)
    func exampleRuns(_ block: Block) {
        let problem = Self.problem(block)
        #expect(problem == nil, "\(block.file):\(block.line): \(problem ?? "")")
    }

    /// The check can fail: a script that fails, a fragment with a syntax error, an unknown
    /// marker and a block with no info string are each caught, at their line.
    @Test func failingBlocksAreCaught() {
        let text = "# T\n\n```mapscript\nbookmark add \"A\"\ngoto 2\n```\n\n```mapscript fragment\ngoto 1 scale\n```\n"
            + "\n```mapscript maybe\nprint 1\n```\n\n```\nprint 1\n```\n"
        let blocks = Self.blocks(in: text, file: "x.md")
        #expect(blocks.map(\.line) == [3, 8, 12, 16])
        #expect(Self.problem(blocks[0])?.contains("error:") == true)
        #expect(Self.problem(blocks[1])?.hasPrefix("syntax error") == true)
        #expect(Self.problem(blocks[2])?.hasPrefix("unknown info string") == true)
        #expect(blocks[3].info.isEmpty)
        #expect(Self.problem(Block(file: "x.md", line: 1, info: "mapscript", text: "print 1\n")) == nil)
    }
}
