import MapCore

/// The colours a basemap's look draws with.
public struct MapPalette: Hashable, Sendable {
    /// Water: the sea, and the lakes too.
    public var sea: GraphicColor
    /// Land.
    public var land: GraphicColor
    /// Coastlines and lake shores.
    public var coast: GraphicColor
    /// The graticule.
    public var grid: GraphicColor
    /// Labels, the caption and the scale bar.
    public var text: GraphicColor
    /// The halo around text.
    public var halo: GraphicColor
    /// Rivers.
    public var river: GraphicColor
    /// Country borders.
    public var border: GraphicColor
    /// State and province lines.
    public var state: GraphicColor
    /// Towns' dots.
    public var town: GraphicColor
    /// The names of lakes and rivers.
    public var waterText: GraphicColor

    /// Lakes: the same colour as the sea, as on every basemap.
    public var water: GraphicColor { sea }

    /// A palette of 0xRRGGBB colours; those not given are mixed from the others (rivers the
    /// coast's colour, borders and state lines the text's faded into the land, towns the
    /// text's, water names the coast's darkened towards the text).
    public init(sea: UInt32, land: UInt32, coast: UInt32, grid: UInt32, text: UInt32, halo: UInt32,
                river: UInt32? = nil, border: UInt32? = nil, state: UInt32? = nil, town: UInt32? = nil,
                waterText: UInt32? = nil) {
        self.sea = GraphicColor(rgb: sea)
        self.land = GraphicColor(rgb: land)
        self.coast = GraphicColor(rgb: coast)
        self.grid = GraphicColor(rgb: grid)
        self.text = GraphicColor(rgb: text)
        self.halo = GraphicColor(rgb: halo)
        self.river = river.map(GraphicColor.init(rgb:)) ?? self.coast
        self.border = border.map(GraphicColor.init(rgb:)) ?? Self.mix(self.text, self.land, 0.55)
        self.state = state.map(GraphicColor.init(rgb:)) ?? Self.mix(self.text, self.land, 0.3)
        self.town = town.map(GraphicColor.init(rgb:)) ?? self.text
        self.waterText = waterText.map(GraphicColor.init(rgb:)) ?? Self.mix(self.text, self.coast, 0.4)
    }

    /// `share` of `a` mixed with the rest of `b`.
    static func mix(_ a: GraphicColor, _ b: GraphicColor, _ share: Double) -> GraphicColor {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * share + Double(y) * (1 - share)).rounded()) }
        return GraphicColor(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue))
    }
}
