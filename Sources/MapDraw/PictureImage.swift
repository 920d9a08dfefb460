import MapCore

/// A raster drawn in a picture: one image pixel a picture pixel, covering the whole picture (the
/// view's rotation already applied), under the layers drawn after it. `RasterPainter` makes it.
public struct PictureImage: Hashable, Sendable {
    /// The width in pixels (the picture's).
    public var width: Int
    /// The height in pixels (the picture's).
    public var height: Int
    /// The pixels, row by row from the top, four bytes each: red, green, blue and alpha (not
    /// premultiplied; alpha 0 where the raster has no data).
    public var rgba: [UInt8]
    /// The same pixels as a PNG file, for the SVG and HTML pictures; empty when not asked for.
    public var png: [UInt8]
    /// The layer's opacity, 0 to 1, applied when drawn.
    public var opacity: Double

    /// An image of `width` x `height` pixels.
    public init(width: Int, height: Int, rgba: [UInt8], png: [UInt8] = [], opacity: Double = 1) {
        self.width = width
        self.height = height
        self.rgba = rgba
        self.png = png
        self.opacity = opacity
    }
}

/// Reads rasters for pictures: given to `PictureBuilder` by the caller that can read files and
/// services (the interpreter, through GDAL); MapDraw itself does no I/O.
public protocol RasterPainter {
    /// The pixels of `source` in `frame`'s grid (`frame.width` x `frame.height`, rotated as the
    /// frame is), with a PNG when `png`; nil when nothing of it shows or it cannot be read (the
    /// painter reports why, once).
    func image(of source: RasterSource, in frame: MapFrame, png: Bool) -> PictureImage?

    /// Where `basemap`'s pixels come from: its own raster by default; a painter that may reach
    /// the network also gives a named style's public tiles.
    func source(of basemap: Basemap) -> RasterSource?
}

extension RasterPainter {
    /// The basemap's own raster.
    public func source(of basemap: Basemap) -> RasterSource? { basemap.raster }
}
