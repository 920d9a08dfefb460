import CPrefetch

// MARK: - Prefetching

extension NameIndex {
    /// Starts loading the slot where a look-up of `hash` begins, for a look-up coming soon.
    /// Only a hint to the memory system: it changes nothing and cannot fail.
    func prefetch(hash: UInt64) {
        guard count > 0 else { return }
        slots.withUnsafeBufferPointer { buffer in
            mapscript_prefetch(buffer.baseAddress! + Self.home(of: Self.tag(of: hash), mask: buffer.count - 1))
        }
    }

    /// The index of the first entry whose tag matches `hash`'s, unconfirmed (a look-up would
    /// still compare the owner's record): for prefetching the record a look-up will read.
    func firstCandidate(hash: UInt64) -> Int? {
        find(hash: hash) { _ in true }
    }
}
