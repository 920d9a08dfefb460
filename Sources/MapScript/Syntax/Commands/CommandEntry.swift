/// One help topic of the command table (`CommandTable.entries`): a command with its forms, or
/// a scripting statement, with a one-line summary and examples.
struct CommandEntry: Sendable {
    /// The words that start it, the first naming the topic: `["viewpoint", "where"]`.
    let words: [String]
    /// Whether it is a command (contextual words, parsed from the table) or a statement
    /// (reserved keywords, parsed by hand).
    let kind: Kind
    /// One line: what it does.
    let summary: String
    /// Its forms, in the order `help` shows them and the parser lists its sub-words.
    let forms: [CommandForm]
    /// A statement's help lines, as written (`let NAME = EXPR`); empty for a command.
    let statementForms: [String]
    /// Help examples: each runs in a fresh session after its `setUp`.
    let examples: [Example]

    /// What starts an entry.
    enum Kind: Sendable {
        /// A map session command: its words are contextual (a name anywhere else).
        case command
        /// A scripting statement: its word is a reserved keyword (`Word.keywords`).
        case statement
    }

    /// A command entry.
    static func command(_ words: String..., summary: String, forms: [CommandForm], examples: [Example]) -> CommandEntry {
        CommandEntry(words: words, kind: .command, summary: summary, forms: forms, statementForms: [], examples: examples)
    }

    /// A statement entry: help only (the statement parser is hand-written).
    static func statement(_ word: String, summary: String, forms: [String], examples: [Example]) -> CommandEntry {
        CommandEntry(words: [word], kind: .statement, summary: summary, forms: [], statementForms: forms, examples: examples)
    }

    /// A help example and the set-up it needs to run in a fresh session (a bookmark to go to).
    struct Example: Sendable, ExpressibleByStringLiteral {
        /// The example, one line.
        let text: String
        /// Statements to run before it (not shown by `help`).
        let setUp: String

        /// An example with a set-up.
        init(_ text: String, setUp: String) {
            self.text = text
            self.setUp = setUp
        }

        /// An example that needs no set-up.
        init(stringLiteral text: String) {
            self.init(text, setUp: "")
        }
    }
}

/// One form of a command: the sub-words after the command word, the operands, the clauses, and
/// the builder that makes the typed AST from what the parser read.
///
/// ```swift
/// .form("move", operands: [.expression("N|NAME", "a bookmark position or name"),
///                          .expression("M", "a position", after: "to")]) { .bookmarkMove($0.expr(0), to: $0.expr(1)) }
/// ```
struct CommandForm: Sendable {
    /// The sub-words after the command word (`["add"]`), possibly none.
    let path: [String]
    /// The operands, in order.
    let operands: [Operand]
    /// The clauses, which come after the operands in any order, each at most once.
    let clauses: [Clause]
    /// Whether the clauses exclude each other (`[at LAT,LON | track FILE]`).
    let exclusive: Bool
    /// Makes the command from the arguments, which are the operands' then the clauses', in the
    /// order declared (`$0.expr(0)` is the first operand).
    let build: @Sendable (inout CommandArguments) -> Command

    /// A form.
    static func form(_ path: String..., operands: [Operand] = [], clauses: [Clause] = [], exclusive: Bool = false,
                     build: @escaping @Sendable (inout CommandArguments) -> Command) -> CommandForm {
        CommandForm(path: path, operands: operands, clauses: clauses, exclusive: exclusive, build: build)
    }
}

/// What an operand or a clause takes, and how it is parsed. `what` names it in "expected ..."
/// messages (`expected a scale after 'scale', found 'at'`).
enum Slot: Sendable {
    /// Any expression.
    case expression(StaticString)
    /// A value: an expression, or `lat,lon` as a coordinate.
    case value(StaticString)
    /// A scale: `1:24000` or an expression.
    case scale
    /// A name: a bare (kebab-case) word taken literally, or an expression (`NameRef`).
    case name(StaticString)
    /// A file name: an expression (completion offers file names).
    case file(StaticString)
    /// Help topic words, or an expression.
    case topic
    /// Two expressions, a width and a height: `W x H`.
    case size
    /// `value ("to" value)*` with at least `minimum` values: a line's or a polygon's points.
    case points(minimum: Int)
}

/// An operand of a command form.
struct Operand: Sendable {
    /// The word before it (`to` in `N to M`), if any.
    let separator: String?
    /// How help shows it (`N|NAME`, `LAT,LON`).
    let placeholder: String
    /// What it takes.
    let slot: Slot
    /// Whether it may be left out: absent at the end of the statement (`quit [STATUS]`, `measure
    /// N [to LAT,LON]`).
    let optional: Bool

    /// An expression operand.
    static func expression(_ placeholder: String, _ what: StaticString, after separator: String? = nil) -> Operand {
        Operand(separator: separator, placeholder: placeholder, slot: .expression(what), optional: false)
    }

    /// An operand of another slot.
    static func slot(_ placeholder: String, _ slot: Slot, after separator: String? = nil, optional: Bool = false) -> Operand {
        Operand(separator: separator, placeholder: placeholder, slot: slot, optional: optional)
    }
}

/// A clause of a command form: a word and its operand (`scale S`).
struct Clause: Sendable {
    /// The clause word.
    let word: String
    /// How help shows its operand.
    let placeholder: String
    /// What it takes.
    let slot: Slot
    /// Whether the form requires it (`gallery add NAME style STYLE`).
    let required: Bool

    /// An optional clause.
    static func optional(_ word: String, _ placeholder: String, _ slot: Slot) -> Clause {
        Clause(word: word, placeholder: placeholder, slot: slot, required: false)
    }

    /// A required clause.
    static func required(_ word: String, _ placeholder: String, _ slot: Slot) -> Clause {
        Clause(word: word, placeholder: placeholder, slot: slot, required: true)
    }
}

/// What one slot of a form was given.
enum Argument: Sendable {
    /// An expression, a value, a scale or a file name.
    case expr(Expr)
    /// A name or a topic.
    case name(NameRef)
    /// Points.
    case points([Expr])
    /// A width and a height.
    indirect case size(Expr, Expr)
}

/// The arguments of one command as its builder reads them: the operands', then the clauses',
/// in the order the form declares them; an optional one left out is nil. The parser keeps one
/// and reuses it for every command, and the builder takes each argument out (moves it, with no
/// copy): a form has at most `CommandArguments.capacity` slots.
struct CommandArguments: Sendable {
    /// The most slots a form may have (operands and clauses together).
    static let capacity = 8
    /// The arguments by slot.
    private var values = InlineArray<8, Argument?>(repeating: nil)
    /// The slots given, one bit each.
    private var given: UInt8 = 0
    /// The command word that started the command.
    private(set) var command = Word.other

    /// Empty arguments.
    init() {}

    /// Empty arguments for a command started by `command` (every slot is empty between
    /// commands: the builder took what it needed, and `clear` dropped the rest).
    mutating func start(_ command: Word) {
        self.command = command
    }

    /// Empties every slot.
    mutating func clear() {
        while given != 0 {
            values[given.trailingZeroBitCount] = nil
            given &= given &- 1
        }
    }

    /// The command word that started the command, as written (`where` for `viewpoint`'s synonym).
    var commandWord: String { command.spelling }

    /// Sets the argument at `index` (an empty slot: `clear` emptied it), moving `argument` in.
    mutating func set(_ index: Int, _ argument: consuming Argument) {
        values[index] = .some(consume argument)
        given |= 1 << UInt8(index)
    }

    /// Whether the argument at `index` was given.
    func isGiven(_ index: Int) -> Bool {
        given & (1 << UInt8(index)) != 0
    }

    /// Whether nothing after the first `operands` slots was given (no clause at all).
    func noClauses(after operands: Int) -> Bool {
        given >> UInt8(operands) == 0
    }

    /// Takes the expression at `index`, which the form requires.
    mutating func expr(_ index: Int) -> Expr {
        guard case .expr(let expr)? = values[index].take() else { preconditionFailure("slot \(index) holds no expression") }
        return expr
    }

    /// Takes the expression at `index`, if given.
    mutating func optional(_ index: Int) -> Expr? {
        guard case .expr(let expr)? = values[index].take() else { return nil }
        return expr
    }

    /// Takes the name at `index`, if given.
    mutating func name(_ index: Int) -> NameRef? {
        guard case .name(let name)? = values[index].take() else { return nil }
        return name
    }

    /// Takes the points at `index`.
    mutating func points(_ index: Int) -> [Expr] {
        guard case .points(let points)? = values[index].take() else { preconditionFailure("slot \(index) holds no points") }
        return points
    }

    /// Takes the width and height at `index`, if given.
    mutating func size(_ index: Int) -> (width: Expr, height: Expr)? {
        guard case .size(let width, let height)? = values[index].take() else { return nil }
        return (width, height)
    }
}
