#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GDALLibrary {
    /// The open options MapScript gives the driver `driver` (its short name): a CSV file's
    /// geometry column (WKT) is the geometry, not also a field (`KEEP_GEOM_COLUMNS=NO`); a GML
    /// file never gets a `.gfs` written beside it (`WRITE_GFS=NO`: reading writes nothing, and
    /// a `.gfs` that is a link cannot send a write elsewhere); a shapefile's numeric fields
    /// without decimals too wide to tell (N(19,0), as 64-bit integers are written) are typed
    /// from their values (`ADJUST_TYPE=YES`: GDAL reads such fields through once at open, and
    /// only when the file has one), so a 64-bit integer is read exact rather than as a rounded
    /// Real.
    static func openOptions(driver: String) -> [String] {
        switch driver {
        case "CSV": ["KEEP_GEOM_COLUMNS=NO"]
        case "GML": ["WRITE_GFS=NO"]
        case "ESRI Shapefile": ["ADJUST_TYPE=YES"]
        default: []
        }
    }

    /// `GDALOpenEx(path, flags)` with the open options of the driver that would read it
    /// (`openOptions(driver:)`) and `extraOptions`, or nil when GDAL cannot open it.
    func open(_ path: String, flags: UInt32, extraOptions: [String] = []) -> Handle? {
        let driver = GDALIdentifyDriverEx(path, flags & 0x06, nil, nil).flatMap(GDALGetDriverShortName).map { String(cString: $0) }
        let texts = (driver.map(Self.openOptions) ?? []) + extraOptions
        let copies = texts.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let options = copies + [nil]
        return options.withUnsafeBufferPointer { list in
            GDALOpenEx(path, flags, nil, texts.isEmpty ? nil : list.baseAddress.map { UnsafePointer($0) }, nil)
        }
    }

    /// The name GDAL opens the file at `path` by: `path` when a driver reads it as it is (with
    /// `flags`' raster and vector bits); else, for a name ending in `.gz`, `/vsigzip/PATH` (a
    /// gzipped file), for `.zip` or `.kmz`, `/vsizip/PATH` (an archive of one file, or of a
    /// shapefile's files); else `path`.
    func readablePath(_ path: String, flags: UInt32) -> String {
        if GDALIdentifyDriverEx(path, flags & 0x06, nil, nil) != nil { return path }
        let name = path.lowercased()
        if name.hasSuffix(".gz") { return "/vsigzip/" + path }
        if name.hasSuffix(".zip") || name.hasSuffix(".kmz") { return "/vsizip/" + path }
        return path
    }
}
