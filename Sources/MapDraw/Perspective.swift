import MapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a tilted scene camera sees the ground, as a plane through its target: a point `u`
/// pixels right of and `v` pixels below the target in the top-down picture (north turned by
/// the heading, so that up is the way the camera looks) shows at
/// `(W/2 + u / s, H/2 + v cos p / s)` with `s = 1 - v sin p / F`, where `p` is the pitch and
/// `F = d / r` the focal length in pixels (`d` the camera's distance to its target, `r` the
/// picture's metres per pixel). At pitch 0 this is the top-down picture itself; the ground
/// farther away shrinks towards the horizon, at `H/2 - F cot p`. The Earth's curvature is not
/// drawn, and the ground is drawn out to `farthest` times the target's distance.
struct Perspective {
    /// The picture's width and height in pixels.
    let width: Double
    let height: Double
    /// The pitch drawn, in degrees (the camera's, at most `steepest`).
    let pitch: Double
    /// `sin p / F`.
    let k: Double
    /// `cos p`.
    let cosPitch: Double
    /// The nearest (bottom of the picture) and farthest ground drawn, as `v`.
    let near: Double
    let far: Double

    /// The steepest pitch drawn: beyond it the ground is a thin band under the horizon.
    static let steepest = 80.0
    /// How far the ground is drawn, as a multiple of the distance at the target.
    static let farthest = 12.0

    /// The perspective of `camera` in `frame`, or nil when the camera looks straight down or
    /// sees no ground.
    init?(camera: Camera?, frame: MapFrame) {
        guard let camera, camera.pitch > 0, let distance = camera.targetDistance, distance > 0,
              frame.resolution > 0 else { return nil }
        width = frame.width
        height = frame.height
        pitch = min(camera.pitch, Self.steepest)
        let radians = pitch * Double.pi / 180
        k = sin(radians) / (distance / frame.resolution)
        cosPitch = cos(radians)
        near = (height / 2) / (cosPitch + k * height / 2)
        let top = -height / 2, denominator = cosPitch + k * top
        let limit = -(Self.farthest - 1) / k
        far = denominator > 0 ? max(top / denominator, limit) : limit
    }

    /// The shrink factor `s` at `v` (1 at the target, larger farther away).
    func shrink(atV v: Double) -> Double { 1 - k * v }

    /// The picture point of the ground `u`, `v` pixels from the target in the top-down picture.
    func screen(u: Double, v: Double) -> PicturePoint {
        let s = shrink(atV: v)
        return PicturePoint(x: width / 2 + u / s, y: height / 2 + v * cosPitch / s)
    }

    /// Half the width, in top-down pixels, of the ground in sight at its farthest.
    var halfWidth: Double { width / 2 * shrink(atV: far) }
}
