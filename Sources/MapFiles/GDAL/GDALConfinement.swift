/// What keeps GDAL inside `--sandbox` besides the kernel's ruleset: GDAL is loaded before the
/// ruleset is applied (its libraries, plug-ins and PROJ are then mapped, and the ruleset lets
/// their folders be read), and its own options turn off what reaches past the file it is given.
public enum GDALConfinement {
    /// GDAL's configuration options under the sandbox: no `VirtualOGR` virtual table in a
    /// SQLite file (it opens any file its SQL names), and, unless online, no `/vsicurl/` (nor
    /// the network file systems built on it: the allowed file name matches no URL).
    public static func options(online: Bool) -> [(name: String, value: String)] {
        var options = [(name: "OGR_SQLITE_STATIC_VIRTUAL_OGR", value: "NO")]
        if !online { options.append((name: "CPL_VSIL_CURL_ALLOWED_FILENAME", value: "mapscript-offline:")) }
        return options
    }

    /// Loads GDAL now, sets `options(online:)`, and makes a WGS 84 to Web Mercator
    /// transformation so that PROJ is loaded and has found its data. Throws `missing` without
    /// GDAL (the sandbox then needs nothing of it).
    public static func prepare(online: Bool) throws(GDALError) {
        let library = try GDALLibrary.shared()
        for option in options(online: online) { library.CPLSetConfigOption(option.name, option.value) }
        _ = try CoordinateTransform.toWGS84(wkid: 3857)
    }
}
