import Testing
@testable import MapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Densification for a view (issue 23, item 4)

/// Random edges for the tests, from a seed: anywhere on the globe, some short, some from or to
/// a pole, some over a pole, some across the antimeridian, some nearly antipodal, and a
/// maximum spacing for each.
func randomEdges(seed: UInt64, count: Int) -> [(GeodesicPosition, GeodesicPosition, Double)] {
    var random = RingGenerator(seed: seed)
    func latitude() -> Double {
        random.next(0...19) == 0 ? Double(random.next(0...1) * 180 - 90) : Double(random.next(-89_000...89_000)) / 1000
    }
    func longitude() -> Double { Double(random.next(-180_000...180_000)) / 1000 }
    return (0..<count).map { _ in
        let start = GeodesicPosition(unchecked: latitude(), longitude())
        var end = GeodesicPosition(unchecked: latitude(), longitude())
        if random.next(0...4) == 0 {
            // Short: within a degree or so (one part or a few), some at a pole or across the
            // antimeridian.
            end = GeodesicPosition(unchecked: max(-90, min(90, start.latitude + Double(random.next(-1_000...1_000)) / 1000)),
                                   Projection.wrapLongitude(start.longitude + Double(random.next(-2_000...2_000)) / 1000))
        } else if random.next(0...9) == 0 {
            // Over a pole: half a turn of longitude away, in the same hemisphere.
            end = GeodesicPosition(unchecked: copysign(Double(random.next(1_000...89_000)) / 1000, start.latitude),
                                   Projection.wrapLongitude(start.longitude + 180))
        } else if random.next(0...9) == 0 {
            // Nearly antipodal, or exactly half a turn of longitude away.
            end = GeodesicPosition(unchecked: -start.latitude + Double(random.next(-500...500)) / 1000,
                                   Projection.wrapLongitude(start.longitude + 180 - Double(random.next(0...1) * random.next(0...300)) / 1000))
        }
        let spacing = [25_000.0, 100_000, 1_000_000][random.next(0...2)]
        return (start, end, spacing)
    }
}

/// A window of latitudes and longitudes (longitudes not wrapped: it repeats every turn).
struct Window {
    var south: Double, north: Double, west: Double, east: Double

    /// Whether `bounds`, in any copy shifted by whole turns, meets the window.
    func meets(_ bounds: GeodesicBounds) -> Bool {
        guard bounds.maxLatitude >= south && bounds.minLatitude <= north else { return false }
        return ((west - bounds.maxLongitude) / 360).rounded(.up) <= ((east - bounds.minLongitude) / 360).rounded(.down)
    }

    /// Whether the straight join of `a` and `b` (the short way round) meets the window.
    func meets(_ a: GeodesicPosition, _ b: GeodesicPosition) -> Bool {
        let step = Projection.wrapLongitude(b.longitude - a.longitude)
        let wide = abs(step) >= 180 - 1e-6
        return meets(GeodesicBounds(minLatitude: min(a.latitude, b.latitude), maxLatitude: max(a.latitude, b.latitude),
                                    minLongitude: wide ? a.longitude - 180 : min(a.longitude, a.longitude + step),
                                    maxLongitude: wide ? a.longitude + 180 : max(a.longitude, a.longitude + step)))
    }
}

@Test(arguments: 0..<4)
func splittingEverywhereGivesThePlainDensification(seed: Int) throws {
    for (start, end, spacing) in randomEdges(seed: UInt64(seed), count: 150) {
        let plain = try Geodesic.wgs84.densify([start, end], maxSpacing: spacing, closed: false)
        let windowed = try Geodesic.wgs84.densify([start, end], maxSpacing: spacing, closed: false) { _ in .split }
        #expect(windowed.map(\.position) == plain, "\(start) to \(end)")
        #expect(!windowed.contains { $0.afterGap })
    }
}

@Test(arguments: 0..<8)
func stretchesLeftOutHoldNothingInTheWindow(seed: Int) throws {
    var random = RingGenerator(seed: UInt64(1000 + seed))
    var kept = 0, total = 0
    for (start, end, spacing) in randomEdges(seed: UInt64(100 + seed), count: 150) {
        let halfHeight = Double(random.next(1...30_000)) / 1000, halfWidth = Double(random.next(1...60_000)) / 1000
        let middle = (Double(random.next(-90_000...90_000)) / 1000, Double(random.next(-180_000...180_000)) / 1000)
        let window = Window(south: middle.0 - halfHeight, north: middle.0 + halfHeight,
                            west: middle.1 - halfWidth, east: middle.1 + halfWidth)
        let plain = try Geodesic.wgs84.densify([start, end], maxSpacing: spacing, closed: false)
        let windowed = try Geodesic.wgs84.densify([start, end], maxSpacing: spacing, closed: false) { stretch in
            window.meets(stretch.bounds) ? .split : .leaveOut
        }
        // The points kept are points of the plain densification, in order, ends included.
        var index = 0
        var at: [Int] = []
        for point in windowed {
            while index < plain.count && plain[index] != point.position { index += 1 }
            at.append(index)
            index += 1
        }
        #expect(at.last == plain.count - 1 && at.first == 0, "\(start) to \(end): not a subsequence")
        // Every part of the plain path that meets the window is there, joined to the point before.
        for part in 1..<plain.count where window.meets(plain[part - 1], plain[part]) {
            let found = at.firstIndex(of: part)
            #expect(found != nil && found! > 0 && at[found! - 1] == part - 1 && !windowed[found!].afterGap,
                    "\(start) to \(end) (\(spacing) m) in \(window): part \(part) of \(plain.count - 1) lost")
        }
        kept += windowed.count
        total += plain.count
    }
    // Most of the plain points are left out: the windows are small.
    #expect(kept * 3 < total, "kept \(kept) of \(total)")
}

@Test func straightStretchesKeepOnlyTheVertices() throws {
    let ring = [GeodesicPosition(unchecked: -60, -170), GeodesicPosition(unchecked: 60, 0), GeodesicPosition(unchecked: -60, 170)]
    let straight = try Geodesic.wgs84.densify(ring, maxSpacing: 1000, closed: true) { _ in .straight }
    #expect(straight == (ring + [ring[0]]).map { DensifiedPoint($0, afterGap: false) })
    let leftOut = try Geodesic.wgs84.densify(ring, maxSpacing: 1000, closed: true) { _ in .leaveOut }
    #expect(leftOut == [DensifiedPoint(ring[0], afterGap: false)] + (ring.dropFirst() + [ring[0]]).map { DensifiedPoint($0, afterGap: true) })
}

@Test(arguments: [0.0, -1, .nan, 10])
func windowedDensificationErrorsAsThePlainOne(spacing: Double) {
    let edge = [GeodesicPosition(unchecked: 0, 0), GeodesicPosition(unchecked: 10, 170)]
    let plain = message { try Geodesic.wgs84.densify(edge, maxSpacing: spacing, closed: false) }
    #expect(plain != nil)
    #expect(message { try Geodesic.wgs84.densify(edge, maxSpacing: spacing, closed: false) { _ in .leaveOut } } == plain)
}

@Test(arguments: 0..<4)
func theLengthBoundIsNeverShort(seed: Int) {
    var shortEnough = 0
    for (start, end, spacing) in randomEdges(seed: UInt64(200 + seed), count: 500) {
        let distance = Geodesic.wgs84.distance(from: start, to: end)
        let bound = Geodesic.wgs84.lengthBound(from: start, to: end)
        #expect(bound >= distance, "\(start) to \(end): \(bound) < \(distance)")
        if bound < spacing { shortEnough += 1 }
    }
    // Enough of them take the short cut (one part, not solved) for the tests above to try it.
    #expect(shortEnough >= 25, "edges densified without solving them: \(shortEnough)")
}
