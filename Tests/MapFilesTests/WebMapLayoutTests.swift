import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

/// `export webmap` writes a web map in the layout it came in: compact JSON on one line (as
/// ArcGIS's Map Viewer saves it) stays compact, anything else is pretty-printed; a session file
/// keeps the layout.
@Suite struct WebMapLayoutTests {
    let writer = WebMapWriter(appVersion: "0.1.0")

    /// A new session with the web map in `bytes` imported.
    static func imported(_ bytes: [UInt8]) throws -> Session {
        var session = Session()
        try WebMapReader(view: View()).read(bytes).apply(to: &session)
        return session
    }

    /// A real web map as written: pretty (`false`) or compact (`true`).
    static func text(_ name: String, compact: Bool) throws -> [UInt8] {
        try JSONWriter(style: compact ? .compact : .pretty).bytes(try WebMapRoundTripTests.original(name))
    }

    @Test(arguments: WebMapRoundTripTests.fixtures, [false, true])
    func anExportKeepsTheLayoutItCameIn(name: String, compact: Bool) throws {
        let session = try Self.imported(try Self.text(name, compact: compact))
        #expect(session.geoModel.webMapIsCompact == compact)
        let export = try writer.bytes(of: session)
        #expect(export.contains(0x0A) == !compact)
        // The same map either way, value for value.
        let other = try writer.bytes(of: try Self.imported(try Self.text(name, compact: !compact)))
        #expect(try JSONParser().parse(export) == JSONParser().parse(other))
    }

    @Test(arguments: [false, true]) func aSessionFileKeepsTheLayout(compact: Bool) throws {
        let session = try Self.imported(try Self.text("esriuk-nearest.json", compact: compact))
        let saved = try SessionFile(session: session).bytes()
        #expect(String(decoding: saved, as: UTF8.self).contains("\"webMapLayout\"") == compact)
        let loaded = try SessionFile.read(saved).session
        #expect(loaded.geoModel.webMapIsCompact == compact)
        #expect(try writer.bytes(of: loaded).contains(0x0A) == !compact)
    }

    @Test func aSessionFileWithAnUnknownLayoutIsRefused() throws {
        let session = try Self.imported(try Self.text("esriuk-nearest.json", compact: true))
        let saved = String(decoding: try SessionFile(session: session).bytes(), as: UTF8.self)
            .replacingOccurrences(of: "\"compact\"", with: "\"tabs\"")
        #expect(saved.contains("\"tabs\""))
        #expect(throws: MapFileError.self) { try SessionFile.read(Array(saved.utf8)) }
    }

    @Test func aNewMapIsPrettyPrinted() throws {
        var session = try Self.imported(try Self.text("esriuk-nearest.json", compact: true))
        session.setWebMapMembers(nil)
        #expect(!session.geoModel.webMapIsCompact)
        #expect(try writer.bytes(of: Session()).contains(0x0A))
    }
}
