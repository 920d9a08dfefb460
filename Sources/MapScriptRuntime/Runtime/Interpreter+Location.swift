import MapCore
import MapFiles
import MapFormats
import MapScriptSyntax

// MARK: - Location display and auto-pan

extension Interpreter {
    /// `location start [at COORD | track FILE]`: without a source, at the last location, else
    /// at the centre of the view. A track reader's notes (columns it ignored, times it
    /// repaired) are `file.track-note` warnings naming the file.
    func locationStart(_ source: Command.LocationSource?, range: SourceRange) throws(ExecutionStop) {
        switch source {
        case nil:
            let centre = session.viewpoint
            try mapCall(at: range) { () throws(MapError) in
                if let last = session.locationDisplay.location?.position { return try session.startLocation(at: last) }
                try session.startLocation(at: GeodesicPosition(latitude: centre.latitude, longitude: centre.longitude))
            }
        case .at(let expr):
            let position = try geodesicPosition(expr)
            try mapCall(at: expr.range) { () throws(MapError) in try session.startLocation(at: position) }
        case .track(let expr):
            let file = try resolvedFile(expr, for: .read, what: "track file name")
            let bytes: [UInt8]
            do { bytes = try file.read() } catch { throw Self.unreadable(error, at: expr.range) }
            let reading: TrackReading
            do { reading = try TrackFile.track(bytes, from: file.path) } catch {
                throw .error(.invalidTrackFile, error.message, at: expr.range)
            }
            session.startLocation(track: reading.track)
            for note in reading.notes {
                report(.runtime(.trackNote, "\(file.path): \(note)", at: expr.range).with(severity: .warning), origin: .pending)
            }
        }
    }

    /// `location move COORD [heading H] [speed S]`: one fix by hand.
    func locationMove(_ positionExpr: Expr, heading: Expr?, speed: Expr?, range: SourceRange) throws(ExecutionStop) {
        let position = try geodesicPosition(positionExpr)
        let headingValue = try heading.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "heading") }
        let speedValue = try speed.map { (expr) throws(ExecutionStop) in try finiteNumber(expr, what: "speed") }
        do {
            try session.moveLocation(to: position, heading: headingValue, speed: speedValue)
        } catch {
            let at: SourceRange = switch error {
            case .location(.invalidDirection): heading?.range ?? range
            case .location(.invalidSpeed): speed?.range ?? range
            case .latitudeOutOfRange, .longitudeOutOfRange: positionExpr.range
            default: range
            }
            throw .map(error, at: at)
        }
    }

    /// `autopan off|recenter|navigation|compass`.
    func autopan(_ mode: Command.AutoPanMode) {
        session.setAutoPan(mode)
    }

    // MARK: - Values

    /// How `location` and `camera` print.
    func geoSummary(_ object: Value.SessionObject) -> String {
        if object == .camera { return session.camera.map(GeoValues.text(of:)) ?? "no camera (a map)" }
        return GeoValues.text(of: session.locationDisplay)
    }
}
