/// A coordinate system: by its well-known ids (WKID) as written, or by well-known text.
///
/// MapCore computes two natively: Web Mercator (WKID 102100, latest WKID 3857: web maps write
/// `{"wkid":102100,"latestWkid":3857}`) and WGS 84 (4326). Any other is `other`: with a
/// `Definition` (its unit and a `CoordinateTransformer`, which MapFiles makes through PROJ),
/// it projects as the native ones do; without one (a gallery item's `wkid N`) it is known by
/// number only and has no projection.
public struct SpatialReference: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of spatial reference MapCore tells apart.
    public enum Kind: Hashable, Sendable {
        /// Web Mercator auxiliary sphere (3857, also written 102100).
        case webMercator
        /// WGS 84 geographic coordinates, in degrees (4326).
        case wgs84
        /// Any other: projected through its `definition`, if it has one.
        case other
    }

    /// The well-known id as written: 102100 for Web Mercator; nil for a spatial reference
    /// given only as well-known text.
    public var wkid: Int? { storedWkid == 0 ? nil : storedWkid }
    /// The latest well-known id as written (3857 for Web Mercator, 3346 beside 2600); nil when
    /// none was.
    public var latestWkid: Int? { storedLatestWkid == 0 ? nil : storedLatestWkid }
    /// Which of the kinds MapCore knows this is.
    public let kind: Kind
    /// The name, unit, WKT and transformer of an `other` spatial reference that PROJ knows.
    public var definition: Definition? { DefinitionRegistry.definition(at: definitionIndex) }

    // Plain numbers, so that a spatial reference (in every MapPoint, extent and basemap) copies
    // without reference counting: the ids with 0 for none (valid ids are positive), and the
    // definition by its place in the process's `DefinitionRegistry` (0 for none).
    private let storedWkid: Int
    private let storedLatestWkid: Int
    private let definitionIndex: UInt32

    /// The id that names the spatial reference: the latest one when given, else the one given;
    /// nil for well-known text only. 3857 for Web Mercator, 4326 for WGS 84.
    public var code: Int? { latestWkid ?? wkid }

    /// The well-known text the spatial reference was given as, or nil.
    public var wkt: String? { definition?.wkt }

    /// A readable name: `Web Mercator`, `WGS 84`, PROJ's name (`LKS94 / Lithuania TM`), or
    /// `WKID 2193` without a definition (worked out when asked for).
    public var name: String {
        switch kind {
        case .webMercator: return "Web Mercator"
        case .wgs84: return "WGS 84"
        case .other: return definition?.name ?? "WKID \(code ?? 0)"
        }
    }

    /// Web Mercator auxiliary sphere: wkid 102100, latest wkid 3857.
    public static let webMercator = SpatialReference(wkid: 102100, latestWkid: 3857, kind: .webMercator, definition: nil)
    /// WGS 84 geographic coordinates: wkid 4326.
    public static let wgs84 = SpatialReference(wkid: 4326, latestWkid: nil, kind: .wgs84, definition: nil)

    private init(wkid: Int?, latestWkid: Int?, kind: Kind, definition: Definition?) {
        storedWkid = wkid ?? 0
        storedLatestWkid = latestWkid ?? 0
        self.kind = kind
        definitionIndex = definition.map(DefinitionRegistry.index(of:)) ?? 0
    }

    /// The spatial reference with this WKID: 3857 and 102100 are both Web Mercator, 4326 is
    /// WGS 84, any other positive number is a generic reference with no projection.
    public init(wkid: Int) throws(MapError) {
        switch wkid {
        case 3857, 102100: self = .webMercator
        case 4326: self = .wgs84
        case 1...: self.init(wkid: wkid, latestWkid: nil, kind: .other, definition: nil)
        default: throw .invalidWKID(wkid)
        }
    }

    /// The spatial reference written as `wkid` and `latestWkid` (at least one given): Web
    /// Mercator or WGS 84 when either names one, else a generic reference with both ids as
    /// written (the latest names it) and no projection until MapFiles resolves it.
    public init(wkid: Int?, latestWkid: Int?) throws(MapError) {
        for code in [latestWkid, wkid].compactMap({ $0 }) {
            if let native = try? SpatialReference(wkid: code), native.kind != .other { self = native; return }
        }
        guard latestWkid != nil || wkid != nil else { throw .invalidWKID(0) }
        for given in [wkid, latestWkid].compactMap({ $0 }) where given < 1 { throw .invalidWKID(given) }
        self.init(wkid: wkid, latestWkid: latestWkid, kind: .other, definition: nil)
    }

    /// A spatial reference that `definition` projects, with its ids as written (both nil for
    /// one given only as well-known text, which `definition.wkt` then holds).
    public init(wkid: Int?, latestWkid: Int?, definition: Definition) {
        self.init(wkid: wkid, latestWkid: latestWkid, kind: .other, definition: definition)
    }

    /// Whether MapCore can project to and from this spatial reference.
    public var hasProjection: Bool {
        switch kind {
        case .webMercator, .wgs84: return true
        case .other: return definitionIndex != 0
        }
    }

    /// The unit of the coordinates: metres for Web Mercator, degrees (at the WGS 84 equator's
    /// metres per degree) for WGS 84, the definition's otherwise (nil without one).
    public var unit: Unit? {
        switch kind {
        case .webMercator: return .linear(metresPerUnit: 1, name: "metre")
        case .wgs84: return .degrees(metresPerDegree: Projection.metresPerDegree)
        case .other: return definition?.unit
        }
    }

    /// Whether the coordinates are degrees of latitude and longitude (WGS 84, or a geographic
    /// definition).
    public var isGeographic: Bool {
        switch kind {
        case .webMercator: return false
        case .wgs84: return true
        case .other: return definition?.isGeographic ?? false
        }
    }

    /// Two spatial references are the same when they name the same coordinate system: the same
    /// kind and, for others, the same `code` (2600 written with latest 3346 is 3346), or, given
    /// only as well-known text, the same text. Ids as written and transformers are not compared.
    public static func == (a: SpatialReference, b: SpatialReference) -> Bool {
        switch (a.kind, b.kind) {
        case (.webMercator, .webMercator), (.wgs84, .wgs84): return true
        case (.other, .other):
            if a.code != nil || b.code != nil { return a.code == b.code }
            return a.wkt == b.wkt
        default: return false
        }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        if kind == .other {
            hasher.combine(code)
            if code == nil { hasher.combine(wkt) }
        }
    }

    /// `Web Mercator (3857)`, `WGS 84 (4326)`, `LKS94 / Lithuania TM (3346)`, a WKT-only
    /// reference's name alone, or `WKID 2193` for a generic reference.
    public var description: String {
        switch kind {
        case .webMercator, .wgs84: return "\(name) (\(code ?? 0))"
        case .other:
            guard definitionIndex != 0, let code else { return name }
            return "\(name) (\(code))"
        }
    }
}
