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

    /// What the value in slot `index` (the operands', then the clauses': `CommandArguments`'
    /// indices) stands for.
    func role(ofSlot index: Int) -> Command.Role {
        index < operands.count ? operands[index].role : clauses[index - operands.count].role
    }

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
    /// Two scales, the largest and the smallest: `range 1:A to 1:B`.
    case scaleRange
    /// A JSON path and a value: `"popupInfo.title" "{NAME}"` (the path a primary expression,
    /// so that `"opacity" -0.5` is a path and a negative number, `"keep" [1, 2]` a path and a
    /// list).
    case member
    /// `value ("to" value)*` with at least `minimum` values: a line's or a polygon's points.
    case points(minimum: Int)
    /// Nothing: a clause that is its word alone (`off` in `layer filter L off`).
    case flag

    /// What a value in this slot stands for unless the table says otherwise: a file name for
    /// a file slot, any value for the others.
    var defaultRole: Command.Role {
        if case .file = self { .file } else { .value }
    }
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
    /// What its value stands for (`Command.operands`).
    let role: Command.Role

    /// An expression operand.
    static func expression(_ placeholder: String, _ what: StaticString, after separator: String? = nil,
                           role: Command.Role = .value) -> Operand {
        Operand(separator: separator, placeholder: placeholder, slot: .expression(what), optional: false, role: role)
    }

    /// An operand of another slot.
    static func slot(_ placeholder: String, _ slot: Slot, after separator: String? = nil, optional: Bool = false,
                     role: Command.Role? = nil) -> Operand {
        Operand(separator: separator, placeholder: placeholder, slot: slot, optional: optional, role: role ?? slot.defaultRole)
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
    /// What its value stands for (`Command.operands`).
    let role: Command.Role

    /// An optional clause.
    static func optional(_ word: String, _ placeholder: String, _ slot: Slot, role: Command.Role? = nil) -> Clause {
        Clause(word: word, placeholder: placeholder, slot: slot, required: false, role: role ?? slot.defaultRole)
    }

    /// A required clause. In an exclusive form, the required clauses are alternatives: exactly
    /// one of them must be given (`layer filter L where EXPR | off`).
    static func required(_ word: String, _ placeholder: String, _ slot: Slot, role: Command.Role? = nil) -> Clause {
        Clause(word: word, placeholder: placeholder, slot: slot, required: true, role: role ?? slot.defaultRole)
    }

    /// A clause that is its word alone (`off`), given or not.
    static func flag(_ word: String, required: Bool = false) -> Clause {
        Clause(word: word, placeholder: "", slot: .flag, required: required, role: .value)
    }
}
