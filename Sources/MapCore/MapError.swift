import TextSupport
/// Everything that can go wrong in the map domain, as a typed error.
///
/// Each case carries the offending value; `message` is a lowercase sentence a user can act on,
/// with names in quotes, numbers written by `NumberFormat.shortest`, and no trailing period.
public enum MapError: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: - Viewpoint and view

    /// A latitude outside [-90, 90] (or not a number).
    case latitudeOutOfRange(Double)
    /// A longitude outside [-180, 180] (or not a number).
    case longitudeOutOfRange(Double)
    /// A scale that is not a finite number greater than 0.
    case invalidScale(Double)
    /// A rotation that is not a finite number.
    case invalidRotation(Double)
    /// A zoom factor that is not a finite number greater than 0.
    case invalidZoomFactor(Double)
    /// A pan fraction that is not a finite number greater than 0.
    case invalidPanFraction(Double)
    /// A clock advance that is not a finite number of seconds, at least 0.
    case invalidDuration(Double)
    /// A clock advance that would take the clock past the largest finite number of seconds.
    case clockOverflow(clock: Double, seconds: Double)
    /// A view dimension (`"width"` or `"height"`) outside `View.sizeRange`.
    case viewSizeOutOfRange(dimension: String, value: Int)
    /// A grid item width that is not a finite number greater than 0.
    case invalidItemWidth(Double)

    // MARK: - Graphics, location display and scene camera

    /// A graphic, symbol or measurement error (see `GraphicError`).
    case graphic(GraphicError)
    /// A location display error (see `LocationError`).
    case location(LocationError)
    /// A scene camera error (see `CameraError`).
    case camera(CameraError)
    /// An operational layer error (see `LayerError`).
    case layer(LayerError)

    // MARK: - Spatial references

    /// A well-known id that is not a positive whole number.
    case invalidWKID(Int)
    /// A spatial reference that MapCore cannot project to or from.
    case noProjection(SpatialReference)
    /// A point that the spatial reference's transformer (PROJ) cannot transform, and why. A
    /// `CoordinateTransformer` throws it without the spatial reference, which `Projection`
    /// then adds.
    case transformFailed(SpatialReference?, reason: String)
    /// A basemap whose spatial reference differs from the geo model's.
    case spatialReferenceMismatch(
        basemap: String, basemapReference: SpatialReference,
        geoModel: GeoModel.Kind, geoModelReference: SpatialReference)

    // MARK: - Basemaps and gallery

    /// A name that is no basemap style (nor gallery item), with the closest names.
    case unknownBasemap(String, suggestions: [String])
    /// A basemap that could not be loaded, with the reason.
    case basemapLoadFailed(basemap: String, reason: String)
    /// A gallery position outside 1...count (`the basemap gallery is empty` when count is 0).
    case noGalleryItem(position: Int, count: Int)
    /// A gallery item name that matches no item, with the closest names.
    case noGalleryItemNamed(String, suggestions: [String])
    /// A gallery insertion position outside 1...count+1.
    case galleryPositionOutOfRange(position: Int, count: Int)
    /// A name that another gallery item (at this 1-based position) already has.
    case duplicateGalleryItem(String, position: Int)

    // MARK: - Bookmarks

    /// A bookmark position outside 1...count (`no bookmarks` when count is 0).
    case noBookmark(position: Int, count: Int)
    /// A bookmark name that matches no bookmark, with the closest names.
    case noBookmarkNamed(String, suggestions: [String])
    /// A name that another bookmark already has.
    case duplicateBookmark(String)
    /// A bookmark name that is empty after trimming whitespace.
    case emptyBookmarkName
    /// An insertion position outside 1...count+1.
    case bookmarkPositionOutOfRange(position: Int, count: Int)
    /// A position to move a bookmark to outside 1...count.
    case bookmarkDestinationOutOfRange(position: Int, count: Int)

    // MARK: - Message

    /// The names close to a misspelled one, best first (empty for other errors): the
    /// language offers them as fix-its ("did you mean ...?").
    public var suggestions: [String] {
        switch self {
        case .unknownBasemap(_, let suggestions), .noGalleryItemNamed(_, let suggestions),
             .noBookmarkNamed(_, let suggestions):
            suggestions
        case .graphic(let error): error.suggestions
        case .location(let error): error.suggestions
        case .layer(let error): error.suggestions
        default:
            []
        }
    }

    /// The message shown to the user (without the suggestions).
    public var message: String {
        switch self {
        case .latitudeOutOfRange(let value):
            return "latitude \(number(value)) is out of range [-90, 90]"
        case .longitudeOutOfRange(let value):
            return "longitude \(number(value)) is out of range [-180, 180]"
        case .invalidScale(let value):
            return "scale must be a finite number greater than 0, not \(number(value))"
        case .invalidRotation(let value):
            return "rotation must be a finite number, not \(number(value))"
        case .invalidZoomFactor(let value):
            return "zoom factor must be a finite number greater than 0, not \(number(value))"
        case .invalidPanFraction(let value):
            return "pan fraction must be a finite number greater than 0, not \(number(value))"
        case .invalidDuration(let value):
            return "time must be a finite number of seconds, at least 0, not \(number(value))"
        case .clockOverflow(let clock, let seconds):
            return "waiting \(number(seconds)) s would take the clock past its largest value (it is at \(number(clock)) s)"
        case .duplicateGalleryItem(let name, let position):
            return "the gallery already has an item named '\(name)' (item \(position)); item names must be unique"
        case .viewSizeOutOfRange(let dimension, let value):
            return "view \(dimension) \(value) is out of range "
                + "[\(View.sizeRange.lowerBound), \(View.sizeRange.upperBound)]"
        case .invalidItemWidth(let value):
            return "grid item width must be a finite number greater than 0, not \(number(value))"
        case .graphic(let error): return error.message
        case .location(let error): return error.message
        case .camera(let error): return error.message
        case .layer(let error): return error.message
        case .invalidWKID(let wkid):
            return "wkid must be a positive whole number, not \(wkid)"
        case .noProjection(let reference):
            return "cannot project to or from \(reference): "
                + "only Web Mercator (3857) and WGS 84 (4326) are computed without PROJ"
        case .transformFailed(let reference, let reason):
            return "cannot transform to or from \(reference?.description ?? "the map's spatial reference"): \(reason)"
        case .spatialReferenceMismatch(let basemap, let basemapReference, let kind, let modelReference):
            return "spatial reference mismatch: basemap '\(basemap)' is \(basemapReference) "
                + "but the \(kind) is \(modelReference)"
        case .unknownBasemap(let name, _):
            return "unknown basemap '\(name)'"
        case .basemapLoadFailed(let basemap, let reason):
            return "basemap '\(basemap)' failed to load: \(reason)"
        case .noGalleryItem(let position, let count):
            return count == 0
                ? "the basemap gallery is empty"
                : "no gallery item \(position) (\(Self.thereAre(count)))"
        case .noGalleryItemNamed(let name, _):
            return "no gallery item named '\(name)'"
        case .galleryPositionOutOfRange(let position, let count):
            return "gallery position \(position) is out of range [1, \(count + 1)]"
        case .noBookmark(let position, let count):
            return count == 0 ? "no bookmarks" : "no bookmark \(position) (\(Self.thereAre(count)))"
        case .noBookmarkNamed(let name, _):
            return "no bookmark named '\(name)'"
        case .duplicateBookmark(let name):
            return "a bookmark named '\(name)' already exists"
        case .emptyBookmarkName:
            return "bookmark names cannot be empty"
        case .bookmarkPositionOutOfRange(let position, let count):
            return "bookmark position \(position) is out of range [1, \(count + 1)]"
        case .bookmarkDestinationOutOfRange(let position, let count):
            return "bookmark position \(position) is out of range [1, \(count)]"
        }
    }

    /// The message, so that string interpolation of an error reads well.
    public var description: String { message }

    // MARK: - Helpers

    private func number(_ value: Double) -> String { NumberFormat.shortest(value) }

    private static func thereAre(_ count: Int) -> String {
        count == 1 ? "there is 1" : "there are \(count)"
    }
}
