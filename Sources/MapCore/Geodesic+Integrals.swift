#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The integrals along one geodesic that the inverse solution needs, after Karney (2013,
// "Algorithms for geodesics", J. Geodesy 87:43-55): distance and reduced length (eqs. 15-18,
// 38-43) and the longitude reached for a trial azimuth, with its derivative (eqs. 44-47).

extension Geodesic {
    // MARK: - Distance and reduced length

    /// s12 / b, m12 / b and m0 = A1 - A2 (the latter two for Newton's method and the prolate
    /// antipodal start).
    struct Lengths {
        var distance: Double
        var reducedLength: Double
        var m0: Double
    }

    /// The lengths of the geodesic with parameter `eps` from σ1 to σ2 (given as sines and
    /// cosines, with dn = √(1 + k² sin² σ) at each end) over the arc `sig12`.
    func lengths(
        eps: Double, sig12: Double,
        sin1 ssig1: Double, cos1 csig1: Double, dn1: Double,
        sin2 ssig2: Double, cos2 csig2: Double, dn2: Double
    ) -> Lengths {
        let a1 = 1 + GeodesicSeries.distanceMeanMinusOne(eps)
        let a2 = 1 + GeodesicSeries.reducedMeanMinusOne(eps)
        let c1 = GeodesicSeries.distance(eps)
        let c2 = GeodesicSeries.reduced(eps)
        let b1 = c1.sineSum(sin: ssig2, cos: csig2) - c1.sineSum(sin: ssig1, cos: csig1)
        let b2 = c2.sineSum(sin: ssig2, cos: csig2) - c2.sineSum(sin: ssig1, cos: csig1)
        let m0 = GeodesicSeries.distanceMeanMinusOne(eps) - GeodesicSeries.reducedMeanMinusOne(eps)
        // J(σ) = I1(σ) - I2(σ), with the secular parts subtracted first for accuracy.
        let j12 = m0 * sig12 + (a1 * b1 - a2 * b2)
        // Karney 2013, eq. 38, divided by b.
        let reducedLength = dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
        return Lengths(distance: a1 * (sig12 + b1), reducedLength: reducedLength, m0: m0)
    }

    // MARK: - Longitude for a trial azimuth

    /// One trial of Newton's method: the geodesic leaving point 1 at α1, followed to point 2's
    /// latitude.
    struct LongitudeTrial {
        /// λ12(α1) minus the target λ12, radians.
        var residual: Double
        /// dλ12/dα1 (0 when not asked for).
        var derivative: Double
        var salp2, calp2: Double
        var sig12: Double
        var ssig1, csig1, ssig2, csig2: Double
        var eps: Double
        /// λ12 - ω12 for this geodesic (the ellipsoidal correction to the longitude), radians.
        var domg12: Double
    }

    /// The trial for azimuth α1 (`salp1`, `calp1`) against the target λ12 (`slam12`, `clam12`).
    func longitudeTrial(
        _ point1: ReducedLatitude, _ point2: ReducedLatitude,
        salp1: Double, calp1 startCos: Double, slam12: Double, clam12: Double, derivative: Bool
    ) -> LongitudeTrial {
        let (sbet1, cbet1, sbet2, cbet2) = (point1.sin, point1.cos, point2.sin, point2.cos)
        // Heading due north or south from the equator: nudge it to break the degeneracy.
        let calp1 = sbet1 == 0 && startCos == 0 ? -Self.tiny : startCos

        // The vertex's azimuth α0 (Clairaut: sin α0 = sin α1 cos β1).
        let salp0 = salp1 * cbet1
        let calp0 = hypot(calp1, salp1 * sbet1)

        // σ1 and ω1 from tan σ1 = tan β1 / cos α1, tan ω1 = sin α0 tan σ1.
        var ssig1 = sbet1, csig1 = calp1 * cbet1
        let somg1 = salp0 * sbet1, comg1 = calp1 * cbet1
        GeodesicAngle.normalize(&ssig1, &csig1)

        // α2 at point 2's latitude, cos α2 written to keep its accuracy near the vertex.
        let salp2 = cbet2 != cbet1 ? salp0 / cbet2 : salp1
        let calp2: Double
        if cbet2 != cbet1 || abs(sbet2) != -sbet1 {
            let difference = cbet1 < -sbet1
                ? (cbet2 - cbet1) * (cbet1 + cbet2)
                : (sbet1 - sbet2) * (sbet1 + sbet2)
            calp2 = ((calp1 * cbet1) * (calp1 * cbet1) + difference).squareRoot() / cbet2
        } else {
            calp2 = abs(calp1)
        }
        var ssig2 = sbet2, csig2 = calp2 * cbet2
        let somg2 = salp0 * sbet2, comg2 = calp2 * cbet2
        GeodesicAngle.normalize(&ssig2, &csig2)

        let sig12 = atan2(max(0, csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
        let somg12 = max(0, comg1 * somg2 - somg1 * comg2)
        let comg12 = comg1 * comg2 + somg1 * somg2
        // η = ω12 - λ12(target), taken as one angle to avoid cancellation.
        let eta = atan2(somg12 * clam12 - comg12 * slam12, comg12 * clam12 + somg12 * slam12)

        let k2 = calp0 * calp0 * ep2
        let eps = GeodesicSeries.epsilon(kSquared: k2)
        let c3 = series.longitude(eps)
        let b312 = c3.sineSum(sin: ssig2, cos: csig2) - c3.sineSum(sin: ssig1, cos: csig1)
        let domg12 = -f * series.longitudeMean(eps) * salp0 * (sig12 + b312)

        var slope = 0.0
        if derivative {
            if calp2 == 0 {
                slope = -2 * f1 * point1.dn / sbet1  // Karney 2013, eq. 47
            } else {
                let lengths = lengths(
                    eps: eps, sig12: sig12, sin1: ssig1, cos1: csig1, dn1: point1.dn,
                    sin2: ssig2, cos2: csig2, dn2: point2.dn)
                slope = lengths.reducedLength * f1 / (calp2 * cbet2)  // eq. 46
            }
        }
        return LongitudeTrial(
            residual: eta + domg12, derivative: slope, salp2: salp2, calp2: calp2, sig12: sig12,
            ssig1: ssig1, csig1: csig1, ssig2: ssig2, csig2: csig2, eps: eps, domg12: domg12)
    }
}
