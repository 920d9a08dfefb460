/// The signed whole numbers of the geography's compiled text (`LandData+Encoded.swift`,
/// `Geography+*.swift`), written as Google's encoded polyline format writes them: the number
/// doubled (negatives as the complement of that), in 5-bit chunks from the lowest, each chunk
/// plus 63 as one printable byte, with 0x20 added to every chunk but the last.
enum EncodedNumber {
    /// The number starting at `index` in `bytes`, moving `index` past it.
    @inline(__always)
    static func next(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Int {
        var result = 0, shift = 0
        while index < bytes.count {
            let chunk = Int(bytes[index]) - 63
            index += 1
            result |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20 { break }
        }
        return result & 1 == 1 ? ~(result >> 1) : result >> 1
    }
}
