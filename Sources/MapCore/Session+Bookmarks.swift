// MARK: - Bookmarks

extension Session {
    /// Adds a bookmark named `name` at the current viewpoint (appended, or inserted at 1-based
    /// `position`); returns its position.
    @discardableResult
    public mutating func addBookmark(named name: String, at position: Int? = nil) throws(MapError) -> Int {
        try geoModel.bookmarks.add(named: name, at: viewpoint, position: position)
    }

    /// Adds a bookmark named `name` at `viewpoint` (appended, or inserted at 1-based
    /// `position`); returns its position. The name is trimmed and must be new and non-empty.
    @discardableResult
    public mutating func addBookmark(named name: String, viewpoint: Viewpoint, at position: Int? = nil) throws(MapError) -> Int {
        try geoModel.bookmarks.add(named: name, at: viewpoint, position: position)
    }

    /// Removes and returns the bookmark at 1-based `position`.
    @discardableResult
    public mutating func removeBookmark(at position: Int) throws(MapError) -> Bookmark {
        try geoModel.bookmarks.remove(at: position)
    }

    /// Removes and returns the bookmark named `name`.
    @discardableResult
    public mutating func removeBookmark(named name: String) throws(MapError) -> Bookmark {
        try geoModel.bookmarks.remove(named: name)
    }

    /// Moves the bookmark at 1-based `from` so that it ends up at 1-based `to`.
    public mutating func moveBookmark(from: Int, to: Int) throws(MapError) {
        try geoModel.bookmarks.move(from: from, to: to)
    }

    /// Renames the bookmark at 1-based `position` to `newName` (trimmed; must be new unless it
    /// is the bookmark's own name).
    public mutating func renameBookmark(at position: Int, to newName: String) throws(MapError) {
        try geoModel.bookmarks.rename(at: position, to: newName)
    }

    /// Removes every bookmark.
    public mutating func removeAllBookmarks() {
        geoModel.bookmarks.removeAll()
    }

    /// Replaces the bookmarks with `bookmarks` (an imported web map's, a saved session's).
    public mutating func replaceBookmarks(with bookmarks: BookmarkList) {
        geoModel.bookmarks = bookmarks
    }

    // Going to a bookmark is `go(to: geoModel.bookmarks.bookmark(at: n).viewpoint)`, as `goto N`
    // does: one path, which records the tour step.
}
