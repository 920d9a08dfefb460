import MapCore
import MapFiles

/// libFuzzer target `geojson-layer`: the input is a layer file (`layer add`), read by
/// `GeoJSONLayerReader` and made into a layer's feature set.
///
/// Invariants: every position read is on the globe (latitude in [-90, 90], longitude in
/// [-180, 180]); the set's box holds every feature's box; the spatial index finds every feature
/// whose box meets the set's box, each once, in order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoJSONLayer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let features = try? GeoJSONLayerReader.features(from: bytes) else { return 0 }
    for feature in features {
        feature.geometry?.forEachPosition { position in
            guard GeodesicPosition.isInRange(latitude: position.latitude, longitude: position.longitude) else {
                fatalError("a position off the globe: \(position)")
            }
        }
    }
    let set = FeatureSet(features: features)
    guard let bounds = set.bounds else { return 0 }
    let found = set.index.candidates(in: bounds)
    guard found == found.sorted(), Set(found).count == found.count else { fatalError("index candidates out of order or repeated") }
    for (index, feature) in features.enumerated() {
        guard let box = feature.geometry?.bounds else { continue }
        guard box.west >= bounds.west, box.east <= bounds.east, box.south >= bounds.south, box.north <= bounds.north else {
            fatalError("feature \(index)'s box is outside the layer's")
        }
        guard found.contains(index) else { fatalError("the index misses feature \(index)") }
    }
    return 0
}
