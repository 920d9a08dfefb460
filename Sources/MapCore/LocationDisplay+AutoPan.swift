import TextSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LocationDisplay {
    /// How the view follows the location (the SDK's `LocationDisplay.AutoPanMode`).
    ///
    /// Screen geometry is worked in Web Mercator metres at the viewpoint's resolution
    /// r = scale × 0.0254 / 96 m per pixel, whatever the map's spatial reference (as `pan`
    /// does), on a view of W × H pixels turned by the viewpoint's rotation ρ: the top of the
    /// view faces the bearing ρ (the view's heading equals the rotation). A ground offset of
    /// (dx east, dy north) metres from the view's centre is on screen at
    /// `right = (dx cos ρ − dy sin ρ) / r` and `up = (dx sin ρ + dy cos ρ) / r` pixels
    /// (dx taken the shorter way round the world).
    public enum AutoPanMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// The view does not follow (the default, and what any goto, pan, zoom or rotate sets).
        case off
        /// **Recenter**: when the mode is set, the view is centred on the location (scale and
        /// rotation kept). After that, a fix inside the wander extent leaves the view alone;
        /// a fix outside it re-centres the view on the fix. The wander extent is the rectangle
        /// around the view's centre of `wanderExtentFactor` (0.5) × W by 0.5 × H pixels in
        /// screen space, so rotation counts: a fix is inside when `|right| <= 0.25 W` and
        /// `|up| <= 0.25 H` (on the edge is inside).
        case recenter
        /// **Navigation**: on the mode being set and on every fix the rotation becomes the
        /// course (kept when the course is unknown), so the direction of travel is up, and the
        /// centre moves so that the location is horizontally centred and
        /// `navigationPointHeightFactor` (0.125) × H pixels above the bottom edge: the centre
        /// is (0.5 − 0.125) × H × r = 0.375 H r metres ahead of the location along the course.
        case navigation
        /// **Compass navigation**: on the mode being set and on every fix the view is centred
        /// on the location and the rotation becomes the heading (kept when unknown).
        case compassNavigation

        /// The mode's name: `off`, `recenter`, `navigation`, `compassNavigation`.
        public var description: String { rawValue }

        /// The mode that `name` names, in any case: a raw value, `compass`, or the kebab
        /// spelling `compass-navigation`. Throws `unknownAutoPanMode` with suggestions.
        public static func named(_ name: String) throws(MapError) -> AutoPanMode {
            let folded = name.trimmedOfWhitespace.lowercased()
            switch folded {
            case "off": return .off
            case "recenter": return .recenter
            case "navigation": return .navigation
            case "compass", "compassnavigation", "compass-navigation": return .compassNavigation
            default:
                let names = ["off", "recenter", "navigation", "compass"]
                throw .location(.unknownAutoPanMode(name, suggestions: Suggestion.closest(to: name, among: names, limit: 2)))
            }
        }
    }

    /// The wander extent's size as a fraction of the view's width and height: 0.5 (the SDK's
    /// default `wanderExtentFactor`).
    public static let wanderExtentFactor = 0.5
    /// Where navigation mode pins the location: 0.125 of the view's height above its bottom
    /// edge (the SDK's default `navigationPointHeightFactor`).
    public static let navigationPointHeightFactor = 0.125

    // MARK: - The rules

    /// The viewpoint after `fix` under `mode`, from `viewpoint` in `view`; `setting` is true
    /// when the mode has just been set (recenter then centres whatever the wander extent says).
    /// Scale is always kept. Navigation works out its centre in Web Mercator, so that centre's
    /// latitude stays within ±85.0511287798; recenter and compass centre on the fix as it is.
    public static func autoPan(
        _ viewpoint: Viewpoint, to fix: LocationFix, mode: AutoPanMode, in view: View, setting: Bool = false
    ) -> Viewpoint {
        switch mode {
        case .off:
            return viewpoint
        case .recenter:
            if !setting && isInsideWanderExtent(fix.position, of: viewpoint, in: view) { return viewpoint }
            return centred(viewpoint, on: fix.position, rotation: viewpoint.rotation)
        case .navigation:
            let rotation = fix.course ?? viewpoint.rotation
            let r = View.resolution(atScale: viewpoint.scale)
            let ahead = (0.5 - navigationPointHeightFactor) * Double(view.height) * r
            let location = Projection.webMercator(latitude: fix.latitude, longitude: fix.longitude)
            let bearing = rotation * Double.pi / 180
            let centre = Projection.geographic(x: location.x + ahead * sin(bearing), y: location.y + ahead * cos(bearing))
            let position = GeodesicPosition(
                unchecked: Projection.clampLatitude(centre.latitude), Projection.wrapLongitude(centre.longitude))
            return centred(viewpoint, on: position, rotation: rotation)
        case .compassNavigation:
            return centred(viewpoint, on: fix.position, rotation: fix.heading ?? viewpoint.rotation)
        }
    }

    /// Where `position` is on the screen of `viewpoint` in `view`: pixels right of and above
    /// the centre, rotation counted (see `AutoPanMode`).
    public static func screenOffset(of position: GeodesicPosition, from viewpoint: Viewpoint, in view: View) -> (right: Double, up: Double) {
        let centre = Projection.webMercator(latitude: viewpoint.latitude, longitude: viewpoint.longitude)
        let point = Projection.webMercator(latitude: position.latitude, longitude: position.longitude)
        let turn = 2 * Double.pi * Projection.radius
        var dx = point.x - centre.x
        dx -= turn * (dx / turn).rounded()
        let dy = point.y - centre.y
        let r = View.resolution(atScale: viewpoint.scale)
        let rho = viewpoint.rotation * Double.pi / 180
        return ((dx * cos(rho) - dy * sin(rho)) / r, (dx * sin(rho) + dy * cos(rho)) / r)
    }

    /// Whether `position` is inside the wander extent of `viewpoint` in `view`.
    public static func isInsideWanderExtent(_ position: GeodesicPosition, of viewpoint: Viewpoint, in view: View) -> Bool {
        let offset = screenOffset(of: position, from: viewpoint, in: view)
        return abs(offset.right) <= wanderExtentFactor * Double(view.width) / 2
            && abs(offset.up) <= wanderExtentFactor * Double(view.height) / 2
    }

    private static func centred(_ viewpoint: Viewpoint, on position: GeodesicPosition, rotation: Double) -> Viewpoint {
        let latitude = position.latitude
        let longitude = position.longitude == 180 ? 180 : Projection.wrapLongitude(position.longitude)
        let rotation = (try? Viewpoint.normalized(rotation: rotation)) ?? viewpoint.rotation
        return Viewpoint(unchecked: latitude, longitude, viewpoint.scale, rotation)
    }
}
