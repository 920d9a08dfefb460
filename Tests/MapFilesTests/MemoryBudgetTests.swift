import ExternalTools
import Foundation
import MapFormats
import Testing
import TextSupport
@testable import MapFiles

/// A layer read through GDAL stays within its memory budget (issue 35): refused from its
/// feature count before any feature is read, or stopped while reading once the features read
/// pass it (few features with long lines), always `tooLargeForMemory` naming the file.
@Suite struct MemoryBudgetTests {
    /// A GeoJSON file (read here through GDAL's driver) of `count` lines of `vertices` vertices
    /// each, one field `n`; removed after `body`.
    private func withLines(count: Int, vertices: Int, _ body: (String) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mapscript-budget-\(UUID().uuidString).geojson").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let line = (0..<vertices).map { "[\(Double($0 % 3600) / 20 - 90),\(Double($0 % 1200) / 20 - 30)]" }.joined(separator: ",")
        let features = (0..<count).map { #"{"type":"Feature","properties":{"n":\#($0)},"geometry":{"type":"LineString","coordinates":[\#(line)]}}"# }
        try #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        try body(path)
    }

    /// (budget in bytes, lines, vertices a line, whether it fits, and the count the error names)
    @Test(.needs(.gdal), arguments: [
        // 2,000 short lines: the count alone (2,000 x 234 bytes) passes a 100,000-byte budget.
        (100_000, 2_000, 2, false, 2_000),
        // 10 lines of 20,000 vertices (about 640 KB each by estimate): the count passes 1 MB,
        // the second line read does not; the need is extrapolated to the 10.
        (1_000_000, 10, 20_000, false, 10),
        // Within the budget, read whole.
        (50_000_000, 10, 20_000, true, 10),
    ])
    func readsWithinTheBudget(budget: Int, count: Int, vertices: Int, fits: Bool, named: Int) throws {
        try withLines(count: count, vertices: vertices) { path in
            let limit = MemoryBudget(bytes: budget, source: .addressSpaceLimit(budget * 2))
            do throws(GDALError) {
                let read = try GDALLayerReader.read(path: path, layer: nil, within: limit)
                #expect(fits)
                #expect(read.features.count == count)
            } catch {
                #expect(!fits, "\(error)")
                guard case .tooLargeForMemory(let file, let features, let needed, _) = error else {
                    Issue.record("not tooLargeForMemory: \(error)")
                    return
                }
                #expect(file == path)
                #expect(features == Int64(named))
                #expect(needed > budget)
                #expect(error.description.hasPrefix("'\(path)' is too large to read into memory: its \(NumberFormat.grouped(named)) features need about "))
            }
        }
    }

    /// Without a limit the budget is three quarters of the machine's memory; under one, what the
    /// limit leaves, and the message says which.
    @Test func theBudgetSaysWhereItComesFrom() {
        let current = MemoryBudget.current()
        #expect(current.bytes > 0)
        #expect(MemoryBudget(bytes: 3 << 20, source: .addressSpaceLimit(250 << 20)).description
                == "the 3 MiB this process may still use (its address space is limited to 250 MiB: ulimit -v)")
        #expect(MemoryBudget(bytes: 3 << 30, source: .physicalMemory(4 << 30)).description
                == "the 3,072 MiB it may use of this machine's 4,096 MiB of memory")
    }
}
