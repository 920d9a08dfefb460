import MapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RasterDataset {
    /// The largest side of the box read for a view, in pixels: a rotated view reads the north-up
    /// box around it, never more than this.
    static let largestRead = 16_384

    /// The raster's pixels in `view`'s grid (rotation applied), or nil when no pixel of it shows
    /// there. GDAL warps the view's north-up box into the view's plane at the view's resolution,
    /// from the overview or tile level nearest it (`-ovr AUTO`), nearest neighbour (as QGIS draws
    /// rasters by default: a bilinear kernel widened to a large downsampling reads every pixel many
    /// times over); nodata and alpha become transparent. Throws `failed` with GDAL's message.
    public func pixels(in view: RasterView) throws(GDALError) -> RasterPixels? {
        guard view.width > 0, view.height > 0, view.resolution > 0, view.resolution.isFinite else { return nil }
        guard hasCachedTiles(for: view) else { return nil }
        guard var pixels = try read(view) else { return nil }
        // A view across the antimeridian shows the world's other copy beyond it: read there too,
        // shifted by the world's width, and fill what the first read left empty.
        let worldWidth = 2 * Double.pi * 6_378_137, half = worldWidth / 2
        let box = view.envelope
        if case .webMercator = view.plane, box.minX < -half || box.maxX > half {
            var shifted = view
            shifted.centerX += box.minX < -half ? worldWidth : -worldWidth
            if let other = try read(shifted) {
                for pixel in stride(from: 0, to: pixels.rgba.count, by: 4) where pixels.rgba[pixel + 3] == 0 {
                    for channel in 0..<4 { pixels.rgba[pixel + channel] = other.rgba[pixel + channel] }
                }
            }
        }
        return pixels.showsAnything ? pixels : nil
    }

    /// The pixels of one read of `view` (see `pixels(in:)`); nil when the view is too small.
    private func read(_ view: RasterView) throws(GDALError) -> RasterPixels? {
        let box = view.envelope, (srs, unit) = view.target
        let boxWidth = min(Self.largestRead, max(1, Int(((box.maxX - box.minX) / view.resolution).rounded())))
        let boxHeight = min(Self.largestRead, max(1, Int(((box.maxY - box.minY) / view.resolution).rounded())))
        let arguments = ["-of", "MEM", "-q", "-t_srs", srs,
                         "-te", "\(box.minX * unit)", "\(box.minY * unit)", "\(box.maxX * unit)", "\(box.maxY * unit)",
                         "-ts", "\(boxWidth)", "\(boxHeight)", "-r", "near", "-dstalpha"]
        // GDAL's MBTiles and GeoPackage readers read on past a tile they cannot decode (it
        // draws as empty) and say so through the error handler; its WMS reader (tile folders,
        // services) fails the whole read: a tile folder is then read in pieces, and the pieces
        // that fail stay empty. The messages become one warning naming the tile.
        var messages: [String] = []
        var boxPixels: [UInt8]
        if let warped = try warp(arguments, box: box, unit: unit, width: boxWidth, height: boxHeight, messages: &messages) {
            defer { library.GDALClose(warped) }
            boxPixels = try colours(of: warped, width: boxWidth, height: boxHeight)
        } else if source.kind == .file && !messages.isEmpty {
            boxPixels = try pieces(arguments, box: box, unit: unit, width: boxWidth, height: boxHeight, messages: &messages)
        } else {
            throw failure("GDAL cannot read '\(source.location)' for the view")
        }
        if let problem = namedProblem(messages, box: box, inWebMercator: view.plane == .webMercator) { problems.append(problem) }
        return Self.turned(RasterPixels(width: boxWidth, height: boxHeight, rgba: boxPixels), box: box, into: view)
    }

    /// The side of the pieces a tile folder is read in when a tile of the view cannot be read.
    static let pieceSize = 64

    /// The view's box read piece by piece (`pieceSize` pixels square), each piece that GDAL
    /// cannot read left transparent.
    private func pieces(_ arguments: [String], box: Box, unit: Double, width: Int, height: Int,
                        messages: inout [String]) throws(GDALError) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let pixelX = (box.maxX - box.minX) / Double(width), pixelY = (box.maxY - box.minY) / Double(height)
        for top in stride(from: 0, to: height, by: Self.pieceSize) {
            for left in stride(from: 0, to: width, by: Self.pieceSize) {
                let pieceWidth = min(Self.pieceSize, width - left), pieceHeight = min(Self.pieceSize, height - top)
                let piece: Box = (box.minX + Double(left) * pixelX, box.maxY - Double(top + pieceHeight) * pixelY,
                                  box.minX + Double(left + pieceWidth) * pixelX, box.maxY - Double(top) * pixelY)
                guard let warped = try warp(arguments, box: piece, unit: unit, width: pieceWidth, height: pieceHeight,
                                            messages: &messages) else { continue }
                defer { library.GDALClose(warped) }
                let read = try colours(of: warped, width: pieceWidth, height: pieceHeight)
                for row in 0..<pieceHeight {
                    let from = row * pieceWidth * 4, to = ((top + row) * width + left) * 4
                    rgba.replaceSubrange(to..<(to + pieceWidth * 4), with: read[from..<(from + pieceWidth * 4)])
                }
            }
        }
        return rgba
    }

    /// The dataset warped into `box` at `width` x `height` pixels (GDAL's warper with
    /// `arguments`, whose `-te` and `-ts` are replaced), or nil when GDAL fails; GDAL's
    /// messages are added to `messages`.
    private func warp(_ arguments: [String], box: Box, unit: Double, width: Int, height: Int,
                      messages: inout [String]) throws(GDALError) -> GDALLibrary.Handle? {
        var arguments = arguments
        if let te = arguments.firstIndex(of: "-te") {
            arguments.replaceSubrange((te + 1)...(te + 4), with: [box.minX, box.minY, box.maxX, box.maxY].map { "\($0 * unit)" })
        }
        if let ts = arguments.firstIndex(of: "-ts") { arguments.replaceSubrange((ts + 1)...(ts + 2), with: ["\(width)", "\(height)"]) }
        library.CPLErrorReset()
        let options = withCStringList(arguments) { library.GDALWarpAppOptionsNew($0, nil) }
        guard let options else { throw failure("cannot set up GDAL's warper") }
        defer { library.GDALWarpAppOptionsFree(options) }
        var sources: [GDALLibrary.Handle?] = [handle]
        var usageError: Int32 = 0
        GDALProblems.collected = []
        library.CPLPushErrorHandler(GDALProblems.collect)
        let result = library.GDALWarp("", nil, 1, &sources, options, &usageError)
        library.CPLPopErrorHandler()
        messages += GDALProblems.collected
        return result
    }

    /// What GDAL reported while reading views since the last call (a tile it could not decode,
    /// named), one message a read, each once.
    public func takeProblems() -> [String] {
        defer { problems = [] }
        var seen: Set<String> = []
        return problems.filter { seen.insert($0).inserted }
    }

    /// The RGBA pixels of the warped dataset: its colour bands through the bands' styles (a
    /// palette, a grey band, red, green and blue), its last band (the warper's alpha) as alpha.
    private func colours(of warped: GDALLibrary.Handle, width: Int, height: Int) throws(GDALError) -> [UInt8] {
        let count = Int(library.GDALGetRasterCount(warped))
        if let rgba = try byteColours(of: warped, count: count, width: width, height: height) { return rgba }
        var planes: [[Double]] = []
        for index in 1...max(1, count) {
            var plane = [Double](repeating: 0, count: width * height)
            let band = library.GDALGetRasterBand(warped, Int32(index))
            let status = plane.withUnsafeMutableBytes { buffer in
                library.GDALRasterIO(band, 0, 0, 0, Int32(width), Int32(height), buffer.baseAddress, Int32(width), Int32(height),
                                     Self.float64Type, 0, 0)
            }
            guard status == 0 else { throw failure("GDAL cannot read '\(source.location)'") }
            planes.append(plane)
        }
        let alpha = planes.count > 1 ? planes.removeLast() : [Double](repeating: 255, count: width * height)
        let colourStyles = bands.filter { $0.interpretation != Self.alphaBand }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            var a = alpha[pixel]
            var r = 0.0, g = 0.0, b = 0.0
            if let palette, let first = planes.first {
                let index = Int(first[pixel].isFinite ? first[pixel] : -1)
                if index >= 0 && index < palette.count {
                    let entry = palette[index]
                    (r, g, b) = (Double(entry[0]), Double(entry[1]), Double(entry[2]))
                    a = a * Double(entry[3]) / 255
                } else {
                    a = 0
                }
            } else if planes.count >= 3 {
                r = Self.level(planes[0][pixel], colourStyles[0]); g = Self.level(planes[1][pixel], colourStyles[1])
                b = Self.level(planes[2][pixel], colourStyles[2])
                if !planes[0][pixel].isFinite { a = 0 }
            } else if let first = planes.first {
                r = Self.level(first[pixel], colourStyles.first ?? BandStyle(interpretation: 0, stretch: nil)); g = r; b = r
                if !first[pixel].isFinite { a = 0 }
            }
            let offset = pixel * 4
            rgba[offset] = UInt8(r); rgba[offset + 1] = UInt8(g); rgba[offset + 2] = UInt8(b)
            rgba[offset + 3] = UInt8(max(0, min(255, a.isFinite ? a.rounded() : 0)))
        }
        return rgba
    }

    /// The RGBA pixels of a warped dataset whose bands are all bytes shown as they are (grey, or
    /// red, green and blue, then the warper's alpha; no palette, no stretch): each band read by
    /// GDAL straight into its place in the interleaved pixels. Nil for any other dataset, which
    /// `colours(of:width:height:)` converts through numbers.
    private func byteColours(of warped: GDALLibrary.Handle, count: Int, width: Int, height: Int) throws(GDALError) -> [UInt8]? {
        let colourStyles = bands.filter { $0.interpretation != Self.alphaBand }
        guard palette == nil, count == 2 || count == 4, colourStyles.count >= count - 1,
              colourStyles.prefix(count - 1).allSatisfy({ $0.stretch == nil }),
              (1...count).allSatisfy({ library.GDALGetRasterDataType(library.GDALGetRasterBand(warped, Int32($0))) == Self.byteType })
        else { return nil }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        // Grey goes into red (copied to green and blue below); the last band is the alpha.
        let places = count == 4 ? [0, 1, 2, 3] : [0, 3]
        for (index, place) in places.enumerated() {
            let band = library.GDALGetRasterBand(warped, Int32(index + 1))
            let status = rgba.withUnsafeMutableBytes { buffer in
                library.GDALRasterIO(band, 0, 0, 0, Int32(width), Int32(height), buffer.baseAddress! + place,
                                     Int32(width), Int32(height), Self.byteType, 4, Int32(width * 4))
            }
            guard status == 0 else { throw failure("GDAL cannot read '\(source.location)'") }
        }
        if count == 2 {
            for pixel in stride(from: 0, to: rgba.count, by: 4) {
                rgba[pixel + 1] = rgba[pixel]
                rgba[pixel + 2] = rgba[pixel]
            }
        }
        return rgba
    }

    /// `value` of a band in `style` as a level 0...255.
    static func level(_ value: Double, _ style: BandStyle) -> Double {
        guard value.isFinite else { return 0 }
        guard let (low, high) = style.stretch else { return max(0, min(255, value.rounded())) }
        return max(0, min(255, ((value - low) / (high - low) * 255).rounded()))
    }

    /// The north-up box's pixels resampled (nearest) into the view's turned grid; the box itself
    /// when the view is not turned and the sizes agree.
    static func turned(_ read: RasterPixels, box: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                       into view: RasterView) -> RasterPixels {
        let readWidth = read.width, readHeight = read.height, rgba = read.rgba
        if view.rotation == 0 && readWidth == view.width && readHeight == view.height { return read }
        var out = [UInt8](repeating: 0, count: view.width * view.height * 4)
        let scaleX = Double(readWidth) / (box.maxX - box.minX), scaleY = Double(readHeight) / (box.maxY - box.minY)
        for row in 0..<view.height {
            for column in 0..<view.width {
                let point = view.point(column: column, row: row)
                let x = Int(((point.x - box.minX) * scaleX).rounded(.down)), y = Int(((box.maxY - point.y) * scaleY).rounded(.down))
                guard x >= 0 && x < readWidth && y >= 0 && y < readHeight else { continue }
                let from = (y * readWidth + x) * 4, to = (row * view.width + column) * 4
                out[to] = rgba[from]; out[to + 1] = rgba[from + 1]; out[to + 2] = rgba[from + 2]; out[to + 3] = rgba[from + 3]
            }
        }
        return RasterPixels(width: view.width, height: view.height, rgba: out)
    }

    /// `what` failed: with GDAL's message when it gave one.
    func failure(_ what: String) -> GDALError {
        library.failure(what)
    }

    // MARK: - Identify

    /// The bands' values at a WGS 84 point (longitude, latitude), as the SDK's raster identify
    /// gives them: one per band, nil for nodata; nil when the point is outside the raster.
    public func values(longitude: Double, latitude: Double) throws(GDALError) -> [Double?]? {
        var transform = [Double](repeating: 0, count: 6), inverse = [Double](repeating: 0, count: 6)
        guard library.GDALGetGeoTransform(handle, &transform) == 0, library.GDALInvGeoTransform(&transform, &inverse) != 0 else {
            return nil
        }
        let wkt = library.GDALGetProjectionRef(handle).map { String(cString: $0) } ?? ""
        guard let target = library.OSRNewSpatialReference(wkt), let wgs84 = library.OSRNewSpatialReference(nil) else {
            throw failure("cannot make a spatial reference")
        }
        defer { library.OSRRelease(target); library.OSRRelease(wgs84) }
        _ = library.OSRImportFromEPSG(wgs84, 4326)
        library.OSRSetAxisMappingStrategy(target, GDALLibrary.traditionalGISOrder)
        library.OSRSetAxisMappingStrategy(wgs84, GDALLibrary.traditionalGISOrder)
        guard let octs = library.OCTNewCoordinateTransformation(wgs84, target) else { throw failure("PROJ has no transformation") }
        defer { library.OCTDestroyCoordinateTransformation(octs) }
        var x = longitude, y = latitude, z = 0.0, ok: Int32 = 0
        _ = library.OCTTransformEx(octs, 1, &x, &y, &z, &ok)
        guard ok != 0 else { return nil }
        let column = (inverse[0] + x * inverse[1] + y * inverse[2]).rounded(.down)
        let row = (inverse[3] + x * inverse[4] + y * inverse[5]).rounded(.down)
        guard column >= 0, row >= 0, column < Double(description.width), row < Double(description.height) else { return nil }
        return (1...description.bands).map { index in
            let band = library.GDALGetRasterBand(handle, Int32(index))
            var value = 0.0, hasNoData: Int32 = 0
            guard library.GDALRasterIO(band, 0, Int32(column), Int32(row), 1, 1, &value, 1, 1, Self.float64Type, 0, 0) == 0 else { return nil }
            let noData = library.GDALGetRasterNoDataValue(band, &hasNoData)
            if hasNoData != 0 && (value == noData || (noData.isNaN && value.isNaN)) { return nil }
            return value.isFinite ? value : nil
        }
    }
}

/// What GDAL's error handler reports while a view is read (warnings and failures it reads past),
/// for the thread reading (one view at a time: `RasterDataset` is for one thread at a time).
enum GDALProblems {
    /// The messages since the last read began.
    nonisolated(unsafe) static var collected: [String] = []

    /// The handler pushed around a read: keeps warnings and failures (`CE_Warning` and above).
    static let collect: @convention(c) (Int32, Int32, UnsafePointer<CChar>?) -> Void = { type, _, message in
        if type >= 2, let message { GDALProblems.collected.append(String(cString: message)) }
    }
}
