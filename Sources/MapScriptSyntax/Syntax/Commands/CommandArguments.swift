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
    /// A clause word alone, given.
    case flag
}

/// The arguments of one command as its builder reads them: the operands', then the clauses',
/// in the order the form declares them; an optional one left out is nil. The parser keeps one
/// and reuses it for every command, and the builder takes each argument out (moves it, with no
/// copy): a form has at most `CommandArguments.capacity` slots.
/// The accessors are inlined into the builders (each a few instructions).
struct CommandArguments: Sendable {
    /// The most slots a form may have (operands and clauses together).
    static let capacity = 9
    /// The arguments by slot.
    private var values = InlineArray<9, Argument?>(repeating: nil)
    /// The slots given, one bit each.
    private var given: UInt16 = 0
    /// The command word that started the command.
    private(set) var command = Word.other

    /// Empty arguments.
    init() {}

    /// Empty arguments for a command started by `command` (every slot is empty between
    /// commands: the builder took what it needed, and `clear` dropped the rest).
    mutating func start(_ command: Word) {
        self.command = command
    }

    /// Marks every slot empty. The builder moved out what it read; a value it left is
    /// destroyed when its slot is next set (an optional slot is read only when given).
    mutating func clear() {
        given = 0
    }

    /// The command word that started the command, as written (`where` for `viewpoint`'s synonym).
    var commandWord: String { command.spelling }

    /// Sets the argument at `index` (a slot marked empty by `clear`), moving `argument` in.
    /// (Inlined into the parser's form loop: called, it took 0.6M more instructions for
    /// `--check` of the 100k workload.)
    @inline(__always)
    mutating func set(_ index: Int, _ argument: consuming Argument) {
        values[index] = .some(consume argument)
        given |= 1 << UInt16(index)
    }

    /// Whether the argument at `index` was given.
    @inline(__always)
    func isGiven(_ index: Int) -> Bool {
        given & (1 << UInt16(index)) != 0
    }

    /// Whether nothing after the first `operands` slots was given (no clause at all).
    func noClauses(after operands: Int) -> Bool {
        given >> UInt16(operands) == 0
    }

    /// Takes the expression at `index`, which the form requires.
    @inline(__always)
    mutating func expr(_ index: Int) -> Expr {
        guard case .expr(let expr)? = values[index].take() else { preconditionFailure("slot \(index) holds no expression") }
        return expr
    }

    /// Takes the expression at `index`, if given.
    @inline(__always)
    mutating func optional(_ index: Int) -> Expr? {
        guard isGiven(index), case .expr(let expr)? = values[index].take() else { return nil }
        return expr
    }

    /// Takes the name at `index`, if given.
    @inline(__always)
    mutating func name(_ index: Int) -> NameRef? {
        guard isGiven(index), case .name(let name)? = values[index].take() else { return nil }
        return name
    }

    /// Takes the points at `index`.
    @inline(__always)
    mutating func points(_ index: Int) -> [Expr] {
        guard case .points(let points)? = values[index].take() else { preconditionFailure("slot \(index) holds no points") }
        return points
    }

    /// Takes the clause word alone at `index`: whether it was given.
    @inline(__always)
    mutating func flag(_ index: Int) -> Bool {
        guard isGiven(index), case .flag? = values[index].take() else { return false }
        return true
    }

    /// Takes the width and height at `index`, if given.
    @inline(__always)
    mutating func size(_ index: Int) -> (width: Expr, height: Expr)? {
        guard isGiven(index), case .size(let width, let height)? = values[index].take() else { return nil }
        return (width, height)
    }
}
