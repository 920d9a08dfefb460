import TextSupport
/// An ordered list of bookmarks with unique, non-empty names (trimmed of whitespace).
///
/// Look-up by 1-based position and by name are O(1) whatever the length (a `KeyedList` keyed
/// by name; names are equal as `String ==` says, so canonically equivalent names are the same
/// name). Adding at the end and removing at either end are amortised O(1); inserting,
/// removing and moving elsewhere re-index the shorter stretch only. Mutate it in place
/// (through its owner's stored properties) so that copy-on-write never copies. Two lists are
/// equal when their bookmarks are.
public struct BookmarkList: Hashable, Sendable {
    /// The bookmarks, in order (indexed from 0).
    public private(set) var bookmarks = KeyedList<Bookmark>()

    /// An empty list.
    public init() {}

    /// A list of `bookmarks`, added in order (names trimmed and checked).
    public init(_ bookmarks: [Bookmark]) throws(MapError) {
        self.bookmarks.reserveCapacity(bookmarks.count)
        for bookmark in bookmarks { try add(bookmark) }
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
        if let index = bookmarks.index(ofKey: name) { return index + 1 }
        let trimmed = name.trimmedOfWhitespace
        // Trimming only removes, so the same length means nothing was trimmed: no second try.
        guard trimmed.utf8.count != name.utf8.count else { return nil }
        return bookmarks.index(ofKey: trimmed).map { $0 + 1 }
    }

    /// The names closest to `name`, for a "did you mean".
    public func suggestions(for name: String) -> [String] {
        Suggestion.closest(to: name, among: bookmarks.lazy.map(\.name), limit: 2)
    }

    /// The errors of positions in bookmarks' words.
    static let positions = PositionErrors(missing: { .noBookmark(position: $0, count: $1) },
                                          insertion: { .bookmarkPositionOutOfRange(position: $0, count: $1) },
                                          destination: { .bookmarkDestinationOutOfRange(position: $0, count: $1) })

    private func index(of position: Int) throws(MapError) -> Int {
        try bookmarks.index(ofPosition: position, Self.positions)
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
        guard bookmarks.index(ofKey: trimmed) == nil else { throw .duplicateBookmark(trimmed) }
        return trimmed
    }

    // MARK: - Editing

    /// Adds `bookmark` (name trimmed, must be new) at 1-based `position` (1...count+1), or at
    /// the end when nil; returns its position.
    @discardableResult
    public mutating func add(_ bookmark: Bookmark, at position: Int? = nil) throws(MapError) -> Int {
        let name = bookmark.name.trimmedOfWhitespace
        guard !name.isEmpty else { throw .emptyBookmarkName }
        let index = try bookmarks.insertionIndex(ofPosition: position, Self.positions)
        var bookmark = bookmark
        bookmark.name = name
        let existing = index == bookmarks.count ? bookmarks.append(bookmark) : bookmarks.insert(bookmark, at: index)
        guard existing == nil else { throw .duplicateBookmark(name) }
        return index + 1
    }

    /// Adds a bookmark named `name` at `viewpoint`, as `add(_:at:)` does.
    @discardableResult
    public mutating func add(named name: String, at viewpoint: Viewpoint, position: Int? = nil) throws(MapError) -> Int {
        try add(Bookmark(name: name, viewpoint: viewpoint), at: position)
    }

    /// Removes and returns the bookmark at 1-based `position`.
    @discardableResult
    public mutating func remove(at position: Int) throws(MapError) -> Bookmark {
        bookmarks.remove(at: try index(of: position))
    }

    /// Removes and returns the bookmark named `name`.
    @discardableResult
    public mutating func remove(named name: String) throws(MapError) -> Bookmark {
        try remove(at: try index(named: name) + 1)
    }

    /// Moves the bookmark at 1-based `from` so that it ends up at 1-based `to` ("move 3 to 1");
    /// both must be in 1...count.
    public mutating func move(from: Int, to: Int) throws(MapError) {
        try bookmarks.move(fromPosition: from, toPosition: to, Self.positions)
    }

    /// Renames the bookmark at 1-based `position` to `newName` (trimmed, must be new unless it
    /// is the bookmark's own name).
    public mutating func rename(at position: Int, to newName: String) throws(MapError) {
        let index = try index(of: position)
        var bookmark = bookmarks[index]
        if newName.trimmedOfWhitespace == bookmark.name { return }
        bookmark.name = try checkedNewName(newName)
        bookmarks.replace(at: index, with: bookmark)
    }

    /// Renames the bookmark named `name` to `newName`.
    public mutating func rename(named name: String, to newName: String) throws(MapError) {
        try rename(at: try index(named: name) + 1, to: newName)
    }

    /// Removes every bookmark.
    public mutating func removeAll() {
        bookmarks.removeAll()
    }
}

extension Bookmark: KeyedElement {
    /// The name: bookmarks are found by it.
    public var key: String? { name }
}
