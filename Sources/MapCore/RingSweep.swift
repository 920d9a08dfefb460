/// Whether any two edges of a ring cross, in O(n log n): the line sweep of Shamos and Hoey
/// ("Geometric intersection problems", 17th IEEE Symposium on Foundations of Computer Science,
/// 1976, pp. 208-215), written here for the ring test's rules (`RingCrossing`).
///
/// **The sweep.** A line moves across the plane from left to right (and, along a vertical
/// line, from bottom to top), stopping at the edges' ends. The edges it meets are kept in order
/// from bottom to top (`SweepStatus`). Two edges that cross are neighbours in that order just
/// before the leftmost crossing, so it is enough to test each pair of edges at the moment they
/// become neighbours: an edge with those above and below it when it starts, and the two
/// around an edge that ends. The first pair found that crosses stops the sweep.
///
/// **Touching and shared vertices.** At each stop, every edge with an end there is compared
/// with the others (an edge may share a vertex only with its neighbour in the ring, so three
/// ends at one point always hold a crossing pair); edges that end there leave the order before
/// those that start there come in; an edge starting on another's line goes above or below it
/// by its direction, and equal directions by number. Whether two edges cross is always decided
/// by `RingCrossing.Ring.crosses`, the same test the pairwise check used, so the sweep never finds
/// a crossing the pairwise test would not.
///
/// **Whole turns.** The plane repeats every 360 degrees of longitude. When the ring's unwrapped
/// longitudes span less than a turn, no edge can meet another shifted by a turn, so each edge
/// is swept once. Otherwise each edge is swept in every copy, shifted by whole turns, that
/// reaches the one-turn strip starting at the ring's least longitude: any crossing, moved by
/// whole turns into that strip, is then between two of the copies swept.
struct RingSweep {
    /// One copy of an edge, shifted by whole turns: the edge's number and its ends, leftmost
    /// (then lowest) first.
    struct Piece {
        /// The edge's number, 0-based.
        var edge: Int
        /// The leftmost end (the lower one of a vertical piece).
        var start: (x: Double, y: Double)
        /// The other end.
        var end: (x: Double, y: Double)
        /// Whether both ends are one point (possible only by rounding).
        var isPoint: Bool { start == end }
    }

    /// A stop of the sweep line: where a piece starts or ends.
    struct Event {
        /// The point.
        var point: (x: Double, y: Double)
        /// The piece's number.
        var piece: Int32
        /// Whether the piece starts here (or ends).
        var starts: Bool
    }

    /// The ring.
    let ring: RingCrossing.Ring
    /// The pieces swept: each edge once, or in each of its copies reaching the strip.
    private let pieces: [Piece]
    /// Both ends of every piece, left to right, bottom to top, ends before starts.
    private let events: [Event]
    /// The pieces under the sweep line, bottom to top.
    private var status: SweepStatus

    /// A sweep over `ring`'s edges.
    init(_ ring: RingCrossing.Ring) {
        self.ring = ring
        var least = Double.infinity, most = -Double.infinity
        for segment in ring.segments {
            least = min(least, segment.minX)
            most = max(most, segment.maxX)
        }
        var pieces: [Piece] = []
        pieces.reserveCapacity(ring.count)
        for (edge, segment) in ring.segments.enumerated() {
            var turns = 0...0
            if most - least >= 360 {
                // The copies reaching the strip from `least` to `least` + 360 (with a little slack).
                let slack = 1e-6
                let lowest = Int(((least - slack - segment.maxX) / 360).rounded(.up))
                let highest = Int(((least + 360 + slack - segment.minX) / 360).rounded(.down))
                guard lowest <= highest else { continue }
                turns = lowest...highest
            }
            for turn in turns {
                let copy = turn == 0 ? segment : segment.shifted(by: Double(turn) * 360)
                let forward = copy.a.x < copy.b.x || (copy.a.x == copy.b.x && copy.a.y <= copy.b.y)
                pieces.append(Piece(edge: edge, start: forward ? copy.a : copy.b, end: forward ? copy.b : copy.a))
            }
        }
        var events: [Event] = []
        events.reserveCapacity(pieces.count * 2)
        for (index, piece) in pieces.enumerated() {
            events.append(Event(point: piece.start, piece: Int32(index), starts: true))
            events.append(Event(point: piece.end, piece: Int32(index), starts: false))
        }
        events.sort { a, b in
            a.point.x != b.point.x ? a.point.x < b.point.x : a.point.y != b.point.y ? a.point.y < b.point.y : !a.starts && b.starts
        }
        self.pieces = pieces
        self.events = events
        status = SweepStatus(capacity: pieces.count)
    }

    /// Two crossing edges among the first `count` of the ring (their numbers, the smaller
    /// first), or nil when none of them cross.
    mutating func crossing(amongFirst count: Int) -> (first: Int, second: Int)? {
        status.removeAll()
        var index = 0
        while index < events.count {
            let point = events[index].point
            var next = index
            while next < events.count && events[next].point == point { next += 1 }
            defer { index = next }
            // The edges with an end here: any two of the first three, if not neighbours in the ring.
            var ends: [Int] = []
            for event in events[index..<next] where pieces[Int(event.piece)].edge < count {
                let piece = Int(event.piece)
                guard !ends.contains(piece) else { continue }
                for other in ends {
                    if let pair = crossingPair(piece, other) { return pair }
                }
                ends.append(piece)
                if ends.count == 3 { break }
            }
            // The edges that end here leave; their neighbours meet.
            for event in events[index..<next] where !event.starts {
                let piece = Int(event.piece)
                guard pieces[piece].edge < count && !pieces[piece].isPoint else { continue }
                let below = status.below(piece), above = status.above(piece)
                status.remove(piece)
                if let below, let above, let pair = crossingPair(below, above) { return pair }
            }
            // The edges that start here come in, between two others.
            for event in events[index..<next] where event.starts {
                let piece = Int(event.piece)
                guard pieces[piece].edge < count && !pieces[piece].isPoint else { continue }
                status.insert(piece) { [pieces] other in Self.isBelow(pieces[piece], piece, pieces[other], other) }
                if let below = status.below(piece), let pair = crossingPair(piece, below) { return pair }
                if let above = status.above(piece), let pair = crossingPair(piece, above) { return pair }
            }
        }
        return nil
    }

    /// Whether `s` (number `piece`), starting now, goes below `t` (number `other`), already in
    /// the order: by the side of `t`'s line its start lies on, then by direction, then by number.
    private static func isBelow(_ s: Piece, _ piece: Int, _ t: Piece, _ other: Int) -> Bool {
        let side = RingCrossing.orient(t.start, t.end, s.start)
        if side != 0 { return side < 0 }
        let turn = (t.end.x - t.start.x) * (s.end.y - s.start.y) - (t.end.y - t.start.y) * (s.end.x - s.start.x)
        if turn != 0 { return turn < 0 }
        return piece < other
    }

    /// The numbers of the edges of two pieces, smaller first, when the edges cross.
    private func crossingPair(_ a: Int, _ b: Int) -> (first: Int, second: Int)? {
        let i = pieces[a].edge, j = pieces[b].edge
        guard i != j else { return nil }
        let pair = (first: min(i, j), second: max(i, j))
        return ring.crosses(pair.first, pair.second) ? pair : nil
    }
}
