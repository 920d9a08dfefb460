import TextSupport

/// The map's operational layers in drawing order (the first drawn first, just above the
/// basemap; the last on top, just below the graphics), addressed by 1-based position or by
/// title. Titles may repeat, as in real web maps: a position always names one layer, a title
/// only when one layer has it (`ambiguousTitle` names the positions of all that share it), so
/// the `KeyedList` they sit in is keyed by nothing; positions follow its rules.
public struct OperationalLayers: Hashable, Sendable {
    /// The layers, in drawing order (indexed from 0).
    public private(set) var layers = KeyedList<OperationalLayer>()

    /// No layers.
    public init() {}

    /// The number of layers.
    public var count: Int { layers.count }
    /// Whether there are none.
    public var isEmpty: Bool { layers.isEmpty }

    // MARK: - Look-up

    /// The layer at 1-based `position`; `noLayer` otherwise.
    public func layer(at position: Int) throws(MapError) -> OperationalLayer {
        layers[try index(of: position)]
    }

    /// The 1-based position of the one layer titled `title` (trimmed, compared exactly):
    /// `noLayerTitled` with the closest titles when none is, `ambiguousTitle` when several are.
    public func position(titled title: String) throws(MapError) -> Int {
        let wanted = title.trimmedOfWhitespace
        let positions = layers.indices.filter { layers[$0].title == wanted }.map { $0 + 1 }
        switch positions.count {
        case 0: throw .layer(.noLayerTitled(wanted, suggestions: suggestions(for: wanted)))
        case 1: return positions[0]
        default: throw .layer(.ambiguousTitle(wanted, positions: positions))
        }
    }

    /// The titles closest to `title`, for a "did you mean" (each once).
    public func suggestions(for title: String) -> [String] {
        var seen = Set<String>()
        let titles = layers.map(\.title).filter { seen.insert($0).inserted }
        return Suggestion.closest(to: title, among: titles, limit: 2)
    }

    /// The errors of positions in layers' words.
    static let positions = PositionErrors(missing: { .layer(.noLayer(position: $0, count: $1)) },
                                          insertion: { .layer(.positionOutOfRange(position: $0, count: $1)) },
                                          destination: { .layer(.destinationOutOfRange(position: $0, count: $1)) })

    private func index(of position: Int) throws(MapError) -> Int {
        try layers.index(ofPosition: position, Self.positions)
    }

    // MARK: - Editing

    /// Adds `layer` at 1-based `position` (1...count+1), or on top when nil; returns its position.
    @discardableResult
    mutating func add(_ layer: OperationalLayer, at position: Int? = nil) throws(MapError) -> Int {
        let index = try layers.insertionIndex(ofPosition: position, Self.positions)
        layers.insert(layer, at: index)
        return index + 1
    }

    /// Removes and returns the layer at 1-based `position`.
    @discardableResult
    mutating func remove(at position: Int) throws(MapError) -> OperationalLayer {
        layers.remove(at: try index(of: position))
    }

    /// Moves the layer at 1-based `from` so that it ends up at 1-based `to`; both in 1...count.
    mutating func move(from: Int, to: Int) throws(MapError) {
        try layers.move(fromPosition: from, toPosition: to, Self.positions)
    }

    /// Changes the layer at 1-based `position` with `change`, which may throw (then nothing
    /// changes).
    mutating func update(at position: Int, _ change: (inout OperationalLayer) throws(MapError) -> Void) throws(MapError) {
        let index = try index(of: position)
        var layer = layers[index]
        try change(&layer)
        layers.replace(at: index, with: layer)
    }

    /// Removes every layer.
    mutating func removeAll() {
        layers.removeAll()
    }
}

extension OperationalLayers {
    /// Appends `layer` on top (for `Session.replaceLayers`).
    mutating func append(_ layer: OperationalLayer) {
        layers.append(layer)
    }
}

extension OperationalLayer: KeyedElement {
    /// None: titles may repeat, so layers are found by position (or by a title's one layer,
    /// `OperationalLayers.position(titled:)`).
    public var key: String? { nil }
}
