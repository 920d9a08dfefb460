/// A coordinate system, identified by its well-known id (WKID).
///
/// MapCore projects between two of them: Web Mercator (WKID 102100, latest WKID 3857: web maps
/// write `{"wkid":102100,"latestWkid":3857}`) and WGS 84 (4326). Any other positive WKID is
/// represented generically (named `WKID 2193`) and has no projection.
public struct SpatialReference: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of spatial reference MapCore tells apart.
    public enum Kind: Hashable, Sendable {
        /// Web Mercator auxiliary sphere (3857, also written 102100).
        case webMercator
        /// WGS 84 geographic coordinates, in degrees (4326).
        case wgs84
        /// Any other WKID: known by number only, with no projection.
        case other
    }

    /// The well-known id as web maps write it: 102100 for Web Mercator.
    public let wkid: Int
    /// The latest well-known id: 3857 for Web Mercator; the same as `wkid` otherwise.
    public let latestWkid: Int
    /// A readable name: `Web Mercator`, `WGS 84`, or `WKID 2193` (worked out when asked for,
    /// so that the value holds no string and copies without reference counting).
    public var name: String {
        switch kind {
        case .webMercator: return "Web Mercator"
        case .wgs84: return "WGS 84"
        case .other: return "WKID \(wkid)"
        }
    }
    /// Which of the kinds MapCore knows this is.
    public let kind: Kind

    /// Web Mercator auxiliary sphere: wkid 102100, latest wkid 3857.
    public static let webMercator = SpatialReference(
        wkid: 102100, latestWkid: 3857, kind: .webMercator)
    /// WGS 84 geographic coordinates: wkid 4326.
    public static let wgs84 = SpatialReference(wkid: 4326, latestWkid: 4326, kind: .wgs84)

    private init(wkid: Int, latestWkid: Int, kind: Kind) {
        self.wkid = wkid
        self.latestWkid = latestWkid
        self.kind = kind
    }

    /// The spatial reference with this WKID: 3857 and 102100 are both Web Mercator, 4326 is
    /// WGS 84, any other positive number is a generic reference.
    public init(wkid: Int) throws(MapError) {
        switch wkid {
        case 3857, 102100: self = .webMercator
        case 4326: self = .wgs84
        case 1...: self.init(wkid: wkid, latestWkid: wkid, kind: .other)
        default: throw .invalidWKID(wkid)
        }
    }

    /// Whether MapCore can project to and from this spatial reference.
    public var hasProjection: Bool {
        switch kind {
        case .webMercator, .wgs84: return true
        case .other: return false
        }
    }

    /// Two spatial references are the same when their WKIDs are: everything else follows from
    /// the WKID (and comparing numbers only keeps basemap selection cheap).
    public static func == (a: SpatialReference, b: SpatialReference) -> Bool { a.wkid == b.wkid }

    /// Hashes the WKID, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(wkid) }

    /// `Web Mercator (3857)`, `WGS 84 (4326)`, or `WKID 2193` for a generic reference.
    public var description: String {
        switch kind {
        case .webMercator, .wgs84: return "\(name) (\(latestWkid))"
        case .other: return name
        }
    }
}
