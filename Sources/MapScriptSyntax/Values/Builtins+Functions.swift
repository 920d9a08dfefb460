import MapCore
import TextSupport

// MARK: - The built-in functions

extension Builtins {
    /// The built-in functions, in the order completion and "did you mean" list them. To add a
    /// function, add an entry here: evaluation, the wrong-count message, suggestions,
    /// completion and the reserved names all come from it.
    static let functions: [BuiltinFunction] = [
        BuiltinFunction("coord", .range(2...2), "2 arguments (latitude, longitude)", signature: "coord(lat, lon)",
                        summary: "the coordinate lat,lon") { (interpreter, call) throws(ExecutionStop) in
            try interpreter.evaluate(Expr(.coordinate(latitude: call.arguments[0], longitude: call.arguments[1]), range: call.range))
        },
        BuiltinFunction("distance", .range(2...2), "2 arguments (two coordinates)", signature: "distance(a, b)",
                        summary: "the geodesic distance in metres between two coordinates on WGS 84") { (interpreter, call) throws(ExecutionStop) in
            let from = try interpreter.coordinate(call.arguments[0], what: "argument 1 of 'distance'")
            let to = try interpreter.coordinate(call.arguments[1], what: "argument 2 of 'distance'")
            return .number(try interpreter.mapCall(at: call.range) { () throws(MapError) in
                try Geodesic.wgs84.distance(
                    from: GeodesicPosition(latitude: from.latitude, longitude: from.longitude),
                    to: GeodesicPosition(latitude: to.latitude, longitude: to.longitude))
            })
        },
        BuiltinFunction("extent", .range(2...2), "2 arguments (two corner coordinates)", signature: "extent(a, b)",
                        summary: "the extent with these corners, in the map's spatial reference") { (interpreter, call) throws(ExecutionStop) in
            let a = try interpreter.coordinate(call.arguments[0], what: "argument 1 of 'extent'")
            let b = try interpreter.coordinate(call.arguments[1], what: "argument 2 of 'extent'")
            return .extent(try interpreter.mapCall(at: call.range) { () throws(MapError) in try interpreter.session.extent(corner: a, b) })
        },
        BuiltinFunction("length", .range(1...1), "1 argument (a graphic or a feature)", signature: "length(g)",
                        summary: "a graphic's geodesic length in metres (0 for a point)") { (interpreter, call) throws(ExecutionStop) in
            .number(try interpreter.graphicMeasurement(call.arguments[0]).length)
        },
        BuiltinFunction("area", .range(1...1), "1 argument (a graphic or a feature)", signature: "area(g)",
                        summary: "a polygon's geodesic area in square metres (0 for a point or a line)") { (interpreter, call) throws(ExecutionStop) in
            .number(try interpreter.graphicMeasurement(call.arguments[0]).area)
        },
        BuiltinFunction("perimeter", .range(1...1), "1 argument (a graphic or a feature)", signature: "perimeter(g)",
                        summary: "a polygon's geodesic perimeter in metres (0 for a point or a line)") { (interpreter, call) throws(ExecutionStop) in
            guard case .polygon(_, let perimeter) = try interpreter.graphicMeasurement(call.arguments[0]) else { return .number(0) }
            return .number(perimeter)
        },
        BuiltinFunction("keys", .range(1...1), "1 argument (a JSON object)", signature: "keys(j)",
                        summary: "the member names of a JSON object (layers[1].json), in order") { (interpreter, call) throws(ExecutionStop) in
            guard case .json(let json) = try interpreter.evaluate(call.arguments[0]), let members = json.objectValue else {
                throw .error(.typeMismatch, "expected a JSON object (such as layers[1].json)", at: call.arguments[0].range)
            }
            return .list(ValueList(members.map { .string($0.key) }))
        },
        BuiltinFunction("abs", .range(1...1), "1 argument", signature: "abs(x)",
                        summary: "the absolute value of x") { (interpreter, call) throws(ExecutionStop) in
            .number(abs(try interpreter.numberArgument(0, of: call)))
        },
        BuiltinFunction("round", .range(1...2), "1 or 2 arguments (a number and the decimal places)", signature: "round(x[, places])",
                        summary: "x rounded half away from zero, to whole units or to 0 to 15 decimal places") { (interpreter, call) throws(ExecutionStop) in
            let value = try interpreter.numberArgument(0, of: call)
            guard call.arguments.count == 2 else { return .number(value.rounded(.toNearestOrAwayFromZero)) }
            let places = try interpreter.wholeNumber(call.arguments[1], what: "decimal places")
            guard (0...15).contains(places) else {
                throw .error(.valueOutOfRange, "decimal places must be in [0, 15], not \(places)", at: call.arguments[1].range)
            }
            return .number(NumberFormat.rounded(value, places: places))
        },
        BuiltinFunction("floor", .range(1...1), "1 argument", signature: "floor(x)",
                        summary: "the largest whole number not above x") { (interpreter, call) throws(ExecutionStop) in
            .number((try interpreter.numberArgument(0, of: call)).rounded(.down))
        },
        BuiltinFunction("ceil", .range(1...1), "1 argument", signature: "ceil(x)",
                        summary: "the smallest whole number not below x") { (interpreter, call) throws(ExecutionStop) in
            .number((try interpreter.numberArgument(0, of: call)).rounded(.up))
        },
        BuiltinFunction("sqrt", .range(1...1), "1 argument", signature: "sqrt(x)",
                        summary: "the square root of x (x at least 0)") { (interpreter, call) throws(ExecutionStop) in
            let value = try interpreter.numberArgument(0, of: call)
            guard value >= 0 else {
                throw .error(.squareRootOfNegative, "cannot take the square root of \(NumberFormat.shortest(value))",
                             at: call.arguments[0].range)
            }
            return .number(value.squareRoot())
        },
        BuiltinFunction("min", .atLeast(1), "at least 1 argument", signature: "min(x, ...)",
                        summary: "the smallest of the numbers") { (interpreter, call) throws(ExecutionStop) in
            try interpreter.fold(call, Swift.min)
        },
        BuiltinFunction("max", .atLeast(1), "at least 1 argument", signature: "max(x, ...)",
                        summary: "the largest of the numbers") { (interpreter, call) throws(ExecutionStop) in
            try interpreter.fold(call, Swift.max)
        },
        BuiltinFunction("files", .range(1...1), "1 argument (a file pattern)", signature: "files(pattern)",
                        summary: "the paths that match the pattern (*, ?, [a-z], ** for any folders), sorted") { (interpreter, call) throws(ExecutionStop) in
            try interpreter.matchingFiles(call)
        },
    ]
}
