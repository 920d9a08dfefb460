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
