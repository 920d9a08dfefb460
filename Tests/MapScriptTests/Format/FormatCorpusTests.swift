import Foundation
import Testing
@testable import MapScriptSyntax

/// Every script the repository holds formats without changing its tree, and formats to itself
/// again: the `.mapscript` files, the documentation's code blocks (README.md and docs/) and `grammar.ebnf`'s examples that
/// parse, and the help's examples.
@Suite struct FormatCorpusTests {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The paths (from the root) of the `.mapscript` files in the repository, outside hidden
    /// folders (`.build`).
    static let scripts: [String] = {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "mapscript" { found.append(String(url.path.dropFirst(root.path.count + 1))) }
        }
        return found.sorted()
    }()

    /// The documentation's fenced code blocks (README.md and docs/*.md) that parse as MapScript,
    /// with no error and at least one statement (shell sessions and output do not).
    static let readmeBlocks: [String] = {
        let docs = root.appendingPathComponent("docs")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }
            .sorted().map { docs.appendingPathComponent($0) }
        let readme = ([root.appendingPathComponent("README.md")] + pages)
            .map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }.joined(separator: "\n")
        var blocks: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if let lines = current {
                    let indent = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                    blocks.append(lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n"))
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks.filter { FormatProperty.tree(Array($0.utf8))?.isEmpty == false }
    }()

    /// `grammar.ebnf`'s `example:` lines.
    static let grammarExamples: [String] = {
        let grammar = (try? String(contentsOf: root.appendingPathComponent("grammar.ebnf"), encoding: .utf8)) ?? ""
        return grammar.split(separator: "\n").compactMap { line in
            line.range(of: "example: ").map { String(line[$0.upperBound...]).replacingOccurrences(of: " */", with: "") }
        }
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.scripts.count >= 6)
        #expect(Self.scripts.contains("scripts/demo/yellowstone-tour.mapscript"))
        #expect(Self.readmeBlocks.count >= 3)
        #expect(Self.grammarExamples.count >= 10)
    }

    @Test(arguments: scripts)
    func repositoryScript(_ path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent(path)))
        #expect(FormatProperty.problems(bytes) == [], "\(path)")
    }

    @Test(arguments: readmeBlocks)
    func readmeBlock(_ block: String) {
        #expect(FormatProperty.problems(block) == [])
    }

    @Test(arguments: grammarExamples + CommandTable.entries.flatMap(\.examples).map(\.text))
    func example(_ example: String) {
        #expect(FormatProperty.problems(example) == [])
    }

    /// The demo scripts lose nothing: each line of code keeps its words in order, each comment
    /// is kept whole.
    @Test(arguments: scripts)
    func commentsAreKept(_ path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let formatted = try SourceFormatter.format(text)
        func comments(_ text: String) -> [String] {
            text.split(separator: "\n").compactMap { line in
                line.range(of: "# ").map { String(line[$0.lowerBound...]).trimmingCharacters(in: .whitespaces) }
                    ?? (line.hasPrefix("#") ? String(line) : nil)
            }
        }
        #expect(comments(formatted) == comments(text))
    }
}
