import MapCore
import MapFormats

/// What a property getter (`PropertyTables`) or a built-in function (`Builtins.functions`) asks
/// of the interpreter that runs it: its session, its measures, and the evaluation of a call's
/// arguments. The runtime's `Interpreter` is the one evaluator; the tables are here, with the
/// values they describe, so that the static checker, hover and completion read the same table
/// that evaluation does without this module depending on the runtime.
package protocol Evaluator: AnyObject {
    /// The session the script works on.
    var session: Session { get }
    /// The gallery's width in points (the view's unless set).
    var galleryWidth: Double { get }
    /// Runs a MapCore operation, turning its error into a runtime error at `range`.
    func mapCall<T>(at range: SourceRange, bare: Bool, _ body: () throws(MapError) -> T) throws(ExecutionStop) -> T
    /// Refuses a list of `count` items (of `size` in all) past the language's limit.
    func checkListSize(_ count: Int, size: Int?, at range: SourceRange) throws(ExecutionStop)
    /// The scene's camera, or the error that says the geo model is not a scene.
    func sceneCamera(at range: SourceRange) throws(ExecutionStop) -> Camera
    /// A layer's web map JSON as `export webmap` writes it (nil for a raster file).
    func webMapJSON(of layer: OperationalLayer) -> JSONValue?
    /// A basemap's web map JSON as `export webmap` writes it.
    func baseMapJSON(of basemap: Basemap) -> JSONValue
    /// The value of `expr`.
    func evaluate(_ expr: Expr) throws(ExecutionStop) -> Value
    /// `expr` as a coordinate (`what` names it in errors).
    func coordinate(_ expr: Expr, what: String) throws(ExecutionStop) -> (latitude: Double, longitude: Double)
    /// `expr` as a whole number (`what` names it in errors).
    func wholeNumber(_ expr: Expr, what: String) throws(ExecutionStop) -> Int
    /// Argument `index` of a built-in call as a number.
    func numberArgument(_ index: Int, of call: BuiltinFunction.Call) throws(ExecutionStop) -> Double
    /// `min` and `max`: the arguments, as numbers, combined by `pick`.
    func fold(_ call: BuiltinFunction.Call, _ pick: (Double, Double) -> Double) throws(ExecutionStop) -> Value
    /// The measures of the graphic (or feature) an argument names.
    func graphicMeasurement(_ expr: Expr) throws(ExecutionStop) -> GraphicMeasurement
    /// `files(pattern)`: the paths that match.
    func matchingFiles(_ call: BuiltinFunction.Call) throws(ExecutionStop) -> Value
}

extension Evaluator {
    /// `mapCall(at:bare:_:)` for a quoted name.
    func mapCall<T>(at range: SourceRange, _ body: () throws(MapError) -> T) throws(ExecutionStop) -> T {
        try mapCall(at: range, bare: false, body)
    }

    /// `checkListSize(_:size:at:)` for a flat list.
    func checkListSize(_ count: Int, at range: SourceRange) throws(ExecutionStop) {
        try checkListSize(count, size: nil, at: range)
    }
}
