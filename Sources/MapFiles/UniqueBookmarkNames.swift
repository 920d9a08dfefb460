/// The names of a web map's bookmarks made unique as they are read, in linear time: a name
/// already taken gets ` (2)`, ` (3)`... counting on from where that name's count stopped, and
/// the renames are summed up in one note however many there are.
struct UniqueBookmarkNames {
    /// The names given so far.
    private var taken = Set<String>()
    /// For each name renamed before, the next count to try.
    private var nextCount: [String: Int] = [:]
    /// The renames: how many, and the first (as it was, as it became).
    private var renamed = 0
    private var firstRename: (from: String, to: String)?
    /// How many bookmarks had no name.
    private var untitled = 0

    /// The name of a bookmark given `given` when it is read alone, with no other to clash with:
    /// `given` trimmed, or `Untitled` when that leaves nothing (or there is none).
    static func name(alone given: String?) -> String {
        let trimmed = String((given ?? "").drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return trimmed.isEmpty ? untitledName : trimmed
    }

    /// The name of a bookmark with none.
    static let untitledName = "Untitled"

    /// `given` trimmed, or `Untitled`, made unique.
    mutating func name(for given: String?) -> String {
        let base = Self.name(alone: given)
        if base == Self.untitledName, given?.contains(where: { !$0.isWhitespace }) != true { untitled += 1 }
        var name = base
        if taken.contains(name) {
            var count = nextCount[base, default: 2]
            repeat {
                name = "\(base) (\(count))"
                count += 1
            } while taken.contains(name)
            nextCount[base] = count
            renamed += 1
            if firstRename == nil { firstRename = (base, name) }
        }
        taken.insert(name)
        return name
    }

    /// The notes for the user: one about unnamed bookmarks, one about renames (the rename
    /// itself when there is one, else how many and the first).
    var notes: [String] {
        var notes: [String] = []
        if untitled == 1 { notes.append("a bookmark with no name is called 'Untitled'") }
        if untitled > 1 { notes.append("\(untitled) bookmarks with no name are called 'Untitled', 'Untitled (2)'...") }
        if let first = firstRename {
            if renamed == 1 {
                notes.append("bookmark '\(first.from)' is renamed '\(first.to)': names must be unique")
            } else {
                notes.append("\(renamed) bookmarks are renamed: names must be unique (the first: '\(first.from)' is renamed '\(first.to)')")
            }
        }
        return notes
    }
}
