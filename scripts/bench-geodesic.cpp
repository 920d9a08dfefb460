// The GeographicLib side of scripts/bench-geodesic's in-process comparison: the same
// computations as `bench-geodesic compute` (the area of the ring, then one distance per pair),
// best of 5, timed with steady_clock. Needs Debian's libgeographiclib-dev.
//
//   bench-geodesic-cpp RING PAIRS   prints "area_ms distance_ms checksum"
#include <GeographicLib/Geodesic.hpp>
#include <GeographicLib/PolygonArea.hpp>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <vector>

static std::vector<double> numbers(const char* path) {
    std::ifstream in(path);
    std::vector<double> values;
    double x;
    while (in >> x) values.push_back(x);
    return values;
}

int main(int argc, char** argv) {
    if (argc != 3) return 2;
    using namespace GeographicLib;
    using clock = std::chrono::steady_clock;
    const Geodesic& geod = Geodesic::WGS84();
    std::vector<double> ring = numbers(argv[1]), pairs = numbers(argv[2]);
    double bestArea = 1e9, bestDistance = 1e9, checksum = 0;
    for (int round = 0; round < 5; ++round) {
        auto start = clock::now();
        PolygonArea polygon(geod, false);
        for (size_t i = 0; i + 1 < ring.size(); i += 2) polygon.AddPoint(ring[i], ring[i + 1]);
        double perimeter, area;
        polygon.Compute(false, true, perimeter, area);
        checksum += area;
        bestArea = std::min(bestArea, std::chrono::duration<double>(clock::now() - start).count());
        start = clock::now();
        for (size_t i = 0; i + 3 < pairs.size(); i += 4) {
            double s12;
            geod.Inverse(pairs[i], pairs[i + 1], pairs[i + 2], pairs[i + 3], s12);
            checksum += s12;
        }
        bestDistance = std::min(bestDistance, std::chrono::duration<double>(clock::now() - start).count());
    }
    std::printf("%.3f %.3f %.17g\n", bestArea * 1000, bestDistance * 1000, checksum);
    return 0;
}
