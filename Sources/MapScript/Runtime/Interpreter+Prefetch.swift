@_spi(Prefetch) import MapCore

extension Interpreter {
    /// Below this many bookmarks the list and its index stay in the caches anyway, and
    /// prefetching would only cost time.
    static let prefetchMinimumBookmarks = 1 << 15

    /// Starts loading the bookmark data that statements coming soon will look up (`goto
    /// "NAME"`, `goto N`, `bookmark add "NAME"`): for `far`, a statement some way ahead, the
    /// index slot of a name; for `near`, half as far, the bookmark itself (its slot has arrived
    /// by then). With a million bookmarks each look-up would otherwise wait for main memory
    /// twice. Only hints to the memory system: nothing changes.
    func prefetch(far: AccessHint, near: AccessHint) {
        guard session.geoModel.bookmarks.count >= Self.prefetchMinimumBookmarks else { return }
        if case .name(let hash) = far { session.geoModel.bookmarks.prefetchEntry(hash: hash) }
        switch near {
        case .name(let hash): session.geoModel.bookmarks.prefetchBookmark(hash: hash)
        case .position(let position): session.geoModel.bookmarks.prefetchBookmark(at: position)
        case .none: break
        }
    }
}
