import Foundation
import MapFiles
import MapFormats
import Testing

/// The diff of a real web map and the same map after a random edit script reports exactly the
/// edits: each fixture ArcGIS wrote (Readers/webmaps, webmaps-crs, the 1.x map), twenty seeded
/// scripts each of one to five edits (a title changed, a layer removed, added or moved, an
/// opacity changed, a member added to a layer or to the top level).
@Suite struct MapDiffEditScriptTests {
    /// The web map fixtures, by path.
    static let fixtures: [String] = {
        let folders = ["webmaps", "webmaps-crs"].map { readersFolder + "/" + $0 }
        let files = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
        }
        return (files + [readersFolder + "/arcgis-online-1x.json"]).sorted()
    }()

    /// SplitMix64: the same numbers for the same seed on every machine.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// An edit script applied to a web map, and the changes it should produce.
    struct EditedMap {
        var value: JSONValue
        var layers: [JSONValue]
        /// Each layer's index in the original map, nil for one the script added.
        var origins: [Int?]
        let original: [JSONValue]
        var expected: Set<MapDiff.Change> = []
        /// The members the script set on each original layer.
        var edited: [Int: Set<String>] = [:]
        var random: Generator
        var counter = 0

        init(_ value: JSONValue, seed: UInt64) {
            self.value = value
            original = value["operationalLayers"]?.arrayValue ?? []
            layers = original
            origins = Array(original.indices)
            random = Generator(state: seed)
        }

        /// Whether the layer at `index` can be told by its id alone (so a new title keeps it
        /// matched).
        func hasUniqueID(_ index: Int) -> Bool {
            guard let id = layers[index]["id"] else { return false }
            return original.filter { $0["id"] == id }.count == 1 && layers.filter { $0["id"] == id }.count == 1
        }

        mutating func fresh() -> Int {
            counter += 1
            return counter
        }

        mutating func removeLayer() {
            let candidates = layers.indices.filter { origins[$0] != nil && edited[origins[$0]!] == nil }
            guard let index = candidates.randomElement(using: &random) else { return }
            let origin = origins[index]!
            let label = MapDiff.ItemLabel(noun: "layer", title: original[origin]["title"]?.stringValue,
                                          id: original[origin]["id"]?.stringValue)
            expected.insert(.itemRemoved(path: ["operationalLayers", .index(origin)], label: label, value: original[origin]))
            layers.remove(at: index)
            origins.remove(at: index)
        }

        mutating func addLayer() {
            let number = fresh()
            let layer: JSONValue = ["id": .string("added_\(number)"), "title": .string("Added \(number)"),
                                    "url": .string("https://example.com/added/\(number)"), "layerType": "ArcGISFeatureLayer"]
            let index = Int.random(in: 0...layers.count, using: &random)
            layers.insert(layer, at: index)
            origins.insert(nil, at: index)
        }

        /// Moves one original layer two or more places among the original layers still there
        /// (a move of one place is the same as its neighbour moving the other way).
        mutating func moveLayer() -> Bool {
            let kept = layers.indices.filter { origins[$0] != nil }
            guard kept.count >= 3 else { return false }
            let from = Int.random(in: 0..<kept.count, using: &random)
            var to = Int.random(in: 0..<kept.count, using: &random)
            if abs(to - from) < 2 { to = from >= 2 ? 0 : kept.count - 1 }
            guard abs(to - from) >= 2 else { return false }
            let index = kept[from]
            let layer = layers.remove(at: index)
            let origin = origins.remove(at: index)
            var others = layers.indices.filter { origins[$0] != nil }
            others.append(layers.count)
            let target = to == kept.count - 1 ? (others.count >= 2 ? others[others.count - 2] + 1 : layers.count) : others[to]
            layers.insert(layer, at: target)
            origins.insert(origin, at: target)
            expected.insert(.itemMoved(list: ["operationalLayers"], from: origin!, to: -1,
                                       label: MapDiff.ItemLabel(noun: "layer", title: layer["title"]?.stringValue, id: layer["id"]?.stringValue)))
            return true
        }

        /// Sets `key` of an original layer (with a unique id, for a title) to `make(old value)`.
        mutating func setMember(_ key: String, needsID: Bool, _ make: (JSONValue?, Int) -> JSONValue) {
            let candidates = layers.indices.filter { origins[$0] != nil && (!needsID || hasUniqueID($0)) }
            guard let index = candidates.randomElement(using: &random) else { return }
            layers[index][key] = make(layers[index][key], fresh())
            edited[origins[index]!, default: []].insert(key)
        }

        mutating func apply(_ edits: Int) {
            // Removals first and then the one move, so that later edits leave the move as it was.
            let kinds = (0..<edits).map { _ in Int.random(in: 0..<7, using: &random) }.enumerated()
                .sorted { ($0.element == 0 ? 0 : $0.element == 2 ? 1 : 2, $0.offset) < ($1.element == 0 ? 0 : $1.element == 2 ? 1 : 2, $1.offset) }
            var moved = false
            for (_, kind) in kinds {
                switch kind {
                case 0: removeLayer()
                case 1: addLayer()
                case 2 where !moved: moved = moveLayer()
                case 3: setMember("title", needsID: true) { old, n in .string((old?.stringValue ?? "") + " (edit \(n))") }
                case 4: setMember("opacity", needsID: false) { old, n in .number((old?.doubleValue ?? 1) == 0.5 ? 0.25 : 0.5) }
                case 5: setMember("x-edit", needsID: false) { _, n in .string("edit \(n)") }
                default:
                    let number = fresh()
                    value["x-top-\(number)"] = .number(Double(number))
                    expected.insert(.memberAdded(path: [.key("x-top-\(number)")], value: .number(Double(number))))
                }
            }
            value["operationalLayers"] = .array(layers)
            for (index, origin) in origins.enumerated() {
                guard let origin else {
                    expected.insert(.itemAdded(path: ["operationalLayers", .index(index)],
                                               label: MapDiff.ItemLabel(noun: "layer", title: layers[index]["title"]?.stringValue,
                                                                        id: layers[index]["id"]?.stringValue), value: layers[index]))
                    continue
                }
                for key in edited[origin] ?? [] {
                    let path: JSONPath = ["operationalLayers", .index(index), .key(key)]
                    if let old = original[origin][key] {
                        if old != layers[index][key]! { expected.insert(.valueChanged(path: path, old: old, new: layers[index][key]!)) }
                    } else {
                        expected.insert(.memberAdded(path: path, value: layers[index][key]!))
                    }
                }
            }
            // The moved layer's new index is known only now.
            expected = Set(expected.map { change in
                guard case .itemMoved(let list, let from, _, var label) = change else { return change }
                let to = origins.firstIndex(of: from)!
                label.title = layers[to]["title"]?.stringValue  // The label is the layer's as it ends.
                return .itemMoved(list: list, from: from, to: to, label: label)
            })
        }
    }

    @Test(arguments: fixtures) func diffEqualsTheEdits(_ path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let old = try MapDocument(bytes: bytes)
        for seed in 0..<20 as Range<UInt64> {
            var random = Generator(state: seed &* 7919 &+ UInt64(path.utf8.count))
            var script = EditedMap(old.value, seed: random.next())
            script.apply(Int.random(in: 1...5, using: &random))
            let written = try JSONWriter(style: .pretty).bytes(script.value)
            let diff = MapDiff(old: old, new: try MapDocument(bytes: written))
            #expect(diff.changes.count == Set(diff.changes).count, "a change reported twice, seed \(seed)")
            #expect(Set(diff.changes) == script.expected, "seed \(seed) of \(path):\n\(diff.text)")
        }
    }

    /// The fixtures are there (a missing folder would make the test above vacuous).
    @Test func fixturesAreFound() {
        #expect(Self.fixtures.count >= 10)
    }
}
