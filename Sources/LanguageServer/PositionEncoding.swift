/// How the client counts a position's `character`: UTF-16 code units (the protocol's default)
/// or UTF-8 bytes (when the client offers `utf-8` in `general.positionEncodings`). Lines are
/// counted the same either way.
enum PositionEncoding: String {
    /// UTF-16 code units.
    case utf16 = "utf-16"
    /// UTF-8 bytes, as the parser counts columns.
    case utf8 = "utf-8"

    /// The encoding to use given the client's `general.positionEncodings`: UTF-8 when offered
    /// (no conversion at all), else UTF-16.
    static func negotiated(_ offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }

    /// The byte offset in `line` (a line's bytes, without its break) of `character` units:
    /// past the line's end it is the line's end; inside a character (between the halves of a
    /// surrogate pair, inside a UTF-8 sequence) it is that character's start.
    func byteOffset(ofCharacter character: Int, in line: ArraySlice<UInt8>) -> Int {
        var units = 0
        var index = line.startIndex
        while index < line.endIndex {
            let length = Self.sequenceLength(line[index])
            let width = self == .utf8 ? length : (length == 4 ? 2 : 1)
            if units + width > character { break }
            units += width
            index = min(index + length, line.endIndex)
        }
        return index - line.startIndex
    }

    /// The `character` of byte offset `offset` in `line` (clamped to the line).
    func character(ofByteOffset offset: Int, in line: ArraySlice<UInt8>) -> Int {
        let end = line.startIndex + min(max(offset, 0), line.count)
        if self == .utf8 { return end - line.startIndex }
        var units = 0
        var index = line.startIndex
        while index < end {
            let length = Self.sequenceLength(line[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return units
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
