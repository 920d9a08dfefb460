import Foundation
import MapCore
@testable import MapDraw

// MARK: - Sessions

/// A viewpoint the test knows is valid.
func viewpoint(_ latitude: Double, _ longitude: Double, _ scale: Double, rotation: Double = 0) -> Viewpoint {
    do { return try Viewpoint(latitude: latitude, longitude: longitude, scale: scale, rotation: rotation) } catch {
        fatalError("invalid test viewpoint: \(error)")
    }
}

/// A position the test knows is valid.
func position(_ latitude: Double, _ longitude: Double) -> GeodesicPosition {
    do { return try GeodesicPosition(latitude: latitude, longitude: longitude) } catch {
        fatalError("invalid test position: \(error)")
    }
}

/// A session looking at `view` on `basemap`, with `bookmarks` (name, latitude, longitude).
func session(at view: Viewpoint, basemap: BasemapStyle = .arcGISTopographic,
             bookmarks: [(String, Double, Double)] = []) -> Session {
    var session = Session()
    try? session.useBasemap(basemap)
    for (name, latitude, longitude) in bookmarks {
        _ = try? session.addBookmark(named: name, viewpoint: viewpoint(latitude, longitude, 6000))
    }
    session.restore(viewpoint: view)
    return session
}

// MARK: - Files and tools

/// This test folder (for the golden files and the PNG reader).
let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// Runs `tool` with `arguments`; its standard output, or nil when it cannot be run or fails.
/// The output goes through a temporary file, not a pipe: reading a pipe while other tests
/// start processes can fail with EINTR inside Foundation.
func runTool(_ tool: String, _ arguments: [String]) -> String? {
    let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("mapdraw-out-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
          let output = try? FileHandle(forWritingTo: outputURL) else { return nil }
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    try? output.close()
    guard process.terminationStatus == 0, let data = try? Data(contentsOf: outputURL) else { return nil }
    return String(decoding: data, as: UTF8.self)
}

/// A fresh temporary folder.
func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapdraw-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
