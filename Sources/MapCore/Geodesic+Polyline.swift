extension Geodesic {
    // MARK: - Polylines

    /// The length in metres of the path through `points` in order, each leg the shortest
    /// geodesic (not closed; 0 for fewer than 2 points).
    public func length(of points: [GeodesicPosition]) -> Double {
        var total = GeodesicPolygon.CompensatedSum()
        for (start, end) in zip(points, points.dropFirst()) {
            total.add(distance(from: start, to: end))
        }
        return total.value
    }
}
