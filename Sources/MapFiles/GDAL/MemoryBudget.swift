import TextSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory a layer read through GDAL may take, and what it has taken so far by estimate.
///
/// A compressed file can hold far more than its size says (a 5 MB `.shz` of 1,000,000 points
/// takes about 330 MB once read), and a process that runs out of memory does not fail
/// gracefully: GDAL's `CPLMalloc` and Swift's allocator end it. So a read first estimates what
/// the layer's features will take from their count (`OGR_L_GetFeatureCount`) and refuses a
/// layer that cannot fit, then counts what each feature read takes and stops as soon as the
/// total would pass the budget.
///
/// The budget is three quarters of what is left: under an address-space limit
/// (`getrlimit(RLIMIT_AS)`, `ulimit -v`), the limit less the address space the process already
/// maps (`/proc/self/statm`; the libraries and GDAL's own mappings take about 190 MB); without
/// one, the machine's physical memory (`sysconf`). The quarter kept back is for GDAL's working
/// memory and for the layer's index, built after the read.
struct MemoryBudget: Sendable, Equatable {
    /// Where the budget comes from, for messages.
    enum Source: Sendable, Equatable {
        /// An address-space limit of this many bytes (`ulimit -v`).
        case addressSpaceLimit(Int)
        /// The machine's physical memory, this many bytes.
        case physicalMemory(Int)
    }

    /// The bytes a read may take.
    let bytes: Int
    /// Where that comes from.
    let source: Source

    /// What one feature costs, by estimate, besides its geometry: the feature and its slot in
    /// the layer's array, and per field its value and slot (measured on a 1,000,000-point
    /// shapefile of four fields: about 330 bytes a feature at the peak).
    static let perFeature = 96, perField = 48

    /// Below this many bytes left, a dataset GDAL fails to open may have failed for want of
    /// memory, and the message says so.
    static let scarce = 64 * 1_048_576

    /// The budget now, from the process's limit or the machine's memory.
    static func current() -> MemoryBudget {
        var limit = rlimit()
        // (`RLIM_INFINITY` is all ones: `rlim_t.max`.)
        if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            let total = Int(clamping: limit.rlim_cur)
            let left = max(0, total - (mappedBytes() ?? total / 2))
            return MemoryBudget(bytes: left / 4 * 3, source: .addressSpaceLimit(total))
        }
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
        let physical = pages > 0 && size > 0 ? pages.multipliedReportingOverflow(by: size).partialValue : Int.max / 2
        return MemoryBudget(bytes: physical / 4 * 3, source: .physicalMemory(physical))
    }

    /// The bytes of address space the process maps now (the first number of
    /// `/proc/self/statm`, in pages), or nil when it cannot be read.
    private static func mappedBytes() -> Int? {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 63) }
        guard count > 0 else { return nil }
        var pages = 0
        for byte in buffer[..<count] {
            guard byte >= 48, byte <= 57 else { break }
            pages = pages &* 10 &+ Int(byte - 48)
        }
        let size = sysconf(Int32(_SC_PAGESIZE))
        return pages > 0 && size > 0 ? pages &* size : nil
    }

    /// The estimate for `count` features of `fields` fields each, before any is read (each
    /// counted as a point: a geometry's size is only known once it is read).
    static func estimate(features count: Int64, fields: Int) -> Int {
        let each = perFeature + perField * fields + 2 * pointSize
        return Int(clamping: count).multipliedReportingOverflow(by: each).overflow ? Int.max : Int(clamping: count) * each
    }

    /// The estimate for one feature read: `fields` fields, text of `textBytes` bytes among
    /// them, and a geometry of `geometryBytes` bytes of WKB (its coordinates are held as
    /// doubles, as WKB holds them, in arrays that may be up to twice their size).
    static func estimate(fields: Int, textBytes: Int, geometryBytes: Int) -> Int {
        perFeature + perField * fields + textBytes + 2 * geometryBytes
    }

    /// The WKB size of a 2D point (21 bytes).
    static let pointSize = 21

    /// `bytes` in MiB, rounded up, for messages: `362 MiB`.
    static func mebibytes(_ bytes: Int) -> String {
        "\(NumberFormat.grouped(bytes / 1_048_576 + (bytes % 1_048_576 == 0 ? 0 : 1))) MiB"
    }

    /// What the budget is, for messages: `the 46 MiB left of this process's 250 MiB address
    /// space (ulimit -v)`, or `the 18,000 MiB it may use of this machine's 24,000 MiB`.
    var description: String {
        switch source {
        case .addressSpaceLimit(let total):
            "the \(Self.mebibytes(bytes)) this process may still use (its address space is limited to \(Self.mebibytes(total)): ulimit -v)"
        case .physicalMemory(let total):
            "the \(Self.mebibytes(bytes)) it may use of this machine's \(Self.mebibytes(total)) of memory"
        }
    }
}
