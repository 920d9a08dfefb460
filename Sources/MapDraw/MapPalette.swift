import MapCore

/// The colours a basemap's look draws with.
public struct MapPalette: Hashable, Sendable {
    /// Water.
    public var sea: GraphicColor
    /// Land.
    public var land: GraphicColor
    /// Coastlines.
    public var coast: GraphicColor
    /// The graticule.
    public var grid: GraphicColor
    /// Labels, the caption and the scale bar.
    public var text: GraphicColor
    /// The halo around text.
    public var halo: GraphicColor

    /// A palette of 0xRRGGBB colours.
    public init(sea: UInt32, land: UInt32, coast: UInt32, grid: UInt32, text: UInt32, halo: UInt32) {
        self.sea = GraphicColor(rgb: sea)
        self.land = GraphicColor(rgb: land)
        self.coast = GraphicColor(rgb: coast)
        self.grid = GraphicColor(rgb: grid)
        self.text = GraphicColor(rgb: text)
        self.halo = GraphicColor(rgb: halo)
    }
}
