import MapCore
import MapFiles

/// libFuzzer target `webmap`: the input is an ArcGIS web map (`import webmap`), imported into a
/// fresh session.
///
/// Invariant: once imported, the session's own web map export imports back with the same
/// basemap (style, or custom basemap JSON), bookmark names, layer titles and kinds, and other
/// top-level members.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebMap(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reader = WebMapReader(view: View())
    guard let imported = try? reader.read(bytes) else { return 0 }
    var session = Session()
    guard (try? imported.apply(to: &session)) != nil,
          let exported = try? WebMapWriter(appVersion: "fuzz").bytes(of: session) else { return 0 }
    let again: WebMapImport
    do { again = try reader.read(exported) } catch {
        fatalError("an exported web map cannot be imported: \(error)\n\(String(decoding: exported, as: UTF8.self))")
    }
    let layers = { (list: [OperationalLayer]) in list.map { "\($0.kind) \($0.title)" } }
    guard again.basemap?.style == session.geoModel.basemap?.style,
          again.basemap?.isCustom != true || again.basemap?.webMap == session.geoModel.basemap?.webMap,
          again.bookmarks.map(\.name) == session.geoModel.bookmarks.names,
          layers(again.layers) == layers(Array(session.layers.layers)),
          again.members["tables"] == session.geoModel.webMapMembers?["tables"] else {
        fatalError("an exported web map imports back differently: \(again) after \(imported)")
    }
    return 0
}
