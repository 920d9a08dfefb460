/// The names the language provides: session values (`viewpoint`, `bookmarks`...) and functions.
enum Builtins {
    /// The session values a script can name.
    static let valueNames = ["viewpoint", "clock"] + Value.SessionObject.allCases.map(\.rawValue)

    /// The built-in functions.
    static let functionNames = ["coord", "distance", "extent", "length", "area", "perimeter", "abs", "round", "floor", "ceil",
                                "sqrt", "min", "max"]

    private static let values = Set(valueNames)
    private static let functions = Set(functionNames)

    /// Whether `name` is a built-in value, which no variable may take.
    static func isReservedName(_ name: String) -> Bool { values.contains(name) }

    /// Whether `name` is a built-in function.
    static func isFunction(_ name: String) -> Bool { functions.contains(name) }

    /// The properties each kind of value has, for "did you mean" and completion.
    static func propertyNames(of value: Value) -> [String] {
        switch value {
        case .viewpoint: return ["lat", "lon", "latitude", "longitude", "scale", "rotation", "center", "extent"]
        case .extent: return ["xmin", "ymin", "xmax", "ymax", "width", "height", "wkid", "center"]
        case .coordinate: return ["lat", "lon", "latitude", "longitude"]
        case .bookmark: return ["name", "lat", "lon", "latitude", "longitude", "scale", "rotation", "viewpoint", "extent"]
        case .galleryItem: return ["name", "description", "thumbnail", "wkid", "style", "status"]
        case .graphic: return GeoValues.graphicProperties
        case .list: return ["count"]
        case .string: return ["count", "length"]
        case .number, .bool: return []
        case .session(let object):
            switch object {
            case .basemap: return ["name", "wkid", "style"]
            case .map: return ["kind", "wkid", "basemap"]
            case .bookmarks, .graphics: return ["count"]
            case .gallery: return ["count", "style", "columns", "width", "current"]
            case .view: return ["width", "height"]
            case .location: return GeoValues.locationProperties
            case .camera: return GeoValues.cameraProperties
            }
        }
    }
}
