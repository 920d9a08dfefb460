import MapCore
import MapFiles

/// libFuzzer target `csv-track`: the input is a CSV track (`location start track`), read and
/// looked up at a few moments of its time span.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVTrack(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let track = try? TrackFile.parse(bytes, format: .csv).track else { return 0 }
    TrackCheck.check(track)
    return 0
}
