import MapCore

/// What a statement will look up when it runs, as far as its literal text tells: worked out
/// from the finished statement when it is handed over (`ParsedBatch.append`), so that the
/// statement reader can start loading that data from memory a few statements early. Only a
/// hint: it changes no result. Plain data, so that keeping it costs next to nothing.
enum AccessHint: Sendable, Equatable {
    /// Nothing worth loading early.
    case none
    /// A bookmark name written as a string literal (`goto "Old Faithful"`, `bookmark add
    /// "..."`), by its `NameHash`.
    case name(hash: UInt64)
    /// A bookmark position written as a whole number literal (`goto 3`).
    case position(Int)

    /// The hint of a statement or diagnostic handed over by the parser: `goto "NAME"`, `goto N`
    /// and `bookmark add "NAME"` look a bookmark up; nothing else is hinted. (The parameters
    /// are `borrowing` and the matches `switch`es, so nothing is copied.)
    static func of(_ item: borrowing ParseStep) -> AccessHint {
        switch item {
        case .statement(let statement):
            switch statement.kind {
            case .command(let command): of(command)
            default: .none
            }
        case .diagnostic, .end:
            .none
        }
    }

    /// The hint of a command.
    private static func of(_ command: borrowing Command) -> AccessHint {
        switch command {
        case .gotoTarget(let target): of(target: target)
        case .goto(let target, _, _, _): of(target: target)
        case .bookmarkAdd(let name, _, _, _): of(name: name)
        default: .none
        }
    }

    /// The hint of a `goto` target: a name or a whole-number position.
    private static func of(target: borrowing Expr) -> AccessHint {
        switch target.kind {
        case .string(let name): .name(hash: NameHash.of(name))
        case .number(let position): Int(exactly: position).map(AccessHint.position) ?? .none
        default: .none
        }
    }

    /// The hint of a new bookmark's name.
    private static func of(name: borrowing Expr) -> AccessHint {
        switch name.kind {
        case .string(let text): .name(hash: NameHash.of(text))
        default: .none
        }
    }
}
