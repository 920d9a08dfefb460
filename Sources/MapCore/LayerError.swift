import TextSupport

/// What can go wrong with operational layers (carried by `MapError.layer`).
public enum LayerError: Error, Hashable, Sendable {
    /// A layer position outside 1...count (`no layers` when count is 0).
    case noLayer(position: Int, count: Int)
    /// A title that no layer has, with the closest titles.
    case noLayerTitled(String, suggestions: [String])
    /// A title that several layers share, at these 1-based positions: a position names one.
    case ambiguousTitle(String, positions: [Int])
    /// A title that is empty after trimming whitespace.
    case emptyTitle
    /// An insertion position outside 1...count+1.
    case positionOutOfRange(position: Int, count: Int)
    /// A position to move a layer to outside 1...count.
    case destinationOutOfRange(position: Int, count: Int)
    /// An opacity that is not a number in [0, 1].
    case invalidOpacity(Double)
    /// A visible scale range that is not two numbers of at least 0 (0: no limit) with the
    /// smallest scale (`maxScale`) not above the largest (`minScale`).
    case invalidScaleRange(minScale: Double, maxScale: Double)
    /// An operation on features (style, filter, features) of a layer that has none: a service
    /// layer, named by its title.
    case notAFeatureLayer(String)
    /// A field that no feature of the layer has, with the closest field names.
    case unknownField(String, layer: String, suggestions: [String])
    /// A web map member (`url`, `layerDefinition.definitionExpression`...) set on a layer that
    /// has no such member: a layer read from a file keeps no web map JSON, a feature collection
    /// has no URL or layer-wide definition expression.
    case notAWebMapLayer(String, member: String, kind: OperationalLayer.Kind)
    /// A web map member of the layer (or table) titled by the first value that cannot be set at
    /// the path `member`: `problem` says why (a member on the way is not an object, an index is
    /// past an array's end, a part the session keeps apart).
    case memberPath(String, member: String, problem: String)
    /// A value of the wrong JSON type for the member at `member`: `expected` and `found` are
    /// kinds (`a number`, `a string`).
    case memberType(String, member: String, expected: String, found: String)
    /// No table at a 1-based position.
    case noTable(position: Int, count: Int)
    /// No table with this title; the closest titles.
    case noTableTitled(String, suggestions: [String])
    /// A refresh interval that is not a finite number of minutes of at least 0.
    case invalidRefreshInterval(Double)
    /// A service URL that is empty after trimming whitespace.
    case emptyURL
    /// `layer replace source` of an empty prefix, which every URL starts with.
    case emptyReplacement

    /// The names close to a misspelled one, best first (empty for other errors).
    public var suggestions: [String] {
        switch self {
        case .noLayerTitled(_, let suggestions), .unknownField(_, _, let suggestions), .noTableTitled(_, let suggestions): suggestions
        default: []
        }
    }

    /// The message shown to the user (without the suggestions): lowercase, names in quotes, no
    /// trailing period.
    public var message: String {
        switch self {
        case .noLayer(let position, let count):
            return count == 0 ? "no layers" : "no layer \(position) (there \(count == 1 ? "is 1" : "are \(count)"))"
        case .noLayerTitled(let title, _):
            return "no layer titled '\(title)'"
        case .ambiguousTitle(let title, let positions):
            let numbers = positions.map(String.init)
            let list = numbers.dropLast().joined(separator: ", ") + " and " + (numbers.last ?? "")
            return "layers \(list) are all titled '\(title)': name one by its position"
        case .emptyTitle:
            return "layer titles cannot be empty"
        case .positionOutOfRange(let position, let count):
            return "layer position \(position) is out of range [1, \(count + 1)]"
        case .destinationOutOfRange(let position, let count):
            return "layer position \(position) is out of range [1, \(count)]"
        case .invalidOpacity(let value):
            return "opacity must be a number in [0, 1], not \(NumberFormat.shortest(value))"
        case .invalidScaleRange(let minScale, let maxScale):
            return "invalid visible scale range: minScale \(NumberFormat.shortest(minScale)) and maxScale "
                + "\(NumberFormat.shortest(maxScale)) must be at least 0 (0: no limit), maxScale not above minScale"
        case .notAFeatureLayer(let title):
            return "layer '\(title)' is a service layer: it has no features here"
        case .unknownField(let field, let layer, _):
            return "layer '\(layer)' has no field '\(field)'"
        case .notAWebMapLayer(let title, let member, let kind):
            switch kind {
            case .featureCollection:
                return "layer '\(title)' is a feature collection (its features are in the web map): it has no '\(member)'"
            case .raster:
                return "layer '\(title)' is a raster layer, which keeps no web map JSON: it has no '\(member)'"
            case .feature, .service:
                return "layer '\(title)' was read from a file, not from a web map or a service: it has no '\(member)'"
            }
        case .memberPath(let title, let member, let problem):
            return "'\(title)': cannot set '\(member)': \(problem)"
        case .memberType(let title, let member, let expected, let found):
            return "'\(title)': '\(member)' must be \(expected), not \(found)"
        case .noTable(let position, let count):
            return count == 0 ? "no table \(position): the map has no tables"
                : "no table \(position): the map has \(count) table\(count == 1 ? "" : "s")"
        case .noTableTitled(let title, _):
            return "no table titled '\(title)'"
        case .invalidRefreshInterval(let minutes):
            return "refresh interval must be a number of minutes of at least 0 (0: no refresh), not \(NumberFormat.shortest(minutes))"
        case .emptyURL:
            return "a layer's URL cannot be empty"
        case .emptyReplacement:
            return "the text to replace cannot be empty: every URL starts with it"
        }
    }
}
