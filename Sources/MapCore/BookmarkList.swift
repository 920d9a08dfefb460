import TextSupport
/// An ordered list of bookmarks with unique, non-empty names (trimmed of whitespace).
///
/// Look-up by 1-based position and by name are O(1) whatever the length: an array plus a
/// `NameIndex` over it (names are equal as `String ==` says, so canonically equivalent names
/// are the same name). Appending is amortised O(1); inserting, removing and moving re-index
/// the affected stretch only. Mutate it in place (through its owner's stored properties) so
/// that copy-on-write never copies. Two lists are equal when their bookmarks are.
public struct BookmarkList: Hashable, Sendable {
    /// The bookmarks, in order.
    public private(set) var bookmarks: [Bookmark] = []
    /// Each bookmark's name hash to its index in `bookmarks`.
    private(set) var indexByName = NameIndex()

    /// An empty list.
    public init() {}

    /// A list of `bookmarks`, added in order (names trimmed and checked).
    public init(_ bookmarks: [Bookmark]) throws(MapError) {
        self.bookmarks.reserveCapacity(bookmarks.count)
        indexByName.reserveCapacity(bookmarks.count)
        for bookmark in bookmarks { try add(bookmark) }
    }

    /// Whether both lists hold the same bookmarks in the same order.
    public static func == (lhs: BookmarkList, rhs: BookmarkList) -> Bool {
        lhs.bookmarks == rhs.bookmarks
    }

    /// Hashes the bookmarks (the index follows from them).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bookmarks)
    }

    /// The number of bookmarks.
    public var count: Int { bookmarks.count }
    /// Whether there are none.
    public var isEmpty: Bool { bookmarks.isEmpty }
    /// The names, in order.
    public var names: [String] { bookmarks.map(\.name) }

    // MARK: - Look-up

    /// The bookmark at 1-based `position`; `noBookmark` (or `no bookmarks`) otherwise.
    public func bookmark(at position: Int) throws(MapError) -> Bookmark {
        bookmarks[try index(of: position)]
    }

    /// The bookmark named `name` (exactly, after trimming).
    public func bookmark(named name: String) throws(MapError) -> Bookmark {
        bookmarks[try index(named: name)]
    }

    /// The 1-based position of the bookmark named `name` (exactly, after trimming), or nil.
    public func position(named name: String) -> Int? {
        if let index = index(ofExactly: name) { return index + 1 }
        let trimmed = name.trimmedOfWhitespace
        // Trimming only removes, so the same length means nothing was trimmed: no second try.
        guard trimmed.utf8.count != name.utf8.count else { return nil }
        return index(ofExactly: trimmed).map { $0 + 1 }
    }

    /// The names closest to `name`, for a "did you mean".
    public func suggestions(for name: String) -> [String] {
        Suggestion.closest(to: name, among: bookmarks.lazy.map(\.name), limit: 2)
    }

    /// The index of the bookmark whose name `== name`, or nil.
    private func index(ofExactly name: String) -> Int? {
        indexByName.find(hash: NameHash.of(name)) { bookmarks[$0].name == name }
    }

    private func index(of position: Int) throws(MapError) -> Int {
        guard position >= 1 && position <= bookmarks.count else {
            throw .noBookmark(position: position, count: bookmarks.count)
        }
        return position - 1
    }

    private func index(named name: String) throws(MapError) -> Int {
        guard let position = position(named: name) else {
            throw .noBookmarkNamed(name.trimmedOfWhitespace, suggestions: suggestions(for: name))
        }
        return position - 1
    }

    private func checkedNewName(_ name: String) throws(MapError) -> String {
        let trimmed = name.trimmedOfWhitespace
        guard !trimmed.isEmpty else { throw .emptyBookmarkName }
        guard index(ofExactly: trimmed) == nil else { throw .duplicateBookmark(trimmed) }
        return trimmed
    }

    // MARK: - Editing

    /// Adds `bookmark` (name trimmed, must be new) at 1-based `position` (1...count+1), or at
    /// the end when nil; returns its position.
    @discardableResult
    public mutating func add(_ bookmark: Bookmark, at position: Int? = nil) throws(MapError) -> Int {
        let name = bookmark.name.trimmedOfWhitespace
        guard !name.isEmpty else { throw .emptyBookmarkName }
        let position = position ?? bookmarks.count + 1
        guard position >= 1 && position <= bookmarks.count + 1 else {
            throw .bookmarkPositionOutOfRange(position: position, count: bookmarks.count)
        }
        let hash = NameHash.of(name)
        let end = bookmarks.count
        if position == end + 1 {
            // One probe sequence on the common path: find the name, or claim its slot.
            if indexByName.findOrInsert(hash: hash, index: end, where: { bookmarks[$0].name == name }) != nil {
                throw .duplicateBookmark(name)
            }
            var bookmark = bookmark
            bookmark.name = name
            bookmarks.append(bookmark)
            return position
        }
        guard indexByName.find(hash: hash, where: { bookmarks[$0].name == name }) == nil else {
            throw .duplicateBookmark(name)
        }
        var bookmark = bookmark
        bookmark.name = name
        shiftIndices(from: position - 1, through: end - 1, by: 1)
        bookmarks.insert(bookmark, at: position - 1)
        indexByName.insert(hash: hash, index: position - 1)
        return position
    }

    /// Adds a bookmark named `name` at `viewpoint`, as `add(_:at:)` does.
    @discardableResult
    public mutating func add(named name: String, at viewpoint: Viewpoint, position: Int? = nil) throws(MapError) -> Int {
        try add(Bookmark(name: name, viewpoint: viewpoint), at: position)
    }

    /// Removes and returns the bookmark at 1-based `position`.
    @discardableResult
    public mutating func remove(at position: Int) throws(MapError) -> Bookmark {
        let index = try index(of: position)
        indexByName.remove(hash: NameHash.of(bookmarks[index].name), index: index)
        shiftIndices(from: index + 1, through: bookmarks.count - 1, by: -1)
        return bookmarks.remove(at: index)
    }

    /// Removes and returns the bookmark named `name`.
    @discardableResult
    public mutating func remove(named name: String) throws(MapError) -> Bookmark {
        try remove(at: try index(named: name) + 1)
    }

    /// Moves the bookmark at 1-based `from` so that it ends up at 1-based `to` ("move 3 to 1");
    /// both must be in 1...count.
    public mutating func move(from: Int, to: Int) throws(MapError) {
        let source = try index(of: from)
        let target = try index(of: to)
        guard source != target else { return }
        reindex(from: min(source, target), through: max(source, target)) { index in
            if index == source { return target }
            return source < target ? index - 1 : index + 1
        }
        let moving = bookmarks.remove(at: source)
        bookmarks.insert(moving, at: target)
    }

    /// Renames the bookmark at 1-based `position` to `newName` (trimmed, must be new unless it
    /// is the bookmark's own name).
    public mutating func rename(at position: Int, to newName: String) throws(MapError) {
        let index = try index(of: position)
        let oldName = bookmarks[index].name
        if newName.trimmedOfWhitespace == oldName { return }
        let name = try checkedNewName(newName)
        indexByName.remove(hash: NameHash.of(oldName), index: index)
        indexByName.insert(hash: NameHash.of(name), index: index)
        bookmarks[index].name = name
    }

    /// Renames the bookmark named `name` to `newName`.
    public mutating func rename(named name: String, to newName: String) throws(MapError) {
        try rename(at: try index(named: name) + 1, to: newName)
    }

    /// Removes every bookmark.
    public mutating func removeAll() {
        bookmarks.removeAll()
        indexByName.removeAll()
    }

    // MARK: - Re-indexing

    /// Moves the entries of indices `first...last` by `offset` (before the bookmarks move).
    private mutating func shiftIndices(from first: Int, through last: Int, by offset: Int) {
        reindex(from: first, through: last) { $0 + offset }
    }

    /// Gives each entry of index `i` in `first...last` the index `newIndex(i)`; call it before
    /// the bookmarks move, while `bookmarks[i]` is still the bookmark of entry `i`. A short
    /// stretch re-hashes its names (all taken out, then put back, so that no two entries ever
    /// share an index); a long one remaps the whole table in one pass, without hashing.
    private mutating func reindex(from first: Int, through last: Int, _ newIndex: (Int) -> Int) {
        guard first <= last else { return }
        // Re-hashing costs about as much as a pass over 16 slots; the table has 2 to 4 per name.
        guard (last - first + 1) * 16 < indexByName.capacity * 2 else {
            indexByName.remapIndices { $0 >= first && $0 <= last ? newIndex($0) : $0 }
            return
        }
        let hashes = bookmarks[first...last].map { NameHash.of($0.name) }
        for (offset, hash) in hashes.enumerated() {
            indexByName.remove(hash: hash, index: first + offset)
        }
        for (offset, hash) in hashes.enumerated() {
            indexByName.insert(hash: hash, index: newIndex(first + offset))
        }
    }
}
