#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The general inverse problem after Karney (2013, "Algorithms for geodesics", J. Geodesy
// 87:43-55), sect. 4-5: a starting azimuth α1 (from the sphere, or from the astroid for nearly
// antipodal points), then Newton's method on λ12(α1) = λ12, guarded by a bisection bracket.

extension Geodesic {
    // MARK: - Starting guess

    /// The starting azimuth α1; for a short line also the whole solution on a sphere (`sig12`,
    /// α2 and the radius factor `dnm`).
    struct InverseStart {
        var sig12: Double?
        var salp1, calp1: Double
        var salp2 = 0.0, calp2 = 0.0
        var dnm = 1.0
    }

    /// The starting guess for points in the canonical arrangement.
    func inverseStart(
        _ point1: ReducedLatitude, _ point2: ReducedLatitude,
        lam12: Double, slam12: Double, clam12: Double
    ) -> InverseStart {
        let (sbet1, cbet1, sbet2, cbet2) = (point1.sin, point1.cos, point2.sin, point2.cos)
        let sbet12 = sbet2 * cbet1 - cbet2 * sbet1  // sin(β2 - β1)
        let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
        let sbet12a = sbet2 * cbet1 + cbet2 * sbet1  // sin(β2 + β1)
        var start = InverseStart(sig12: nil, salp1: 0, calp1: 0)

        // A short line: ω12 from λ12 on the sphere of the mean radius at the mid-latitude.
        let shortLine = cbet12 >= 0 && sbet12 < 0.5 && cbet2 * lam12 < 0.5
        var somg12 = slam12, comg12 = clam12
        if shortLine {
            var sbetm2 = (sbet1 + sbet2) * (sbet1 + sbet2)
            sbetm2 /= sbetm2 + (cbet1 + cbet2) * (cbet1 + cbet2)
            start.dnm = (1 + ep2 * sbetm2).squareRoot()
            let omg12 = lam12 / (f1 * start.dnm)
            somg12 = sin(omg12)
            comg12 = cos(omg12)
        }

        // α1 of the great circle on the auxiliary sphere with longitude difference ω12.
        start.salp1 = cbet2 * somg12
        start.calp1 = comg12 >= 0
            ? sbet12 + cbet2 * sbet1 * somg12 * somg12 / (1 + comg12)
            : sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)
        let ssig12 = hypot(start.salp1, start.calp1)
        let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * comg12

        if shortLine && ssig12 < shortLineLimit {
            start.salp2 = cbet1 * somg12
            start.calp2 = sbet12 - cbet1 * sbet2
                * (comg12 >= 0 ? somg12 * somg12 / (1 + comg12) : 1 - comg12)
            GeodesicAngle.normalize(&start.salp2, &start.calp2)
            start.sig12 = atan2(ssig12, csig12)
        } else if abs(n) > 0.1 || csig12 >= 0 || ssig12 >= 6 * abs(n) * Double.pi * cbet1 * cbet1 {
            // Not nearly antipodal: the spherical α1 is good enough to start from.
        } else {
            nearlyAntipodalStart(point1, point2, slam12: slam12, clam12: clam12, into: &start)
        }

        if start.salp1 > 0 {
            GeodesicAngle.normalize(&start.salp1, &start.calp1)
        } else {
            // Only for lat1 = -lat2 and lon12 = 180 on an oblate ellipsoid.
            start.salp1 = 1
            start.calp1 = 0
        }
        return start
    }

    /// α1 for nearly antipodal points (Karney 2013, sect. 5): scale the neighbourhood of the
    /// antipode so that the solutions lie on an astroid, and solve its quartic.
    private func nearlyAntipodalStart(
        _ point1: ReducedLatitude, _ point2: ReducedLatitude,
        slam12: Double, clam12: Double, into start: inout InverseStart
    ) {
        let (sbet1, cbet1, sbet2, cbet2) = (point1.sin, point1.cos, point2.sin, point2.cos)
        let sbet12a = sbet2 * cbet1 + cbet2 * sbet1
        let lam12x = atan2(-slam12, -clam12)  // λ12 - π
        let x: Double, y: Double, lamscale: Double
        if f >= 0 {
            let eps = GeodesicSeries.epsilon(kSquared: sbet1 * sbet1 * ep2)
            lamscale = f * cbet1 * series.longitudeMean(eps) * Double.pi
            let betscale = lamscale * cbet1
            x = lam12x / lamscale
            y = sbet12a / betscale
        } else {
            // Prolate: the roles of x and y swap, scaled with the meridian's reduced length.
            let cbet12a = cbet2 * cbet1 - sbet2 * sbet1
            let bet12a = atan2(sbet12a, cbet12a)
            let meridian = lengths(
                eps: n, sig12: Double.pi + bet12a, sin1: sbet1, cos1: -cbet1, dn1: point1.dn,
                sin2: sbet2, cos2: cbet2, dn2: point2.dn)
            x = -1 + meridian.reducedLength / (cbet1 * cbet2 * meridian.m0 * Double.pi)
            let betscale = x < -0.01 ? sbet12a / x : -f * cbet1 * cbet1 * Double.pi
            lamscale = betscale / cbet1
            y = lam12x / lamscale
        }

        if y > -Self.tol1 && x > -1 - Self.xthresh {
            // On (or just past) the edge of the astroid: the limit of its solutions.
            if f >= 0 {
                start.salp1 = min(1, -x)
                start.calp1 = -(1 - start.salp1 * start.salp1).squareRoot()
            } else {
                start.calp1 = max(x > -Self.tol1 ? 0 : -1, x)
                start.salp1 = (1 - start.calp1 * start.calp1).squareRoot()
            }
        } else {
            let k = Self.astroid(x, y)
            let omg12a = lamscale * (f >= 0 ? -x * k / (1 + k) : -y * (1 + k) / k)
            let somg12 = sin(omg12a), comg12 = -cos(omg12a)
            start.salp1 = cbet2 * somg12
            start.calp1 = sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)
        }
    }

    /// The positive root k of k⁴ + 2k³ - (x² + y² - 1)k² - 2y²k - y² = 0 (Karney 2013, eq. 55),
    /// in closed form; 0 when y = 0 and x² <= 1.
    static func astroid(_ x: Double, _ y: Double) -> Double {
        let p = x * x, q = y * y
        let r = (p + q - 1) / 6
        guard !(q == 0 && r <= 0) else { return 0 }
        // The resolvent cubic's root u, chosen so that u + r > 0 (or by continuity).
        let s = p * q / 4
        let r2 = r * r, r3 = r * r2
        let discriminant = s * (s + 2 * r3)
        var u = r
        if discriminant >= 0 {
            var t3 = s + r3
            t3 += t3 < 0 ? -discriminant.squareRoot() : discriminant.squareRoot()  // no cancellation
            let t = cbrt(t3)
            u += t + (t != 0 ? r2 / t : 0)
        } else {
            let angle = atan2((-discriminant).squareRoot(), -(s + r3))
            u += 2 * r * cos(angle / 3)
        }
        let v = (u * u + q).squareRoot()
        let uv = u < 0 ? q / (v - u) : u + v  // u + v without cancellation
        let w = (uv - q) / (2 * v)
        return uv / ((uv + w * w).squareRoot() + w)
    }

    // MARK: - Newton's method

    /// The solution of the general case once α1 is found.
    struct AzimuthSearch {
        var salp1, calp1, salp2, calp2: Double
        var distance: Double
        var domg12: Double
    }

    /// Finds α1 such that the geodesic from point 1 reaches point 2's longitude.
    func searchAzimuth(
        _ point1: ReducedLatitude, _ point2: ReducedLatitude,
        salp1 startSin: Double, calp1 startCos: Double, slam12: Double, clam12: Double
    ) -> AzimuthSearch {
        var salp1 = startSin, calp1 = startCos
        // The bracket [α1a, α1b] of the root, narrowed as trials fall either side.
        var salp1a = Self.tiny, calp1a = 1.0, salp1b = Self.tiny, calp1b = -1.0
        var nearRoot = false, bracketClosed = false
        var trial = longitudeTrial(
            point1, point2, salp1: salp1, calp1: calp1, slam12: slam12, clam12: clam12, derivative: true)
        for iteration in 0..<Self.maxIterations {
            if iteration > 0 {
                trial = longitudeTrial(
                    point1, point2, salp1: salp1, calp1: calp1, slam12: slam12, clam12: clam12,
                    derivative: iteration < Self.newtonIterations)
            }
            let v = trial.residual
            if bracketClosed || !(abs(v) >= (nearRoot ? 8 : 1) * Self.tol0) { break }
            let late = iteration > Self.newtonIterations
            if v > 0 && (late || calp1 / salp1 > calp1b / salp1b) {
                (salp1b, calp1b) = (salp1, calp1)
            } else if v < 0 && (late || calp1 / salp1 < calp1a / salp1a) {
                (salp1a, calp1a) = (salp1, calp1)
            }
            if iteration < Self.newtonIterations && trial.derivative > 0 {
                let dalp1 = -v / trial.derivative
                if abs(dalp1) < Double.pi {
                    let sdalp1 = sin(dalp1), cdalp1 = cos(dalp1)
                    let nsalp1 = salp1 * cdalp1 + calp1 * sdalp1
                    if nsalp1 > 0 {
                        calp1 = calp1 * cdalp1 - salp1 * sdalp1
                        salp1 = nsalp1
                        GeodesicAngle.normalize(&salp1, &calp1)
                        nearRoot = abs(v) <= 16 * Self.tol0
                        continue
                    }
                }
            }
            // Newton's step left the bracket (or failed): bisect it.
            salp1 = (salp1a + salp1b) / 2
            calp1 = (calp1a + calp1b) / 2
            GeodesicAngle.normalize(&salp1, &calp1)
            nearRoot = false
            bracketClosed = abs(salp1a - salp1) + (calp1a - calp1) < Self.tolb
                || abs(salp1 - salp1b) + (calp1 - calp1b) < Self.tolb
        }
        let lengths = lengths(
            eps: trial.eps, sig12: trial.sig12, sin1: trial.ssig1, cos1: trial.csig1, dn1: point1.dn,
            sin2: trial.ssig2, cos2: trial.csig2, dn2: point2.dn)
        return AzimuthSearch(
            salp1: salp1, calp1: calp1, salp2: trial.salp2, calp2: trial.calp2,
            distance: lengths.distance * b, domg12: trial.domg12)
    }
}
