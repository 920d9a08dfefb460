import MapFormats

/// Deep equality of values, in time bounded by the distinct storage compared rather than by
/// the tree it stands for.
///
/// Lists share storage (`a = [a, a]` holds `a` twice without copying it), so a value built in
/// a few steps may stand for a tree of billions of items. Two lists that share storage are
/// equal without a walk; a pair of nested lists found equal once is remembered (by its
/// storage) and not walked again; long strings in shared storage are equal at once. `visit`
/// is told of each item compared (and of each 4 KiB of a long string), so that a caller can
/// count the walk's steps and stop it.
package struct ValueEquality<Failure: Error> {
    /// Told of the items compared (a count), and may stop the walk by throwing.
    private let visit: (Int) throws(Failure) -> Void
    /// Pairs of nested lists (by storage) already found equal.
    private var equalPairs: Set<StoragePair> = []

    /// A comparison that tells `visit` of its progress.
    package init(visit: @escaping (Int) throws(Failure) -> Void) {
        self.visit = visit
    }

    /// Whether `left` and `right` are equal.
    package mutating func equal(_ left: Value, _ right: Value) throws(Failure) -> Bool {
        switch (left, right) {
        case (.list(let a), .list(let b)): return try equal(a, b)
        case (.string(let a), .string(let b)): return try equal(a, b)
        // An exact integer equals a number that is exactly it (as `JSONValue`'s cases do).
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)): return JSONValue.integer(a) == .number(b)
        default: return left == right  // Lists and strings with anything else: their cases differ.
        }
    }

    /// Whether two lists hold equal items: at once when they share storage or were found
    /// equal before, else item by item.
    mutating func equal(_ left: ValueList, _ right: ValueList) throws(Failure) -> Bool {
        guard left.count == right.count, left.size == right.size,
              left.holdsSessionObject == right.holdsSessionObject else { return false }
        let pair = StoragePair(left: left.identity, right: right.identity)
        if pair.isShared { return true }
        let nested = left.isNested
        if nested, equalPairs.contains(pair) { return true }
        for index in left.indices {
            try visit(1)
            guard try equal(left[index], right[index]) else { return false }
        }
        if nested { equalPairs.insert(pair) }
        return true
    }

    /// Whether two strings are equal, as `String`'s `==` says (canonically equivalent, as two
    /// strings alone compare: `"é"` written as one scalar equals `"e\u{301}"`, whose UTF-8 is a
    /// byte longer); two of 4 KiB or longer and of one length count a step per 4 KiB unless
    /// both share their storage.
    private mutating func equal(_ left: String, _ right: String) throws(Failure) -> Bool {
        let bytes = left.utf8.count
        // (A string under 16 bytes is held in the value itself, and its "storage" is a
        // temporary copy: only long strings are compared by storage.)
        if bytes >= Self.longString, bytes == right.utf8.count {
            if Self.storage(left) == Self.storage(right), Self.storage(left) != 0 { return true }
            try visit(bytes / Self.longString)
        }
        return left == right
    }

    /// The length from which strings are compared by storage and counted by their length.
    private static var longString: Int { 4096 }

    /// The address of a long string's UTF-8 bytes (0 when it has none in one piece).
    private static func storage(_ text: String) -> UInt {
        text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? 0
    }

    /// Two lists' storage (`ValueList.identity`): the key of a pair found equal. An identity
    /// names a storage while it lives, and every list compared lives as long as the comparison.
    private struct StoragePair: Hashable {
        let left: ObjectIdentifier
        let right: ObjectIdentifier

        /// Whether both lists are one storage.
        var isShared: Bool { left == right }
    }
}
