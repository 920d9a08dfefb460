import TextSupport

/// Why GDAL could not do what was asked: it is not installed (or not a GDAL this reader can
/// use), it reads no vector format from a file, or it failed and said why.
public enum GDALError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No libgdal could be loaded: the names tried and the loader's last message.
    case missing(tried: [String], reason: String)
    /// The library loaded but lacks a function this reader calls (a GDAL older than 3.0).
    case missingFunction(library: String, name: String)
    /// GDAL knows no vector format that reads the file; GDAL's message.
    case unknownFormat(path: String, message: String)
    /// GDAL failed (opening, reading, transforming); what it was doing and GDAL's message.
    case failed(String)
    /// A feature whose geometry is not in WGS 84's range once read (and transformed): the
    /// layer's name, the feature's 1-based number and why.
    case invalidFeature(layer: String, feature: Int, reason: String)
    /// A spatial reference that PROJ does not know: the well-known id and GDAL's message.
    case unknownSpatialReference(wkid: Int, message: String)
    /// A spatial reference PROJ does not know: what was written (`wkid 2600, latestWkid 3346`,
    /// or the start of a WKT) and GDAL's message.
    case unknownCRS(written: String, message: String)
    /// GDAL reads no raster from the file; GDAL's message.
    case notRaster(path: String, message: String)
    /// A raster that cannot be placed on the map, and why.
    case rasterWithoutSpatialReference(path: String, reason: UnplacedRaster = .noSpatialReference)
    /// No layer of the dataset has the name asked for: the names it has.
    case noSuchLayer(path: String, name: String, layers: [String])
    /// An Esri tile package the installed GDAL does not read: why, and what to do instead.
    case unreadableTilePackage(path: String, reason: String)
    /// A layer whose features would not fit in the memory the process may use: the file, how
    /// many features it has, the bytes they need by estimate and what the budget is
    /// (`MemoryBudget.description`).
    case tooLargeForMemory(path: String, features: Int64, needed: Int, budget: String)
    /// A libgdal that exists but could not be loaded (under `ulimit -v`, its segments may not
    /// fit): the name and the dynamic loader's message.
    case unloadable(library: String, reason: String)

    /// How to install GDAL, as messages say it.
    public static let installHint = "install GDAL (apt-get install gdal-bin) or set MAPSCRIPT_GDAL_LIBRARY to libgdal's path"

    /// The message.
    public var description: String {
        switch self {
        case .missing(let tried, let reason):
            "GDAL is not installed (tried \(tried.joined(separator: ", ")): \(reason)); \(Self.installHint)"
        case .missingFunction(let library, let name):
            "\(library) has no function \(name): GDAL 3.0 or later is needed; \(Self.installHint)"
        case .unknownFormat(let path, let message):
            "GDAL reads no vector format from '\(path)'" + (message.isEmpty ? "" : " (\(message))")
        case .failed(let message):
            message
        case .invalidFeature(let layer, let feature, let reason):
            "layer '\(layer)', feature \(feature): \(reason)"
        case .unknownSpatialReference(let wkid, let message):
            "unknown spatial reference \(wkid)" + (message.isEmpty ? "" : ": \(message)")
        case .unknownCRS(let written, let message):
            "PROJ knows no spatial reference \(written)" + (message.isEmpty ? "" : ": \(message)")
        case .notRaster(let path, let message):
            "GDAL reads no raster from '\(path)'" + (message.isEmpty ? "" : " (\(message))")
        case .noSuchLayer(let path, let name, let layers):
            "'\(path)' has no layer '\(name)'; its layers: " + layers.map { "'\($0)'" }.joined(separator: ", ")
        case .unreadableTilePackage(_, let reason):
            reason
        case .tooLargeForMemory(let path, let features, let needed, let budget):
            "'\(path)' is too large to read into memory: its \(NumberFormat.grouped(Int(clamping: features))) features need about "
                + "\(MemoryBudget.mebibytes(needed)), more than \(budget)"
        case .unloadable(let library, let reason):
            "GDAL (\(library)) is installed but could not be loaded: \(reason)"
        case .rasterWithoutSpatialReference(let path, let reason):
            "'\(path)' \(reason.description), so it cannot be placed on the map; give it one with gdal_translate -a_srs EPSG:CODE "
                + "(or a .prj or .aux.xml beside it)"

        }
    }

    /// Whether GDAL itself is missing (not installed, or too old), rather than failing.
    public var isMissing: Bool {
        switch self {
        case .missing, .missingFunction, .unloadable: true
        default: false
        }
    }
}
