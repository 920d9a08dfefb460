/// A point of a path densified for a view (`Geodesic.densify(_:maxSpacing:closed:showing:)`):
/// the position, and whether the stretch of the path just before it was left out.
public struct DensifiedPoint: Hashable, Sendable {
    /// The position; its longitude as the geodesic solution gives it, in [-180, 180), or as
    /// given for a vertex.
    public let position: GeodesicPosition
    /// Whether the points between this one and the one before were left out because they
    /// cannot show: a line breaks here; a ring goes straight on from the point before, which
    /// changes nothing in view (the stretch left out and the straight join both lie outside).
    public let afterGap: Bool

    /// The point at `position`, after a gap or not.
    public init(_ position: GeodesicPosition, afterGap: Bool) {
        self.position = position
        self.afterGap = afterGap
    }
}
