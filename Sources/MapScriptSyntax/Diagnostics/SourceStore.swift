/// The number of one input in a `SourceStore`, carried by the diagnostics about it.
public struct SourceID: Hashable, Sendable {
    let value: Int
}

/// The text of the inputs an interpreter reads, kept apart from parsing, for the lines that
/// diagnostics show: renderers fetch lines from it at the edge, by the source a diagnostic
/// carries.
///
/// Each input open for reading lends its window (the lines its reader still has: all of an
/// in-memory text, a bounded window of a streamed file or standard input, never more; the
/// parser keeps the lines of the statement being run whole in it). Lines a procedure will need
/// after the window has moved on are pinned: copied once, at `def`. When an input is closed
/// its window goes; an input with no pinned lines is forgotten, so memory stays bounded by
/// the windows open and the procedures defined.
public final class SourceStore {
    private struct Entry {
        /// The lines of the input's window, while it is open.
        var window: ((Int) -> String?)?
        /// Lines kept for procedures, by number.
        var pinned: [Int: String] = [:]
    }

    /// The inputs kept, by increasing id (ids are handed out in order, so appending keeps the
    /// order and a lookup is a binary search; no hashing, whose per-process seed costs start-up).
    private var entries: [(id: Int, entry: Entry)] = []
    private var nextID = 0

    /// An empty store.
    public init() {}

    /// The position of input `id` in `entries`, if kept.
    private func index(of id: SourceID) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].id < id.value { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].id == id.value ? low : nil
    }

    /// Adds an input whose reader lends its window through `window`; its id.
    package func open(window: @escaping (Int) -> String?) -> SourceID {
        nextID += 1
        entries.append((nextID, Entry(window: window)))
        return SourceID(value: nextID)
    }

    /// The input's reader is done: drops its window (pinned lines stay).
    package func close(_ id: SourceID) {
        guard let index = index(of: id) else { return }
        entries[index].entry.window = nil
        if entries[index].entry.pinned.isEmpty { entries.remove(at: index) }
    }

    /// Keeps the lines `range` spans (as far as the window has them) for later diagnostics.
    package func pin(_ range: SourceRange, in id: SourceID) {
        guard let index = index(of: id), let window = entries[index].entry.window else { return }
        for line in range.start.line...max(range.start.line, range.end.line) {
            guard let text = window(line) else { break }
            entries[index].entry.pinned[line] = text
        }
    }

    /// The text of line `line` of input `id`: pinned, or in its window; nil otherwise.
    public func line(_ line: Int, of id: SourceID) -> String? {
        guard let index = index(of: id) else { return nil }
        let entry = entries[index].entry
        return entry.pinned[line] ?? entry.window?(line)
    }

    /// The lines of input `id` (none when nil), for a renderer.
    public func lines(of id: SourceID?) -> SourceLines {
        guard let id else { return .none }
        return SourceLines { [self] line in self.line(line, of: id) }
    }
}
