import MapCore
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// The tables of built-in functions and properties: the name lists derived from them (which
/// completion and "did you mean" read, so their order is part of the behaviour), and every
/// entry reachable by evaluation.
@Suite struct BuiltinTableTests {
    @Test func functionNamesComeFromTheTable() {
        #expect(Builtins.functionNames == ["coord", "distance", "extent", "length", "area", "perimeter", "keys", "abs", "round", "floor",
                                           "ceil", "sqrt", "min", "max", "files"])
        #expect(Set(Builtins.functionNames).count == Builtins.functions.count, "names are unique")
        for function in Builtins.functions {
            #expect(Builtins.isFunction(function.name) && !Builtins.isReservedName(function.name))
            #expect(function.signature.hasPrefix(function.name + "(") && !function.summary.isEmpty)
        }
        #expect(!Builtins.isFunction("roud") && Builtins.function(named: "round")?.signature == "round(x[, places])")
    }

    @Test(arguments: [
        // a call with the wrong number of arguments, the message
        ("coord(1)", "'coord' takes 2 arguments (latitude, longitude), but 1 was given"),
        ("distance()", "'distance' takes 2 arguments (two coordinates), but 0 were given"),
        ("extent(1, 2, 3)", "'extent' takes 2 arguments (two corner coordinates), but 3 were given"),
        ("area(1, 2)", "'area' takes 1 argument (a graphic or a feature), but 2 were given"),
        ("sqrt()", "'sqrt' takes 1 argument, but 0 were given"),
        ("round(1, 2, 3)", "'round' takes 1 or 2 arguments (a number and the decimal places), but 3 were given"),
        ("max()", "'max' needs at least 1 argument"),
    ])
    func wrongArgumentCounts(call: String, message: String) {
        let result = run("print " + call)
        #expect(result.firstError == "t.mapscript:1:7: error: " + message)
    }

    @Test(arguments: [
        // a value, its property names in order
        ("viewpoint", ["lat", "lon", "latitude", "longitude", "scale", "rotation", "center", "extent"]),
        ("viewpoint.extent", ["xmin", "ymin", "xmax", "ymax", "width", "height", "wkid", "center"]),
        ("viewpoint.center", ["lat", "lon", "latitude", "longitude"]),
        ("bookmarks[1]", ["name", "lat", "lon", "latitude", "longitude", "scale", "rotation", "viewpoint", "extent"]),
        ("gallery[1]", ["name", "description", "thumbnail", "wkid", "style", "status"]),
        ("graphics[1]", ["kind", "label", "points", "color"]),
        ("[1]", ["count"]), ("\"text\"", ["count", "length"]), ("1", []), ("true", []),
        ("basemap", ["name", "wkid", "style", "layers"]), ("map", ["kind", "wkid", "basemap"]),
        ("bookmarks", ["count"]), ("graphics", ["count"]), ("layers", ["count", "all"]), ("tables", ["count"]),
        ("gallery", ["count", "style", "columns", "width", "current"]), ("view", ["width", "height"]),
        ("location", ["lat", "lon", "latitude", "longitude", "position", "heading", "course", "speed", "started", "autopan"]),
        ("camera", ["lat", "lon", "latitude", "longitude", "altitude", "heading", "pitch", "roll", "target"]),
    ])
    func everyPropertyOfTheTableReads(base: String, names: [String]) throws {
        // A scene with a bookmark, a graphic, a located display and a camera looking at the
        // ground, so that every property has a value.
        let setup = """
            scene new basemap imagery
            bookmark add "Spring" at 44.525,-110.838 scale 6000
            graphic add point 44.46,-110.83 label "Geyser"
            location start at 44.5,-110.8
            location move 44.6,-110.7 heading 20 speed 3
            camera at 44.5,-110.8 altitude 3000 pitch 45

            """
        let result = run(setup + "let value = \(base)")
        #expect(result.err == "")
        let found = result.interpreter.variables.lookup("value")
        let value = try #require(found)
        #expect(Builtins.propertyNames(of: value) == names)
        for name in names {
            let read = run(setup + "print \(base).\(name)")
            #expect(read.err == "", "\(base).\(name)")
        }
    }

    @Test func aBookmarkReadsOtherNamesFromItsViewpoint() {
        // As before the tables: `center` is its viewpoint's, though not listed for completion,
        // and an unknown name is reported as the viewpoint's.
        let setup = "bookmark add \"S\" at 44.525,-110.838 scale 6000\n"
        #expect(output(setup + "print bookmarks[1].center") == "44.525,-110.838\n")
        #expect(run(setup + "print bookmarks[1].scael").firstError
                == "t.mapscript:2:20: error: a viewpoint has no property 'scael'; did you mean 'scale'?")
    }
}
