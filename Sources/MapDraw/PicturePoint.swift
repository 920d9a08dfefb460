/// A point of a picture in pixels: x to the right and y down from the top-left corner (0, 0).
public struct PicturePoint: Hashable, Sendable {
    /// Pixels from the left edge.
    public var x: Double
    /// Pixels from the top edge.
    public var y: Double

    /// The point at `x`, `y` pixels.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
