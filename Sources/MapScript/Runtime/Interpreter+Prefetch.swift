extension Interpreter {
    /// How many statements ahead the look-ups a statement's text announces start loading (the
    /// index slot); at half the distance, the bookmark the slot points to. Far enough to hide a
    /// cache miss, near enough that the data is still cached when the statement runs.
    static let prefetchDistance = 8

    /// Below this many bookmarks the list and its index stay in the caches anyway, and
    /// prefetching would only cost time.
    static let prefetchMinimumBookmarks = 1 << 15

    /// Starts loading, a few statements early, the bookmark data that statements parsed ahead
    /// will look up (`goto "NAME"`, `goto N`, `bookmark add "NAME"`): with a million bookmarks,
    /// each look-up would otherwise wait for main memory twice. Only hints: nothing changes.
    @inline(__always)
    func prefetch(for ahead: ParseAhead) {
        guard session.geoModel.bookmarks.count >= Self.prefetchMinimumBookmarks else { return }
        switch ahead.hint(ahead: Self.prefetchDistance) {
        case .name(let start, let end):
            guard let hash = ahead.nameHash(from: start, to: end) else { break }
            session.geoModel.bookmarks.prefetchEntry(hash: hash)
            ahead.setHint(ahead: Self.prefetchDistance, .hashedName(hash))
        case .none, .hashedName, .position:
            break
        }
        switch ahead.hint(ahead: Self.prefetchDistance / 2) {
        case .hashedName(let hash): session.geoModel.bookmarks.prefetchBookmark(hash: hash)
        case .position(let position): session.geoModel.bookmarks.prefetchBookmark(at: position)
        case .none, .name: break
        }
    }
}
