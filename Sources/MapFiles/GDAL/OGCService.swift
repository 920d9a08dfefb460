import MapCore
import MapFormats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// WMTS and WMS services as GDAL reads them, online and from the disk cache. GDAL's WMTS and
/// WMS drivers fetch the capabilities document each time they open a service and cache no
/// copy of it, so, to draw offline, the document is kept beside the tiles: with `--online` it is
/// fetched (GDAL's HTTP client) and kept as `CACHE/services/wmts-HASH.xml`; then, online or not,
/// the service is opened from the kept document with GDAL's tile cache in `CACHE` and, offline,
/// `OfflineMode` (the cache only). A WMTS is a `<GDAL_WMTS>` description naming the kept
/// document; a WMS is its first layer's `<GDAL_WMS>` description (as `gdal_translate -of WMS`
/// writes it), asking for PNG with transparency.
enum OGCService {
    /// The GDAL dataset name of the WMTS or WMS `source`: as it is (`WMTS:URL`, `WMS:URL`,
    /// GDAL's own fetching, no cache) without a cache folder. Throws `failed` when the service
    /// cannot be reached (online) or nothing of it is kept (offline).
    static func datasetName(of source: RasterSource, online: Bool, cacheFolder: String?,
                            library: GDALLibrary) throws(GDALError) -> String {
        let prefix = source.kind == .wmts ? "WMTS:" : "WMS:"
        guard let cacheFolder else { return prefix + source.location }
        let kept = cacheFolder + "/services/\(source.kind)-\(hash(source.location)).xml"
        if online {
            guard let document = library.fetch(source.location) else {
                throw library.failure("cannot fetch the capabilities of \(source.serviceName) '\(source.location)'")
            }
            makeFolders(cacheFolder + "/services")
            do { try AtomicFile.write(document, to: kept) } catch {
                throw .failed("cannot keep the capabilities of '\(source.location)' in '\(kept)': \(error)")
            }
        } else if access(kept, F_OK) != 0 {
            throw .failed("nothing of \(source.serviceName) '\(source.location)' is cached, and without --online nothing is fetched")
        }
        let cache = "<Cache><Path>\(XMLText.escaped(cacheFolder))</Path></Cache>" + (online ? "" : "<OfflineMode>true</OfflineMode>")
        if source.kind == .wmts {
            return "<GDAL_WMTS><GetCapabilitiesUrl>\(XMLText.escaped(kept))</GetCapabilitiesUrl>\(cache)"
                + "<ZeroBlockHttpCodes>204,404</ZeroBlockHttpCodes><ZeroBlockOnServerException>true</ZeroBlockOnServerException></GDAL_WMTS>"
        }
        return try wmsDescription(capabilities: kept, location: source.location, cache: cache, library: library)
    }

    /// The `<GDAL_WMS>` description of the first layer of the WMS capabilities kept at `path`,
    /// in PNG with transparency (4 bands), with `cache` added.
    static func wmsDescription(capabilities path: String, location: String, cache: String,
                               library: GDALLibrary) throws(GDALError) -> String {
        guard let service = library.GDALOpenEx(path, GDALLibrary.openRasterReadOnly, nil, nil, nil) else {
            throw library.failure("GDAL reads no WMS capabilities from '\(location)'")
        }
        let layers = RasterDataset.subdatasetNames(of: service, library: library)
        library.GDALClose(service)
        guard let first = layers.first, let layer = library.GDALOpenEx(first, GDALLibrary.openRasterReadOnly, nil, nil, nil) else {
            throw library.failure("the WMS service '\(location)' offers no layer GDAL can draw")
        }
        defer { library.GDALClose(layer) }
        let name = "/vsimem/mapscript-wms-\(hash(location)).xml"
        guard let driver = library.GDALGetDriverByName("WMS"),
              let copy = library.GDALCreateCopy(driver, name, layer, 0, nil, nil, nil) else {
            throw library.failure("GDAL cannot describe the WMS layer of '\(location)'")
        }
        library.GDALClose(copy)
        var length: UInt64 = 0
        guard let bytes = library.VSIGetMemFileBuffer(name, &length, 1) else { throw .failed("GDAL lost the WMS description") }
        defer { library.VSIFree(bytes) }
        var xml = String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
        xml = xml.replacing("<ImageFormat>image/jpeg</ImageFormat>", with: "<ImageFormat>image/png</ImageFormat>")
            .replacing("<Transparent>FALSE</Transparent>", with: "<Transparent>TRUE</Transparent>")
            .replacing("<BandsCount>3</BandsCount>", with: "<BandsCount>4</BandsCount>")
            .replacing("</GDAL_WMS>", with: cache + "<ZeroBlockHttpCodes>204,404</ZeroBlockHttpCodes></GDAL_WMS>")
        return xml
    }

    /// A short, stable name for `text` (64-bit FNV-1a, in hex).
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Makes the folder `path` and the folders above it that are missing.
    static func makeFolders(_ path: String) {
        var folder = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            folder += (folder.isEmpty && part.isEmpty) ? "/" : (folder.hasSuffix("/") || folder.isEmpty ? "" : "/") + part
            if !part.isEmpty { _ = mkdir(folder, 0o755) }
        }
    }
}
