import MapFormats

/// A position as LSP writes it: a 0-based line and a 0-based `character` in the negotiated
/// `PositionEncoding`.
struct Position: Hashable, Comparable {
    /// The 0-based line.
    var line: Int
    /// The 0-based character offset in the line.
    var character: Int

    /// The position in `value` (`{"line": L, "character": C}`), if it is one.
    init?(_ value: JSONValue?) {
        guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue else { return nil }
        self.line = line
        self.character = character
    }

    /// A position at `line`, `character`.
    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// As JSON.
    var json: JSONValue { ["line": .number(Double(line)), "character": .number(Double(character))] }

    /// Document order.
    static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
}

/// A range as LSP writes it: from `start` up to `end`.
struct LSPRange: Hashable {
    /// The start.
    var start: Position
    /// The end (excluded).
    var end: Position

    /// The range in `value` (`{"start": ..., "end": ...}`), if it is one.
    init?(_ value: JSONValue?) {
        guard let start = Position(value?["start"]), let end = Position(value?["end"]) else { return nil }
        self.start = start
        self.end = end
    }

    /// A range from `start` to `end`.
    init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// As JSON.
    var json: JSONValue { ["start": start.json, "end": end.json] }

    /// Whether the two ranges share a position (touching counts).
    func overlaps(_ other: LSPRange) -> Bool { !(other.end < start || end < other.start) }
}
