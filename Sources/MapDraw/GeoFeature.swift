/// One decoded record of a `GeoLayer`: a polygon (its outside ring, then holes), a line, or a
/// place, with the attributes Natural Earth gives it.
struct GeoFeature: Sendable {
    /// The attributes a reader filters by before decoding a record's points.
    struct Attributes: Hashable, Sendable {
        /// The web map zoom level from which Natural Earth shows the feature.
        var minZoom: Double
        /// Natural Earth's importance rank (0 is the most important).
        var scalerank: Int
        /// A layer's own number: a place's largest population in thousands, else 0.
        var value: Int
    }

    /// The box holding the feature.
    var box: GeoBox
    /// The attributes.
    var attributes: Attributes
    /// The name, or nil for none.
    var name: String?
    /// The parts: a polygon's rings or a line's points, as (longitude, latitude) in degrees;
    /// none for a place (its position is the box's south-west corner).
    var parts: [[(lon: Double, lat: Double)]]
}
