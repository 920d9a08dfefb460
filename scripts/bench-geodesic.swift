// The MapCore side of scripts/bench-geodesic: a small tool that does what GeographicLib's
// `Planimeter` and `GeodSolve -i` do on the same input, so that whole runs can be compared.
//
//   bench-geodesic area FILE      "lat lon" per line -> "count perimeter area" (like Planimeter)
//   bench-geodesic inverse FILE   "lat1 lon1 lat2 lon2" per line -> "azi1 azi2 s12" per line
//                                 (like GeodSolve -i; 3 decimals for s12, 8 for azimuths)
//   bench-geodesic compute RING PAIRS   in-process timings of the computations alone, best of 5:
//                                       "area_ms distance_ms checksum"
//
// Built by scripts/bench-geodesic against the release build of MapCore.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapCore

/// Every number of the file, in order.
func readNumbers(_ path: String) -> [Double] {
    guard let file = fopen(path, "rb") else { fatalError("cannot open \(path)") }
    defer { fclose(file) }
    fseek(file, 0, SEEK_END)
    let size = ftell(file)
    fseek(file, 0, SEEK_SET)
    var bytes = [CChar](repeating: 0, count: size + 1)
    _ = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, size, file) }
    var numbers: [Double] = []
    numbers.reserveCapacity(size / 8)
    bytes.withUnsafeMutableBufferPointer { buffer in
        var cursor = buffer.baseAddress!
        let end = cursor + size
        while cursor < end {
            var next: UnsafeMutablePointer<CChar>? = nil
            let value = strtod(cursor, &next)
            guard let next, next != cursor else { cursor += 1; continue }
            numbers.append(value)
            cursor = next
        }
    }
    return numbers
}

func positions(_ numbers: [Double]) -> [GeodesicPosition] {
    stride(from: 0, to: numbers.count - 1, by: 2).map { try! GeodesicPosition(latitude: numbers[$0], longitude: numbers[$0 + 1]) }
}

/// Output through one big buffer.
struct Output {
    var text: [UInt8] = []
    mutating func write(_ s: String) { text.append(contentsOf: s.utf8) }
    func flush() { text.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, stdout) } }
}

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "area":
    let polygon = GeodesicPolygon(ring: positions(readNumbers(arguments[2])))
    print(polygon.vertices.count, MeasureFormat.fixed(polygon.perimeter, decimals: 8), MeasureFormat.fixed(polygon.signedArea, decimals: 1))
case "inverse":
    let numbers = readNumbers(arguments[2])
    var out = Output()
    out.text.reserveCapacity(numbers.count * 10)
    for i in stride(from: 0, to: numbers.count - 3, by: 4) {
        let line = Geodesic.wgs84.inverse(
            from: try! GeodesicPosition(latitude: numbers[i], longitude: numbers[i + 1]),
            to: try! GeodesicPosition(latitude: numbers[i + 2], longitude: numbers[i + 3]))
        out.write(MeasureFormat.fixed(line.azimuth1, decimals: 8) + " " + MeasureFormat.fixed(line.azimuth2, decimals: 8)
            + " " + MeasureFormat.fixed(line.distance, decimals: 3) + "\n")
    }
    out.flush()
case "compute":
    let ring = positions(readNumbers(arguments[2]))
    let pairs = positions(readNumbers(arguments[3]))
    var best = (area: Double.infinity, distance: Double.infinity)
    var checksum = 0.0
    for _ in 0..<5 {
        var start = now()
        checksum += GeodesicPolygon(ring: ring).area
        best.area = min(best.area, now() - start)
        start = now()
        for i in stride(from: 0, to: pairs.count - 1, by: 2) {
            checksum += Geodesic.wgs84.distance(from: pairs[i], to: pairs[i + 1])
        }
        best.distance = min(best.distance, now() - start)
    }
    print(MeasureFormat.fixed(best.area * 1000, decimals: 3), MeasureFormat.fixed(best.distance * 1000, decimals: 3), checksum)
default:
    print("usage: bench-geodesic area FILE | inverse FILE | compute RING PAIRS")
    exit(2)
}
