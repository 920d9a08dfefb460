#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// GDAL's C API (libgdal), loaded with `dlopen` on first use and never linked, so that start-up
/// and every script that reads no GDAL file stay as fast as without it.
///
/// `shared()` loads it once for the process (thread safe: a global's lazy initialiser runs once):
/// the path in `MAPSCRIPT_GDAL_LIBRARY` when that is set, else `libgdal.so`, then the versioned
/// names `libgdal.so.36` down to `libgdal.so.28` (GDAL 3.0 is `.so.26`; Debian 12 has `.so.32`).
/// It registers GDAL's drivers and silences GDAL's error handler (which prints to standard
/// error), so that each failure is reported once, by MapScript, with GDAL's message
/// (`CPLGetLastErrorMsg`, which is per thread).
///
/// The functions are the C declarations of GDAL's `gdal.h`, `ogr_api.h`, `ogr_srs_api.h` and
/// `cpl_error.h` (GDAL 3.x), called through `@convention(c)` function types: each member is the
/// C function of its name; handles are opaque pointers, GDAL's enums 32-bit integers. The
/// handles a call returns are used on the thread that made them.
struct GDALLibrary: @unchecked Sendable {
    /// An opaque GDAL handle (dataset, layer, feature, geometry, spatial reference...).
    typealias Handle = OpaquePointer
    /// A C string GDAL owns.
    typealias CString = UnsafePointer<CChar>

    /// The path or name that loaded.
    let name: String

    // Datasets and drivers (gdal.h).
    let GDALOpenEx: @convention(c) (CString?, UInt32, OpaquePointer?, UnsafePointer<UnsafeMutablePointer<CChar>?>?, OpaquePointer?) -> Handle?
    let GDALGetDriverShortName: @convention(c) (Handle?) -> CString?
    let GDALIdentifyDriverEx: @convention(c) (CString?, UInt32, OpaquePointer?, OpaquePointer?) -> Handle?
    let GDALClose: @convention(c) (Handle?) -> Void
    let GDALDatasetGetLayerCount: @convention(c) (Handle?) -> Int32
    let GDALDatasetGetLayer: @convention(c) (Handle?, Int32) -> Handle?
    /// A SQL query's result as a layer (freed with `GDALDatasetReleaseResultSet`), or nil.
    let GDALDatasetExecuteSQL: @convention(c) (Handle?, CString?, Handle?, CString?) -> Handle?
    let GDALDatasetReleaseResultSet: @convention(c) (Handle?, Handle?) -> Void
    // Layers, definitions, features (ogr_api.h).
    let OGR_L_GetName: @convention(c) (Handle?) -> CString?
    let OGR_L_GetGeomType: @convention(c) (Handle?) -> UInt32
    let OGR_L_GetFeatureCount: @convention(c) (Handle?, Int32) -> Int64
    let OGR_L_ResetReading: @convention(c) (Handle?) -> Void
    let OGR_L_GetNextFeature: @convention(c) (Handle?) -> Handle?
    let OGR_L_GetLayerDefn: @convention(c) (Handle?) -> Handle?
    let OGR_L_GetSpatialRef: @convention(c) (Handle?) -> Handle?
    let OGR_FD_GetFieldCount: @convention(c) (Handle?) -> Int32
    let OGR_FD_GetFieldDefn: @convention(c) (Handle?, Int32) -> Handle?
    let OGR_Fld_GetNameRef: @convention(c) (Handle?) -> CString?
    let OGR_Fld_GetType: @convention(c) (Handle?) -> Int32
    let OGR_Fld_GetSubType: @convention(c) (Handle?) -> Int32
    let OGR_F_Destroy: @convention(c) (Handle?) -> Void
    let OGR_F_GetGeometryRef: @convention(c) (Handle?) -> Handle?
    let OGR_F_IsFieldSetAndNotNull: @convention(c) (Handle?, Int32) -> Int32
    let OGR_F_GetFieldAsInteger64: @convention(c) (Handle?, Int32) -> Int64
    let OGR_F_GetFieldAsDouble: @convention(c) (Handle?, Int32) -> Double
    let OGR_F_GetFieldAsString: @convention(c) (Handle?, Int32) -> CString?
    let OGR_F_GetFieldAsIntegerList: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int32>?) -> UnsafePointer<Int32>?
    let OGR_F_GetFieldAsInteger64List: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int32>?) -> UnsafePointer<Int64>?
    let OGR_F_GetFieldAsDoubleList: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int32>?) -> UnsafePointer<Double>?
    let OGR_F_GetFieldAsStringList: @convention(c) (Handle?, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    let OGR_F_GetFieldAsDateTimeEx: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                                    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                                    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Float>?,
                                                    UnsafeMutablePointer<Int32>?) -> Int32
    // Geometries.
    let OGR_G_GetGeometryType: @convention(c) (Handle?) -> UInt32
    let OGR_GT_IsNonLinear: @convention(c) (UInt32) -> Int32
    let OGR_G_GetLinearGeometry: @convention(c) (Handle?, Double, OpaquePointer?) -> Handle?
    let OGR_G_DestroyGeometry: @convention(c) (Handle?) -> Void
    let OGR_G_Transform: @convention(c) (Handle?, Handle?) -> Int32
    let OGR_G_WkbSize: @convention(c) (Handle?) -> Int32
    let OGR_G_ExportToIsoWkb: @convention(c) (Handle?, UInt32, UnsafeMutablePointer<UInt8>?) -> Int32
    // Rasters (gdal.h, gdal_utils.h, gdalwarper.h, cpl_vsi.h): read by `RasterDataset`.
    let GDALGetRasterXSize: @convention(c) (Handle?) -> Int32
    let GDALGetRasterYSize: @convention(c) (Handle?) -> Int32
    let GDALGetRasterCount: @convention(c) (Handle?) -> Int32
    let GDALGetRasterBand: @convention(c) (Handle?, Int32) -> Handle?
    let GDALGetRasterDataType: @convention(c) (Handle?) -> Int32
    let GDALGetDataTypeName: @convention(c) (Int32) -> CString?
    let GDALGetProjectionRef: @convention(c) (Handle?) -> CString?
    let GDALGetGeoTransform: @convention(c) (Handle?, UnsafeMutablePointer<Double>?) -> Int32
    let GDALInvGeoTransform: @convention(c) (UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    let GDALGetRasterColorInterpretation: @convention(c) (Handle?) -> Int32
    let GDALGetRasterColorTable: @convention(c) (Handle?) -> Handle?
    let GDALGetColorEntryCount: @convention(c) (Handle?) -> Int32
    let GDALGetColorEntry: @convention(c) (Handle?, Int32) -> UnsafePointer<Int16>?
    let GDALGetRasterNoDataValue: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> Double
    let GDALGetRasterStatistics: @convention(c) (Handle?, Int32, Int32, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                                 UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    let GDALComputeRasterMinMax: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Double>?) -> Int32
    let GDALRasterIO: @convention(c) (Handle?, Int32, Int32, Int32, Int32, Int32, UnsafeMutableRawPointer?, Int32, Int32, Int32,
                                      Int32, Int32) -> Int32
    let GDALGetDatasetDriver: @convention(c) (Handle?) -> Handle?
    let GDALGetDriverByName: @convention(c) (CString?) -> Handle?
    let GDALGetMetadata: @convention(c) (Handle?, CString?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    let GDALCreate: @convention(c) (Handle?, CString?, Int32, Int32, Int32, Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Handle?
    let GDALCreateCopy: @convention(c) (Handle?, CString?, Handle?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                        OpaquePointer?, OpaquePointer?) -> Handle?
    let GDALWarpAppOptionsNew: @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, OpaquePointer?) -> OpaquePointer?
    let GDALWarpAppOptionsFree: @convention(c) (OpaquePointer?) -> Void
    let GDALWarp: @convention(c) (CString?, Handle?, Int32, UnsafeMutablePointer<Handle?>?, OpaquePointer?, UnsafeMutablePointer<Int32>?) -> Handle?
    let VSIGetMemFileBuffer: @convention(c) (CString?, UnsafeMutablePointer<UInt64>?, Int32) -> UnsafeMutablePointer<UInt8>?
    let VSIFree: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let VSIReadDir: @convention(c) (CString?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    let CSLDestroy: @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Void
    // HTTP (cpl_http.h): the result is a `CPLHTTPResult *`, read by `fetch(_:)`.
    let CPLHTTPFetch: @convention(c) (CString?, UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> UnsafeMutableRawPointer?
    let CPLHTTPDestroyResult: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let CPLSetConfigOption: @convention(c) (CString?, CString?) -> Void
    /// The MD5 of a string as 32 hex digits (GDAL's static buffer), as its WMS cache names tiles.
    let CPLMD5String: @convention(c) (CString?) -> CString?
    let CPLPushErrorHandler: @convention(c) (@convention(c) (Int32, Int32, CString?) -> Void) -> Void
    let CPLPopErrorHandler: @convention(c) () -> Void
    let OSRGetName: @convention(c) (Handle?) -> CString?
    let OSRGetAuthorityName: @convention(c) (Handle?, CString?) -> CString?
    let OSRGetAuthorityCode: @convention(c) (Handle?, CString?) -> CString?
    let GDALVersionInfo: @convention(c) (CString?) -> CString?
    // Errors (cpl_error.h).
    let CPLErrorReset: @convention(c) () -> Void
    let CPLGetLastErrorMsg: @convention(c) () -> CString?
    let CPLGetLastErrorType: @convention(c) () -> Int32
    // Spatial references and transformations (ogr_srs_api.h).
    let OSRNewSpatialReference: @convention(c) (CString?) -> Handle?
    let OSRClone: @convention(c) (Handle?) -> Handle?
    let OSRRelease: @convention(c) (Handle?) -> Void
    let OSRImportFromEPSG: @convention(c) (Handle?, Int32) -> Int32
    let OSRSetFromUserInput: @convention(c) (Handle?, CString?) -> Int32
    let OSRSetAxisMappingStrategy: @convention(c) (Handle?, Int32) -> Void
    let OSRIsSame: @convention(c) (Handle?, Handle?) -> Int32
    let OSRIsGeographic: @convention(c) (Handle?) -> Int32
    let OSRIsProjected: @convention(c) (Handle?) -> Int32
    let OSRGetLinearUnits: @convention(c) (Handle?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Double
    let OSRGetSemiMajor: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?) -> Double
    /// `OSRGetAreaOfUse(srs, &west, &south, &east, &north, &name)`: true (non-zero) when known.
    let OSRGetAreaOfUse: @convention(c) (Handle?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                         UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                         UnsafeMutablePointer<CString?>?) -> Int32
    let OCTNewCoordinateTransformation: @convention(c) (Handle?, Handle?) -> Handle?
    let OCTDestroyCoordinateTransformation: @convention(c) (Handle?) -> Void
    /// `OCTGetInverse(ct)`: the inverse of a transformation, from the operation it chose (no new
    /// search of PROJ's database); GDAL 3.3 and later, nil before.
    let OCTGetInverse: (@convention(c) (Handle?) -> Handle?)?
    let OCTTransformEx: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                        UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Int32>?) -> Int32

    /// `GDAL_OF_VECTOR | GDAL_OF_READONLY | GDAL_OF_VERBOSE_ERROR` (gdal.h: 0x04, 0x00, 0x40).
    static let openVectorReadOnly: UInt32 = 0x04 | 0x00 | 0x40
    /// `GDAL_OF_RASTER | GDAL_OF_READONLY | GDAL_OF_VERBOSE_ERROR` (gdal.h: 0x02, 0x00, 0x40).
    static let openRasterReadOnly: UInt32 = 0x02 | 0x00 | 0x40
    /// `OAMS_TRADITIONAL_GIS_ORDER` (ogr_srs_api.h): longitude (or easting) first.
    static let traditionalGISOrder: Int32 = 0
    /// `wkbNDR` (ogr_core.h): little-endian WKB.
    static let littleEndian: UInt32 = 1

    /// The names tried, in order, when `MAPSCRIPT_GDAL_LIBRARY` is not set.
    static let candidates = ["libgdal.so"] + (28...36).reversed().map { "libgdal.so.\($0)" }

    /// The library, loaded on the first call (once for the process), or why it cannot be.
    static func shared() throws(GDALError) -> GDALLibrary {
        try loaded.get()
    }

    /// The outcome of the one load.
    private static let loaded = Result { () throws(GDALError) in try load() }

    /// Loads libgdal: `MAPSCRIPT_GDAL_LIBRARY` alone when set, else the first of `candidates`.
    private static func load() throws(GDALError) -> GDALLibrary {
        let override = getenv("MAPSCRIPT_GDAL_LIBRARY").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        let names = override.map { [$0] } ?? candidates
        var reason = "", unloadable: (name: String, reason: String)?
        for name in names {
            if let handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL) {
                let library = try GDALLibrary(handle: handle, name: name)
                try library.start(handle: handle)
                return library
            }
            reason = dlerror().map { String(cString: $0) } ?? "not found"
            // A library that is there but failed to load (its segments did not fit under
            // `ulimit -v`, a missing dependency) is the real reason, not a missing GDAL.
            if unloadable == nil, !reason.hasSuffix("No such file or directory") { unloadable = (name, reason) }
        }
        if let unloadable { throw .unloadable(library: unloadable.name, reason: unloadable.reason) }
        throw .missing(tried: names, reason: reason)
    }

    /// Registers the drivers and installs GDAL's quiet error handler.
    private func start(handle: UnsafeMutableRawPointer) throws(GDALError) {
        let register: @convention(c) () -> Void = try Self.symbol("GDALAllRegister", in: handle, library: name)
        let setHandler: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? =
            try Self.symbol("CPLSetErrorHandler", in: handle, library: name)
        guard let quiet = dlsym(handle, "CPLQuietErrorHandler") else { throw .missingFunction(library: name, name: "CPLQuietErrorHandler") }
        _ = setHandler(quiet)
        register()
    }

    /// The function `symbol` of the library at `handle`, as the function type `T`.
    private static func symbol<T>(_ symbol: String, in handle: UnsafeMutableRawPointer, library: String) throws(GDALError) -> T {
        guard let address = dlsym(handle, symbol) else { throw .missingFunction(library: library, name: symbol) }
        return unsafeBitCast(address, to: T.self)
    }

    /// Looks up every function of the library at `handle`, loaded as `name`.
    private init(handle: UnsafeMutableRawPointer, name: String) throws(GDALError) {
        self.name = name
        func f<T>(_ symbol: String) throws(GDALError) -> T { try Self.symbol(symbol, in: handle, library: name) }
        GDALOpenEx = try f("GDALOpenEx")
        GDALIdentifyDriverEx = try f("GDALIdentifyDriverEx")
        GDALGetDriverShortName = try f("GDALGetDriverShortName")
        GDALClose = try f("GDALClose")
        GDALDatasetGetLayerCount = try f("GDALDatasetGetLayerCount")
        GDALDatasetGetLayer = try f("GDALDatasetGetLayer")
        GDALDatasetExecuteSQL = try f("GDALDatasetExecuteSQL")
        GDALDatasetReleaseResultSet = try f("GDALDatasetReleaseResultSet")
        OGR_L_GetName = try f("OGR_L_GetName")
        OGR_L_GetGeomType = try f("OGR_L_GetGeomType")
        OGR_L_GetFeatureCount = try f("OGR_L_GetFeatureCount")
        OGR_L_ResetReading = try f("OGR_L_ResetReading")
        OGR_L_GetNextFeature = try f("OGR_L_GetNextFeature")
        OGR_L_GetLayerDefn = try f("OGR_L_GetLayerDefn")
        OGR_L_GetSpatialRef = try f("OGR_L_GetSpatialRef")
        OGR_FD_GetFieldCount = try f("OGR_FD_GetFieldCount")
        OGR_FD_GetFieldDefn = try f("OGR_FD_GetFieldDefn")
        OGR_Fld_GetNameRef = try f("OGR_Fld_GetNameRef")
        OGR_Fld_GetType = try f("OGR_Fld_GetType")
        OGR_Fld_GetSubType = try f("OGR_Fld_GetSubType")
        OGR_F_Destroy = try f("OGR_F_Destroy")
        OGR_F_GetGeometryRef = try f("OGR_F_GetGeometryRef")
        OGR_F_IsFieldSetAndNotNull = try f("OGR_F_IsFieldSetAndNotNull")
        OGR_F_GetFieldAsInteger64 = try f("OGR_F_GetFieldAsInteger64")
        OGR_F_GetFieldAsDouble = try f("OGR_F_GetFieldAsDouble")
        OGR_F_GetFieldAsString = try f("OGR_F_GetFieldAsString")
        OGR_F_GetFieldAsIntegerList = try f("OGR_F_GetFieldAsIntegerList")
        OGR_F_GetFieldAsInteger64List = try f("OGR_F_GetFieldAsInteger64List")
        OGR_F_GetFieldAsDoubleList = try f("OGR_F_GetFieldAsDoubleList")
        OGR_F_GetFieldAsStringList = try f("OGR_F_GetFieldAsStringList")
        OGR_F_GetFieldAsDateTimeEx = try f("OGR_F_GetFieldAsDateTimeEx")
        OGR_G_GetGeometryType = try f("OGR_G_GetGeometryType")
        OGR_GT_IsNonLinear = try f("OGR_GT_IsNonLinear")
        OGR_G_GetLinearGeometry = try f("OGR_G_GetLinearGeometry")
        OGR_G_DestroyGeometry = try f("OGR_G_DestroyGeometry")
        OGR_G_Transform = try f("OGR_G_Transform")
        OGR_G_WkbSize = try f("OGR_G_WkbSize")
        OGR_G_ExportToIsoWkb = try f("OGR_G_ExportToIsoWkb")
        GDALGetRasterXSize = try f("GDALGetRasterXSize")
        GDALGetRasterYSize = try f("GDALGetRasterYSize")
        GDALGetRasterCount = try f("GDALGetRasterCount")
        GDALGetRasterBand = try f("GDALGetRasterBand")
        GDALGetRasterDataType = try f("GDALGetRasterDataType")
        GDALGetDataTypeName = try f("GDALGetDataTypeName")
        GDALGetProjectionRef = try f("GDALGetProjectionRef")
        GDALGetGeoTransform = try f("GDALGetGeoTransform")
        GDALInvGeoTransform = try f("GDALInvGeoTransform")
        GDALGetRasterColorInterpretation = try f("GDALGetRasterColorInterpretation")
        GDALGetRasterColorTable = try f("GDALGetRasterColorTable")
        GDALGetColorEntryCount = try f("GDALGetColorEntryCount")
        GDALGetColorEntry = try f("GDALGetColorEntry")
        GDALGetRasterNoDataValue = try f("GDALGetRasterNoDataValue")
        GDALGetRasterStatistics = try f("GDALGetRasterStatistics")
        GDALComputeRasterMinMax = try f("GDALComputeRasterMinMax")
        GDALRasterIO = try f("GDALRasterIO")
        GDALGetDatasetDriver = try f("GDALGetDatasetDriver")
        GDALGetDriverByName = try f("GDALGetDriverByName")
        GDALGetMetadata = try f("GDALGetMetadata")
        GDALCreate = try f("GDALCreate")
        GDALCreateCopy = try f("GDALCreateCopy")
        GDALWarpAppOptionsNew = try f("GDALWarpAppOptionsNew")
        GDALWarpAppOptionsFree = try f("GDALWarpAppOptionsFree")
        GDALWarp = try f("GDALWarp")
        VSIGetMemFileBuffer = try f("VSIGetMemFileBuffer")
        VSIFree = try f("VSIFree")
        VSIReadDir = try f("VSIReadDir")
        CSLDestroy = try f("CSLDestroy")
        CPLHTTPFetch = try f("CPLHTTPFetch")
        CPLHTTPDestroyResult = try f("CPLHTTPDestroyResult")
        CPLSetConfigOption = try f("CPLSetConfigOption")
        CPLMD5String = try f("CPLMD5String")
        CPLPushErrorHandler = try f("CPLPushErrorHandler")
        CPLPopErrorHandler = try f("CPLPopErrorHandler")
        OSRGetName = try f("OSRGetName")
        OSRGetAuthorityName = try f("OSRGetAuthorityName")
        OSRGetAuthorityCode = try f("OSRGetAuthorityCode")
        CPLErrorReset = try f("CPLErrorReset")
        GDALVersionInfo = try f("GDALVersionInfo")
        CPLGetLastErrorMsg = try f("CPLGetLastErrorMsg")
        CPLGetLastErrorType = try f("CPLGetLastErrorType")
        OSRNewSpatialReference = try f("OSRNewSpatialReference")
        OSRClone = try f("OSRClone")
        OSRRelease = try f("OSRRelease")
        OSRImportFromEPSG = try f("OSRImportFromEPSG")
        OSRSetFromUserInput = try f("OSRSetFromUserInput")
        OSRSetAxisMappingStrategy = try f("OSRSetAxisMappingStrategy")
        OSRIsSame = try f("OSRIsSame")
        OSRIsGeographic = try f("OSRIsGeographic")
        OSRIsProjected = try f("OSRIsProjected")
        OSRGetLinearUnits = try f("OSRGetLinearUnits")
        OSRGetSemiMajor = try f("OSRGetSemiMajor")
        OSRGetAreaOfUse = try f("OSRGetAreaOfUse")
        OCTNewCoordinateTransformation = try f("OCTNewCoordinateTransformation")
        OCTDestroyCoordinateTransformation = try f("OCTDestroyCoordinateTransformation")
        OCTGetInverse = dlsym(handle, "OCTGetInverse").map { unsafeBitCast($0, to: (@convention(c) (Handle?) -> Handle?).self) }
        OCTTransformEx = try f("OCTTransformEx")
    }

    /// The names in the folder `path` of GDAL's virtual file systems (`/vsizip/{file}/folder`),
    /// sorted; none when it cannot be listed.
    func names(in path: String) -> [String] {
        guard let list = VSIReadDir(path) else { return [] }
        defer { CSLDestroy(list) }
        var names: [String] = [], item = list
        while let name = item.pointee {
            names.append(String(cString: name))
            item += 1
        }
        return names.sorted()
    }

    /// The body GDAL's HTTP client fetches from `url` (`CPLHTTPFetch`, with a 10-second
    /// timeout), or nil when it fails (no answer, an HTTP error, an empty body). A
    /// `CPLHTTPResult` (cpl_http.h) starts `int nStatus; char *pszContentType; char *pszErrBuf;
    /// int nDataLen; int nDataAlloc; GByte *pabyData;`: read at those offsets (64-bit).
    func fetch(_ url: String) -> [UInt8]? {
        let result = withCStringList(["TIMEOUT=10"]) { options in CPLHTTPFetch(url, UnsafePointer(options)) }
        guard let result else { return nil }
        defer { CPLHTTPDestroyResult(result) }
        let status = result.load(fromByteOffset: 0, as: Int32.self)
        let count = Int(result.load(fromByteOffset: 24, as: Int32.self))
        guard status == 0, count > 0, let data = result.load(fromByteOffset: 32, as: UnsafePointer<UInt8>?.self) else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: count))
    }

    /// GDAL's version, `3.6.2` (`GDALVersionInfo("RELEASE_NAME")`).
    var version: String {
        GDALVersionInfo("RELEASE_NAME").map { String(cString: $0) } ?? "?"
    }

    /// GDAL's last error message on this thread (empty when there is none).
    var lastError: String {
        CPLGetLastErrorMsg().map { String(cString: $0) } ?? ""
    }

    /// Whether GDAL reported a failure (`CE_Failure` or `CE_Fatal`) on this thread since the
    /// last `CPLErrorReset`.
    var hasFailed: Bool { CPLGetLastErrorType() >= 3 }

    /// `what` failed: an error with GDAL's message when it gave one.
    func failure(_ what: String) -> GDALError {
        let message = lastError
        return .failed(message.isEmpty ? what : "\(what): \(message)")
    }
}
