import TextSupport
/// The session's graphics overlay: graphics in drawing order (the first drawn first, under the
/// others), addressed by 1-based position or by label.
///
/// Labels are optional and unique among the graphics that have one (trimmed; compared exactly),
/// so a label names one graphic, as a bookmark's name does. Editing follows `BookmarkList`:
/// add (appended or inserted), remove by position or label, move N to M, clear. The graphics
/// are a `KeyedList` keyed by label, so finding one by label, adding on top and removing the
/// first or the last are O(1) however many there are.
public struct GraphicsOverlay: Hashable, Sendable {
    /// The graphics, in drawing order.
    public private(set) var graphics = KeyedList<Graphic>()

    /// An empty overlay.
    public init() {}

    /// The number of graphics.
    public var count: Int { graphics.count }
    /// Whether there are none.
    public var isEmpty: Bool { graphics.isEmpty }

    // MARK: - Look-up

    /// The graphic at 1-based `position`; `noGraphic` otherwise.
    public func graphic(at position: Int) throws(MapError) -> Graphic {
        graphics[try index(of: position)]
    }

    /// The graphic labelled `label` (trimmed); `noGraphicLabeled` with suggestions otherwise.
    public func graphic(labeled label: String) throws(MapError) -> Graphic {
        graphics[try index(labeled: label)]
    }

    /// The 1-based position of the graphic labelled `label` (trimmed), or nil.
    public func position(labeled label: String) -> Int? {
        graphics.index(ofKey: label.trimmedOfWhitespace).map { $0 + 1 }
    }

    /// The labels closest to `label`, for a "did you mean".
    public func suggestions(for label: String) -> [String] {
        Suggestion.closest(to: label, among: graphics.lazy.compactMap(\.label), limit: 2)
    }

    /// The errors of positions in graphics' words.
    static let positions = PositionErrors(missing: { .graphic(.noGraphic(position: $0, count: $1)) },
                                          insertion: { .graphic(.positionOutOfRange(position: $0, count: $1)) },
                                          destination: { .graphic(.destinationOutOfRange(position: $0, count: $1)) })

    private func index(of position: Int) throws(MapError) -> Int {
        try graphics.index(ofPosition: position, Self.positions)
    }

    private func index(labeled label: String) throws(MapError) -> Int {
        guard let position = position(labeled: label) else {
            throw .graphic(.noGraphicLabeled(label.trimmedOfWhitespace, suggestions: suggestions(for: label)))
        }
        return position - 1
    }

    // MARK: - Editing

    /// Adds `graphic` at 1-based `position` (1...count+1), or at the end (on top) when nil;
    /// returns its position. Throws `duplicateLabel` when another graphic has its label.
    @discardableResult
    public mutating func add(_ graphic: Graphic, at position: Int? = nil) throws(MapError) -> Int {
        let index = try graphics.insertionIndex(ofPosition: position, Self.positions)
        if graphics.insert(graphic, at: index) != nil, let label = graphic.label {
            throw .graphic(.duplicateLabel(label))
        }
        return index + 1
    }

    /// Removes and returns the graphic at 1-based `position`.
    @discardableResult
    public mutating func remove(at position: Int) throws(MapError) -> Graphic {
        graphics.remove(at: try index(of: position))
    }

    /// Removes and returns the graphic labelled `label`.
    @discardableResult
    public mutating func remove(labeled label: String) throws(MapError) -> Graphic {
        graphics.remove(at: try index(labeled: label))
    }

    /// Moves the graphic at 1-based `from` so that it ends up at 1-based `to` ("move 3 to 1");
    /// both must be in 1...count.
    public mutating func move(from: Int, to: Int) throws(MapError) {
        try graphics.move(fromPosition: from, toPosition: to, Self.positions)
    }

    /// Relabels the graphic at 1-based `position` (trimmed; blank removes the label); throws
    /// `duplicateLabel` when another graphic has it.
    public mutating func relabel(at position: Int, to label: String?) throws(MapError) {
        let index = try index(of: position)
        let renamed = graphics[index].with(label: label)
        if let newLabel = renamed.label, let other = self.position(labeled: newLabel), other != position {
            throw .graphic(.duplicateLabel(newLabel))
        }
        graphics.replace(at: index, with: renamed)
    }

    /// Removes every graphic.
    public mutating func removeAll() {
        graphics.removeAll()
    }
}

extension Graphic: KeyedElement {
    /// The label, which names the graphic in its overlay.
    public var key: String? { label }
}
