import MapCore
import MapFiles

/// libFuzzer target `gpx-track`: the input is a GPX track (`location start track`), read and
/// looked up at a few moments of its time span.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGPXTrack(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let track = try? TrackFile.parse(bytes, format: .gpx).track else { return 0 }
    TrackCheck.check(track)
    return 0
}

