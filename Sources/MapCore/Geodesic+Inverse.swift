#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The inverse problem, after Karney (2013, "Algorithms for geodesics", J. Geodesy 87:43-55),
// sections 4-6: bring the two points into a canonical arrangement, solve the meridional and
// equatorial cases outright, and otherwise find the azimuth at the first point for which the
// geodesic reaches the second point's longitude.

extension Geodesic {
    // MARK: - Public

    /// The shortest geodesic from `start` to `end`: its length in metres and the forward
    /// azimuths at both ends. Coincident positions give distance 0 and azimuths 0.
    public func inverse(from start: GeodesicPosition, to end: GeodesicPosition) -> GeodesicInverse {
        let solution = solveInverse(
            start.latitude, start.longitude, end.latitude, end.longitude, wantArea: false)
        return GeodesicInverse(
            distance: solution.distance, azimuth1: solution.azimuth1, azimuth2: solution.azimuth2)
    }

    /// The length in metres of the shortest geodesic from `start` to `end`.
    public func distance(from start: GeodesicPosition, to end: GeodesicPosition) -> Double {
        solveInverse(start.latitude, start.longitude, end.latitude, end.longitude, wantArea: false)
            .distance
    }

    // MARK: - Solution

    /// What the inverse solution yields, the area term included.
    struct InverseSolution {
        /// s12, metres.
        var distance: Double
        /// α1 and α2, degrees.
        var azimuth1: Double
        var azimuth2: Double
        /// S12, square metres: the area between the geodesic from point 1 to point 2 and the
        /// equator (Karney 2013, eq. 58); 0 unless asked for.
        var area: Double
    }

    /// The inverse solution for valid latitudes and finite longitudes (degrees).
    func solveInverse(
        _ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double,
        wantArea: Bool
    ) -> InverseSolution {
        // Canonical arrangement: lon12 >= 0, |lat1| >= |lat2|, lat1 <= 0. The signs are undone
        // at the end.
        var (lon12, lon12Error) = GeodesicAngle.difference(from: longitude1, to: longitude2)
        var lonSign: Double = lon12.sign == .minus ? -1 : 1
        lon12 = GeodesicAngle.roundTiny(lonSign * lon12)
        lon12Error *= lonSign
        let (slam12, clam12) = GeodesicAngle.sinCos(lon12, correction: lon12Error)
        let lam12 = (lon12 + lon12Error) * GeodesicAngle.radiansPerDegree

        var lat1 = GeodesicAngle.roundTiny(latitude1)
        var lat2 = GeodesicAngle.roundTiny(latitude2)
        let swapped = abs(lat1) < abs(lat2)
        if swapped {
            lonSign = -lonSign
            swap(&lat1, &lat2)
        }
        let latSign: Double = lat1.sign == .minus ? 1 : -1
        lat1 *= latSign
        lat2 *= latSign

        var point1 = reducedLatitude(lat1)
        var point2 = reducedLatitude(lat2)
        // When |lat1| == |lat2| make |β1| == |β2| exactly, so the symmetric cases are seen.
        if point1.cos < -point1.sin {
            if point2.cos == point1.cos { point2.sin = copysign(point1.sin, point2.sin) }
        } else if abs(point2.sin) == -point1.sin {
            point2.cos = point1.cos
        }
        point1.dn = (1 + ep2 * point1.sin * point1.sin).squareRoot()
        point2.dn = (1 + ep2 * point2.sin * point2.sin).squareRoot()

        var salp1 = 0.0, calp1 = 0.0, salp2 = 0.0, calp2 = 0.0
        var distance = 0.0
        // sin and cos of ω12, the longitude difference on the auxiliary sphere; nil until known.
        var omega12: (sin: Double, cos: Double)?

        // Along a meridian: α1 = λ12, α2 = 0; shortest unless the far side passes a conjugate
        // point (prolate ellipsoids), in which case the general method takes over.
        var meridian = lat1 == -90 || slam12 == 0
        if meridian {
            (salp1, calp1, salp2, calp2) = (slam12, clam12, 0, 1)
            let ssig1 = point1.sin, csig1 = calp1 * point1.cos
            let ssig2 = point2.sin, csig2 = calp2 * point2.cos
            let sig12 = atan2(max(0, csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
            let lengths = lengths(
                eps: n, sig12: sig12, sin1: ssig1, cos1: csig1, dn1: point1.dn,
                sin2: ssig2, cos2: csig2, dn2: point2.dn)
            if sig12 < 1 || lengths.reducedLength >= 0 {
                let negligible = sig12 < 3 * Self.tiny
                    || (sig12 < Self.tol0 && (lengths.distance < 0 || lengths.reducedLength < 0))
                distance = negligible ? 0 : lengths.distance * b
            } else {
                meridian = false
            }
        }

        if !meridian {
            if point1.sin == 0 && (f <= 0 || (180 - lon12) - lon12Error >= 180 * f) {
                // Along the equator, as long as it is shorter than going over a pole.
                (salp1, calp1, salp2, calp2) = (1, 0, 1, 0)
                distance = a * lam12
                let omg12 = lam12 / f1
                omega12 = (sin(omg12), cos(omg12))
            } else {
                let start = inverseStart(point1, point2, lam12: lam12, slam12: slam12, clam12: clam12)
                (salp1, calp1) = (start.salp1, start.calp1)
                if let sig12 = start.sig12 {
                    // A short line, solved on a sphere of the mean radius of curvature.
                    (salp2, calp2) = (start.salp2, start.calp2)
                    distance = sig12 * b * start.dnm
                    let omg12 = lam12 / (f1 * start.dnm)
                    omega12 = (sin(omg12), cos(omg12))
                } else {
                    let found = searchAzimuth(
                        point1, point2, salp1: salp1, calp1: calp1, slam12: slam12, clam12: clam12)
                    (salp1, calp1, salp2, calp2) = (found.salp1, found.calp1, found.salp2, found.calp2)
                    distance = found.distance
                    // ω12 = λ12 - (λ12 - ω12), from the target λ12 rather than the last trial.
                    let sd = sin(found.domg12), cd = cos(found.domg12)
                    omega12 = (slam12 * cd - clam12 * sd, clam12 * cd + slam12 * sd)
                }
            }
        }

        var area = 0.0
        if wantArea {
            area = areaTerm(
                point1, point2, salp1: salp1, calp1: calp1, salp2: salp2, calp2: calp2,
                omega12: meridian ? nil : omega12)
            area *= (swapped ? -1 : 1) * lonSign * latSign
            area += 0
        }

        // Undo the canonical arrangement.
        if swapped {
            swap(&salp1, &salp2)
            swap(&calp1, &calp2)
        }
        let swapSign: Double = swapped ? -1 : 1
        salp1 *= swapSign * lonSign
        calp1 *= swapSign * latSign
        salp2 *= swapSign * lonSign
        calp2 *= swapSign * latSign
        return InverseSolution(
            distance: 0 + distance,
            azimuth1: GeodesicAngle.atan2Degrees(salp1, calp1),
            azimuth2: GeodesicAngle.atan2Degrees(salp2, calp2),
            area: area)
    }

    // MARK: - Area

    /// S12 in the canonical arrangement (Karney 2013, sect. 6): c² (α2 - α1) plus the
    /// ellipsoidal correction e² a² cos α0 sin α0 (I4(σ2) - I4(σ1)).
    private func areaTerm(
        _ point1: ReducedLatitude, _ point2: ReducedLatitude,
        salp1: Double, calp1: Double, salp2: Double, calp2: Double,
        omega12: (sin: Double, cos: Double)?
    ) -> Double {
        let salp0 = salp1 * point1.cos
        let calp0 = hypot(calp1, salp1 * point1.sin)
        var area = 0.0
        if calp0 != 0 && salp0 != 0 {
            var ssig1 = point1.sin, csig1 = calp1 * point1.cos
            var ssig2 = point2.sin, csig2 = calp2 * point2.cos
            GeodesicAngle.normalize(&ssig1, &csig1)
            GeodesicAngle.normalize(&ssig2, &csig2)
            let eps = GeodesicSeries.epsilon(kSquared: calp0 * calp0 * ep2)
            let harmonics = series.area(eps)
            let scale = a * a * calp0 * salp0 * e2
            area = scale * (harmonics.oddCosineSum(sin: ssig2, cos: csig2)
                - harmonics.oddCosineSum(sin: ssig1, cos: csig1))
        }
        let alp12: Double
        if let omega12, omega12.cos > -0.7071 && point2.sin - point1.sin < 1.75 {
            // α2 - α1 of a short line as the excess of the spherical triangle with the pole
            // (tan(x/2) = sin x / (1 + cos x)), which keeps its relative accuracy.
            let domg12 = 1 + omega12.cos
            let dbet1 = 1 + point1.cos, dbet2 = 1 + point2.cos
            alp12 = 2 * atan2(
                omega12.sin * (point1.sin * dbet2 + point2.sin * dbet1),
                domg12 * (point1.sin * point2.sin + dbet1 * dbet2))
        } else {
            var salp12 = salp2 * calp1 - calp2 * salp1
            var calp12 = calp2 * calp1 + salp2 * salp1
            if salp12 == 0 && calp12 < 0 {
                // α12 = ±180: pick the sign from the direction of travel.
                salp12 = Self.tiny * calp1
                calp12 = -1
            }
            alp12 = atan2(salp12, calp12)
        }
        return area + c2 * alp12
    }

    // MARK: - Reduced latitude

    /// A point's reduced latitude β (tan β = (1 - f) tan φ) as sin β and cos β (cos β kept
    /// above 0), with dn = √(1 + e'² sin² β) filled in later.
    struct ReducedLatitude {
        var sin: Double
        var cos: Double
        var dn: Double
    }

    /// The reduced latitude of `latitude` (degrees).
    func reducedLatitude(_ latitude: Double) -> ReducedLatitude {
        var (s, c) = GeodesicAngle.sinCos(latitude)
        s *= f1
        GeodesicAngle.normalize(&s, &c)
        return ReducedLatitude(sin: s, cos: max(Self.tiny, c), dn: 1)
    }
}
