@testable import MapFiles
import MapFormats

/// libFuzzer target `session-file`: the input is a session file (`load`).
///
/// Invariants: the one-pass reader (`SessionFile.FastReader`) and the general one
/// (`SessionFile.Reader`) accept the same files and read them to the same session; a file read
/// successfully writes and reads back to an equal session, and writing that gives the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessionFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let streamed = SessionFile.FastReader.session(bytes)
    let general = try? SessionFile.Reader.session(JSONParser().parse(bytes))
    if let streamed, streamed != general {
        fatalError("the one-pass reader read a session the general reader \(general == nil ? "refuses" : "reads otherwise")")
    }
    let read: SessionFile
    do { read = try SessionFile.read(bytes) } catch { return 0 }
    guard read == general else { fatalError("SessionFile.read disagrees with the general reader") }

    let written: [UInt8]
    do { written = try read.bytes() } catch { fatalError("a session file read cannot be written: \(error)") }
    let again: SessionFile
    do { again = try SessionFile.read(written) } catch {
        fatalError("a written session file cannot be read: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    guard again == read else { fatalError("a session file written and read back differs") }
    guard (try? again.bytes()) == written else { fatalError("a session file written twice gives different bytes") }
    return 0
}
