import Testing
import TextSupport

/// `UTF8Lead` accepts exactly the sequences the standard library's validator accepts, for every
/// first and second byte (later bytes a plain continuation byte).
@Test func utf8LeadAgreesWithTheStandardLibrary() {
    var accepted = 0
    for first in UInt8(0x80)...0xFF {
        for second in UInt8.min...UInt8.max {
            let lead = UTF8Lead(first)
            let length = lead?.length ?? 2
            let bytes = [first, second] + Array(repeating: UInt8(0x80), count: length - 2)
            let valid = String(validating: bytes, as: UTF8.self) != nil
            let ours = lead.map { $0.second.contains(second) } ?? false
            #expect(ours == valid, "lead \(first), second \(second)")
            if ours { accepted += 1 }
        }
    }
    // 0xC2...0xDF: 30 x 64; 0xE0: 32; 0xE1...0xEC, 0xEE...0xEF: 14 x 64; 0xED: 32;
    // 0xF0: 48; 0xF1...0xF3: 3 x 64; 0xF4: 16.
    #expect(accepted == 30 * 64 + 32 + 14 * 64 + 32 + 48 + 3 * 64 + 16)
}

/// The first byte that is not UTF-8: a stray continuation byte, a lead byte not followed as it
/// must be, a sequence cut short by the end; nil for valid text.
@Test(arguments: [
    ([], nil), (Array("abc".utf8), nil), (Array("café 東京 😀".utf8), nil), ([0x61, 0x80], 1), ([0xFF], 0),
    ([0x61, 0xC3], 1), ([0xC3, 0x28], 0), ([0xE2, 0x82], 0), ([0xE2, 0x82, 0x41], 0), ([0xED, 0xA0, 0x80], 0),
    ([0x41, 0xF0, 0x9F, 0x98, 0x80, 0xF4, 0x90, 0x80, 0x80], 5), ([0xC0, 0x80], 0),
] as [([UInt8], Int?)])
func firstInvalidOffset(_ bytes: [UInt8], _ expected: Int?) {
    #expect(bytes.withUnsafeBufferPointer { UTF8Lead.firstInvalidOffset(in: $0) } == expected)
    #expect((expected == nil) == (String(validating: bytes, as: UTF8.self) != nil))
}
