import MapCore
import MapFormats

/// The graphics of a session as a web map operational layer: a feature layer holding a
/// feature collection (as ArcGIS Online's map notes do), one sub-layer per geometry type
/// present (points, lines, polygons, in that order), each feature with its own simple symbol
/// (`esriSMS`, `esriSLS`, `esriSFS`) and its label as the `label` attribute. Geometries are in
/// the map's spatial reference; lines and rings follow the geodesics (`GraphicOutline`), rings
/// closed and clockwise as Esri JSON wants exterior rings. No path or ring jumps across the
/// world: where one crosses the antimeridian its x goes on past ±20037508.34 m (longitudes
/// unwrapped, as ArcGIS's wraparound draws them), and a ring around a pole runs from x =
/// 20037508.34 to -20037508.34 (or back) and is closed along the top or bottom of the Web
/// Mercator square (`AntimeridianCut.unwrapped(ring:winding:)`).
enum WebMapGraphics {
    /// The operational layer of `graphics`, or nil when there are none.
    static func layer(_ graphics: GraphicsOverlay, in reference: SpatialReference) throws(MapError) -> JSONValue? {
        guard !graphics.isEmpty else { return nil }
        let spacing = GraphicOutline.spacing(for: graphics.graphics)
        var layers: [JSONValue] = []
        for kind in Graphic.Kind.allCases {
            let members = graphics.graphics.filter { $0.kind == kind }
            guard !members.isEmpty else { continue }
            var features: [JSONValue] = []
            for (index, graphic) in members.enumerated() {
                features.append([
                    "geometry": try geometry(graphic, in: reference, spacing: spacing),
                    "attributes": ["OBJECTID": .number(Double(index + 1)), "label": graphic.label.map(JSONValue.string) ?? .null],
                    "symbol": symbol(graphic.shape),
                ])
            }
            let type = geometryType(kind)
            layers.append([
                "id": .number(Double(layers.count)),
                "layerDefinition": [
                    "name": .string(layerName(kind)),
                    "type": "Feature Layer",
                    "geometryType": .string(type),
                    "objectIdField": "OBJECTID",
                    "fields": [
                        ["name": "OBJECTID", "type": "esriFieldTypeOID", "alias": "OBJECTID"],
                        ["name": "label", "type": "esriFieldTypeString", "alias": "Label", "length": 256],
                    ],
                    "drawingInfo": ["renderer": ["type": "simple", "symbol": symbol(members[0].shape)]],
                ],
                "featureSet": ["geometryType": .string(type), "features": .array(features)],
            ])
        }
        return [
            "id": "graphics",
            "title": "Graphics",
            "layerType": "ArcGISFeatureLayer",
            "visibility": true,
            "opacity": 1,
            "featureCollection": ["layers": .array(layers)],
        ]
    }

    // MARK: - Geometry

    /// The Esri JSON geometry of `graphic` in `reference`, its edges densified to `spacing`
    /// metres (see `GraphicOutline`).
    static func geometry(_ graphic: Graphic, in reference: SpatialReference,
                         spacing: Double = GraphicOutline.maxSpacing) throws(MapError) -> JSONValue {
        let graphic = reference.kind == .webMercator ? withinWebMercator(graphic) : graphic
        let outline = GraphicOutline.positions(of: graphic, winding: .clockwise, spacing: spacing)
        let spatialReference = WebMapWriter.spatialReference(reference)
        switch graphic.kind {
        case .point:
            let point = try project(outline[0], to: reference)
            return ["x": .number(point.x), "y": .number(point.y), "spatialReference": spatialReference]
        case .line:
            let path = try coordinates(AntimeridianCut.unwrapped(path: outline), in: reference)
            return ["paths": [.array(path)], "spatialReference": spatialReference]
        case .polygon:
            let ring = try coordinates(AntimeridianCut.unwrapped(ring: outline, winding: .clockwise), in: reference)
            return ["rings": [.array(ring)], "spatialReference": spatialReference]
        }
    }

    /// `graphic` with its vertices' latitudes limited to ±`Projection.maxLatitude`, where Web
    /// Mercator ends. A vertex at a pole would otherwise be densified along meridians (every
    /// meridian meets there) and limited only after: a sliver running up to the edge and back,
    /// which reads back as a polygon that crosses itself, so not as a graphic. `graphic` itself
    /// when no vertex lies beyond, or when the limited vertices make no valid graphic.
    static func withinWebMercator(_ graphic: Graphic) -> Graphic {
        let limit = Projection.maxLatitude
        guard graphic.points.contains(where: { abs($0.latitude) > limit }) else { return graphic }
        func limited(_ vertices: [GeodesicPosition]) throws(MapError) -> [GeodesicPosition] {
            var result: [GeodesicPosition] = []
            for vertex in vertices {
                result.append(try GeodesicPosition(latitude: min(max(vertex.latitude, -limit), limit), longitude: vertex.longitude))
            }
            return result
        }
        let made: Graphic? = switch graphic.shape {
        case .point(let position, let symbol): try? Graphic.point(limited([position])[0], symbol: symbol, label: graphic.label)
        case .line(let vertices, let symbol): try? Graphic.line(limited(vertices), symbol: symbol, label: graphic.label)
        case .polygon(let vertices, let symbol): try? Graphic.polygon(limited(vertices), symbol: symbol, label: graphic.label)
        }
        return made ?? graphic
    }

    /// The `[x, y]` coordinates of `path` in `reference`, longitudes past ±180 projected as
    /// they are (x past the edge of the world, as ArcGIS's wraparound draws it).
    static func coordinates(_ path: [GeodesicPosition], in reference: SpatialReference) throws(MapError) -> [JSONValue] {
        var result: [JSONValue] = []
        result.reserveCapacity(path.count)
        for position in path {
            let point = try project(position, to: reference)
            result.append([.number(point.x), .number(point.y)])
        }
        return result
    }

    /// `position` in `reference`.
    static func project(_ position: GeodesicPosition, to reference: SpatialReference) throws(MapError) -> MapPoint {
        try Projection.project(latitude: position.latitude, longitude: position.longitude, to: reference)
    }

    /// The Esri geometry type of a graphic kind.
    static func geometryType(_ kind: Graphic.Kind) -> String {
        switch kind {
        case .point: "esriGeometryPoint"
        case .line: "esriGeometryPolyline"
        case .polygon: "esriGeometryPolygon"
        }
    }

    static func layerName(_ kind: Graphic.Kind) -> String {
        switch kind {
        case .point: "Points"
        case .line: "Lines"
        case .polygon: "Polygons"
        }
    }

    // MARK: - Symbols

    static func symbol(_ shape: Graphic.Shape) -> JSONValue {
        switch shape {
        case .point(_, let symbol):
            return ["type": "esriSMS", "style": .string(markerStyle(symbol.shape)), "color": color(symbol.color),
                    "size": .number(symbol.size)]
        case .line(_, let symbol):
            return line(symbol)
        case .polygon(_, let symbol):
            return ["type": "esriSFS", "style": "esriSFSSolid", "color": color(symbol.color), "outline": line(symbol.outline)]
        }
    }

    static func line(_ symbol: GraphicSymbol.Line) -> JSONValue {
        let style = switch symbol.style {
        case .solid: "esriSLSSolid"
        case .dash: "esriSLSDash"
        case .dot: "esriSLSDot"
        }
        return ["type": "esriSLS", "style": .string(style), "color": color(symbol.color), "width": .number(symbol.width)]
    }

    static func markerStyle(_ shape: GraphicSymbol.Shape) -> String {
        switch shape {
        case .circle: "esriSMSCircle"
        case .square: "esriSMSSquare"
        case .triangle: "esriSMSTriangle"
        case .cross: "esriSMSCross"
        case .diamond: "esriSMSDiamond"
        case .x: "esriSMSX"
        }
    }

    /// `[red, green, blue, alpha]`, each 0...255.
    static func color(_ color: GraphicColor) -> JSONValue {
        [.number(Double(color.red)), .number(Double(color.green)), .number(Double(color.blue)), .number(Double(color.alpha))]
    }
}
