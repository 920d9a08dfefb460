import Foundation
import Testing
@testable import MapScript

/// The surface table is well formed, and the files generated from it are current.
@Suite struct SurfaceTests {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `scripts/gen-surface` has been run since the table last changed: regenerating gives the
    /// files as they are.
    @Test(arguments: SurfaceCodegen.files.map(\.path))
    func generatedFileIsCurrent(path: String) throws {
        let generated = try #require(SurfaceCodegen.files.first { $0.path == path }).text
        let current = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        #expect(current == generated, "\(path) is not current: run scripts/gen-surface")
    }

    /// Every word of the table is a `Word`, with the right kind; the reserved keywords come
    /// first, then the command words.
    @Test func wordsAreTheLexers() {
        let (reserved, commands, others) = SurfaceCodegen.words
        #expect(Word.allCases.dropFirst().map(\.spelling) == reserved + commands + others)
        #expect(reserved.allSatisfy { Word(spelling: $0).isReserved && !Word(spelling: $0).isCommand })
        #expect(commands.allSatisfy { Word(spelling: $0).isCommand && !Word(spelling: $0).isReserved })
        #expect(others.allSatisfy { !Word(spelling: $0).isCommand && !Word(spelling: $0).isReserved })
        #expect(Word.allCases.count < 128, "a WordSet holds 127 words")
    }

    /// Topics and words are unique, statements are reserved, every entry has an example that
    /// starts with one of its words (or calls a procedure), and no form is declared twice.
    @Test func entriesAreWellFormed() {
        let words = Surface.entries.flatMap(\.words)
        #expect(Set(words).count == words.count)
        for entry in Surface.entries {
            #expect(!entry.examples.isEmpty, "\(entry.words[0]) has no example")
            #expect(entry.kind == .command || Surface.keywords.contains(entry.words[0]), "\(entry.words[0])")
            for example in entry.examples {
                let first = example.text.split(separator: " ").first.map(String.init) ?? ""
                #expect(entry.words.contains(first), "\(example.text) does not start with \(entry.words)")
            }
        }
        let paths = Surface.commandForms.map(\.path)
        #expect(Set(paths.map { $0.map(\.rawValue) }).count == paths.count, "a form is declared twice")
        for form in Surface.commandForms {
            #expect(Set(form.clauses).count == form.clauses.count, "\(form.path): a clause is declared twice")
        }
    }

    /// The parser's sub-word lists are the table's, in its order.
    @Test func subwords() {
        #expect(Surface.subwords(after: [.bookmark]) == [.add, .list, .clear, .remove, .move, .rename])
        #expect(Surface.subwords(after: [.gallery, .style]) == [.list, .grid, .automatic])
        #expect(Surface.subwords(after: [.goto]).isEmpty)
        #expect(Surface.subwords(after: [.where]).isEmpty && Surface.form([.where]) != nil)
    }
}
