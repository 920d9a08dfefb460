import TextSupport

/// Why a raster cannot be placed on the map (`GDALError.rasterWithoutSpatialReference`).
public enum UnplacedRaster: Error, Equatable, Sendable {
    /// It has no spatial reference.
    case noSpatialReference
    /// Its spatial reference is a local (engineering) one, with no place on the Earth: its name.
    case localCoordinates(String)
    /// PROJ has no transformation from its spatial reference (`name`) to WGS 84: GDAL's message.
    case noTransformation(name: String, message: String)
    /// Its corner `(x, y)` lies outside the spatial reference it names (`name`): degrees past 90
    /// or 360, metres written as degrees.
    case outsideSpatialReference(name: String, x: Double, y: Double)

    /// What is wrong, after the file's name: `has no spatial reference`...
    var description: String {
        switch self {
        case .noSpatialReference:
            "has no spatial reference"
        case .localCoordinates(let name):
            "is in a local coordinate system ('\(name)') with no place on the Earth"
        case .noTransformation(let name, let message):
            "is in \(name), which PROJ cannot transform to WGS 84 (\(message))"
        case .outsideSpatialReference(let name, let x, let y):
            "says it is in \(name), but its corner (\(NumberFormat.shortest(x)), \(NumberFormat.shortest(y))) lies outside it "
                + "(the file's spatial reference is likely wrong)"
        }
    }
}
