import Testing
@testable import MapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Generated rings against the pairwise test

/// A seeded generator of small whole numbers (Knuth's MMIX linear congruential generator), so
/// that every run tests the same rings.
struct RingGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed &* 2_862_933_555_777_941_757 &+ 3_037_000_493 }

    /// A whole number in `range`.
    mutating func next(_ range: ClosedRange<Int>) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
}

/// The kinds of generated rings: whole-degree coordinates, so that every orientation test is
/// exact and the degenerate cases (collinear edges, a vertex on an edge, repeats) come often.
enum RingFamily: String, CaseIterable, Sendable {
    /// 3 to 9 vertices on a 5 x 5 grid: collinear runs, touching, repeats.
    case tinyGrid
    /// 4 to 16 vertices on a 21 x 21 grid: many crossings.
    case grid
    /// 3 to 8 vertices anywhere on whole multiples of 30 and 45 degrees: the antimeridian, the
    /// poles and steps of exactly 180 degrees.
    case world
    /// 3 to 12 vertices stepping east by 60 to 179 degrees: rings around a pole, once or more.
    case winding
    /// 4 to 10 vertices drawn from 5 points: repeats, consecutive and not, and closing ones.
    case repeats
    /// 8 to 40 vertices round a centre at random distances, rounded to whole degrees: mostly
    /// simple rings with many edges under the sweep line at once, some touching by rounding,
    /// and a third with two vertices swapped.
    case starShaped

    /// Ring number `index` of the family, as (latitude, longitude) pairs.
    func ring(_ index: Int) -> [(Double, Double)] {
        var random = RingGenerator(seed: UInt64(index) &* 1_000_003 &+ UInt64(RingFamily.allCases.firstIndex(of: self)!))
        switch self {
        case .tinyGrid:
            return (0..<random.next(3...9)).map { _ in (Double(random.next(0...4)), Double(random.next(0...4))) }
        case .grid:
            return (0..<random.next(4...16)).map { _ in (Double(random.next(-10...10)), Double(random.next(-10...10))) }
        case .world:
            let step = random.next(0...1) == 0 ? 30 : 45
            return (0..<random.next(3...8)).map { _ in
                (Double(step * random.next(-90 / step...90 / step)), Double(step * random.next(-180 / step...180 / step)))
            }
        case .winding:
            var longitude = random.next(-180...180)
            return (0..<random.next(3...12)).map { _ in
                longitude += random.next(60...179)
                if longitude > 180 { longitude -= 360 }
                return (Double(random.next(6...9) * 10), Double(longitude))
            }
        case .repeats:
            let pool = (0..<5).map { _ in (Double(random.next(0...3)), Double(random.next(0...3))) }
            return (0..<random.next(4...10)).map { _ in pool[random.next(0...4)] }
        case .starShaped:
            let count = random.next(8...40)
            var ring = (0..<count).map { index in
                let angle = 2 * Double.pi * Double(index) / Double(count)
                let radius = Double(random.next(2...15))
                return ((radius * sin(angle)).rounded(), (radius * cos(angle)).rounded())
            }
            if random.next(0...2) == 0 { ring.swapAt(random.next(0...count - 1), random.next(0...count - 1)) }
            return ring
        }
    }
}

/// How many rings each family generates.
let ringsPerFamily = 1_500

@Test(arguments: RingFamily.allCases)
func sweepAgreesWithThePairwiseTest(family: RingFamily) {
    var crossing = 0, simple = 0
    for index in 0..<ringsPerFamily {
        let ring = family.ring(index).map { GeodesicPosition(unchecked: $0.0, $0.1) }
        let swept = RingCrossing.firstCrossing(ring).map { [$0.0.from, $0.0.to, $0.1.from, $0.1.to] }
        let pairwise = QuadraticRingCrossing.firstCrossing(ring).map { [$0.0.from, $0.0.to, $0.1.from, $0.1.to] }
        let drawn = QuadraticRingCrossing.firstCrossingInDrawingOrder(ring).map { [$0.0.from, $0.0.to, $0.1.from, $0.1.to] }
        #expect((swept == nil) == (pairwise == nil), "\(family) ring \(index): \(family.ring(index))")
        #expect(swept == drawn, "\(family) ring \(index): \(family.ring(index))")
        if swept == nil { simple += 1 } else { crossing += 1 }
    }
    // Each family gives both answers often enough to test both.
    #expect(crossing >= ringsPerFamily / 20 && simple >= ringsPerFamily / 20, "\(family): \(crossing) crossing, \(simple) simple")
}

// MARK: - Large rings

/// `count` vertices on a circle of `radius` degrees around `center` (latitude, longitude):
/// a convex ring, counter-clockwise.
func convexRing(count: Int, center: (Double, Double) = (10, 20), radius: Double = 5) -> [GeodesicPosition] {
    (0..<count).map { index in
        let angle = 2 * Double.pi * Double(index) / Double(count)
        return GeodesicPosition(unchecked: center.0 + radius * sin(angle), Projection.wrapLongitude(center.1 + radius * cos(angle)))
    }
}

/// A ring of `count` vertices once around the north pole, its latitude wavering between 70
/// and 80 degrees (longitudes across the antimeridian, so the sweep works with whole turns).
func polarRing(count: Int) -> [GeodesicPosition] {
    (0..<count).map { index in
        let longitude = -180 + 360 * Double(index) / Double(count)
        return GeodesicPosition(unchecked: 75 + 5 * sin(Double(index) / 7), longitude)
    }
}

/// Large rings and what the test says of them.
enum LargeRing: String, CaseIterable, Sendable {
    /// 300,000 vertices on a circle.
    case convex
    /// 100,000 vertices on a circle across the antimeridian.
    case convexAcrossTheAntimeridian
    /// 100,000 vertices once round the north pole.
    case aroundThePole
    /// 30,000 vertices on a circle, two neighbours swapped: the edges before and after them
    /// cross.
    case convexWithTwoVerticesSwapped
    /// The same with the last two swapped: the edge before them and the closing edge cross.
    case convexWithTheLastTwoSwapped

    /// The ring.
    var ring: [GeodesicPosition] {
        switch self {
        case .convex: return convexRing(count: 300_000)
        case .convexAcrossTheAntimeridian: return convexRing(count: 100_000, center: (-30, 180), radius: 20)
        case .aroundThePole: return polarRing(count: 100_000)
        case .convexWithTwoVerticesSwapped:
            var ring = convexRing(count: 30_000)
            ring.swapAt(15_000, 15_001)
            return ring
        case .convexWithTheLastTwoSwapped:
            var ring = convexRing(count: 30_000)
            ring.swapAt(29_998, 29_999)
            return ring
        }
    }

    /// The error making a polygon of it gives, or nil.
    var expected: String? {
        switch self {
        case .convex, .convexAcrossTheAntimeridian, .aroundThePole: return nil
        case .convexWithTwoVerticesSwapped: return "the polygon crosses itself: edges 15000-15001 and 15002-15003 cross"
        case .convexWithTheLastTwoSwapped: return "the polygon crosses itself: edges 29998-29999 and 30000-1 cross"
        }
    }
}

/// Large rings are checked (in O(n log n): the suite would take minutes with the pairwise
/// test; the README gives the release build's times).
@Test(arguments: LargeRing.allCases)
func largeRings(ring: LargeRing) {
    let vertices = ring.ring
    #expect(message { try Graphic.polygon(vertices) } == ring.expected, "\(ring)")
}
