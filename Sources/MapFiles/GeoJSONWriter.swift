import MapCore
import MapFormats

/// Writes a session as GeoJSON (RFC 7946): a `FeatureCollection` whose features are the
/// bookmarks, in order, as `Point`s at their centre with properties `name`, `scale` and
/// `rotation`. Positions are `[longitude, latitude]` in WGS 84 degrees (RFC 7946 section 3.1.1);
/// there is no `crs` member (section 4: WGS 84 is implied).
public struct GeoJSONWriter: Sendable {
    /// A GeoJSON writer.
    public init() {}

    /// The feature collection of `session`.
    public func featureCollection(of session: Session) -> JSONValue {
        var features: [JSONValue] = []
        features.reserveCapacity(session.geoModel.bookmarks.count)
        for bookmark in session.geoModel.bookmarks.bookmarks {
            features.append(Self.point(
                latitude: bookmark.viewpoint.latitude, longitude: bookmark.viewpoint.longitude,
                properties: [
                    "kind": "bookmark",
                    "name": .string(bookmark.name),
                    "scale": .number(bookmark.viewpoint.scale),
                    "rotation": .number(bookmark.viewpoint.rotation),
                ]))
        }
        // Graphics go here once they exist: Point, LineString and Polygon features (exterior
        // rings closed and counter-clockwise, RFC 7946 section 3.1.6) with their symbol and
        // label as properties and `"kind": "graphic"`.
        return ["type": "FeatureCollection", "features": .array(features)]
    }

    /// The GeoJSON text of `session`, pretty-printed.
    public func bytes(of session: Session) -> [UInt8] {
        // Every number here is a valid viewpoint's, so finite: writing cannot fail.
        (try? JSONWriter().bytes(featureCollection(of: session))) ?? []
    }

    /// Writes the GeoJSON of `session` to `path` atomically.
    public func save(_ session: Session, to path: String) throws(MapFileExportError) {
        do { try AtomicFile.write(bytes(of: session), to: path) } catch { throw .file(error) }
    }

    /// A `Point` feature at `latitude`, `longitude` with `properties`.
    static func point(latitude: Double, longitude: Double, properties: JSONValue) -> JSONValue {
        [
            "type": "Feature",
            "geometry": ["type": "Point", "coordinates": [.number(longitude), .number(latitude)]],
            "properties": properties,
        ]
    }
}
