/// The series of the geodesic integrals that depend on the ellipsoid's third flattening n as
/// well as on ε, with the polynomials in n evaluated once per ellipsoid.
///
/// From Karney (2013, "Algorithms for geodesics", J. Geodesy 87:43-55):
///
/// - longitude: λ = ω - f sin α0 I3(σ), I3 = ∫ (2 - f) / (1 + (1 - f)√(1 + k² sin² σ)) dσ,
///   written I3(σ) = A3 (σ + Σ C3l sin 2lσ) (eqs. 8, 23-25),
/// - area: I4(σ) = -∫ from π/2 to σ of (t(e'²) - t(k² sin² σ)) / (e'² - k² sin² σ) · sin σ / 2,
///   with t(x) = x + √(1/x + 1) asinh √x, written I4(σ) = Σ C4l cos((2l+1)σ) (eqs. 58-64).
///
/// Both are expanded in n and ε together, keeping the terms of total degree 5 (as the paper does;
/// each series is multiplied by f or e², so the neglected terms are of order 6). The rational
/// coefficients were derived afresh for MapCore with SymPy (the longitude integrand written in n
/// and ε through f = 2n/(1+n) and √(1+k² sin² σ) = |1 - ε e^{2iσ}| / (1 - ε); the area integrand
/// as the divided difference of the Taylor series of t) and agree with the paper's.
struct GeodesicEllipsoidSeries {
    /// A3 as a polynomial in ε: the coefficients of ε⁰...ε⁵.
    private let longitudeMeanCoefficients: [Double]
    /// C3l, l = 1...5: for each l the coefficients of ε^l...ε⁵, one row after another.
    private let longitudeCoefficients: [Double]
    /// C4l, l = 0...5: for each l the coefficients of ε^l...ε⁵, one row after another.
    private let areaCoefficients: [Double]

    /// The series for an ellipsoid of third flattening `n` = f / (2 - f).
    init(n: Double) {
        longitudeMeanCoefficients = Self.tabulate(Self.longitudeMeanTable, n: n)
        longitudeCoefficients = Self.tabulate(Self.longitudeTable, n: n)
        areaCoefficients = Self.tabulate(Self.areaTable, n: n)
    }

    // MARK: - Evaluation

    /// A3(ε), the mean of the longitude integrand.
    func longitudeMean(_ eps: Double) -> Double {
        Self.horner(longitudeMeanCoefficients, from: 0, count: 6, eps)
    }

    /// C3l(ε), l = 1...5 (the sixth is 0).
    func longitude(_ eps: Double) -> GeodesicSeries {
        Self.series(longitudeCoefficients, firstOrder: 1, eps)
    }

    /// C4l(ε), l = 0...5, in the fields c1...c6.
    func area(_ eps: Double) -> GeodesicSeries {
        Self.series(areaCoefficients, firstOrder: 0, eps)
    }

    // MARK: - Tables

    // Each row is one coefficient (of ε^m in C_l): [denominator, numerator of n⁰, of n¹, ...].
    // Rows run through l, and within l through m = l...5 (m = 0...5 for A3).

    private static let longitudeMeanTable: [[Double]] = [
        [1, 1],
        [2, -1, 1],
        [8, -2, -1, 3],
        [16, -1, -3, -1],
        [64, -3, -2],
        [128, -3],
    ]

    private static let longitudeTable: [[Double]] = [
        [4, 1, -1], [8, 1, 0, -1], [64, 3, 3, -1], [128, 5, 2], [128, 3],  // C31
        [32, 2, -3, 1], [64, 3, -2, -3], [128, 3, 1], [256, 5],  // C32
        [192, 5, -9, 5], [384, 9, -10], [512, 7],  // C33
        [512, 7, -14], [512, 7],  // C34
        [2560, 21],  // C35
    ]

    private static let areaTable: [[Double]] = [
        // C40
        [45045, 30030, -12012, 3432, 572, 208, 100], [15015, -3003, 6864, -4576, 624, 64],
        [45045, -858, -4576, 14144, -10656], [45045, 1573, -4784, -224], [45045, 156, 1088],
        [15015, 97],
        // C41
        [135135, 3003, -6864, 4576, -624, -64], [135135, -2574, 9152, -11648, 5952],
        [135135, -1287, 1040, 5792], [135135, 468, -2944], [9009, 1],
        // C42
        [225225, 1716, -4576, 4160, -1440], [225225, -1144, 4992, -8448], [225225, -936, 1856],
        [10725, 8],
        // C43
        [315315, 1144, -3328, 3584], [105105, -208, 1024], [63063, -136],
        // C44
        [405405, 832, -2560], [135135, -128],
        // C45
        [99099, 128],
    ]

    // MARK: - Helpers

    /// Each row's polynomial in n divided by its denominator.
    private static func tabulate(_ table: [[Double]], n: Double) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(table.count)
        for row in table {
            var value = 0.0
            for numerator in row.dropFirst().reversed() { value = value * n + numerator }
            result.append(value / row[0])
        }
        return result
    }

    /// The series whose harmonics, from c1 on, are ε^l times row l of `coefficients` read as a
    /// polynomial in ε, for l = `first`...5 (row l has 6 - l coefficients; the rows follow one
    /// another); the harmonics after the last are 0.
    private static func series(_ coefficients: [Double], firstOrder first: Int, _ eps: Double) -> GeodesicSeries {
        var series = GeodesicSeries.zero
        var power = 1.0
        for _ in 0..<first { power *= eps }
        var offset = 0
        for l in first...5 {
            let count = 6 - l
            series[l - first] = power * horner(coefficients, from: offset, count: count, eps)
            offset += count
            power *= eps
        }
        return series
    }

    /// Σ coefficients[from + i] · x^i for i < count.
    private static func horner(_ coefficients: [Double], from start: Int, count: Int, _ x: Double) -> Double {
        var value = 0.0
        var index = start + count - 1
        while index >= start {
            value = value * x + coefficients[index]
            index -= 1
        }
        return value
    }
}
