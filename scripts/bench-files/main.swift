// A release-mode harness for scripts/bench-files: times writing and reading a session file of
// N bookmarks with MapFiles, for comparison with Python's json module. Not part of the product.
//
//   bench-files write N FILE   builds a session of N bookmarks, writes FILE, prints seconds
//   bench-files read FILE      reads FILE into a session, prints seconds and the bookmark count
import Glibc
import MapCore
import MapFiles

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func fail(_ message: String) -> Never {
    fputs("bench-files: \(message)\n", stderr)
    exit(2)
}

let arguments = CommandLine.arguments
switch (arguments.count > 1 ? arguments[1] : "", arguments.count) {
case ("write", 4):
    guard let count = Int(arguments[2]) else { fail("bad count") }
    var session = Session()
    for i in 0..<count {
        // The bookmarks of ../shared/bench/gen.py's workload.
        let latitude = ((-60 + Double(i * 7919 % 12000) / 100) * 1000).rounded() / 1000
        let longitude = ((-170 + Double(i * 104729 % 34000) / 100) * 1000).rounded() / 1000
        let viewpoint = try Viewpoint(
            latitude: min(max(latitude, -90), 90), longitude: min(max(longitude, -180), 180),
            scale: Double(1000 + i % 50000), rotation: Double(i % 360))
        _ = try session.addBookmark(named: "Place \(i + 1)", viewpoint: viewpoint)
    }
    let start = now()
    do { try SessionFile(session: session).save(to: arguments[3]) } catch { fail(error.description) }
    print(now() - start)
case ("read", 3):
    let start = now()
    let file: SessionFile
    do { file = try SessionFile.load(from: arguments[2]) } catch { fail(error.description) }
    print(now() - start, file.session.geoModel.bookmarks.count)
default:
    fail("usage: bench-files write N FILE | read FILE")
}
