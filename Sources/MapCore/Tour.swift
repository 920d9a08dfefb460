/// The session's navigation in order (each `goto` a `flyTo`, each `wait` a `wait`), for the KML
/// tour and the session file. Read it as a collection of `TourStep`s.
///
/// A script of a million commands may go somewhere hundreds of thousands of times, so the steps
/// are stored compactly: 32 bytes a step (four `Double`s), in chunks of `chunkSize`, so that
/// growing never copies what is already recorded (no doubling of a large array, no moment with
/// two copies). The durations of the moves that take time (most take none) are kept aside, by
/// step.
public struct Tour: RandomAccessCollection, Hashable, Sendable {
    /// One step: a viewpoint's latitude, longitude, scale and rotation; or, for a wait,
    /// `waitTag` (no real latitude is that large) and the seconds.
    struct Entry: Hashable, Sendable {
        var a: Double
        var b: Double
        var c: Double
        var d: Double
    }

    /// Steps per chunk: 4,096 (128 KiB).
    static let chunkSize = 4096
    /// The latitude that marks a wait.
    static let waitTag = 1000.0

    /// The full chunks of steps, `chunkSize` each, in order.
    private var chunks: [[Entry]] = []
    /// The steps after the full chunks (fewer than `chunkSize`).
    private var current: [Entry] = []
    /// The duration of each move that has one other than 0, by 0-based step.
    private var durations: [Int: Double] = [:]
    /// The number of steps.
    public private(set) var count = 0

    /// An empty tour.
    public init() {}

    /// A tour of these steps, in order.
    public init<Steps: Sequence>(_ steps: Steps) where Steps.Element == TourStep {
        for step in steps { append(step) }
    }

    // MARK: - Collection

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of steps.
    public var endIndex: Int { count }

    /// The step at 0-based `position`.
    public subscript(position: Int) -> TourStep {
        let chunk = position / Self.chunkSize
        let entry = chunk < chunks.count ? chunks[chunk][position % Self.chunkSize] : current[position % Self.chunkSize]
        if entry.a == Self.waitTag { return .wait(entry.b) }
        let viewpoint = Viewpoint(unchecked: entry.a, entry.b, entry.c, entry.d)
        return .flyTo(viewpoint, duration: durations.isEmpty ? 0 : durations[position] ?? 0)
    }

    // MARK: - Recording

    /// Records `step` at the end.
    public mutating func append(_ step: TourStep) {
        let entry: Entry
        switch step {
        case .flyTo(let viewpoint, let duration):
            if duration != 0 { durations[count] = duration }
            entry = Entry(a: viewpoint.latitude, b: viewpoint.longitude, c: viewpoint.scale, d: viewpoint.rotation)
        case .wait(let seconds):
            entry = Entry(a: Self.waitTag, b: seconds, c: 0, d: 0)
        }
        if current.count == Self.chunkSize {
            chunks.append(current)
            current = []
        }
        if current.isEmpty { current.reserveCapacity(Self.chunkSize) }
        current.append(entry)
        count += 1
    }

    /// Forgets every step.
    public mutating func removeAll() {
        chunks = []
        current = []
        durations = [:]
        count = 0
    }

    // MARK: - Equality

    /// Whether both tours hold the same steps in the same order.
    public static func == (lhs: Tour, rhs: Tour) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the steps.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for step in self { hasher.combine(step) }
    }
}
