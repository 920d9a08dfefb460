import CPrefetch

// MARK: - Prefetching

extension BookmarkList {
    /// Starts loading what a look-up of the name with `NameHash` `hash` reads first (its index
    /// slot). Only a hint to the memory system, for a look-up a few statements ahead: it
    /// changes nothing and cannot fail.
    @_spi(Prefetch) public func prefetchEntry(hash: UInt64) {
        indexByName.prefetch(hash: hash)
    }

    /// Starts loading the bookmark a look-up of `hash` will most likely read (call it once the
    /// index slot has had time to arrive, after `prefetchEntry(hash:)`).
    @_spi(Prefetch) public func prefetchBookmark(hash: UInt64) {
        guard let index = indexByName.firstCandidate(hash: hash) else { return }
        prefetchBookmark(index: index)
    }

    /// Starts loading the bookmark at 1-based `position`, if there is one.
    @_spi(Prefetch) public func prefetchBookmark(at position: Int) {
        guard position >= 1 && position <= bookmarks.count else { return }
        prefetchBookmark(index: position - 1)
    }

    /// Both cache lines a bookmark may straddle.
    private func prefetchBookmark(index: Int) {
        bookmarks.withUnsafeBufferPointer { buffer in
            let first = UnsafeRawPointer(buffer.baseAddress! + index)
            mapscript_prefetch(first)
            mapscript_prefetch(first + MemoryLayout<Bookmark>.size - 1)
        }
    }
}
