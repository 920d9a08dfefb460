import ExternalTools
import Foundation
import MapCore
import MapFiles
import Testing

/// What a reader run from a test printed.
struct ToolRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `tool` (a program on PATH) with `arguments`; a missing tool fails the test with a message
/// saying how to install it (the tests that need one say so with `.needs`, and are skipped where
/// it is missing unless CI requires it).
func runTool(_ tool: String, _ arguments: [String]) throws -> ToolRun {
    let path = try #require(
        ExternalTool.locate(tool), "\(tool) is not installed: run .ci/run, which installs the readers these tests use")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolRun(
        status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
        errors: String(decoding: errData, as: UTF8.self))
}

/// A new empty folder, removed after `body`.
func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = NSTemporaryDirectory() + "mapfiles-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

/// The folder of the readers' helper scripts.
let readersFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Readers").path

/// The "Manage bookmarks" sample as a session: three bookmarks (one rotated), imagery, a
/// navigation of gotos and waits.
func sampleSession() throws -> Session {
    var session = Session()
    try session.addBookmarkAt("Grand Prismatic Spring", 44.525, -110.838, 6000)
    try session.addBookmarkAt("Guitar-Shaped Forest", -33.867, -63.985, 40000)
    try session.addBookmarkAt("Strange Symbol <&> \"quoted\"", 37.401573, -116.867808, 6000, rotation: 45)
    try session.useBasemap(.arcGISImagery)
    for (index, bookmark) in session.geoModel.bookmarks.bookmarks.enumerated() {
        try session.go(to: bookmark.viewpoint, duration: Double(index + 1))
        try session.wait(0.5 * Double(index + 1))
    }
    try session.go(to: try Viewpoint(latitude: 44.525, longitude: -110.838, scale: 6000), duration: 0)
    return session
}

/// The sample session with graphics: a diamond point, a line across continents (densified in
/// the exports) and the brief's polygon given clockwise.
func sessionWithGraphics() throws -> Session {
    var session = try sampleSession()
    try session.addGraphic(Graphic.point(
        GeodesicPosition(latitude: 44.4605, longitude: -110.8281),
        symbol: GraphicSymbol.Point(color: GraphicColor(parsing: "#e4572e"), size: 10, shape: .diamond), label: "Old Faithful"))
    try session.addGraphic(Graphic.line(
        [GeodesicPosition(latitude: 44.525, longitude: -110.838), GeodesicPosition(latitude: -33.867, longitude: -63.985)],
        symbol: GraphicSymbol.Line(color: GraphicColor(parsing: "steelblue"), width: 3, style: .dash), label: "Far"))
    try session.addGraphic(Graphic.polygon(
        [(44.4, -110.9), (44.6, -110.9), (44.6, -110.6), (44.4, -110.6)].map { try GeodesicPosition(latitude: $0.0, longitude: $0.1) },
        symbol: GraphicSymbol.Fill(color: GraphicColor(parsing: "#2e86ab80")), label: "Basin <&>"))
    return session
}

/// A scene with graphics, a camera and a location display playing a timed track.
func sessionWithEverything() throws -> Session {
    var session = try sessionWithGraphics()
    let graphics = session.graphics
    session.newGeoModel(.scene, basemap: .arcGISImagery)
    session.removeAllGraphics()
    for graphic in graphics.graphics { try session.addGraphic(graphic) }
    try session.setCamera(Camera(latitude: 44.5, longitude: -110.8, altitude: 2500, heading: 30, pitch: 60, roll: 0))
    let track = try LocationTrack([
        LocationFix(latitude: 44.46, longitude: -110.83, time: 10),
        LocationFix(latitude: 44.47, longitude: -110.82, speed: 5, time: 12.5),
        LocationFix(latitude: 44.48, longitude: -110.81, time: 20),
    ])
    session.startLocation(track: track)
    try session.stepLocation()
    session.setAutoPan(.navigation)
    try session.setCamera(Camera(latitude: 44.5, longitude: -110.8, altitude: 2500, heading: 30, pitch: 60, roll: 0))
    return session
}

extension Session {
    /// Adds a bookmark at a given viewpoint.
    mutating func addBookmarkAt(_ name: String, _ latitude: Double, _ longitude: Double, _ scale: Double, rotation: Double = 0) throws {
        try addBookmark(named: name, viewpoint: Viewpoint(latitude: latitude, longitude: longitude, scale: scale, rotation: rotation))
    }
}

/// Writes `bytes` to `path`.
func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

/// The text of the file at `path`.
func readFile(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}
