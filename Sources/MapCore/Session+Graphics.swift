// MARK: - Graphics and measurement

extension Session {
    /// Adds `graphic` to the overlay (on top, or at 1-based `position`); returns its position.
    @discardableResult
    public mutating func addGraphic(_ graphic: Graphic, at position: Int? = nil) throws(MapError) -> Int {
        try graphics.add(graphic, at: position)
    }

    /// Removes and returns the graphic at 1-based `position`.
    @discardableResult
    public mutating func removeGraphic(at position: Int) throws(MapError) -> Graphic {
        try graphics.remove(at: position)
    }

    /// Moves the graphic at 1-based `from` so that it ends up at 1-based `to` (drawing order).
    public mutating func moveGraphic(from: Int, to: Int) throws(MapError) {
        try graphics.move(from: from, to: to)
    }

    /// Removes every graphic.
    public mutating func removeAllGraphics() {
        graphics.removeAll()
    }

    /// The geodesic distance in metres between two positions on WGS 84
    /// (`measure A to B`, `distance(a, b)`).
    public static func distance(from start: GeodesicPosition, to end: GeodesicPosition) -> Double {
        Geodesic.wgs84.distance(from: start, to: end)
    }
}
