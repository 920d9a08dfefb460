/// Six Fourier coefficients of one of the geodesic integrals, and the ones that depend on the
/// small parameter ε alone.
///
/// Karney (2013, "Algorithms for geodesics", J. Geodesy 87:43-55) writes the integrals along a
/// geodesic, on the auxiliary sphere, as a secular term plus a Fourier series whose l-th
/// coefficient is of order ε^l, with ε = (√(1+k²) - 1) / (√(1+k²) + 1) and k = e'·cos α0:
///
/// - distance: I1(σ) = A1 (σ + Σ C1l sin 2lσ), I1 = ∫ √(1 + k² sin² σ) dσ (eqs. 15-18),
/// - its reversion: σ = τ + Σ C1'l sin 2lτ, with τ = I1(σ) / A1 (eqs. 20-21),
/// - reduced length: I2(σ) = A2 (σ + Σ C2l sin 2lσ), I2 = ∫ dσ / √(1 + k² sin² σ) (eqs. 41-43).
///
/// The series below are truncated at ε^6, as in the paper. They were derived afresh for MapCore
/// with SymPy from √(1 + k² sin² σ) = |1 - ε e^{2iσ}| / (1 - ε), and agree with the paper's
/// printed coefficients.
struct GeodesicSeries {
    /// The coefficients of the first to sixth harmonic (unused ones are 0).
    var c1, c2, c3, c4, c5, c6: Double

    /// No harmonics.
    static let zero = GeodesicSeries(c1: 0, c2: 0, c3: 0, c4: 0, c5: 0, c6: 0)

    /// The coefficient of harmonic `index + 1`, for `index` in 0...5.
    subscript(index: Int) -> Double {
        get {
            switch index {
            case 0: c1
            case 1: c2
            case 2: c3
            case 3: c4
            case 4: c5
            default: c6
            }
        }
        set {
            switch index {
            case 0: c1 = newValue
            case 1: c2 = newValue
            case 2: c3 = newValue
            case 3: c4 = newValue
            case 4: c5 = newValue
            default: c6 = newValue
            }
        }
    }

    // MARK: - Sums

    /// Σ c_l sin(2lσ) for l = 1...6, given sin σ and cos σ (Clenshaw summation).
    func sineSum(sin s: Double, cos c: Double) -> Double {
        let twiceCos2 = 2 * (c - s) * (c + s)  // 2 cos 2σ
        let b6 = c6
        let b5 = c5 + twiceCos2 * b6
        let b4 = c4 + twiceCos2 * b5 - b6
        let b3 = c3 + twiceCos2 * b4 - b5
        let b2 = c2 + twiceCos2 * b3 - b4
        let b1 = c1 + twiceCos2 * b2 - b3
        return 2 * s * c * b1  // sin 2σ · b1
    }

    /// Σ c_(l+1) cos((2l+1)σ) for l = 0...5, given sin σ and cos σ (Clenshaw summation); the
    /// form of the area integral I4.
    func oddCosineSum(sin s: Double, cos c: Double) -> Double {
        let twiceCos2 = 2 * (c - s) * (c + s)
        let b5 = c6
        let b4 = c5 + twiceCos2 * b5
        let b3 = c4 + twiceCos2 * b4 - b5
        let b2 = c3 + twiceCos2 * b3 - b4
        let b1 = c2 + twiceCos2 * b2 - b3
        let b0 = c1 + twiceCos2 * b1 - b2
        return c * (b0 - b1)
    }

    // MARK: - Series in ε alone

    /// A1 - 1, where A1 = (1 + ε²/4 + ε⁴/64 + ε⁶/256) / (1 - ε).
    static func distanceMeanMinusOne(_ eps: Double) -> Double {
        let e2 = eps * eps
        let t = e2 * (64 + e2 * (4 + e2)) / 256
        return (t + eps) / (1 - eps)
    }

    /// C1l, l = 1...6: the distance integral's harmonics.
    static func distance(_ eps: Double) -> GeodesicSeries {
        let e2 = eps * eps
        var d = eps
        var series = GeodesicSeries.zero
        series.c1 = d * (-16 + e2 * (6 - e2)) / 32
        d *= eps
        series.c2 = d * (-128 + e2 * (64 - 9 * e2)) / 2048
        d *= eps
        series.c3 = d * (-16 + 9 * e2) / 768
        d *= eps
        series.c4 = d * (-5 + 3 * e2) / 512
        d *= eps
        series.c5 = d * -7 / 1280
        d *= eps
        series.c6 = d * -7 / 2048
        return series
    }

    /// C1'l, l = 1...6: the harmonics that turn τ = s / (b A1) back into σ.
    static func distanceInverse(_ eps: Double) -> GeodesicSeries {
        let e2 = eps * eps
        var d = eps
        var series = GeodesicSeries.zero
        series.c1 = d * (768 + e2 * (-432 + 205 * e2)) / 1536
        d *= eps
        series.c2 = d * (3840 + e2 * (-4736 + 4005 * e2)) / 12288
        d *= eps
        series.c3 = d * (116 - 225 * e2) / 384
        d *= eps
        series.c4 = d * (2695 - 7173 * e2) / 7680
        d *= eps
        series.c5 = d * 3467 / 7680
        d *= eps
        series.c6 = d * 38081 / 61440
        return series
    }

    /// A2 - 1, where A2 = (1 - ε)(1 + ε²/4 + 9ε⁴/64 + 25ε⁶/256).
    static func reducedMeanMinusOne(_ eps: Double) -> Double {
        let e2 = eps * eps
        let t = e2 * (64 + e2 * (36 + 25 * e2)) / 256
        return t - eps * (1 + t)
    }

    /// C2l, l = 1...6: the reduced-length integral's harmonics.
    static func reduced(_ eps: Double) -> GeodesicSeries {
        let e2 = eps * eps
        var d = eps
        var series = GeodesicSeries.zero
        series.c1 = d * (16 + e2 * (2 + e2)) / 32
        d *= eps
        series.c2 = d * (384 + e2 * (64 + 35 * e2)) / 2048
        d *= eps
        series.c3 = d * (80 + 15 * e2) / 768
        d *= eps
        series.c4 = d * (35 + 7 * e2) / 512
        d *= eps
        series.c5 = d * 63 / 1280
        d *= eps
        series.c6 = d * 77 / 2048
        return series
    }

    /// ε for k² = e'² cos² α0: k² / (2(1 + √(1 + k²)) + k²), a stable form of
    /// (√(1+k²) - 1) / (√(1+k²) + 1).
    static func epsilon(kSquared k2: Double) -> Double {
        k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
    }
}
