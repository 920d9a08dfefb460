#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Esri's tile caches as GDAL's ESRIC driver reads them: a compact cache V2 folder (its
/// `conf.xml`, with the bundles under `_alllayers/`), a tile package (`.tpk`, a zip of such a
/// folder under `v101/`) whose bundles are V2, and from GDAL 3.7 on a `.tpkx` (a zip of
/// `root.json` and V2 bundles). The ESRIC driver reads no compact cache V1 bundles.
enum EsriTileCache {
    /// The `conf.xml` of the compact cache folder at `path`, or nil when `path` is not a folder
    /// holding one.
    static func configuration(inFolder path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        let conf = (path.hasSuffix("/") ? path : path + "/") + "conf.xml"
        guard stat(conf, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return conf
    }

    /// The `conf.xml` of the tile package (`.tpk`) at `path` as GDAL opens it inside the zip
    /// (`/vsizip/{path}/v101/NAME/conf.xml`, where ArcGIS writes it), or nil when it has none.
    static func configuration(inPackage path: String, library: GDALLibrary) -> String? {
        guard path.lowercased().hasSuffix(".tpk") else { return nil }
        let root = "/vsizip/{\(path)}/v101"
        for name in library.names(in: root) where library.names(in: root + "/" + name).contains("conf.xml") {
            return root + "/" + name + "/conf.xml"
        }
        return nil
    }

    /// Whether `path` names an Esri tile package (`.tpk` or `.tpkx`).
    static func isTilePackage(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".tpk") || lower.hasSuffix(".tpkx")
    }

    /// Why GDAL `version` could not open the tile package at `path` (see `isTilePackage`).
    static func unreadable(_ path: String, gdalVersion version: String) -> String {
        if path.lowercased().hasSuffix(".tpkx") {
            return "'\(path)' is an Esri tile package (.tpkx), which GDAL reads from version 3.7 on (its ESRIC driver); "
                + "the installed GDAL is \(version): upgrade GDAL, or export the cache as a compact cache folder "
                + "(conf.xml and _alllayers/) and use the folder"
        }
        return "'\(path)' is an Esri tile package (.tpk) whose tiles GDAL does not read: GDAL \(version)'s ESRIC driver reads "
            + "compact cache V2 bundles only, and this package holds compact cache V1 bundles (or none): make a .tpkx or a "
            + "compact cache V2 folder from it with ArcGIS Pro (Create Map Tile Package, or Export Tile Cache)"
    }
}
