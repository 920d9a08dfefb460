import MapCore
import TextSupport

/// The page of a map in its own spatial reference (`MapProjection.grid`: a national grid, UTM,
/// a polar stereographic...): its levels are pictures in the grid, and its script moves the
/// view in the grid's plane (metres, as `GridProjection`'s), where no formula of the script's
/// can go back to latitude and longitude. So Swift gives it what PROJ knows:
/// - each place it flies to (the start, the bookmarks, the tour's stops) as its plane point,
///   with its latitude and longitude, which the view's text then shows exactly;
/// - for each level, a lattice of PROJ's inverse over the level and one point beyond, in
///   which the script interpolates the latitude and longitude of any other view
///   (`HTMLScript.gridPlace`; docs/pictures.md gives its accuracy).
extension HTMLPage {
    /// The most level pixels between two points of a level's lattice.
    static let latticePixels = 100.0
    /// The most plane metres between two points of a level's lattice (the coarsest levels,
    /// whose 100 pixels are thousands of kilometres, have their points closer in pixels: the
    /// interpolation's error grows as the fourth power of the spacing).
    static let latticeMetres = 1_000_000.0

    /// The plane point of `viewpoint`'s centre in `grid` (metres), through PROJ.
    static func planePoint(of viewpoint: Viewpoint, in grid: GridProjection) -> (Double, Double) {
        let point = grid.project(latitude: viewpoint.latitude, longitude: viewpoint.longitude)
        return (point.x, point.y)
    }

    /// The data a grid page's script reads besides the shared data: `places` (`[x, y, lat,
    /// lon]` of `places(of:)`) and `lattice` (for each level of `frames`: its columns, the level
    /// pixels between its points, and its points, row by row from the top left, each `lat, lon`
    /// or `null, null` where PROJ cannot invert the point).
    static func gridData(_ grid: GridProjection, session: Session, frames: [MapFrame]) -> String {
        func number(_ value: Double) -> String { NumberFormat.shortest(value) }
        var out = ",\n\"places\":["
        out += places(of: session).map { place in
            let (x, y) = planePoint(of: place, in: grid)
            return "[" + [x, y, place.latitude, place.longitude].map(number).joined(separator: ",") + "]"
        }.joined(separator: ",")
        out += "],\n\"lattice\":["
        out += frames.map { frame in
            let (columns, step, points) = lattice(of: frame, in: grid)
            let text = points.map { point in
                // A billionth of a degree (0.1 mm) is far finer than the interpolation.
                point.map { degrees($0.latitude) + "," + degrees($0.longitude) } ?? "null,null"
            }
            return "{\"columns\":\(columns),\"step\":\(number(step)),\"points\":[" + text.joined(separator: ",") + "]}"
        }.joined(separator: ",\n")
        return out + "]"
    }

    /// `value` rounded to a billionth of a degree, in its shortest form.
    private static func degrees(_ value: Double) -> String {
        NumberFormat.shortest((value * 1e9).rounded() / 1e9)
    }

    /// The lattice of a level (`frame`, north up): PROJ's inverse at every `step` of its pixels
    /// (`latticePixels`, or fewer for `latticeMetres`) from one step left of and above its
    /// top-left corner to one step past its right and bottom edges (so that four points each
    /// way surround any point of it); how many columns, the step, and the points row by row.
    static func lattice(of frame: MapFrame, in grid: GridProjection)
        -> (columns: Int, step: Double, points: [(latitude: Double, longitude: Double)?]) {
        let step = min(latticePixels, latticeMetres / frame.resolution)
        let columns = Int((frame.width / step).rounded(.up)) + 3
        let rows = Int((frame.height / step).rounded(.up)) + 3
        let left = frame.center.x - frame.width / 2 * frame.resolution, top = frame.center.y + frame.height / 2 * frame.resolution
        let spacing = step * frame.resolution
        var points: [(latitude: Double, longitude: Double)?] = []
        points.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                points.append(grid.unproject(x: left + Double(column - 1) * spacing, y: top - Double(row - 1) * spacing))
            }
        }
        return (columns, step, points)
    }
}
