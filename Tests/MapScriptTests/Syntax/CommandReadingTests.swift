import Testing
@testable import MapScriptSyntax

/// `Command.reading` is the inverse of the table's builders: for a command of every form,
/// written with and without its optional parts, the reading names the form the parser used,
/// has an argument exactly where the text gave one, and the form's builder makes the same
/// command from it again. What is derived from the reading (operands, S-expressions) then
/// says what the table says.
@Suite struct CommandReadingTests {
    /// One text of a form: its words, then sample arguments, each different (a slot read back
    /// into another slot builds a different command).
    struct Sample: CustomStringConvertible {
        let words: String
        let form: CommandForm
        let text: String
        /// The slots the text gives.
        let given: Set<Int>
        var description: String { text }
    }

    /// A sample value for `slot`, numbered `k`.
    static func sample(_ slot: Slot, _ k: Int) -> String {
        switch slot {
        case .expression: "\(k)"
        case .value: "\(k),\(k + 1)"
        case .scale: "1:\(k)000"
        case .name: "w\(k)"
        case .file: "\"f\(k).json\""
        case .topic: "bookmark"
        case .size: "\(k) x \(k + 1)"
        case .scaleRange: "range 1:\(k)000 to 1:\(k + 1)000"
        case .member: "\"p\(k)\" \(k)"
        case .points(let minimum): (0..<minimum).map { "\(k + $0),\(k + $0 + 1)" }.joined(separator: " to ")
        case .flag: ""
        }
    }

    /// Texts of `form` under each of its words: without the optional operands and clauses, with
    /// all of them, and (for clauses that exclude each other) with each clause alone.
    static func samples(of entry: CommandEntry, _ form: CommandForm) -> [Sample] {
        var clauseSets: [Set<Int>] = []
        let clauses = Array(form.clauses.indices)
        if form.exclusive {
            clauseSets = clauses.map { [$0] }
            if !form.clauses.contains(where: \.required) { clauseSets.append([]) }
        } else {
            clauseSets = [Set(clauses.filter { form.clauses[$0].required }), Set(clauses)]
        }
        var samples: [Sample] = []
        for word in entry.words {
            let words = ([word] + form.path).joined(separator: " ")
            for withOptionalOperands in [false, true] {
                for clauseSet in clauseSets {
                    var parts = [words]
                    var given = Set<Int>()
                    for (index, operand) in form.operands.enumerated() where withOptionalOperands || !operand.optional {
                        if let separator = operand.separator { parts.append(separator) }
                        parts.append(sample(operand.slot, 10 * (index + 1)))
                        given.insert(index)
                    }
                    for index in clauseSet.sorted() {
                        let clause = form.clauses[index]
                        parts += [clause.word, sample(clause.slot, 10 * (form.operands.count + index + 1))]
                        given.insert(form.operands.count + index)
                    }
                    samples.append(Sample(words: words, form: form, text: parts.filter { !$0.isEmpty }.joined(separator: " "), given: given))
                }
            }
        }
        return samples
    }

    static let samples: [Sample] = {
        var seen = Set<String>()
        return CommandTable.entries.filter { $0.kind == .command }.flatMap { entry in entry.forms.flatMap { samples(of: entry, $0) } }
            .filter { seen.insert($0.text).inserted }
    }()

    @Test(arguments: samples)
    func readingBuildsTheSameCommand(_ sample: Sample) throws {
        var parser = Parser(text: sample.text)
        guard case .statement(let statement)? = parser.next(), case .command(let command) = statement.kind else {
            Issue.record("'\(sample.text)' is not one command: \(ParseHelpers.items(sample.text))")
            return
        }
        #expect(parser.next() == nil, "'\(sample.text)' is more than one statement")
        let reading = command.reading
        #expect(reading.words == sample.words)
        #expect(reading.arguments.count == sample.form.operands.count + sample.form.clauses.count)
        let given = Set(reading.arguments.indices.filter { reading.arguments[$0] != nil })
        #expect(given == sample.given, "'\(sample.text)' reads back slots \(given.sorted()), not \(sample.given.sorted())")
        var arguments = CommandArguments()
        arguments.start(Word(spelling: String(sample.words.prefix { $0 != " " })))
        for (index, argument) in reading.arguments.enumerated() {
            if let argument { arguments.set(index, argument) }
        }
        #expect(CommandTable.form(named: reading.words).build(&arguments) == command, "'\(sample.text)'")
    }

    /// Every form has words of its own (none hides another in `CommandTable.formsByWords`).
    @Test func everyFormHasItsOwnWords() {
        let count = CommandTable.entries.reduce(0) { $0 + $1.words.count * $1.forms.count }
        #expect(CommandTable.formsByWords.count == count)
    }

    /// The operands take the roles the table gives their slots.
    @Test(arguments: [
        ("bookmark rename 1 to \"B\"", ["bookmark 1", "newBookmark \"B\""]),
        ("goto \"A\" scale 1:5000", ["bookmark \"A\"", "value 5000"]),
        ("graphic add line 1,2 to 3,4 label \"L\"", ["value (coord 1 2)", "value (coord 3 4)", "newGraphicLabel \"L\""]),
        ("layer filter 2 where pop > 5", ["layer 2", "featureCondition (> pop 5)"]),
        ("import webmap \"m.json\"", ["webMap \"m.json\""]),
        ("gallery add \"G\" style imagery thumbnail \"t.png\"", ["newGalleryItem \"G\"", "style <imagery>", "file \"t.png\""]),
        ("source \"s.mapscript\"", ["sourcedFile \"s.mapscript\""]),
        ("export svg \"a.svg\" size 4 x 3", ["file \"a.svg\"", "value 4", "value 3"]),
        ("layer legend 1 json", ["layer 1"]),
    ])
    func operandRoles(_ text: String, _ expected: [String]) throws {
        var parser = Parser(text: text)
        guard case .statement(let statement)? = parser.next(), case .command(let command) = statement.kind else {
            Issue.record("'\(text)' is not a command")
            return
        }
        let operands = command.operands.map { operand in
            switch operand {
            case .expr(let expr, let role): "\(role) \(SExpression.of(expr))"
            case .name(let name, let role): "\(role) \(SExpression.of(name))"
            }
        }
        #expect(operands == expected)
    }
}
