import MapCore
import MapFormats
import TextSupport
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
/// document (and the source's `member`, the layer identifier, when it names one); a WMS is the
/// `<GDAL_WMS>` description of the layer named `member`, or of its first layer (as
/// `gdal_translate -of WMS` writes it), asking for PNG with transparency.
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
            // GDAL opens a service of several layers as their list, and says nothing useful of a
            // layer the service lacks: the first layer unless one is named, and a name checked.
            let identifiers = wmtsLayers(capabilities: kept)
            if let member = source.member, !identifiers.isEmpty, !identifiers.contains(member) {
                throw .noSuchLayer(path: source.location, name: member, layers: identifiers)
            }
            let layer = (source.member ?? identifiers.first).map { "<Layer>\(XMLText.escaped($0))</Layer>" } ?? ""
            return "<GDAL_WMTS><GetCapabilitiesUrl>\(XMLText.escaped(kept))</GetCapabilitiesUrl>\(layer)\(cache)"
                + "<ZeroBlockHttpCodes>204,404</ZeroBlockHttpCodes><ZeroBlockOnServerException>true</ZeroBlockOnServerException></GDAL_WMTS>"
        }
        return try wmsDescription(capabilities: kept, location: source.location, layer: source.member, cache: cache, library: library)
    }

    /// The `<GDAL_WMS>` description of the layer named `wanted` (its `Name` in the capabilities),
    /// or of the first layer, of the WMS capabilities kept at `path`, in PNG with transparency
    /// (4 bands), with `cache` added. Throws `noSuchLayer` naming the service's layers when none
    /// is called `wanted`.
    static func wmsDescription(capabilities path: String, location: String, layer wanted: String?, cache: String,
                               library: GDALLibrary) throws(GDALError) -> String {
        guard let service = library.GDALOpenEx(path, GDALLibrary.openRasterReadOnly, nil, nil, nil) else {
            throw library.failure("GDAL reads no WMS capabilities from '\(location)'")
        }
        let layers = RasterDataset.subdatasetNames(of: service, library: library)
        library.GDALClose(service)
        let chosen: String?
        if let wanted {
            chosen = layers.first { wmsLayerNames(of: $0) == [wanted] }
            if chosen == nil { throw .noSuchLayer(path: location, name: wanted, layers: layers.flatMap(wmsLayerNames)) }
        } else {
            chosen = layers.first
        }
        guard let chosen, let layer = library.GDALOpenEx(chosen, GDALLibrary.openRasterReadOnly, nil, nil, nil) else {
            throw library.failure("the WMS service '\(location)' offers no layer GDAL can draw")
        }
        defer { library.GDALClose(layer) }
        let name = "/vsimem/mapscript-wms-\(hash(location + "\n" + (wanted ?? ""))).xml"
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

    /// The identifiers of the layers of the WMTS capabilities document at `path`, in document
    /// order (each `Layer`'s own `ows:Identifier`); empty when the file cannot be read.
    static func wmtsLayers(capabilities path: String) -> [String] {
        guard let bytes = try? AtomicFile.read(path) else { return [] }
        var tokenizer = XMLTokenizer(bytes)
        var open: [String] = [], identifiers: [String] = [], text: String?
        func local(_ name: String) -> Substring { name.split(separator: ":").last ?? Substring(name) }
        while let token = try? tokenizer.next() {
            switch token {
            case .start(let name, _, let selfClosing, _):
                if !selfClosing { open.append(String(local(name))) }
                if local(name) == "Identifier" && open.dropLast().last == "Layer" { text = "" }
            case .text(let value, _):
                text? += value
            case .end(let name, _):
                if local(name) == "Identifier", let identifier = text {
                    identifiers.append(identifier.trimmedOfWhitespace)
                    text = nil
                }
                if !open.isEmpty { open.removeLast() }
            }
        }
        return identifiers
    }

    /// The layer names a WMS GetMap URL of GDAL's (a `WMS:` subdataset name) asks for: its
    /// `LAYERS` parameter (any case), percent-decoded, split at commas.
    static func wmsLayerNames(of subdataset: String) -> [String] {
        guard let query = subdataset.split(separator: "?", maxSplits: 1).dropFirst().first else { return [] }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].uppercased() == "LAYERS" else { continue }
            let value = String(parts[1]).replacing("+", with: " ")
            return value.percentDecoded.split(separator: ",").map(String.init)
        }
        return []
    }

    /// A short, stable name for `text` (64-bit FNV-1a, in hex).
    static func hash(_ text: String) -> String {
        let digits = String(FNV1a.hash(text), radix: 16)
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
