import MapCore
import TextSupport

extension Interpreter {
    /// Calls a built-in function: `coord`, `distance`, `length`, `area`, and a few for numbers.
    func callBuiltin(_ name: Identifier, arguments: [Expr], range: SourceRange) throws(ExecutionStop) -> Value {
        func expectCount(_ counts: ClosedRange<Int>, _ usage: String) throws(ExecutionStop) {
            guard counts.contains(arguments.count) else {
                throw .error(.wrongArgumentCount, "'\(name.name)' takes \(usage), but \(arguments.count) "
                             + "\(arguments.count == 1 ? "was" : "were") given", at: range)
            }
        }
        func argument(_ index: Int) throws(ExecutionStop) -> Double {
            try number(arguments[index], what: "argument \(index + 1) of '\(name.name)'")
        }
        switch name.name {
        case "coord":
            try expectCount(2...2, "2 arguments (latitude, longitude)")
            return try evaluate(Expr(.coordinate(latitude: arguments[0], longitude: arguments[1]), range: range))
        case "distance":
            try expectCount(2...2, "2 arguments (two coordinates)")
            let from = try coordinate(arguments[0], what: "argument 1 of 'distance'")
            let to = try coordinate(arguments[1], what: "argument 2 of 'distance'")
            return .number(try mapCall(at: range) { () throws(MapError) in
                try Geodesic.wgs84.distance(
                    from: GeodesicPosition(latitude: from.latitude, longitude: from.longitude),
                    to: GeodesicPosition(latitude: to.latitude, longitude: to.longitude))
            })
        case "extent":
            try expectCount(2...2, "2 arguments (two corner coordinates)")
            let a = try coordinate(arguments[0], what: "argument 1 of 'extent'")
            let b = try coordinate(arguments[1], what: "argument 2 of 'extent'")
            return .extent(try mapCall(at: range) { () throws(MapError) in try session.extent(corner: a, b) })
        case "length", "area":
            throw .error(.notAvailable, "graphics are not available yet", at: range)
        case "abs":
            try expectCount(1...1, "1 argument")
            return .number(abs(try argument(0)))
        case "floor":
            try expectCount(1...1, "1 argument")
            return .number((try argument(0)).rounded(.down))
        case "ceil":
            try expectCount(1...1, "1 argument")
            return .number((try argument(0)).rounded(.up))
        case "sqrt":
            try expectCount(1...1, "1 argument")
            let value = try argument(0)
            guard value >= 0 else { throw .error(.squareRootOfNegative, "cannot take the square root of \(NumberFormat.shortest(value))", at: arguments[0].range) }
            return .number(value.squareRoot())
        case "round":
            try expectCount(1...2, "1 or 2 arguments (a number and the decimal places)")
            let value = try argument(0)
            guard arguments.count == 2 else { return .number(value.rounded(.toNearestOrAwayFromZero)) }
            let places = try wholeNumber(arguments[1], what: "decimal places")
            guard (0...15).contains(places) else { throw .error(.valueOutOfRange, "decimal places must be in [0, 15], not \(places)", at: arguments[1].range) }
            var power = 1.0
            for _ in 0..<places { power *= 10 }
            return .number((value * power).rounded(.toNearestOrAwayFromZero) / power)
        case "min", "max":
            guard !arguments.isEmpty else { throw .error(.wrongArgumentCount, "'\(name.name)' needs at least 1 argument", at: range) }
            var best = try argument(0)
            for index in 1..<arguments.count {
                let value = try argument(index)
                best = name.name == "min" ? Swift.min(best, value) : Swift.max(best, value)
            }
            return .number(best)
        default:
            throw .error(.unknownFunction, "no function named '\(name.name)'", at: name.range)
        }
    }
}
