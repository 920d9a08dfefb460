@testable import MapCore

/// The self-crossing test as it was before the sweep (commit 6f0a6c2): every pair of edges,
/// O(n²), the reference the sweep is checked against. The ring's preparation and the pair test
/// (`RingCrossing.Ring`, `RingCrossing.crosses`) are the ones the sweep uses, unchanged from
/// that commit; what this keeps is the quadratic loop over the pairs, in two orders.
enum QuadraticRingCrossing {
    /// The first two crossing edges, in the order of the first edge then the second (the old
    /// check's answer), or nil when the ring is simple.
    static func firstCrossing(_ vertices: [GeodesicPosition]) -> (RingCrossing.Edge, RingCrossing.Edge)? {
        guard let ring = RingCrossing.Ring(vertices) else { return nil }
        for i in 0..<ring.count {
            for j in (i + 1)..<ring.count where ring.crosses(i, j) { return (ring.edge(i), ring.edge(j)) }
        }
        return nil
    }

    /// The pairwise answer in drawing order: the first edge that crosses an earlier one, with
    /// the first earlier edge it crosses (what `RingCrossing.firstCrossing` reports).
    static func firstCrossingInDrawingOrder(_ vertices: [GeodesicPosition]) -> (RingCrossing.Edge, RingCrossing.Edge)? {
        guard let ring = RingCrossing.Ring(vertices) else { return nil }
        for j in 1..<ring.count {
            for i in 0..<j where ring.crosses(i, j) { return (ring.edge(i), ring.edge(j)) }
        }
        return nil
    }
}
