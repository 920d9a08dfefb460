/// A rectangle of a picture that a label, a marker or the furniture takes, for placing labels
/// where they collide with nothing.
struct LabelBox: Hashable, Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// Whether the two overlap.
    func overlaps(_ other: LabelBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether the box lies inside a `width` x `height` picture.
    func isInside(width: Double, height: Double) -> Bool {
        minX >= 0 && minY >= 0 && maxX <= width && maxY <= height
    }
}
