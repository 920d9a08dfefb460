@testable import MapCore
@testable import MapFiles
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// libFuzzer target `round-trip`: the input is a script's bytes, run as the `script` target runs
/// it (a read-only sandbox of an empty folder, virtual time, 20,000 steps); then the session it
/// leaves goes through the files MapScript writes.
///
/// Invariants: what `save` writes, `load` reads, and saving what was loaded gives the same
/// bytes; what `export webmap` writes, `import webmap` reads, with the same basemap style and
/// bookmark names (a map in another CRS imported through PROJ, as `import webmap` does).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var options = Interpreter.Options(keepGoing: true, realtime: false, parseAhead: .never)
    options.maxSteps = 20_000
    options.sandbox = FuzzFolder.sandbox
    let interpreter = Interpreter(output: TextOutput(), diagnostics: DiagnosticCollector(), options: options)
    _ = try? interpreter.run(.bytes(bytes, name: "fuzz.mapscript"))
    let session = interpreter.session

    // save -> load -> save
    guard let saved = try? SessionFile(session: session, galleryWidth: interpreter.galleryWidthSetting).bytes() else { return 0 }
    let loaded: SessionFile
    do { loaded = try SessionFile.read(saved) } catch {
        fatalError("a saved session cannot be loaded: \(error)\n\(String(decoding: saved, as: UTF8.self))")
    }
    // The file as read (its session and its layer entries, which `load` resolves against the
    // layer files) writes the same bytes.
    guard let again = try? loaded.bytes(), again == saved else {
        fatalError("save, load, save is not byte-identical\n\(String(decoding: saved, as: UTF8.self))")
    }

    // export webmap -> import webmap
    guard let exported = try? WebMapWriter(appVersion: "fuzz").bytes(of: session) else { return 0 }
    let imported: WebMapImport
    do { imported = try WebMapReader(view: session.view, projector: WebMapReader.gdalProjector).read(exported) } catch {
        fatalError("an exported web map cannot be imported: \(error)\n\(String(decoding: exported, as: UTF8.self))")
    }
    guard imported.bookmarks.map(\.name) == session.geoModel.bookmarks.names else {
        fatalError("an exported web map imports back other bookmarks: \(imported.bookmarks.map(\.name))")
    }
    return 0
}
