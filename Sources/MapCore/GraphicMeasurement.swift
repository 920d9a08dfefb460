/// What `Graphic.measure()` finds: nothing for a point, a line's length, a polygon's area and
/// perimeter (metres and square metres on the ellipsoid, along geodesics).
public enum GraphicMeasurement: Hashable, Sendable {
    /// A point has no length or area.
    case point
    /// A line's length in metres.
    case line(length: Double)
    /// A polygon's area in square metres (positive whichever way the ring runs) and its
    /// perimeter in metres, closing edge included.
    case polygon(area: Double, perimeter: Double)

    /// The length (a line's) or perimeter (a polygon's) in metres; 0 for a point.
    public var length: Double {
        switch self {
        case .point: return 0
        case .line(let length): return length
        case .polygon(_, let perimeter): return perimeter
        }
    }

    /// The area in square metres: a polygon's, 0 for a point or a line.
    public var area: Double {
        switch self {
        case .point, .line: return 0
        case .polygon(let area, _): return area
        }
    }

    /// One line for a user: `length 50.519 km`, `area 530.248 km², perimeter 92.166 km`, or
    /// `a point has no length or area` (see `MeasureFormat`).
    public var summary: String {
        switch self {
        case .point: return "a point has no length or area"
        case .line(let length): return "length " + MeasureFormat.length(length)
        case .polygon(let area, let perimeter):
            return "area " + MeasureFormat.area(area) + ", perimeter " + MeasureFormat.length(perimeter)
        }
    }
}
