#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Careful angle arithmetic for the geodesic solutions: sines and cosines of degrees with exact
/// quarter-turn reduction, quadrant-exact arctangents, longitude differences with their
/// rounding error, and error-free sums.
///
/// Exactness matters at the special points: `sinCos(180)` must give a sine of exactly 0 so that
/// a meridian is recognised, and `atan2Degrees(0, -1)` must give exactly 180.
enum GeodesicAngle {
    /// Radians per degree.
    static let radiansPerDegree = Double.pi / 180

    // MARK: - Trigonometry in degrees

    /// The sine and cosine of `degrees + correction` (both in degrees), where `correction` is a
    /// small rounding error carried along with the angle (see `difference`).
    ///
    /// The angle is first reduced by whole quarter turns with `remquo`, which is exact, so the
    /// function is exact at multiples of 90 and accurate near them.
    static func sinCos(_ degrees: Double, correction: Double = 0) -> (sin: Double, cos: Double) {
        var quadrant: Int32 = 0
        let reduced = remquo(degrees, 90, &quadrant)  // exact, in [-45, 45]
        let radians = (reduced + correction) * radiansPerDegree
        let s = sin(radians)
        let c = cos(radians)
        var sine: Double
        var cosine: Double
        switch quadrant & 3 {
        case 0: (sine, cosine) = (s, c)
        case 1: (sine, cosine) = (c, -s)
        case 2: (sine, cosine) = (-s, -c)
        default: (sine, cosine) = (-c, s)
        }
        cosine += 0  // -0 becomes +0
        if sine == 0 { sine = copysign(0, degrees) }  // the zero keeps the angle's sign
        return (sine, cosine)
    }

    /// The angle in degrees, in [-180, 180], whose tangent is `y / x`; exact for the axes, so
    /// `atan2Degrees(0, -1)` is 180 and `atan2Degrees(-0.0, -1)` is -180.
    static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        // Bring the point into the octant |y| <= x, take the arctangent there, and unfold.
        var (x, y) = (x, y)
        var octant = 0
        if abs(y) > abs(x) {
            swap(&x, &y)
            octant = 2
        }
        if x.sign == .minus {
            x = -x
            octant += 1
        }
        let angle = atan2(y, x) / radiansPerDegree  // in [-45, 45]
        switch octant {
        case 0: return angle
        case 1: return copysign(180, y) - angle
        case 2: return 90 - angle
        default: return -90 + angle
        }
    }

    // MARK: - Longitudes

    /// `degrees` brought into [-180, 180] by whole turns (exactly), keeping 180 and -180 apart.
    static func normalized(_ degrees: Double) -> Double {
        let reduced = remainder(degrees, 360)  // exact, in [-180, 180]
        return abs(reduced) == 180 ? copysign(180, degrees) : reduced
    }

    /// `to - from` as an angle in [-180, 180] plus the rounding error of that difference, so
    /// that `difference + error` equals the true difference modulo 360 to twice the precision.
    ///
    /// At 0 and at a half turn the sign is chosen: against the error when there is one (so the
    /// sum stays in range), else the sign of the plain difference `to - from`.
    static func difference(from: Double, to: Double) -> (difference: Double, error: Double) {
        let sum = twoSum(remainder(-from, 360), remainder(to, 360))
        var result = twoSum(remainder(sum.sum, 360), sum.error)
        if result.sum == 0 || abs(result.sum) == 180 {
            result.sum = copysign(result.sum, result.error != 0 ? -result.error : to - from)
        }
        return (result.sum, result.error)
    }

    /// Small angles rounded to a multiple of 2^-57 degrees so that values too tiny to matter
    /// become exactly 0 instead of underflowing in later products; larger angles are unchanged.
    static func roundTiny(_ degrees: Double) -> Double {
        let limit = 1.0 / 16
        let magnitude = abs(degrees)
        let rounded = magnitude < limit ? limit - (limit - magnitude) : magnitude
        return copysign(rounded, degrees)
    }

    // MARK: - Arithmetic

    /// `a + b` rounded, and the exact rounding error (Knuth's two-sum).
    static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
        let sum = a + b
        let bPart = sum - a
        let aPart = sum - bPart
        return (sum, (a - aPart) + (b - bPart))
    }

    /// The unit vector in the direction of (`x`, `y`), written back as sine and cosine.
    static func normalize(_ y: inout Double, _ x: inout Double) {
        let length = hypot(y, x)
        y /= length
        x /= length
    }
}
