import MapCore
import MapFormats
import TextSupport

/// Reading recorded tracks for the location display: CSV (`CSVTrackReader`) and GPX
/// (`GPXTrackReader`) files, into a `LocationTrack` and notes about what the reader ignored or
/// repaired (`TrackReading`).
///
/// The format comes from the file's extension (`.csv`, `.gpx`, any case); otherwise from the
/// text: a first non-blank character `<` means GPX, `{` or `[` (JSON) neither, a first line
/// with a comma CSV.
/// Either reader checks the whole file before returning: on any error nothing is returned
/// and the error names the file, line and column.
public enum TrackFile {
    /// A track file format.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        /// Comma-separated values with a header (see `CSVTrackReader`).
        case csv
        /// GPS Exchange Format 1.0 or 1.1 track or route points (see `GPXTrackReader`).
        case gpx
    }

    /// Reads the track file at `path` (format by `format(path:bytes:)`).
    public static func read(_ path: String) throws(TrackFileError) -> TrackReading {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path) } catch { throw TrackFileError(.unreadable(error), path: path) }
        return try track(bytes, from: path)
    }

    /// The track in `bytes`, read from the file `path`, and the reader's notes (format by
    /// `format(path:bytes:)`; errors name the file).
    public static func track(_ bytes: [UInt8], from path: String) throws(TrackFileError) -> TrackReading {
        do throws(TrackFileError) {
            guard let format = format(path: path, bytes: bytes) else { throw TrackFileError(.unknownFormat) }
            return try parse(bytes, format: format)
        } catch {
            throw error.inFile(path)
        }
    }

    /// The track in `bytes` (UTF-8) in `format`; errors carry no path. Bytes that are not
    /// UTF-8 are an error at the first of them.
    public static func parse(_ bytes: [UInt8], format: Format) throws(TrackFileError) -> TrackReading {
        if let offset = bytes.withUnsafeBufferPointer({ UTF8Lead.firstInvalidOffset(in: $0) }) {
            throw TrackFileError(.invalidUTF8(bytes[offset]), at: TextPosition(offset: offset, in: bytes))
        }
        switch format {
        case .csv: return try CSVTrackReader.parse(bytes)
        case .gpx: return try GPXTrackReader.parse(bytes)
        }
    }

    /// The format of a file named `path` holding `bytes`, or nil when neither says.
    public static func format(path: String, bytes: [UInt8]) -> Format? {
        let lower = path.lowercased()
        if lower.hasSuffix(".csv") { return .csv }
        if lower.hasSuffix(".gpx") { return .gpx }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "<") { return .gpx }
        if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") { return nil }
        let line = bytes[index...].prefix { $0 != 0x0A && $0 != 0x0D }
        return line.contains(UInt8(ascii: ",")) ? .csv : nil
    }
}
