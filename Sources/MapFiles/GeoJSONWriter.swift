import MapCore
import MapFormats

/// Writes a session as GeoJSON (RFC 7946): a `FeatureCollection` whose features are the
/// bookmarks, in order, as `Point`s at their centre with properties `kind` (`bookmark`), `name`,
/// `scale` and `rotation`, then the graphics in drawing order as `Point`, `LineString` and
/// `Polygon` features with properties `kind` (`graphic`), `label` (when there is one) and the
/// symbol (`color`, `size` and `shape`; `color`, `width` and `style`; `fill`, `color`,
/// `width` and `style`), then the visible layers' features (`layerFeatures(of:)`). Lines and rings follow the geodesics (`GraphicOutline`: no segment
/// longer than 100 km, or longer for sessions too large for that); a polygon's ring is closed and counter-clockwise,
/// however it was given. Shapes are cut at the antimeridian as section 3.1.9 asks
/// (`AntimeridianCut`): a line that crosses it becomes a `MultiLineString`, a polygon that
/// crosses it a `MultiPolygon` of parts each closed along ±180, and a polygon around a pole one
/// `Polygon` closed along the pole (latitude ±90) between its cuts; every longitude is in
/// [-180, 180]. Positions are `[longitude, latitude]` in WGS 84 degrees (RFC 7946 section
/// 3.1.1); there is no `crs` member (section 4: WGS 84 is implied).
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
        let spacing = GraphicOutline.spacing(for: session.graphics.graphics)
        for graphic in session.graphics.graphics { features.append(Self.feature(graphic, spacing: spacing)) }
        features += Self.layerFeatures(of: session.layers)
        return ["type": "FeatureCollection", "features": .array(features)]
    }

    /// The GeoJSON text of `session`, pretty-printed. A field's non-finite number is written as
    /// `null` (JSON has none); any other non-finite number is an error, never an empty text.
    public func bytes(of session: Session) throws(MapFileExportError) -> [UInt8] {
        do { return try JSONWriter().bytes(featureCollection(of: session)) } catch { throw .encoding(error) }
    }

    /// Writes the GeoJSON of `session` to `path` atomically; on failure the old file stays.
    public func save(_ session: Session, to path: String) throws(MapFileExportError) {
        let text = try bytes(of: session)
        do { try AtomicFile.write(text, to: path) } catch { throw .file(error) }
    }

    /// The feature of `graphic`, its edges densified to `spacing` metres.
    static func feature(_ graphic: Graphic, spacing: Double = GraphicOutline.maxSpacing) -> JSONValue {
        let outline = GraphicOutline.positions(of: graphic, spacing: spacing)
        var properties: [(key: String, value: JSONValue)] = [("kind", "graphic")]
        if let label = graphic.label { properties.append(("label", .string(label))) }
        let geometry: JSONValue
        switch graphic.shape {
        case .point(_, let symbol):
            geometry = ["type": "Point", "coordinates": coordinates(outline)[0]]
            properties += [("color", .string(symbol.color.description)), ("size", .number(symbol.size)),
                           ("shape", .string(symbol.shape.rawValue))]
        case .line(_, let symbol):
            let parts = AntimeridianCut.cut(path: outline)
            geometry = parts.count == 1
                ? ["type": "LineString", "coordinates": .array(coordinates(outline))]
                : ["type": "MultiLineString", "coordinates": .array(parts.map { .array(coordinates($0)) })]
            properties += lineProperties(symbol)
        case .polygon(_, let symbol):
            let rings = AntimeridianCut.cut(ring: outline)
            geometry = rings.count == 1
                ? ["type": "Polygon", "coordinates": [.array(coordinates(rings[0]))]]
                : ["type": "MultiPolygon", "coordinates": .array(rings.map { [.array(coordinates($0))] })]
            properties.append(("fill", .string(symbol.color.description)))
            properties += lineProperties(symbol.outline)
        }
        return ["type": "Feature", "geometry": geometry, "properties": .object(properties)]
    }

    /// The `[longitude, latitude]` positions of `path`.
    static func coordinates(_ path: [GeodesicPosition]) -> [JSONValue] {
        path.map { [.number($0.longitude), .number($0.latitude)] }
    }

    /// The properties of a line symbol: `color`, `width` and `style`.
    static func lineProperties(_ symbol: GraphicSymbol.Line) -> [(key: String, value: JSONValue)] {
        [("color", .string(symbol.color.description)), ("width", .number(symbol.width)), ("style", .string(symbol.style.rawValue))]
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
