import Foundation
import Testing
@testable import MapScriptSyntax

/// `grammar.ebnf` stays honest: its keywords are the lexer's, its punctuation lexes, its rules
/// are all defined, the parser's rule comments name its rules, and its examples parse.
@Suite struct GrammarTests {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let grammar = (try? String(contentsOf: root.appendingPathComponent("grammar.ebnf"), encoding: .utf8)) ?? ""

    /// The grammar without its comments.
    static let rules: String = {
        var text = grammar
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return text
    }()

    /// The rules split into quoted literals and the rest (character classes dropped).
    static func scan(_ text: String) -> (literals: [String], rest: String) {
        var literals: [String] = []
        var rest = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\"", "'":
                var literal = ""
                while let next = iterator.next(), next != character { literal.append(next) }
                literals.append(literal)
                rest.append(" ")
            case "[":
                while let next = iterator.next(), next != "]" {}
                rest.append(" ")
            default:
                rest.append(character)
            }
        }
        return (literals, rest)
    }

    /// The quoted literals of the rules.
    static let literals = scan(rules).literals

    /// Literals that are pieces of other tokens (numbers, strings, angles, comments).
    static let lexicalPieces: Set<String> = ["s", "ms", "N", "S", "E", "W", "°", "'", "′", "\"", "″", "\\", "$", "${", "u{", "#", ":", " ", "n", "t", "r"]

    /// The command rules between the markers are the table's, as `mapscript --grammar` prints them.
    @Test func commandRulesArePrintedFromTheTable() throws {
        let start = try #require(Self.grammar.range(of: CommandTable.grammarMarkers.start))
        let end = try #require(Self.grammar.range(of: CommandTable.grammarMarkers.end + "\n"))
        #expect(String(Self.grammar[start.lowerBound..<end.upperBound]) == CommandTable.grammar,
                "grammar.ebnf's command rules are not the table's: run `mapscript --grammar` and paste its output there")
    }

    @Test func grammarIsFound() {
        #expect(Self.grammar.contains("program        ::="))
    }

    /// Every quoted word is a word the lexer recognises, and every recognised word is in the grammar.
    @Test func keywordsMatchTheLexer() {
        let words = Set(Self.literals.filter { $0.first?.isLetter == true && !Self.lexicalPieces.contains($0) })
        let known = Set(Lexicon.shared.words.map(\.spelling))
        #expect(words.subtracting(known).isEmpty, "in the grammar but not the lexer: \(words.subtracting(known).sorted())")
        #expect(known.subtracting(words).isEmpty, "in the lexer but not the grammar: \(known.subtracting(words).sorted())")
        for word in known {
            var lexer = Lexer(source: SourceBuffer(bytes: Array(word.utf8)))
            let token = lexer.next()
            #expect(token.kind == .word && token.word.spelling == word)
        }
    }

    /// The reserved words of the grammar are exactly the lexer's.
    @Test func reservedWords() throws {
        let start = try #require(Self.rules.range(of: "keyword        ::="))
        let end = try #require(Self.rules.range(of: "name           ::="))
        let reserved = Self.rules[start.upperBound..<end.lowerBound].split(separator: "|").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"")))
        }
        #expect(Set(reserved) == Set(Lexicon.shared.words.filter(\.isReserved).map(\.spelling)))
    }

    /// Every punctuation literal lexes as one token.
    @Test func punctuationLexes() {
        let punctuation = Set(Self.literals.filter { $0.first?.isLetter != true && !Self.lexicalPieces.contains($0) })
        #expect(punctuation.count >= 20)
        for literal in punctuation {
            var lexer = Lexer(source: SourceBuffer(bytes: Array(literal.utf8)))
            let token = lexer.next()
            #expect(token.kind != .error && token.end == literal.utf8.count && lexer.next().kind == .end, "\(literal)")
        }
    }

    /// Every rule used is defined, and every rule but the start is used.
    @Test func rulesAreDefined() {
        var defined: Set<String> = []
        var used: Set<String> = []
        let text = Self.scan(Self.rules).rest.replacingOccurrences(of: "#x[0-9A-Fa-f]+", with: " ", options: .regularExpression)
        for line in text.split(separator: "\n") {
            var rest = Substring(line)
            if let definition = line.range(of: "::=") {
                defined.insert(line[..<definition.lowerBound].trimmingCharacters(in: .whitespaces))
                rest = line[definition.upperBound...]
            }
            for name in rest.split(whereSeparator: { !($0.isLetter || $0 == "-") }) where name.first?.isLetter == true {
                used.insert(String(name))
            }
        }
        #expect(used.subtracting(defined).isEmpty, "used, not defined: \(used.subtracting(defined).sorted())")
        #expect(defined.subtracting(used) == ["program", "blank", "comment", "punctuation"],
                "defined, never used: \(defined.subtracting(used).sorted())")
    }

    /// Each rule of the grammar, whitespace normalised, by name.
    static let ruleTexts: [String: String] = {
        var texts: [String: String] = [:]
        var current: String?
        for line in rules.split(separator: "\n", omittingEmptySubsequences: false) {
            if let definition = line.range(of: "::="), line.first?.isLetter == true {
                let name = line[..<definition.lowerBound].trimmingCharacters(in: .whitespaces)
                texts[name] = String(line[definition.upperBound...])
                current = name
            } else if let name = current, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                texts[name, default: ""] += " " + line
            } else {
                current = nil
            }
        }
        return texts.mapValues { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    }()

    /// The rules quoted in the `///` comments of the lexer and parser are the grammar's, word for word.
    @Test func sourceCommentsQuoteTheGrammar() throws {
        let folder = Self.root.appendingPathComponent("Sources/MapScriptSyntax/Syntax")
        var quoted: [String: String] = [:]
        for case let file as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! where file.pathExtension == "swift" {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            for (index, line) in lines.enumerated() where line.hasPrefix("/// `") && line.contains(" ::= ") {
                var text = String(line.dropFirst(5))
                var next = index + 1
                while !text.contains("`") && next < lines.count && lines[next].hasPrefix("///") {
                    text += " " + lines[next].dropFirst(3)
                    next += 1
                }
                let rule = text.prefix { $0 != "`" }
                guard let definition = rule.range(of: " ::= ") else { continue }
                quoted[String(rule[..<definition.lowerBound])] =
                    rule[definition.upperBound...].split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
        }
        #expect(quoted.count >= 20)
        for (name, text) in quoted {
            #expect(Self.ruleTexts[name] == text, "\(name)")
        }
    }

    /// The examples in the grammar's comments.
    static let examples: [String] = grammar.split(separator: "\n").compactMap { line in
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("/*") { text = text.dropFirst(2).trimmingCharacters(in: .whitespaces) }
        guard text.hasPrefix("example: ") else { return nil }
        return text.dropFirst("example: ".count).replacingOccurrences(of: "*/", with: "").trimmingCharacters(in: .whitespaces)
    }

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 90)
    }

    @Test(arguments: examples)
    func exampleParses(_ example: String) {
        var parser = Parser(text: example)
        guard case .statement? = parser.next() else {
            Issue.record("\(example): \(ParseHelpers.item(example))")
            return
        }
        #expect(parser.next() == nil)
    }

    /// Every statement and command rule has at least one example.
    @Test func everyStatementRuleHasAnExample() {
        let firstWords = Set(Self.examples.compactMap { $0.split(separator: " ").first.map(String.init) })
        let starts = CommandTable.commandWords + ["let", "if", "repeat", "for", "def", "assert", "print"]
        #expect(Set(starts).subtracting(firstWords).isEmpty, "\(Set(starts).subtracting(firstWords))")
        #expect(Self.examples.contains("n = n + 1") && Self.examples.contains("tour(2)"))
    }
}
