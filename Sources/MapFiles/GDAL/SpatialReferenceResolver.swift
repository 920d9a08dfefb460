import MapCore
import Synchronization

/// Spatial references as PROJ knows them: the `SpatialReference` of well-known ids or text as
/// written, with the `Definition` (name, unit, transformer) that lets MapCore project in it.
///
/// This is MapFiles' side of MapCore's `CoordinateTransformer` seam. Web Mercator (3857,
/// 102100, 102113) and WGS 84 (4326) are MapCore's own and never load GDAL; any other loads
/// it on first use (`GDALLibrary`), asks OSR for the spatial reference (the latest id first,
/// then the id, each as an EPSG code and then as Esri's; or the text), and makes one
/// `OSRTransformer` for it. Resolved references are kept for the process, so a script that
/// makes the same map twice shares one transformer.
public enum SpatialReferenceResolver {
    /// The spatial reference written as `wkid`, `latestWkid` and `wkt` (any may be nil; ids
    /// win over text), resolved: native for Web Mercator and WGS 84, else through PROJ. Throws
    /// `GDALError.missing` without GDAL, `unknownCRS` naming what was written when PROJ knows
    /// none of it.
    public static func resolve(wkid: Int?, latestWkid: Int?, wkt: String?) throws(GDALError) -> SpatialReference {
        for code in [latestWkid, wkid].compactMap({ $0 }) {
            switch code {
            case 3857, 102100, 102113, 900913: return .webMercator
            case 4326: return .wgs84
            default: continue
            }
        }
        let key = Key(wkid: wkid, latestWkid: latestWkid, wkt: wkt)
        if let known = cache.withLock({ $0[key] }) { return known }
        let resolved = try make(key)
        cache.withLock { $0[key] = resolved }
        return resolved
    }

    /// `reference` with its definition: itself when MapCore projects it already (Web Mercator,
    /// WGS 84, one resolved before), else resolved from its ids as written.
    public static func resolve(_ reference: SpatialReference) throws(GDALError) -> SpatialReference {
        if reference.hasProjection { return reference }
        return try resolve(wkid: reference.wkid, latestWkid: reference.latestWkid, wkt: reference.wkt)
    }

    /// What a spatial reference was written as, the cache's key.
    struct Key: Hashable {
        var wkid: Int?
        var latestWkid: Int?
        var wkt: String?

        /// `wkid 2600, latestWkid 3346`, or `WKT PROJCS["..."...` (the first 60 characters).
        var written: String {
            var parts: [String] = []
            if let wkid { parts.append("wkid \(wkid)") }
            if let latestWkid { parts.append("latestWkid \(latestWkid)") }
            if parts.isEmpty, let wkt { parts.append("WKT " + (wkt.count > 60 ? String(wkt.prefix(60)) + "..." : wkt)) }
            return parts.isEmpty ? "no wkid and no WKT" : parts.joined(separator: ", ")
        }
    }

    /// The spatial references resolved so far in this process.
    private static let cache = Mutex<[Key: SpatialReference]>([:])

    /// Resolves `key` through OSR.
    private static func make(_ key: Key) throws(GDALError) -> SpatialReference {
        let library = try GDALLibrary.shared()
        guard let source = library.OSRNewSpatialReference(nil) else { throw library.failure("cannot make a spatial reference") }
        defer { library.OSRRelease(source) }
        library.CPLErrorReset()
        var found = false
        for code in [key.latestWkid, key.wkid].compactMap({ $0 }) where !found {
            guard let code32 = Int32(exactly: code), code32 > 0 else { continue }
            found = library.OSRImportFromEPSG(source, code32) == 0 || library.OSRSetFromUserInput(source, "ESRI:\(code)") == 0
        }
        if !found, key.wkid == nil, key.latestWkid == nil, let wkt = key.wkt {
            found = library.OSRSetFromUserInput(source, wkt) == 0
        }
        guard found else { throw .unknownCRS(written: key.written, message: library.lastError) }
        let transformer = try OSRTransformer(source, library: library)
        let unit: SpatialReference.Unit
        if library.OSRIsGeographic(source) != 0 {
            var failed: Int32 = 0
            let a = library.OSRGetSemiMajor(source, &failed)
            unit = .degrees(metresPerDegree: 2 * Double.pi * (failed == 0 && a > 0 ? a : Projection.radius) / 360)
        } else {
            var name: UnsafeMutablePointer<CChar>?
            let metres = library.OSRGetLinearUnits(source, &name)
            unit = .linear(metresPerUnit: metres > 0 ? metres : 1, name: name.map { String(cString: $0) } ?? "metre")
        }
        let name = library.OSRGetName(source).map { String(cString: $0) } ?? key.written
        var west = 0.0, south = 0.0, east = 0.0, north = 0.0
        var areaName: GDALLibrary.CString?
        var area: SpatialReference.AreaOfUse?
        // West, south, east, north are -1000 when unknown (GDAL's osr_api.h).
        if library.OSRGetAreaOfUse(source, &west, &south, &east, &north, &areaName) != 0, west > -1000, south > -1000 {
            area = SpatialReference.AreaOfUse(west: west, south: south, east: east, north: north,
                                              name: areaName.map { String(cString: $0) } ?? "")
        }
        let definition = SpatialReference.Definition(name: name, wkt: key.wkt, unit: unit, transformer: transformer, areaOfUse: area)
        return SpatialReference(wkid: key.wkid, latestWkid: key.latestWkid, definition: definition)
    }
}
