import MapCore
import MapFormats

/// A value of the MapScript language.
public enum Value: Equatable, Sendable {
    /// A number (every number is a `Double`).
    case number(Double)
    /// A whole number past ±2^53 read from a file, exact (a 64-bit id: `JSONValue.integer`),
    /// which a `Double` would round. It prints as its digits and equals a number of the same
    /// value; arithmetic makes it a `Double` (`numberValue`).
    case integer(Int)
    /// Text.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// A WGS 84 position, `lat,lon` in degrees.
    case coordinate(latitude: Double, longitude: Double)
    /// A list `[a, b]`, indexed from 1, with its measures (see `ValueList`).
    case list(ValueList)
    /// A bookmark: its name and viewpoint, as they were when read; boxed, so that every value
    /// stays as small as a string (a copy of a number then moves 17 bytes, not 49).
    indirect case bookmark(Bookmark)
    /// A viewpoint (`viewpoint`); boxed, as a bookmark.
    indirect case viewpoint(Viewpoint)
    /// A rectangle in a spatial reference's units (`viewpoint.extent`, `extent(a, b)`).
    indirect case extent(Extent)
    /// A basemap gallery item (`gallery[1]`); boxed, since an item is large and rarely used.
    indirect case galleryItem(BasemapGalleryItem)
    /// A graphic of the overlay (`graphics[1]`), as it was when read; boxed, as a gallery item.
    indirect case graphic(Graphic)
    /// An operational layer (`layers[1]`, `layers["Lakes"]`), as it was when read; boxed.
    indirect case layer(OperationalLayer)
    /// A feature of a layer (`layers[1].features[3]`), as it was when read; boxed.
    indirect case feature(Feature)
    /// A JSON object of a web map (`layers[2].json`), as it was when read: its members by name
    /// (`j.popupInfo`, `j["popupInfo"]`; `keys(j)` lists them), an object member as another of
    /// these, an array as a list, null as the empty string; printed as its JSON text. Boxed.
    indirect case json(JSONValue)
    /// One of the session's live objects, read on use: `bookmarks`, `gallery`, `basemap`, ...
    case session(SessionObject)

    /// The session objects that scripts name directly.
    public enum SessionObject: String, Equatable, Sendable, CaseIterable {
        case bookmarks, gallery, graphics, layers, tables, basemap, map, view, location, camera
    }

    /// The longest string a value may hold: 16 MiB (16,777,216 bytes) of UTF-8.
    public static let maximumStringBytes = 16 * 1024 * 1024
    /// The most items a list may hold: 16,777,216, counting those of the lists nested in it
    /// (`ValueList.size`).
    public static let maximumListCount = 16 * 1024 * 1024
    /// The deepest nesting of lists a value may have, as deep as the parser lets a literal nest
    /// (`Parser.maximumDepth`): printing, comparing and freeing a list go down its levels one
    /// call each, so a list built a level at a time in a loop (`l = [l]`) would otherwise end
    /// the process when the stack runs out (at 1,000 levels, already on a thread of 8 MiB under
    /// AddressSanitizer).
    public static let maximumListDepth = Parser.maximumDepth

    /// The number, when this is a number (an `integer` rounded to the nearest `Double`).
    package var numberValue: Double? {
        switch self {
        case .number(let number): number
        case .integer(let integer): Double(integer)
        default: nil
        }
    }

    /// The name of the value's type, for messages (`expected a number, found a string`).
    public var typeName: String {
        switch self {
        case .number, .integer: return "a number"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .coordinate: return "a coordinate"
        case .list: return "a list"
        case .bookmark: return "a bookmark"
        case .viewpoint: return "a viewpoint"
        case .extent: return "an extent"
        case .galleryItem: return "a gallery item"
        case .graphic: return "a graphic"
        case .layer: return "a layer"
        case .feature: return "a feature"
        case .json: return "a JSON object"
        case .session(let object): return "'\(object.rawValue)'"
        }
    }
}
