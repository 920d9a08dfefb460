#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapFormats

// MARK: - Field names without reading the layer

extension LayerFile {
    /// The largest GeoJSON file whose field names `fieldNames` reads (GeoJSON says its fields
    /// only feature by feature, so the whole file is read).
    public static let fieldNamesSizeLimit = 16 << 20

    /// The field names of the layer `layer add` would read from the file at `path` (its layer
    /// `member`, else the same first layer), in the order they first come, or nil when they
    /// cannot be known cheaply: not a regular file or folder, GeoJSON larger than
    /// `fieldNamesSizeLimit` or malformed, no GDAL, or a file GDAL cannot read. Never throws:
    /// an editor's completion asks this while the file may be anything.
    public static func fieldNames(path: String, member: String? = nil) -> [String]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG || type == S_IFDIR else { return nil }
        var format = LayerFile.format(path: path, head: [])
        if format != .geoJSON, type == S_IFREG {
            format = LayerFile.format(path: path, head: head(of: path))
        }
        if format == .geoJSON {
            guard member == nil, type == S_IFREG, Int(info.st_size) <= fieldNamesSizeLimit,
                  let bytes = try? AtomicFile.read(path, limit: fieldNamesSizeLimit),
                  let features = try? GeoJSONLayerReader.features(from: bytes) else { return nil }
            var seen = Set<String>()
            return features.flatMap { $0.fields.map(\.key) }.filter { seen.insert($0).inserted }
        }
        return try? GDALLayerReader.fieldNames(path: path, layer: member)
    }

    /// The first bytes of the file at `path` (none when it cannot be opened).
    private static func head(of path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return Array(bytes.prefix(max(count, 0)))
    }
}
