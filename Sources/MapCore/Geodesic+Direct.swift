#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The direct problem after Karney (2013, "Algorithms for geodesics", J. Geodesy 87:43-55),
// sect. 3: find the geodesic's vertex from the start and its azimuth, turn the distance into an
// arc length σ12 on the auxiliary sphere with the reverted distance series, solve the spherical
// triangle, and correct the longitude with the I3 series.

extension Geodesic {
    // MARK: - Public

    /// Where the geodesic leaving `start` at `azimuth` (degrees clockwise from north) arrives
    /// after `distance` metres (negative goes backwards), with the forward azimuth there; nil
    /// when the azimuth or the distance is not finite.
    ///
    /// At a pole the azimuth is measured from the meridian of the start's longitude.
    public func direct(from start: GeodesicPosition, azimuth: Double, distance: Double) -> GeodesicDirect? {
        guard azimuth.isFinite && distance.isFinite else { return nil }
        let solution = solveDirect(start.latitude, start.longitude, azimuth, distance)
        return GeodesicDirect(
            position: GeodesicPosition(unchecked: solution.latitude, solution.longitude),
            azimuth: solution.azimuth)
    }

    // MARK: - Solution

    /// The direct solution for a valid start, a finite azimuth and a finite distance: the
    /// latitude (in [-90, 90]), the longitude (in [-180, 180)) and the forward azimuth there.
    func solveDirect(
        _ latitude: Double, _ longitude: Double, _ azimuth: Double, _ distance: Double
    ) -> (latitude: Double, longitude: Double, azimuth: Double) {
        let azi1 = GeodesicAngle.roundTiny(GeodesicAngle.normalized(azimuth))
        let (salp1, calp1) = GeodesicAngle.sinCos(azi1)
        let point1 = reducedLatitude(GeodesicAngle.roundTiny(latitude))
        let (sbet1, cbet1) = (point1.sin, point1.cos)

        // The vertex: sin α0 = sin α1 cos β1 (Clairaut), and σ1, ω1 measured from the node.
        let salp0 = salp1 * cbet1
        let calp0 = hypot(calp1, salp1 * sbet1)
        var ssig1 = sbet1
        var csig1 = sbet1 != 0 || calp1 != 0 ? cbet1 * calp1 : 1
        let somg1 = salp0 * sbet1, comg1 = csig1
        GeodesicAngle.normalize(&ssig1, &csig1)

        let k2 = calp0 * calp0 * ep2
        let eps = GeodesicSeries.epsilon(kSquared: k2)
        let a1 = 1 + GeodesicSeries.distanceMeanMinusOne(eps)
        let c1 = GeodesicSeries.distance(eps)
        let c1Inverse = GeodesicSeries.distanceInverse(eps)
        let c3 = series.longitude(eps)
        let b11 = c1.sineSum(sin: ssig1, cos: csig1)
        let b31 = c3.sineSum(sin: ssig1, cos: csig1)
        // τ1 = σ1 + B11, the start's distance from the node in units of b A1.
        let sb11 = sin(b11), cb11 = cos(b11)
        let stau1 = ssig1 * cb11 + csig1 * sb11
        let ctau1 = csig1 * cb11 - ssig1 * sb11

        // σ12 from τ12 = s12 / (b A1) through the reverted series at τ2 = τ1 + τ12.
        let tau12 = distance / (b * a1)
        let stau12 = sin(tau12), ctau12 = cos(tau12)
        let b12 = c1Inverse.sineSum(
            sin: stau1 * ctau12 + ctau1 * stau12, cos: ctau1 * ctau12 - stau1 * stau12)
        var sig12 = tau12 + b12 + b11
        var ssig12 = sin(sig12), csig12 = cos(sig12)
        if abs(f) > 0.01 {
            // The reverted series loses accuracy for larger flattenings: one Newton step on
            // s(σ12) = distance (ds/dσ = b √(1 + k² sin² σ2)).
            let ssig2 = ssig1 * csig12 + csig1 * ssig12
            let csig2 = csig1 * csig12 - ssig1 * ssig12
            let error = a1 * (sig12 + (c1.sineSum(sin: ssig2, cos: csig2) - b11)) - distance / b
            sig12 -= error / (1 + k2 * ssig2 * ssig2).squareRoot()
            ssig12 = sin(sig12)
            csig12 = cos(sig12)
        }

        // The end on the auxiliary sphere, then on the ellipsoid.
        let ssig2 = ssig1 * csig12 + csig1 * ssig12
        var csig2 = csig1 * csig12 - ssig1 * ssig12
        let sbet2 = calp0 * ssig2
        var cbet2 = hypot(salp0, calp0 * csig2)
        if cbet2 == 0 {
            // At a pole on a meridian: keep the azimuth defined.
            cbet2 = Self.tiny
            csig2 = Self.tiny
        }
        let salp2 = salp0, calp2 = calp0 * csig2
        let somg2 = salp0 * ssig2, comg2 = csig2

        // ω12 counted with its whole turns: ω and σ advance together (in the sense of sin α0).
        let sense = copysign(1, salp0)
        let omg12 = sense * (sig12 - (atan2(ssig2, csig2) - atan2(ssig1, csig1))
            + (atan2(sense * somg2, comg2) - atan2(sense * somg1, comg1)))
        let lam12 = omg12 - f * series.longitudeMean(eps) * salp0
            * (sig12 + (c3.sineSum(sin: ssig2, cos: csig2) - b31))
        let lon12 = lam12 / GeodesicAngle.radiansPerDegree
        let lon2 = GeodesicAngle.normalized(
            GeodesicAngle.normalized(longitude) + GeodesicAngle.normalized(lon12))
        return (
            0 + GeodesicAngle.atan2Degrees(sbet2, f1 * cbet2),
            Projection.wrapLongitude(lon2),
            GeodesicAngle.atan2Degrees(salp2, calp2)
        )
    }
}
