#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Natural Earth's geography (public domain) at 1:50m and 1:10m, compiled by
/// `scripts/gen-geography` into `Geography+*.swift`, and which of it a picture draws: the
/// detail by the picture's web map zoom level (1:110m land, in `LandData`, at world scales,
/// 1:50m in the middle, 1:10m close in), and the features by their own `min_zoom`.
enum Geography {
    /// Metres per pixel at zoom level 0 (the world 256 pixels wide, 96 DPI): the world's width
    /// in Web Mercator metres over 256.
    static let levelZeroResolution = 156_543.033_928_040_97

    /// The web map zoom level of a picture of `resolution` metres per pixel.
    static func zoom(resolution: Double) -> Double {
        guard resolution > 0, resolution.isFinite else { return 0 }
        return log2(levelZeroResolution / resolution)
    }

    /// How detailed the geography is at a zoom level.
    enum Detail: Hashable, Sendable {
        /// 1:110m: the land of `LandData`, the 1:50m water.
        case small
        /// 1:50m.
        case medium
        /// 1:10m.
        case large

        /// The detail of a picture at `zoom`: 1:110m up to zoom 2.5 (about 1:105,000,000, near
        /// the data's own 1:110,000,000: a 1,024-pixel world is drawn from it), 1:50m below zoom 5
        /// (about 1:18,000,000), 1:10m from there in.
        init(zoom: Double) {
            self = zoom <= 2.5 ? .small : zoom < 5 ? .medium : .large
        }
    }

    /// The land at `detail`, or nil for the 1:110m land (`LandData`).
    static func land(_ detail: Detail) -> GeoLayer? {
        switch detail {
        case .small: nil
        case .medium: land50m
        case .large: land10m
        }
    }

    /// The lakes at `detail`.
    static func lakes(_ detail: Detail) -> GeoLayer {
        detail == .large ? lakes10m : lakes50m
    }

    /// The rivers and lake centrelines at `detail`.
    static func rivers(_ detail: Detail) -> GeoLayer {
        detail == .large ? rivers10m : rivers50m
    }

    /// The zoom level from which country borders are drawn: at a smaller scale the world is
    /// less than 512 pixels wide and its borders would be a tangle.
    static let bordersFrom = 1.0

    /// Whether a feature Natural Earth shows from its `min_zoom` shows in a picture at `zoom`:
    /// one level early, as a picture is a few tiles wide and has room for more than a tile.
    static func shows(_ attributes: GeoFeature.Attributes, atZoom zoom: Double) -> Bool {
        attributes.minZoom <= zoom + 1
    }

    /// Whether a populated place shows at `zoom`: half a level before its own `min_zoom`, not
    /// a whole one (towns crowd a picture sooner than lines do).
    static func placeShows(_ attributes: GeoFeature.Attributes, atZoom zoom: Double) -> Bool {
        attributes.minZoom <= zoom + 0.5
    }
}
