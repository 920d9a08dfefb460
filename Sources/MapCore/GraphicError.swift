import TextSupport
/// What can go wrong with graphics and measurement (carried by `MapError.graphic`).
public enum GraphicError: Error, Hashable, Sendable {
    /// A line with fewer than 2 vertices or a polygon with fewer than 3 (after dropping a
    /// closing repeat).
    case tooFewVertices(kind: Graphic.Kind, count: Int)
    /// A polygon whose repeated vertices leave fewer than 3 different positions.
    case tooFewDistinctVertices(count: Int)
    /// A polygon ring that crosses itself: edges `a1-a2` and `b1-b2` (1-based vertex numbers).
    case selfIntersecting(Int, Int, Int, Int)
    /// A colour name that is not a CSS colour, with the closest names.
    case unknownColor(String, suggestions: [String])
    /// A `#` colour that is not `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    case invalidColor(String)
    /// A marker size or line width (`what`: `marker size`, `line width`) outside
    /// `GraphicSymbol.sizeRange`.
    case invalidSymbolSize(Double, what: String)
    /// A densification spacing that is not a finite number of metres greater than 0.
    case invalidSpacing(Double)
    /// A number of densification segments outside 1...`Geodesic.maximumSegments`.
    case invalidSegmentCount(Int)
    /// A graphic position outside 1...count (`no graphics` when count is 0).
    case noGraphic(position: Int, count: Int)
    /// A label that no graphic has, with the closest labels.
    case noGraphicLabeled(String, suggestions: [String])
    /// A label that another graphic already has.
    case duplicateLabel(String)
    /// An insertion position outside 1...count+1.
    case positionOutOfRange(position: Int, count: Int)
    /// A position to move a graphic to outside 1...count.
    case destinationOutOfRange(position: Int, count: Int)

    /// The names close to a misspelled one, best first (empty for other errors): the language
    /// offers them as fix-its, as `MapError.suggestions` does.
    public var suggestions: [String] {
        switch self {
        case .unknownColor(_, let suggestions), .noGraphicLabeled(_, let suggestions): suggestions
        default: []
        }
    }

    /// The message shown to the user (without the suggestions): lowercase, names in quotes, no
    /// trailing period.
    public var message: String {
        switch self {
        case .tooFewVertices(let kind, let count):
            let minimum = kind == .polygon ? 3 : 2
            return "a \(kind) needs at least \(minimum) vertices, not \(count)"
        case .tooFewDistinctVertices(let count):
            return "a polygon needs at least 3 distinct vertices, not \(count)"
        case .selfIntersecting(let a1, let a2, let b1, let b2):
            return "the polygon crosses itself: edges \(a1)-\(a2) and \(b1)-\(b2) cross"
        case .unknownColor(let name, _):
            return "unknown colour '\(name)'"
        case .invalidColor(let text):
            return "invalid colour '\(text)': expected #rgb, #rgba, #rrggbb or #rrggbbaa"
        case .invalidSymbolSize(let value, let what):
            return "\(what) must be a number of points in [0, 1000], not \(NumberFormat.shortest(value))"
        case .invalidSpacing(let value):
            return "spacing must be a finite number of metres greater than 0, not \(NumberFormat.shortest(value))"
        case .invalidSegmentCount(let count):
            return "segment count \(count) is out of range [1, \(Geodesic.maximumSegments)]"
        case .noGraphic(let position, let count):
            return count == 0 ? "no graphics" : "no graphic \(position) (there \(count == 1 ? "is 1" : "are \(count)"))"
        case .noGraphicLabeled(let label, _):
            return "no graphic labelled '\(label)'"
        case .duplicateLabel(let label):
            return "a graphic labelled '\(label)' already exists"
        case .positionOutOfRange(let position, let count):
            return "graphic position \(position) is out of range [1, \(count + 1)]"
        case .destinationOutOfRange(let position, let count):
            return "graphic position \(position) is out of range [1, \(count)]"
        }
    }
}
