// MARK: - Measuring (`area(f)`, `length(f)`, `perimeter(f)`)

extension FeatureGeometry {
    /// The geodesic measures of the geometry, as a graphic's: a polygon's area (exteriors less
    /// holes, over every polygon) and perimeter (every ring), when it has polygons; else its
    /// lines' length; else nothing (points). Rings are measured without a closing repeat.
    public func measure(on geodesic: Geodesic = .wgs84) -> GraphicMeasurement {
        let polygons = self.polygons
        if !polygons.isEmpty {
            var area = 0.0, perimeter = 0.0
            for rings in polygons {
                for (index, ring) in rings.enumerated() {
                    let open = Self.open(ring)
                    guard open.count >= 2 else { continue }
                    let polygon = GeodesicPolygon(ring: open, on: geodesic)
                    area += index == 0 ? polygon.area : -polygon.area
                    perimeter += polygon.perimeter
                }
            }
            return .polygon(area: max(area, 0), perimeter: perimeter)
        }
        let lines = self.lines
        if !lines.isEmpty { return .line(length: lines.reduce(0) { $0 + geodesic.length(of: $1) }) }
        return .point
    }

    /// `ring` without a last position equal to its first.
    public static func open(_ ring: [GeodesicPosition]) -> [GeodesicPosition] {
        guard ring.count > 1, ring.first == ring.last else { return ring }
        return Array(ring.dropLast())
    }
}
