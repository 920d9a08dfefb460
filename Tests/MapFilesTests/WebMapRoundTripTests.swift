import ExternalTools
import Foundation
import MapCore
import MapFiles
import MapFormats
import Testing

/// Real web maps that ArcGIS wrote (Tests/MapFilesTests/Readers/webmaps; the README there names
/// each one's repository, path and commit), imported and exported again.
@Suite struct WebMapRoundTripTests {
    static let fixtures = ["wsdot-witpa.json", "troy-snow-status.json", "esri-mooc-earthquakes.json",
                           "wsdot-arcgis-js-buffer.json", "spatial-ml-zoning.json", "arcgis-rest-js-fueling.json",
                           "ol3-lab-map-notes.json", "esriuk-nearest.json"]
    static let folder = readersFolder + "/webmaps/"
    let writer = WebMapWriter(appVersion: "0.1.0")

    /// The fixture's JSON (the web map itself when it is wrapped as item JSON).
    static func original(_ name: String) throws -> JSONValue {
        let value = try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + name))))
        if value["operationalLayers"] == nil, let data = value["itemData"] { return data }
        return value
    }

    /// A new session with the fixture imported.
    static func imported(_ name: String) throws -> Session {
        let webMap = try WebMapReader(view: View()).load(from: folder + name)
        var session = Session()
        try webMap.apply(to: &session)
        return session
    }

    /// The value with every object's members sorted by key, at every depth: JSON values
    /// compared with the order of object members ignored (our writer keeps the order of the
    /// members it carries, but puts the ones it writes first).
    static func unordered(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members): .object(members.map { ($0.key, unordered($0.value)) }.sorted { $0.0 < $1.0 })
        case .array(let elements): .array(elements.map(unordered))
        default: value
        }
    }

    /// `export` as it is compared with the original: without `authoringApp` and
    /// `authoringAppVersion`, which are ours; everything else must be equal (an unmoved view
    /// adds no `initialState`).
    static func comparable(_ export: JSONValue) -> JSONValue {
        guard case .object(let members) = export else { return export }
        return unordered(.object(members.filter { !["authoringApp", "authoringAppVersion"].contains($0.key) }))
    }

    @Test(arguments: fixtures) func importThenExportIsDeepEqual(name: String) throws {
        let original = try Self.original(name)
        let export = try writer.webMap(of: try Self.imported(name))
        var expected = original
        if case .object(let members) = original {
            expected = .object(members.filter { !["authoringApp", "authoringAppVersion"].contains($0.key) })
        }
        #expect(Self.comparable(export) == Self.unordered(expected))
        #expect(export["operationalLayers"]?.arrayValue?.count == original["operationalLayers"]?.arrayValue?.count)
    }

    @Test(arguments: fixtures) func hidingALayerChangesOnlyItsVisibility(name: String) throws {
        var session = try Self.imported(name)
        let layer = try session.layers.layer(at: 1)
        try session.setLayerVisible(!layer.isVisible, at: 1)
        let export = try writer.webMap(of: session)
        var expected = try Self.original(name)
        guard case .array(var layers)? = expected["operationalLayers"], case .object(var first) = layers[0],
              case .object(var top) = expected else {
            Issue.record("no operational layers")
            return
        }
        if let index = first.firstIndex(where: { $0.key == "visibility" }) { first[index].value = .bool(!layer.isVisible) }
        else { first.append(("visibility", .bool(!layer.isVisible))) }
        layers[0] = .object(first)
        top = top.filter { !["authoringApp", "authoringAppVersion"].contains($0.key) }
        top[top.firstIndex { $0.key == "operationalLayers" }!].value = .array(layers)
        expected = .object(top)
        #expect(Self.comparable(export) == Self.unordered(expected))
    }

    /// `layer set` on every layer of each real map that keeps its web map JSON: its URL (where
    /// it has one), definition expression, pop-ups, labels and refresh interval; the export is
    /// the original with those members alone changed, and Esri's model accepts it wherever it
    /// accepts the original (`esrisModelAcceptsAnEditedExport`).
    @Test(arguments: fixtures) func settingLayerMembersChangesOnlyThem(name: String) throws {
        let (session, expected) = try Self.edited(name)
        #expect(Self.comparable(try writer.webMap(of: session)) == Self.unordered(expected))
    }

    /// The fixture imported with every member `settingLayerMembersChangesOnlyThem` sets set,
    /// and the original JSON with the same members set by hand (without our two members).
    static func edited(_ name: String) throws -> (Session, JSONValue) {
        var session = try imported(name)
        var expected = try original(name)
        guard case .array(var layers)? = expected["operationalLayers"] else { return (session, expected) }
        var edited = 0
        for position in 1...session.layers.count {
            let layer = try session.layers.layer(at: position)
            guard layer.webMapJSON != nil else { continue }
            var json = layers[position - 1]
            if layer.kind == .service, let url = json["url"]?.stringValue {
                let moved = url.replacingOccurrences(of: "http://", with: "https://")
                try session.setLayerMember(.url, to: .string(moved), at: position)
                json["url"] = .string(moved)
            }
            if layer.kind == .service {
                try session.setLayerMember(.definitionExpression, to: .string("OBJECTID > \(position)"), at: position)
                var definition = json["layerDefinition"] ?? .object([])
                definition["definitionExpression"] = .string("OBJECTID > \(position)")
                json["layerDefinition"] = definition
            }
            try session.setLayerMember(.popupEnabled, to: false, at: position)
            json["popupEnabled"] = false
            try session.setLayerMember(.showLabels, to: true, at: position)
            json["showLabels"] = true
            try session.setLayerMember(.refreshInterval, to: .integer(position), at: position)
            json["refreshInterval"] = .integer(position)
            layers[position - 1] = json
            edited += 1
        }
        #expect(edited > 0)
        expected["operationalLayers"] = .array(layers)
        expected["authoringApp"] = nil
        expected["authoringAppVersion"] = nil
        return (session, expected)
    }

    @Test(.needs(.webMapModel), arguments: fixtures) func esrisModelAcceptsAnEditedExport(name: String) throws {
        try withTemporaryFolder { folder in
            let originalPath = folder + "/original.json"
            try writeFile(originalPath, try JSONWriter().bytes(try Self.original(name)))
            let exportPath = folder + "/export.json"
            try writer.save(try Self.edited(name).0, to: exportPath)
            let original = try runTool("python3", [readersFolder + "/validate_webmap.py", originalPath])
            let export = try runTool("python3", [readersFolder + "/validate_webmap.py", exportPath])
            if original.status == 0 { #expect(export.status == 0, "\(export.output)") }
            #expect(Self.errorCount(export.output) <= Self.errorCount(original.output), "\(export.output)")
        }
    }

    /// `layer replace source` on each real map: `http://` to `https://`, then `https://services`
    /// to `https://moved.example.com/services`. The export is the original with those URLs
    /// changed (each operational layer's, group members' at any depth, tables', basemap
    /// layers'; `url` and `styleUrl`, and inside their pop-ups' texts) and nothing else; `layer find source` lists every URL
    /// the JSON has in those places; Esri's model accepts the export wherever it accepts the
    /// original.
    static let replacements = [("http://", "https://"), ("https://services", "https://moved.example.com/services")]

    @Test(arguments: fixtures) func replacingSourcesChangesOnlyThoseURLs(name: String) throws {
        var session = try Self.imported(name)
        var expected = try Self.original(name)
        #expect(session.layerSources().map(\.url) == Self.urls(in: expected))
        for (old, new) in Self.replacements {
            let changes = try session.replaceLayerSources(prefix: old, with: new)
            // One change per URL that starts with `old`, in the order `layerSources()` lists them.
            #expect(changes.map(\.source.url) == Self.urls(in: expected).filter { $0.hasPrefix(old) })
            expected = Self.replacing(old, with: new, in: expected)
        }
        expected["authoringApp"] = nil
        expected["authoringAppVersion"] = nil
        #expect(Self.comparable(try writer.webMap(of: session)) == Self.unordered(expected))
    }

    @Test(.needs(.webMapModel), arguments: fixtures) func esrisModelAcceptsAnExportWithSourcesReplaced(name: String) throws {
        var session = try Self.imported(name)
        for (old, new) in Self.replacements { try session.replaceLayerSources(prefix: old, with: new) }
        try withTemporaryFolder { folder in
            let originalPath = folder + "/original.json"
            try writeFile(originalPath, try JSONWriter().bytes(try Self.original(name)))
            let exportPath = folder + "/export.json"
            try writer.save(session, to: exportPath)
            let original = try runTool("python3", [readersFolder + "/validate_webmap.py", originalPath])
            let export = try runTool("python3", [readersFolder + "/validate_webmap.py", exportPath])
            if original.status == 0 { #expect(export.status == 0, "\(export.output)") }
            #expect(Self.errorCount(export.output) <= Self.errorCount(original.output), "\(export.output)")
        }
    }

    /// The places a web map's layers name services, walked here apart from the code under test:
    /// `operationalLayers` (and group layers' `layers`, at any depth), `tables`,
    /// `baseMap.baseMapLayers`; in each, `f` applied to every layer object.
    static func eachLayer(_ map: JSONValue, _ f: (inout JSONValue) -> Void) -> JSONValue {
        func walk(_ layer: JSONValue) -> JSONValue {
            var layer = layer
            f(&layer)
            if layer["layerType"]?.stringValue == "GroupLayer", let members = layer["layers"]?.arrayValue {
                layer["layers"] = .array(members.map(walk))
            }
            return layer
        }
        var result = map
        for key in ["operationalLayers", "tables"] {
            if let list = map[key]?.arrayValue { result[key] = .array(list.map(walk)) }
        }
        if var base = map["baseMap"], let list = base["baseMapLayers"]?.arrayValue {
            base["baseMapLayers"] = .array(list.map(walk))
            result["baseMap"] = base
        }
        return result
    }

    /// Every `url` and `styleUrl` in those places, and every pop-up text that holds `://`, in
    /// order (`popupTexts`).
    static func urls(in map: JSONValue) -> [String] {
        var urls: [String] = []
        _ = eachLayer(map) { layer in
            for key in ["url", "styleUrl"] { if let url = layer[key]?.stringValue { urls.append(url) } }
            layer = popupTexts(of: layer) { text in
                urls.append(text)
                return text
            }
        }
        return urls
    }

    /// `map` with the prefix `old` of those URLs replaced with `new`, and `old` replaced wherever
    /// it is in a pop-up text.
    static func replacing(_ old: String, with new: String, in map: JSONValue) -> JSONValue {
        eachLayer(map) { layer in
            for key in ["url", "styleUrl"] {
                if let url = layer[key]?.stringValue, url.hasPrefix(old) { layer[key] = .string(new + url.dropFirst(old.count)) }
            }
            layer = popupTexts(of: layer) { $0.replacingOccurrences(of: old, with: new) }
        }
    }

    /// `layer` (not a group) with `f` applied to each string that holds `://` in its pop-ups: its
    /// `popupInfo`, its sub-layers' (`layers`) and its feature collection's layers', in order.
    static func popupTexts(of layer: JSONValue, _ f: (String) -> String) -> JSONValue {
        guard layer["layerType"]?.stringValue != "GroupLayer" else { return layer }
        func texts(_ value: JSONValue) -> JSONValue {
            switch value {
            case .string(let text) where text.contains("://"): return .string(f(text))
            case .array(let elements): return .array(elements.map(texts))
            case .object(let members): return .object(members.map { ($0.key, texts($0.value)) })
            default: return value
            }
        }
        func popups(of sublayers: [JSONValue]) -> JSONValue {
            .array(sublayers.map { sublayer in
                var copy = sublayer
                if let popup = sublayer["popupInfo"] { copy["popupInfo"] = texts(popup) }
                return copy
            })
        }
        var result = layer
        if let popup = layer["popupInfo"] { result["popupInfo"] = texts(popup) }
        if let sublayers = layer["layers"]?.arrayValue { result["layers"] = popups(of: sublayers) }
        if var collection = layer["featureCollection"], let sublayers = collection["layers"]?.arrayValue {
            collection["layers"] = popups(of: sublayers)
            result["featureCollection"] = collection
        }
        return result
    }

    @Test(arguments: fixtures) func everyLayerComesInInOrderWithItsState(name: String) throws {
        let original = try Self.original(name)
        let session = try Self.imported(name)
        let layers = original["operationalLayers"]?.arrayValue ?? []
        #expect(session.layers.count == layers.count)
        for (index, json) in layers.enumerated() {
            let layer = try session.layers.layer(at: index + 1)
            #expect(layer.isVisible == (json["visibility"]?.boolValue ?? true))
            #expect(layer.opacity == (json["opacity"]?.doubleValue ?? 1))
            if let title = json["title"]?.stringValue { #expect(layer.title == title) }
            #expect(layer.kind == (json["featureCollection"] == nil ? .service : .featureCollection))
        }
        #expect(session.geoModel.webMapMembers?["operationalLayers"] == nil)
        for member in original.objectValue ?? [] where !["operationalLayers", "baseMap"].contains(member.key) {
            #expect(session.geoModel.webMapMembers?[member.key] == member.value, "\(member.key)")
        }
    }

    @Test(.needs(.webMapModel), arguments: fixtures) func esrisModelAcceptsTheExportWhereItAcceptsTheOriginal(name: String) throws {
        try withTemporaryFolder { folder in
            let originalPath = folder + "/original.json"
            try writeFile(originalPath, try JSONWriter().bytes(try Self.original(name)))
            let exportPath = folder + "/export.json"
            try writer.save(try Self.imported(name), to: exportPath)
            let original = try runTool("python3", [readersFolder + "/validate_webmap.py", originalPath])
            let export = try runTool("python3", [readersFolder + "/validate_webmap.py", exportPath])
            if original.status == 0 { #expect(export.status == 0, "\(export.output)") }
            // Never worse: no more validation errors than the original has.
            #expect(Self.errorCount(export.output) <= Self.errorCount(original.output), "\(export.output)")
        }
    }

    /// The number pydantic puts before `validation errors`, 0 for `ok`.
    static func errorCount(_ output: String) -> Int {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("validation error") }) else { return 0 }
        return Int(line.split(separator: " ").first ?? "") ?? 0
    }

    /// A view the script moved is written as `initialState` (whether the original had one or
    /// not); an unmoved one adds none where the original had none, after a session file too.
    @Test(arguments: fixtures) func aMovedViewIsWrittenAndAnUnmovedOneAddsNoInitialState(name: String) throws {
        let original = try Self.original(name)
        var session = try Self.imported(name)
        let loaded = try SessionFile.read(try SessionFile(session: session).bytes()).session
        #expect((try writer.webMap(of: loaded))["initialState"] == original["initialState"])
        session.restore(viewpoint: try Viewpoint(latitude: 47.25, longitude: -122.5, scale: 50_000, rotation: 15))
        let moved = try writer.webMap(of: session)
        #expect(moved[["initialState", "viewpoint", "scale"]]?.doubleValue == 50_000)
        #expect(moved[["initialState", "viewpoint", "rotation"]]?.doubleValue == 15)
        let back = try WebMapReader(view: View()).read(try writer.bytes(of: session))
        #expect(back.viewpoint.map { abs($0.latitude - 47.25) < 1e-9 && abs($0.longitude + 122.5) < 1e-9 } == true)
    }

    /// A web map wrapped as ArcGIS item JSON (`{"item": ..., "itemData": ...}`) is exported as
    /// the web map itself, the item's data: deep-equal to `itemData` while nothing changed,
    /// although the view was fitted to the item's extent where the web map has no initial state.
    @Test(arguments: fixtures) func anItemIsExportedAsItsWebMap(name: String) throws {
        let original = try Self.original(name)
        let item: JSONValue = ["id": "0123456789abcdef0123456789abcdef", "title": "A map", "type": "Web Map",
                               "extent": [[-123.2, 46.9], [-122.1, 47.8]]]
        let wrapped: JSONValue = ["item": item, "itemData": original]
        var session = Session()
        try WebMapReader(view: View()).read(try JSONWriter().bytes(wrapped)).apply(to: &session)
        if original["initialState"] == nil {
            #expect(abs(session.viewpoint.latitude - 47.35) < 0.1 && abs(session.viewpoint.longitude + 122.65) < 1e-9)
        }
        let export = try writer.webMap(of: session)
        #expect(export["item"] == nil && export["itemData"] == nil)
        var expected = original
        if case .object(let members) = original {
            expected = .object(members.filter { !["authoringApp", "authoringAppVersion"].contains($0.key) })
        }
        #expect(Self.comparable(export) == Self.unordered(expected))
    }

    @Test(arguments: fixtures) func aSessionFileKeepsEverythingAndSavesTheSameBytesAgain(name: String) throws {
        let session = try Self.imported(name)
        let bytes = try SessionFile(session: session).bytes()
        let read = try SessionFile.read(bytes)
        var loaded = read.session
        loaded.replaceLayers(with: try read.layers.map { try $0.layer() })
        #expect(try SessionFile(session: loaded).bytes() == bytes)
        #expect(loaded.geoModel.basemap == session.geoModel.basemap)
        #expect(loaded.geoModel.webMapMembers == session.geoModel.webMapMembers)
        #expect(Self.unordered(try writer.webMap(of: loaded)) == Self.unordered(try writer.webMap(of: session)))
    }
}
