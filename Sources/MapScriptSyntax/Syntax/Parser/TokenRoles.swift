import Synchronization

/// How the parser read a token, where the canonical layout depends on it and the token's kind
/// does not say: whether a `-` is a sign or joins the words of a name, whether a comma joins
/// a coordinate, whether a `(` calls and a `[` indexes, and where text kept as written starts
/// and ends. The formatter spaces tokens by these roles (`LayoutWriter`), so that what it
/// writes parses to the tree it read.
package struct TokenRole: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A `-` before its operand: a negation or a negative number (`-x`, `-110.8`).
    package static let sign = TokenRole(rawValue: 1 << 0)
    /// A `-` joining the words of a name (`dark-gray`).
    package static let hyphen = TokenRole(rawValue: 1 << 1)
    /// The comma of a `lat,lon` value (`at 44.5,-110.8`), not one between items.
    package static let coordinateComma = TokenRole(rawValue: 1 << 2)
    /// The `(` of a call's arguments or of a procedure's parameters (`f(x)`, `def f(x)`).
    package static let call = TokenRole(rawValue: 1 << 3)
    /// The `[` of an index (`l[1]`), not one that opens a list.
    package static let index = TokenRole(rawValue: 1 << 4)
    /// The first token of text kept exactly as written: an `assert`'s condition, whose text is
    /// its failure message.
    package static let keptStart = TokenRole(rawValue: 1 << 5)
    /// The last token of text kept as written.
    package static let keptEnd = TokenRole(rawValue: 1 << 6)
}

/// The roles the parser gives the tokens of one text, by each token's start offset: written by
/// a parser as it reads (`Parser.roles`), read by the formatter's layout pass, on another
/// thread or after the parse.
///
/// A role is final once the top-level statement holding its token has been read: the parser
/// publishes how far that is after each one (`publish(before:)`) and everything at its end
/// (`finish()`); a reader asks `role(at:)`, which waits when the parser is not that far yet.
/// The roles take a byte of memory per byte of text, zero until written.
package final class TokenRoles: @unchecked Sendable {
    /// The roles by offset, one more than the text's bytes (a token at its end).
    private let roles: UnsafeMutableBufferPointer<UInt8>
    /// The offset before which every role is final.
    private let published = Atomic<Int>(0)
    /// The offset a waiting reader needs published before it is woken; `Int.max`: no reader
    /// waits.
    private let awaited = Atomic<Int>(.max)
    /// The reader's wait and the parser's wake-up.
    private let monitor = Monitor(conditions: 1)
    /// How far past what it needs a waiting reader lets the parser go before it is woken, so
    /// that it wakes once per stretch of text rather than once per statement.
    private static let stretch = 256 << 10

    /// Roles for a text of `count` bytes, none written.
    package init(count: Int) {
        roles = .allocate(capacity: count + 1)
        roles.initialize(repeating: 0)
    }

    deinit { roles.deallocate() }

    // MARK: - The parser's side

    /// Gives the token starting at `offset` the role `role` too.
    @inline(__always)
    package func record(_ role: TokenRole, at offset: Int) {
        guard offset >= 0 && offset < roles.count else { return }
        roles[offset] |= role.rawValue
    }

    /// Says that the roles of every token before `offset` are final; wakes a reader waiting for
    /// them.
    package func publish(before offset: Int) {
        published.store(offset, ordering: .sequentiallyConsistent)
        guard offset >= awaited.load(ordering: .sequentiallyConsistent) else { return }
        monitor.locked { monitor.signal(Monitor.Condition(0)) }
    }

    /// Says that every role is final (the parse has ended, however it ended).
    package func finish() {
        publish(before: .max)
    }

    // MARK: - The reader's side

    /// The offset before which the roles are known final, as last seen: a reader may read
    /// `role(at:)` below it without asking again.
    package var knownFinal: Int { published.load(ordering: .acquiring) }

    /// The role of the token starting at `offset`, once final: waits for the parser when it has
    /// not published that far.
    package func role(at offset: Int) -> TokenRole {
        if offset >= published.load(ordering: .acquiring) { wait(for: offset) }
        return offset < roles.count ? TokenRole(rawValue: roles[offset]) : []
    }

    /// Waits until the roles up to `offset` (and a stretch past it) are final.
    @inline(never)
    private func wait(for offset: Int) {
        let target = min(offset + 1 + Self.stretch, roles.count)
        monitor.locked {
            awaited.store(target, ordering: .sequentiallyConsistent)
            monitor.wait(for: Monitor.Condition(0)) { published.load(ordering: .sequentiallyConsistent) >= target }
            awaited.store(.max, ordering: .sequentiallyConsistent)
        }
    }
}
