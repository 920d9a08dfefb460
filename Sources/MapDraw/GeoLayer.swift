/// A layer of Natural Earth geography compiled into a string literal by `scripts/gen-geography`
/// (the encoding is described there): nothing is decoded until a picture asks, and then only
/// the records whose boxes meet the picture's and whose attributes it keeps.
struct GeoLayer: Sendable {
    /// The degrees one unit of the encoded coordinates stands for.
    let unit: Double
    /// The records, one a line.
    let data: StaticString

    /// A layer of `data` in units of `unit` degrees.
    init(unit: Double, data: StaticString) {
        self.unit = unit
        self.data = data
    }

    /// The features whose boxes meet `box` and whose attributes `keep` accepts, in the layer's order.
    func features(in box: GeoBox, keeping keep: (GeoFeature.Attributes) -> Bool) -> [GeoFeature] {
        let unit = unit
        var features: [GeoFeature] = []
        data.withUTF8Buffer { bytes in
            var index = 0
            func next() -> Int { EncodedNumber.next(in: bytes, at: &index) }
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") {
                    index += 1
                    continue
                }
                let west = next(), south = next(), width = next(), height = next()
                let attributes = GeoFeature.Attributes(minZoom: Double(next()) / 10, scalerank: next(), value: next())
                let nameLength = next(), nameStart = index
                index += nameLength
                let partCount = next(), bodyLength = next(), bodyEnd = index + bodyLength
                let featureBox = GeoBox(west: Double(west) * unit, south: Double(south) * unit,
                                        east: Double(west + width) * unit, north: Double(south + height) * unit)
                guard featureBox.meets(box), keep(attributes) else {
                    index = bodyEnd
                    continue
                }
                let name = nameLength == 0 ? nil
                    : String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<(nameStart + nameLength)]), as: UTF8.self)
                var parts: [[(lon: Double, lat: Double)]] = []
                parts.reserveCapacity(partCount)
                for _ in 0..<partCount {
                    let count = next()
                    var x = west, y = south
                    var part: [(lon: Double, lat: Double)] = []
                    part.reserveCapacity(count)
                    for _ in 0..<count {
                        x += next()
                        y += next()
                        part.append((Double(x) * unit, Double(y) * unit))
                    }
                    parts.append(part)
                }
                index = bodyEnd
                features.append(GeoFeature(box: featureBox, attributes: attributes, name: name, parts: parts))
            }
        }
        return features
    }
}
