import TextSupport
@testable import MapCore

// MARK: - Helpers

/// A viewpoint the test knows is valid.
func vp(_ latitude: Double, _ longitude: Double, _ scale: Double, _ rotation: Double = 0) -> Viewpoint {
    do { return try Viewpoint(latitude: latitude, longitude: longitude, scale: scale, rotation: rotation) } catch {
        fatalError("invalid test viewpoint: \(error)")
    }
}

/// The `MapError` that `body` throws, or nil when it throws none.
func mapError<T>(_ body: () throws -> T) -> MapError? {
    do { _ = try body() } catch { return error as? MapError }
    return nil
}

/// The message of the `MapError` that `body` throws, with its suggestions as the text
/// renderer shows them, or nil.
func message<T>(_ body: () throws -> T) -> String? {
    mapError(body)?.messageWithSuggestions
}

extension MapError {
    /// The message and the "did you mean" of its suggestions, as a user reads them.
    var messageWithSuggestions: String { message + Suggestion.didYouMean(suggestions) }
}

/// Whether `a` and `b` are within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}
