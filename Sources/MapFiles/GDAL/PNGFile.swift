/// PNG files of pixels, written by GDAL's PNG driver (zlib), for the pictures' inline images.
public enum PNGFile {
    /// `pixels` as the bytes of a PNG file: RGB when every pixel is opaque (a quarter less to
    /// compress and to embed), else RGBA. Throws `missing` without GDAL, `failed` when GDAL
    /// cannot write it.
    public static func bytes(of pixels: RasterPixels) throws(GDALError) -> [UInt8] {
        let library = try GDALLibrary.shared()
        library.CPLErrorReset()
        let opaque = !stride(from: 3, to: pixels.rgba.count, by: 4).contains { pixels.rgba[$0] != 255 }
        let bands = opaque ? 3 : 4
        guard let memory = library.GDALGetDriverByName("MEM"), let png = library.GDALGetDriverByName("PNG"),
              let dataset = library.GDALCreate(memory, "", Int32(pixels.width), Int32(pixels.height), Int32(bands), RasterDataset.byteType, nil)
        else { throw library.failure("GDAL cannot make a PNG file") }
        defer { library.GDALClose(dataset) }
        for band in 0..<bands {
            // GDAL only reads the buffer in a write (the second argument, 1).
            let status = pixels.rgba.withUnsafeBytes { buffer in
                library.GDALRasterIO(library.GDALGetRasterBand(dataset, Int32(band + 1)), 1, 0, 0, Int32(pixels.width),
                                     Int32(pixels.height), UnsafeMutableRawPointer(mutating: buffer.baseAddress!) + band, Int32(pixels.width), Int32(pixels.height),
                                     RasterDataset.byteType, 4, Int32(pixels.width * 4))
            }
            guard status == 0 else { throw library.failure("GDAL cannot make a PNG file") }
        }
        // A name unique while the dataset lives: its handle's address.
        let name = "/vsimem/mapscript-\(UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(dataset)))).png"
        guard let copy = library.GDALCreateCopy(png, name, dataset, 0, nil, nil, nil) else { throw library.failure("GDAL cannot write a PNG file") }
        library.GDALClose(copy)
        var length: UInt64 = 0
        guard let buffer = library.VSIGetMemFileBuffer(name, &length, 1) else { throw library.failure("GDAL lost the PNG file") }
        defer { library.VSIFree(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(length)))
    }
}
