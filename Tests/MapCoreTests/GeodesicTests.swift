#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import MapCore

// MARK: - Helpers

/// A position the test knows is valid.
private func at(_ latitude: Double, _ longitude: Double) -> GeodesicPosition {
    do { return try GeodesicPosition(latitude: latitude, longitude: longitude) } catch {
        fatalError("invalid test position: \(error)")
    }
}

/// The difference of two azimuths in degrees, modulo 360 (so 180 and -180 agree).
private func azimuthDifference(_ a: Double, _ b: Double) -> Double {
    let d = (a - b).truncatingRemainder(dividingBy: 360)
    return min(abs(d), 360 - abs(d))
}

// MARK: - Inverse

/// A geodesic between two points on WGS 84: distance (m) and forward azimuths (degrees).
typealias GeodesicInverseCase = (
    lat1: Double, lon1: Double, lat2: Double, lon2: Double, s12: Double, azi1: Double, azi2: Double
)

/// The first two rows are the brief's GeographicLib references; all the rows were computed with
/// Python's geographiclib 2.0 (`Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2)`, printed with
/// `repr`).
let geodesicInverseCases: [GeodesicInverseCase] = [
    (44.525, -110.838, -33.867, -63.985, 9890063.041640516, 142.5691764912802, 148.5205959389394),  // brief
    (0, 0, 0.5, 179.7, 19944127.420750458, 15.556882793490544, 164.44251389085494),  // brief: nearly antipodal
    (44.525, -110.838, 44.526, -110.837, 136.62960437554506, 35.57884637723503, 35.57954760386844),  // short
    (51.5, -0.1, 51.5000001, -0.1000001, 0.013114987839717443, -31.969955882011416, -31.969955960272227),  // 1.3 cm
    (0, 0, 0, 90, 10018754.171394622, 90.0, 90.0),  // along the equator
    (0, 0, 0, 179.5, 19980861.908890963, 55.966495140158635, 124.03350485984137),  // equator, but over a pole
    (-30, 10, 60, 10, 9974186.217430897, 0.0, 0.0),  // along a meridian
    (80, 0, 70, 180, 3349810.858918378, 0.0, 180.0),  // along a meridian over the north pole
    (-90, 0, 90, 0, 20003931.458625447, 0.0, 0.0),  // pole to pole
    (90, 0, 45, 45, 5017021.351334979, 135.0, 180.0),  // from the north pole
    (10, 179.5, -10, -179.5, 2214481.0721071223, 177.10399513170117, 177.10399513170117),  // antimeridian
    (0, 0, 0, 180, 20003931.458625447, 0.0, 180.0),  // exactly antipodal on the equator
    (30, 0, -30, 180, 20003931.458625447, 0.0, 180.0),  // exactly antipodal
    (-30, 0, 29.9, 179.8, 19989832.82760953, 161.89052473632697, 18.0907372457395),  // astroid start
    (10, 0, -10, 179.9, 20003008.42150941, 9.69335249789529, 170.3066475021047),  // nearly antipodal
    (1, 720.5, 2, -1079.5, 110575.06481433615, -0.0, -0.0),  // longitudes beyond one turn
    (-45.1, 170.2, 62.3, -20.7, 17966585.10240264, 16.128870396799865, 155.07429173938942),  // long line
]

@Test(arguments: geodesicInverseCases)
func geodesicInverseMatchesGeographicLib(row: GeodesicInverseCase) {
    let solution = Geodesic.wgs84.inverse(from: at(row.lat1, row.lon1), to: at(row.lat2, row.lon2))
    #expect(abs(solution.distance - row.s12) <= 1e-6, "distance \(solution.distance)")
    #expect(azimuthDifference(solution.azimuth1, row.azi1) <= 1e-9, "azimuth1 \(solution.azimuth1)")
    #expect(azimuthDifference(solution.azimuth2, row.azi2) <= 1e-9, "azimuth2 \(solution.azimuth2)")
    #expect(Geodesic.wgs84.distance(from: at(row.lat1, row.lon1), to: at(row.lat2, row.lon2)) == solution.distance)
}

@Test(arguments: geodesicInverseCases)
func geodesicInverseIsSymmetric(row: GeodesicInverseCase) {
    let forward = Geodesic.wgs84.inverse(from: at(row.lat1, row.lon1), to: at(row.lat2, row.lon2))
    let backward = Geodesic.wgs84.inverse(from: at(row.lat2, row.lon2), to: at(row.lat1, row.lon1))
    #expect(abs(forward.distance - backward.distance) <= 1e-8)
}

@Test func geodesicBriefReferencesToTheNanometre() {
    let yellowstone = at(44.525, -110.838), cordoba = at(-33.867, -63.985)
    #expect(abs(Geodesic.wgs84.distance(from: yellowstone, to: cordoba) - 9890063.041640516) <= 1e-8)
    #expect(abs(Geodesic.wgs84.distance(from: at(0, 0), to: at(0.5, 179.7)) - 19944127.420750458) <= 1e-8)
}

@Test(arguments: [
    (12.3, 45.6, 12.3, 45.6), (12.3, 45.5, 12.3, 405.5), (12.3, 45.5, 12.3, -314.5), (0, 0, 0, 0), (90, 0, 90, 123),
    (-90, 10, -90, -170), (-0.0, -180, 0, 180),
])
func geodesicCoincidentPointsAreZeroApart(lat1: Double, lon1: Double, lat2: Double, lon2: Double) {
    let solution = Geodesic.wgs84.inverse(from: at(lat1, lon1), to: at(lat2, lon2))
    #expect(solution.distance == 0)
    #expect(solution.distance.sign == .plus)
    #expect(solution.azimuth1.isFinite && solution.azimuth2.isFinite)
}

// MARK: - Direct

/// A start, an azimuth and a distance on WGS 84, and where they lead. Computed with Python's
/// geographiclib 2.0 (`Geodesic.WGS84.Direct(lat1, lon1, azi1, s12)`, printed with `repr`).
typealias GeodesicDirectCase = (
    lat1: Double, lon1: Double, azi1: Double, s12: Double, lat2: Double, lon2: Double, azi2: Double
)

let geodesicDirectCases: [GeodesicDirectCase] = [
    (44.525, -110.838, 45, 1000, 44.53136295905459, -110.82910411099098, 45.006238331129914),
    (0, 0, 90, 1e7, 0.0, 89.83152841195215, 90.0),  // east along the equator
    (90, 0, 180, 1e6, 81.04623281595062, 0.0, 180.0),  // south from the north pole
    (-33.867, 151.2, -120, 2.5e6, -42.372386346821585, 124.63958113965359, -103.37466442350527),
    (20, 179.9, 80, 50000, 20.077802739575503, -179.62923020414112, 80.16131391523307),  // antimeridian
    (44.525, -110.838, 45, -1000, 44.51863634110757, -110.84689395238163, 44.99376373117357),  // backwards
    (10, 20, 30, 3e7, -58.61069879047648, -53.70607636223626, 70.5911261226393),  // past half way
    (-60, -70, 0, 1.5e7, 75.17012834791771, -70.0, 0.0),  // north over the equator
]

@Test(arguments: geodesicDirectCases)
func geodesicDirectMatchesGeographicLib(row: GeodesicDirectCase) throws {
    let arrival = try #require(
        Geodesic.wgs84.direct(from: at(row.lat1, row.lon1), azimuth: row.azi1, distance: row.s12))
    let miss = Geodesic.wgs84.distance(from: arrival.position, to: at(row.lat2, row.lon2))
    #expect(miss <= 1e-8, "missed by \(miss) m")
    #expect(abs(arrival.position.latitude - row.lat2) <= 1e-12)
    #expect(azimuthDifference(arrival.position.longitude, row.lon2) <= 1e-12)
    #expect(arrival.position.longitude >= -180 && arrival.position.longitude < 180)
    #expect(azimuthDifference(arrival.azimuth, row.azi2) <= 1e-10)
}

/// Every inverse row, walked back with `direct` from the start along the start azimuth.
@Test(arguments: geodesicInverseCases)
func geodesicDirectRetracesTheInverse(row: GeodesicInverseCase) throws {
    let start = at(row.lat1, row.lon1), end = at(row.lat2, row.lon2)
    let line = Geodesic.wgs84.inverse(from: start, to: end)
    let arrival = try #require(Geodesic.wgs84.direct(from: start, azimuth: line.azimuth1, distance: line.distance))
    #expect(Geodesic.wgs84.distance(from: arrival.position, to: end) <= 1e-8)
    if abs(row.lat2) != 90 && line.distance > 0 {
        #expect(azimuthDifference(arrival.azimuth, line.azimuth2) <= 1e-9)
    }
}

/// A small deterministic generator (SplitMix64) for the round trips.
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)  // [0, 1)
    }
}

/// Random walks shorter than any cut point (1.5e7 m < pi b): the inverse must recover the
/// distance and the start azimuth.
@Test(arguments: [1, 2, 3, 4] as [UInt64])
func geodesicRandomRoundTrips(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    for _ in 0..<500 {
        let latitude = asin(2 * random.next() - 1) * 180 / Double.pi  // uniform on the sphere
        let start = at(latitude, 360 * random.next() - 180)
        let azimuth = 360 * random.next() - 180
        let distance = 1.5e7 * random.next() * random.next()
        let arrival = try #require(Geodesic.wgs84.direct(from: start, azimuth: azimuth, distance: distance))
        let back = Geodesic.wgs84.inverse(from: start, to: arrival.position)
        #expect(abs(back.distance - distance) <= 1e-8, "\(start) \(azimuth) \(distance)")
        if distance > 1 { #expect(azimuthDifference(back.azimuth1, azimuth) <= 1e-8) }
        if distance > 1 { #expect(azimuthDifference(back.azimuth2, arrival.azimuth) <= 1e-8) }
    }
}

@Test(arguments: [
    (Double.nan, 100.0), (.infinity, 100), (-.infinity, 100), (45, .nan), (45, .infinity), (45, -.infinity),
])
func geodesicDirectRejectsNonFiniteInput(azimuth: Double, distance: Double) {
    #expect(Geodesic.wgs84.direct(from: at(10, 20), azimuth: azimuth, distance: distance) == nil)
}

@Test func geodesicDirectWithZeroDistanceStaysPut() throws {
    let arrival = try #require(Geodesic.wgs84.direct(from: at(44.525, -110.838), azimuth: 33, distance: 0))
    #expect(abs(arrival.position.latitude - 44.525) <= 1e-13)  // within an ulp or two
    #expect(arrival.position.longitude == -110.838)
    #expect(abs(arrival.azimuth - 33) <= 1e-12)
}

// MARK: - Positions

@Test(arguments: [90.000001, -90.5, 180, -1000, .nan, .infinity, -.infinity])
func geodesicPositionRejectsLatitude(latitude: Double) {
    let text = MapError.latitudeOutOfRange(latitude).message
    #expect(message { try GeodesicPosition(latitude: latitude, longitude: 0) } == text)
}

@Test(arguments: [Double.nan, .infinity, -.infinity])
func geodesicPositionRejectsLongitude(longitude: Double) {
    let text = MapError.longitudeOutOfRange(longitude).message
    #expect(message { try GeodesicPosition(latitude: 0, longitude: longitude) } == text)
}

@Test func geodesicPositionErrorMessages() {
    #expect(message { try GeodesicPosition(latitude: 91, longitude: 0) } == "latitude 91 is out of range [-90, 90]")
    #expect(mapError { try GeodesicPosition(latitude: -90.5, longitude: 0) } == .latitudeOutOfRange(-90.5))
    #expect(mapError { try GeodesicPosition(latitude: 0, longitude: .infinity) } == .longitudeOutOfRange(.infinity))
}

@Test(arguments: [(90.0, 0.0), (-90, 0), (0, 540), (-12.5, -1e6), (45, 180), (45, -180)])
func geodesicPositionAcceptsBoundsAndAnyFiniteLongitude(latitude: Double, longitude: Double) throws {
    let position = try GeodesicPosition(latitude: latitude, longitude: longitude)
    #expect(position.latitude == latitude && position.longitude == longitude)
}
