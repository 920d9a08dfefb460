import Foundation
import Testing
@testable import MapScriptSyntax

/// Formatting keeps the tree and is idempotent on scripts nobody wrote by hand: scripts made at
/// random from a seed (statements, commands with their clauses in any order, expressions,
/// comments, blocks and odd spacing), and the repository's scripts with their spacing and line
/// breaks mutated at random. Only texts that parse are formatted; each seed must give some.
@Suite struct FormatFuzzTests {
    /// SplitMix64: a small, seeded generator, so that a failing seed fails again.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Random scripts.
    struct Generator {
        var random: SplitMix

        mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }
        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

        /// Blanks between tokens: usually one space, sometimes none or more.
        mutating func blank() -> String { pick([" ", " ", " ", "", "  ", "\t"]) }

        /// Blanks inside parentheses or brackets, where a line break (with a comment) may go.
        mutating func groupBlank() -> String {
            chance(12) ? pick(["\n", " # note\n", "\n\n  ", "\n    "]) : blank()
        }

        mutating func name() -> String { pick(["a", "b", "n", "x", "to", "scale", "by", "été", "_t1"]) }

        mutating func number() -> String {
            pick(["0", "1", "2", "44.525", "-110.838", "1e3", "2s", "500ms", "1.50", "-5", "- 5", "007", "45"])
        }

        mutating func literal() -> String {
            pick([number(), number(), "\"text\"", "\"a \\\"q\\\" \\n\"", "\"n=${n + 1}\"", "true", "false", "\"#no comment\"",
                  "44°31'30\"N", "44°31'30\"N 110°50'17\"W"])
        }

        /// An expression at most `depth` levels deep.
        mutating func expression(_ depth: Int) -> String {
            if depth <= 0 { return chance(50) ? literal() : name() }
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                let op = pick(["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "and", "or"])
                let spaced = op.first!.isLetter
                return expression(depth - 1) + (spaced ? " " : blank()) + op + (spaced ? " " : blank()) + expression(depth - 1)
            case 2: return "-" + blank() + expression(depth - 1)
            case 3: return "not " + expression(depth - 1)
            case 4: return "(" + groupBlank() + expression(depth - 1) + groupBlank() + ")"
            case 5: return "[" + list(depth) + "]"
            case 6: return pick(["f", "coord", "round", "g"]) + "(" + list(depth) + ")"
            case 7: return name() + "." + pick(["x", "count", "scale", "name"])
            case 8: return name() + "[" + groupBlank() + expression(depth - 1) + "]"
            case 9: return "(" + expression(depth - 1) + "," + groupBlank() + expression(depth - 1) + ")"
            default: return chance(50) ? literal() : name()
            }
        }

        /// Comma-separated expressions (perhaps none), as in a list or a call.
        mutating func list(_ depth: Int) -> String {
            let count = Int.random(in: 0...3, using: &random)
            return (0..<count).map { _ in groupBlank() + expression(depth - 1) }.joined(separator: "," + blank())
        }

        /// A value: an expression, or `lat,lon`.
        mutating func value(_ depth: Int) -> String {
            chance(40) ? expression(depth) + blank() + "," + blank() + expression(depth) : expression(depth)
        }

        /// A command, its clauses in a random order.
        mutating func command() -> String {
            let clauses: [String]
            let head: String
            switch Int.random(in: 0..<11, using: &random) {
            case 0: (head, clauses) = ("goto " + value(2), ["scale " + pick(["1:24000", expression(1)]), "rotation " + expression(1),
                                                           "duration " + expression(1)])
            case 1: (head, clauses) = ("bookmark add " + expression(1), ["at " + value(1), "scale " + expression(1), "rotation -45"])
            case 2: (head, clauses) = (pick(["zoom in", "zoom out"]), ["by " + expression(2)])
            case 3: (head, clauses) = ("basemap use " + pick(["light-gray", "dark-gray", "imagery", "(b)", "\"ArcGIS Streets\"", "3"]), [])
            case 4: (head, clauses) = ("view size " + expression(1) + " x " + expression(1), [])
            case 5: (head, clauses) = ("graphic add point " + value(1), ["color " + pick(["red", "navy", "\"#e4572e\""]),
                                                                        "size " + expression(1), "label " + expression(1)])
            case 6: (head, clauses) = ("graphic add line " + value(1) + " to " + value(1), ["width 3", "style dash"])
            case 7: (head, clauses) = ("rotate " + expression(2), [])
            case 8: (head, clauses) = ("pan " + pick(["north", "east"]), ["by " + expression(1)])
            case 9: (head, clauses) = ("help " + pick(["zoom", "basemap use", "goto"]), [])
            default: (head, clauses) = ("camera at " + value(1) + " altitude " + expression(1), ["heading " + expression(1), "pitch 60"])
            }
            let chosen = clauses.shuffled(using: &random).filter { _ in chance(50) }
            return ([head] + chosen).joined(separator: pick([" ", "  "]))
        }

        /// A statement, with blocks at most `depth` deep.
        mutating func statement(_ depth: Int) -> String {
            switch Int.random(in: 0..<14, using: &random) {
            case 0: return "let " + name() + blank() + "=" + blank() + value(2)
            case 1: return name() + blank() + "=" + blank() + value(2)
            case 2: return "print " + list(3)
            case 3: return "assert " + expression(2) + (chance(50) ? "," + blank() + "\"message\"" : "")
            case 4 where depth > 0:
                return "if " + expression(2) + blank() + block(depth) + (chance(50) ? " else " + block(depth) : "")
            case 5 where depth > 0: return "repeat " + expression(1) + blank() + block(depth)
            case 6 where depth > 0: return "for i in " + expression(1) + blank() + ".." + blank() + expression(1) + blank() + block(depth)
            case 7 where depth > 0: return "def p" + name() + "(" + blank() + "a," + blank() + "b" + blank() + ")" + blank()
                + block(depth, returning: true)
            case 8: return pick(["f", "tour"]) + "(" + list(2) + ")"
            default: return command()
            }
        }

        /// A block of statements.
        mutating func block(_ depth: Int, returning: Bool = false) -> String {
            let count = Int.random(in: 0...3, using: &random)
            var body = (0..<count).map { _ in statement(depth - 1) }
            if returning { body.append("return " + expression(1)) }
            return "{" + separator() + body.joined(separator: separator()) + separator() + "}"
        }

        /// What goes between statements: a line break, `;`, blank lines, comments.
        mutating func separator() -> String {
            pick(["\n", "\n", "; ", ";", "\n\n\n", "  # why\n", "\n# own line\n", "\n\t\t", " ;  # after\n"])
        }

        /// A script of a few statements.
        mutating func script() -> String {
            let count = Int.random(in: 1...8, using: &random)
            return (chance(20) ? "#!/usr/bin/env mapscript\n" : "")
                + (0..<count).map { _ in statement(2) }.joined(separator: separator())
        }

        /// `text` with its spacing and line breaks changed at random (strings included, so the
        /// tree may change: the formatted text is compared with the mutated one). A space goes
        /// only next to punctuation, where no two tokens run into one; a line break becomes `;`
        /// only on a line without a comment, and one is added only inside parentheses and
        /// brackets.
        mutating func mutate(_ text: String) -> String {
            let characters = Array(text)
            let punctuation: Set<Character> = ["(", ")", ",", "[", "]", "=", "+", "*", "/", "<", ">", "{", "}"]
            var result = ""
            var inComment = false, inString = false
            var groups = 0
            for (index, character) in characters.enumerated() {
                let before = index > 0 ? characters[index - 1] : "\n"
                let after = index + 1 < characters.count ? characters[index + 1] : "\n"
                let nearPunctuation = punctuation.contains(before) || punctuation.contains(after)
                if !inComment && character == "\"" && before != "\\" { inString.toggle() }
                if !inString && character == "#" { inComment = true }
                let code = !inComment && !inString
                if code && (character == "(" || character == "[") { groups += 1 }
                if code && (character == ")" || character == "]") { groups -= 1 }
                switch character {
                case " " where chance(40): result += nearPunctuation && chance(50) ? "" : pick(["  ", "\t", " \u{C}"])
                case "\n" where chance(30):
                    result += inComment ? pick(["\n\n\n", "\r\n", "\n  "]) : pick(["\n\n\n", ";", " # c\n", "\r\n", "\n  "])
                case ",", "(", "[":
                    result.append(character)
                    if code && groups > 0 && chance(25) { result += pick([" ", "\n", " # in a group\n", ""]) }
                default: result.append(character)
                }
                if character == "\n" { inComment = false }
            }
            return result
        }
    }

    /// Random scripts of seed `seed`: those that parse keep their tree and format to themselves.
    @Test(arguments: 0..<80)
    func randomScripts(seed: UInt64) {
        var generator = Generator(random: SplitMix(state: seed))
        var parsed = 0
        for _ in 0..<25 {
            let script = generator.script()
            guard FormatProperty.tree(Array(script.utf8)) != nil else {
                // A large text's layout is written while it is checked: over a text with an
                // error the writer must end too (its output is thrown away).
                let bytes = Array(script.utf8)
                var writer = LayoutWriter(bytes: bytes, roles: SyntaxCheck(bytes, concurrently: false, stackGuard: nil).roles)
                _ = writer.write()
                continue
            }
            parsed += 1
            #expect(FormatProperty.problems(script) == [], "seed \(seed):\n\(script)")
        }
        #expect(parsed >= 3, "seed \(seed): only \(parsed) of 25 scripts parse")
    }

    /// The repository's scripts with their spacing mutated: those that parse keep their tree
    /// and format to themselves.
    @Test(arguments: 0..<24)
    func mutatedScripts(seed: UInt64) throws {
        var generator = Generator(random: SplitMix(state: 1000 + seed))
        var parsed = 0
        for path in FormatCorpusTests.scripts {
            let text = try String(contentsOf: FormatCorpusTests.root.appendingPathComponent(path), encoding: .utf8)
            let mutated = generator.mutate(text)
            guard FormatProperty.tree(Array(mutated.utf8)) != nil else { continue }
            parsed += 1
            #expect(FormatProperty.problems(mutated) == [], "seed \(seed), \(path):\n\(mutated)")
        }
        #expect(parsed >= 1, "seed \(seed): no mutated script parses")
    }
}
