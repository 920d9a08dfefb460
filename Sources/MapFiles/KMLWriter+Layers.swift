import MapCore
import MapFormats

// MARK: - Operational layers

extension KMLWriter {
    /// The visible feature layers, bottom first, each a `Folder` named by its title holding a
    /// `Placemark` per feature its filter keeps: named by its `name` field when it has a string
    /// one (else `Feature N`, its 1-based number in the layer), styled by the symbol its renderer
    /// gives it, its fields as `ExtendedData` (`Data` elements, JSON text for arrays and objects,
    /// empty for null) and its geometry as it came (a `Polygon`'s holes as `innerBoundaryIs`,
    /// several parts and collections as a `MultiGeometry`).
    func layers(_ layers: OperationalLayers, into out: inout XMLText) {
        for layer in layers.layers where layer.isVisible {
            guard let set = layer.featureSet else { continue }
            out.line(2, "<Folder>")
            out.element(3, "name", layer.title)
            let lookup = set.renderer.lookup
            for index in set.shownIndices {
                let feature = set.features[index]
                out.line(3, "<Placemark>")
                if case .string(let name)? = feature["name"], !name.isEmpty {
                    out.element(4, "name", name)
                } else {
                    out.element(4, "name", "Feature \(index + 1)")
                }
                style(lookup.symbol(for: feature), opacity: layer.opacity, into: &out)
                if !feature.fields.isEmpty {
                    out.line(4, "<ExtendedData>")
                    for field in feature.fields {
                        out.line(5, "<Data name=\"\(XMLText.escaped(field.key))\">")
                        out.element(6, "value", Self.text(of: field.value))
                        out.line(5, "</Data>")
                    }
                    out.line(4, "</ExtendedData>")
                }
                if let geometry = feature.geometry { self.geometry(geometry, depth: 4, into: &out) }
                out.line(3, "</Placemark>")
            }
            out.line(2, "</Folder>")
        }
    }

    /// A field's value as `ExtendedData` text.
    private static func text(of value: JSONValue) -> String {
        switch value {
        case .null: ""
        case .string(let text): text
        case .number(let number): XMLText.number(number)
        case .integer(let integer): String(integer)
        case .bool(let truth): truth ? "true" : "false"
        case .array, .object: value.description
        }
    }

    /// The inline `Style` of a layer's symbol, its colours' alpha scaled by `opacity`.
    private func style(_ symbol: LayerSymbol, opacity: Double, into out: inout XMLText) {
        func faded(_ color: GraphicColor) -> String {
            var color = color
            color.alpha = UInt8((Double(color.alpha) * opacity).rounded())
            return Self.color(color)
        }
        out.line(4, "<Style>")
        out.line(5, "<IconStyle>")
        out.element(6, "color", faded(symbol.marker.color))
        out.element(6, "scale", XMLText.number(symbol.marker.size / 24))
        out.line(5, "</IconStyle>")
        out.line(5, "<LineStyle>")
        out.element(6, "color", faded(symbol.line.color))
        out.element(6, "width", XMLText.number(symbol.line.width * 4 / 3))
        out.line(5, "</LineStyle>")
        out.line(5, "<PolyStyle>")
        out.element(6, "color", faded(symbol.fill.color))
        out.line(5, "</PolyStyle>")
        out.line(4, "</Style>")
    }

    /// The KML geometry of a feature's geometry at `depth`.
    private func geometry(_ geometry: FeatureGeometry, depth: Int, into out: inout XMLText) {
        switch geometry {
        case .point(let position):
            out.line(depth, "<Point>")
            out.element(depth + 1, "coordinates", Self.coordinates([position]))
            out.line(depth, "</Point>")
        case .lineString(let path):
            out.line(depth, "<LineString>")
            out.element(depth + 1, "tessellate", "1")
            out.element(depth + 1, "coordinates", Self.coordinates(path))
            out.line(depth, "</LineString>")
        case .polygon(let rings):
            out.line(depth, "<Polygon>")
            out.element(depth + 1, "tessellate", "1")
            for (index, ring) in rings.enumerated() {
                let boundary = index == 0 ? "outerBoundaryIs" : "innerBoundaryIs"
                out.line(depth + 1, "<\(boundary)>")
                out.line(depth + 2, "<LinearRing>")
                out.element(depth + 3, "coordinates", Self.coordinates(Self.closed(ring)))
                out.line(depth + 2, "</LinearRing>")
                out.line(depth + 1, "</\(boundary)>")
            }
            out.line(depth, "</Polygon>")
        case .multiPoint(let positions):
            multi(positions.map { .point($0) }, depth: depth, into: &out)
        case .multiLineString(let paths):
            multi(paths.map { .lineString($0) }, depth: depth, into: &out)
        case .multiPolygon(let polygons):
            multi(polygons.map { .polygon($0) }, depth: depth, into: &out)
        case .collection(let members):
            multi(members, depth: depth, into: &out)
        }
    }

    /// A `MultiGeometry` of `members`.
    private func multi(_ members: [FeatureGeometry], depth: Int, into out: inout XMLText) {
        out.line(depth, "<MultiGeometry>")
        for member in members { geometry(member, depth: depth + 1, into: &out) }
        out.line(depth, "</MultiGeometry>")
    }

    /// `ring` closed (KML's `LinearRing` repeats its first position last).
    private static func closed(_ ring: [GeodesicPosition]) -> [GeodesicPosition] {
        guard let first = ring.first, let last = ring.last, first != last else { return ring }
        return ring + [first]
    }
}
