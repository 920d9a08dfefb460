extension SpatialReference {
    /// The unit of a spatial reference's coordinates, which the 96 DPI rule turns a scale into.
    public enum Unit: Hashable, Sendable {
        /// A linear unit: how many metres one unit is (1 for metres, 1200/3937 for US feet)
        /// and its name (`metre`, `US survey foot`).
        case linear(metresPerUnit: Double, name: String)
        /// Degrees of a geographic spatial reference: ArcGIS turns them into metres with the
        /// ellipsoid's metres per degree at the equator, `2 * pi * a / 360`.
        case degrees(metresPerDegree: Double)

        /// Metres per unit of coordinates: the linear unit's, or the metres per degree.
        public var metres: Double {
            switch self {
            case .linear(let metres, _): metres
            case .degrees(let metres): metres
            }
        }
    }

    /// What MapCore knows of a spatial reference it does not compute itself: its name, the WKT
    /// it was given as (if any), its unit and its transformer (made by MapFiles through PROJ).
    ///
    /// A class, so that a spatial reference stays small (one reference) whatever it holds.
    public final class Definition: Sendable {
        /// The spatial reference's name, as PROJ gives it (`LKS94 / Lithuania TM`).
        public let name: String
        /// The well-known text the spatial reference was given as, exactly as written; nil when
        /// it was given by well-known id.
        public let wkt: String?
        /// The unit of its coordinates.
        public let unit: Unit
        /// Its projection to and from WGS 84.
        public let transformer: any CoordinateTransformer
        /// Where it is meant to be used, when its authority says.
        public let areaOfUse: AreaOfUse?

        /// A definition named `name`, given as `wkt` (nil: by id), in `unit`, projected by
        /// `transformer`, meant for `areaOfUse`.
        public init(name: String, wkt: String? = nil, unit: Unit, transformer: any CoordinateTransformer,
                    areaOfUse: AreaOfUse? = nil) {
            self.name = name
            self.wkt = wkt
            self.unit = unit
            self.transformer = transformer
            self.areaOfUse = areaOfUse
        }

        /// Whether the coordinates are degrees (a geographic spatial reference).
        public var isGeographic: Bool {
            if case .degrees = unit { return true }
            return false
        }
    }
}
