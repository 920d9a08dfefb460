import MapCore
import MapFiles

/// libFuzzer target `portal-file`: the input is a portal file (`gallery load`), read, and its
/// items made into gallery items as `gallery load` makes them.
///
/// Invariant: a portal file read successfully writes and reads back to an equal one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPortalFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let portal = try? PortalFile.parse(bytes) else { return 0 }
    let written: [UInt8]
    do { written = try portal.bytes() } catch { fatalError("a portal file that was read cannot be written: \(error)") }
    let again: PortalFile
    do { again = try PortalFile.parse(written) } catch {
        fatalError("a written portal file cannot be read: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    guard again == portal else { fatalError("a portal file written and read back differs") }
    let items = portal.items.map { entry in
        BasemapGalleryItem(styleName: entry.style, name: entry.title, description: entry.description,
                           thumbnail: entry.thumbnail, spatialReference: entry.wkid.flatMap { try? SpatialReference(wkid: $0) })
    }
    var gallery = BasemapGallery()
    // Two items of one name are refused (an error `gallery load` reports), never a crash.
    _ = try? gallery.replaceItems(items, origin: .portal(portal.portal ?? "fuzz.json"))
    return 0
}
