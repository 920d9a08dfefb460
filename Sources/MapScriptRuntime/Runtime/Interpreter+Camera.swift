import MapCore
import MapScriptSyntax

// MARK: - Scene camera

extension Interpreter {
    /// `camera`: the scene camera's position, angles and the point it looks at.
    func cameraShow(range: SourceRange) throws(ExecutionStop) {
        let camera = try sceneCamera(at: range)
        output.write(Tables.keyValues(GeoValues.cameraLines(camera)))
    }

    /// `camera at COORD altitude A [heading H] [pitch P]`.
    func cameraAt(_ positionExpr: Expr, altitude: Expr, heading: Expr?, pitch: Expr?, range: SourceRange) throws(ExecutionStop) {
        _ = try sceneCamera(at: range)
        let position = try geodesicPosition(positionExpr)
        let metres = try finiteNumber(altitude, what: "altitude")
        let headingValue = try heading.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "heading") }
        let pitchValue = try pitch.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "pitch") }
        do {
            try session.moveCamera(to: position, altitude: metres, heading: headingValue, pitch: pitchValue)
        } catch {
            let at: SourceRange = switch error {
            case .camera(.invalidAltitude): altitude.range
            case .camera(.invalidPitch): pitch?.range ?? range
            case .camera(.invalidAngle): heading?.range ?? range
            case .latitudeOutOfRange, .longitudeOutOfRange: positionExpr.range
            default: range
            }
            throw .map(error, at: at)
        }
    }

    /// `camera orbit D` and `camera tilt D`.
    func cameraTurn(_ degrees: Expr, orbit: Bool, range: SourceRange) throws(ExecutionStop) {
        _ = try sceneCamera(at: range)
        let value = try finiteNumber(degrees, what: orbit ? "orbit angle" : "tilt")
        try mapCall(at: degrees.range) { () throws(MapError) in
            if orbit { try session.orbitCamera(by: value) } else { try session.tiltCamera(to: value) }
        }
    }

    /// The scene's camera; on a map, the error that says a scene is needed.
    package func sceneCamera(at range: SourceRange) throws(ExecutionStop) -> Camera {
        guard let camera = session.camera else { throw .map(.camera(.notAScene), at: range) }
        return camera
    }
}
