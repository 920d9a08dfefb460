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

    private var entries: [Int: Entry] = [:]
    private var nextID = 0

    /// An empty store.
    public init() {}

    /// Adds an input whose reader lends its window through `window`; its id.
    func open(window: @escaping (Int) -> String?) -> SourceID {
        nextID += 1
        entries[nextID] = Entry(window: window)
        return SourceID(value: nextID)
    }

    /// The input's reader is done: drops its window (pinned lines stay).
    func close(_ id: SourceID) {
        entries[id.value]?.window = nil
        if entries[id.value]?.pinned.isEmpty == true { entries[id.value] = nil }
    }

    /// Keeps the lines `range` spans (as far as the window has them) for later diagnostics.
    func pin(_ range: SourceRange, in id: SourceID) {
        guard let window = entries[id.value]?.window else { return }
        for line in range.start.line...max(range.start.line, range.end.line) {
            guard let text = window(line) else { break }
            entries[id.value]?.pinned[line] = text
        }
    }

    /// The text of line `line` of input `id`: pinned, or in its window; nil otherwise.
    public func line(_ line: Int, of id: SourceID) -> String? {
        guard let entry = entries[id.value] else { return nil }
        return entry.pinned[line] ?? entry.window?(line)
    }

    /// The lines of input `id` (none when nil), for a renderer.
    public func lines(of id: SourceID?) -> SourceLines {
        guard let id else { return .none }
        return SourceLines { [self] line in self.line(line, of: id) }
    }
}
