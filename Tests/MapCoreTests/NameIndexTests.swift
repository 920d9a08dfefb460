import Testing
@testable import MapCore

// MARK: - Helpers

/// A hash whose tag (high half) is `tag`, so tests can place entries in chosen slots.
func hash(tag: UInt32, low: UInt32 = 0) -> UInt64 { UInt64(tag) << 32 | UInt64(low) }

/// Names kept the way an owner keeps them, with the index over them.
struct IndexedNames {
    var names: [String] = []
    var hashes: [UInt64] = []
    var index = NameIndex()

    func find(_ name: String, hash: UInt64) -> Int? {
        index.find(hash: hash) { names[$0] == name }
    }

    mutating func append(_ name: String, hash: UInt64) -> Int? {
        let existing = index.findOrInsert(hash: hash, index: names.count) { names[$0] == name }
        if existing == nil {
            names.append(name)
            hashes.append(hash)
        }
        return existing
    }

    /// Every name is found at its index, and nothing else is in the table.
    func expectConsistent() {
        #expect(index.count == names.count)
        for (offset, name) in names.enumerated() {
            #expect(find(name, hash: hashes[offset]) == offset, "\(name)")
        }
    }
}

// MARK: - Collisions and wrap-around

/// Entries crowded onto the same home slots (equal tags, and neighbouring tags at the table's
/// end so that clusters wrap round), then removed in several orders: every remaining entry
/// stays reachable after each backward shift.
@Test(arguments: [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    [3, 0, 7, 1, 9, 2, 5, 8, 4, 6],
])
func removalKeepsClustersReachable(order: [Int]) {
    var table = IndexedNames()
    // Tags 14, 15 sit at the end of a 16-slot table; 0 and 1 at its start; 14 three times.
    let tags: [UInt32] = [14, 14, 15, 0, 14, 1, 0, 15, 2, 16 + 14]
    table.index.reserveCapacity(8)
    #expect(table.index.capacity == 8)
    for (offset, tag) in tags.enumerated().prefix(8) {
        #expect(table.append("n\(offset)", hash: hash(tag: tag)) == nil)
    }
    table.expectConsistent()
    for offset in order where offset < 8 {
        let removed = table.index.remove(hash: table.hashes[offset], index: offset)
        let removedAgain = table.index.remove(hash: table.hashes[offset], index: offset)
        #expect(removed && !removedAgain)
        for other in 0..<8 where !order.prefix(while: { $0 != offset }).contains(other) && other != offset {
            #expect(table.find("n\(other)", hash: table.hashes[other]) == other)
        }
        #expect(table.find("n\(offset)", hash: table.hashes[offset]) == nil)
    }
    #expect(table.index.isEmpty)
}

@Test func sameTagDifferentNamesAreTellApartByTheOwner() {
    var table = IndexedNames()
    for name in ["a", "b", "c"] { #expect(table.append(name, hash: hash(tag: 7)) == nil) }
    #expect(table.append("b", hash: hash(tag: 7)) == 1)  // found, not added
    #expect(table.find("d", hash: hash(tag: 7)) == nil)
    #expect(table.find("a", hash: hash(tag: 8)) == nil)  // another tag is another name
    table.expectConsistent()
}

// MARK: - Editing

@Test func remapMovesEntries() {
    var table = IndexedNames()
    for i in 0..<100 { _ = table.append("n\(i)", hash: NameHash.of("n\(i)")) }
    table.index.remapIndices { 99 - $0 }
    #expect(table.index.find(hash: table.hashes[5]) { $0 == 94 } == 94)
    #expect(table.index.find(hash: table.hashes[0]) { $0 == 99 } == 99)
}

@Test func removeAllEmpties() {
    var table = IndexedNames()
    for i in 0..<1000 { _ = table.append("n\(i)", hash: NameHash.of("n\(i)")) }
    table.index.removeAll()
    #expect(table.index.isEmpty)
    #expect(table.index.capacity == 0)
    #expect(table.find("n1", hash: NameHash.of("n1")) == nil)
    table = IndexedNames(index: table.index)
    for i in 0..<10 { #expect(table.append("m\(i)", hash: NameHash.of("m\(i)")) == nil) }
    table.expectConsistent()
}

@Test(arguments: [(0, 0), (1, 4), (4, 4), (5, 8), (1000, 1024), (1024, 1024), (1025, 2048)])
func reservesPowersOfTwo(minimum: Int, capacity: Int) {
    let index = NameIndex(minimumCapacity: minimum)
    #expect(index.capacity == capacity)
}

/// A long run of inserts and removals checked against a dictionary, with a fixed generator.
@Test func matchesADictionaryUnderRandomEdits() {
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
    var index = NameIndex()
    var model: [Int: UInt64] = [:]  // index -> hash (few distinct tags, to force collisions)
    for _ in 0..<20_000 {
        let key = next(500)
        let tagged = hash(tag: UInt32(next(64)), low: UInt32(key))
        if let existing = model[key] {
            let removed = index.remove(hash: existing, index: key)
            #expect(removed)
            model[key] = nil
        } else {
            index.insert(hash: tagged, index: key)
            model[key] = tagged
        }
    }
    #expect(index.count == model.count)
    for (key, hash) in model { #expect(index.find(hash: hash) { $0 == key } == key) }
}
