import Testing
@testable import MapCore

/// A keyed element for the tests: a key (or none) and a payload.
private struct Entry: KeyedElement, Hashable {
    var key: String?
    var payload = 0
}

/// The list holds `expected`, in order, and finds every key at its index.
private func expectHolds(_ list: KeyedList<Entry>, _ expected: [Entry], _ step: String = "") {
    #expect(Array(list) == expected, "\(step)")
    for (index, entry) in expected.enumerated() {
        if let key = entry.key { #expect(list.index(ofKey: key) == index, "\(step): \(key)") }
    }
}

@Test func keyedListKeepsOrderAndKeysThroughEveryEdit() {
    var list = KeyedList<Entry>()
    var model: [Entry] = []
    // A deterministic mix of edits at both ends and in the middle, with and without keys.
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int((seed >> 33) % UInt64(max(bound, 1)))
    }
    for step in 0..<3000 {
        let entry = Entry(key: step % 7 == 0 ? nil : "k\(step)", payload: step)
        switch next(8) {
        case 0, 1, 2:
            #expect(list.append(entry) == nil)
            model.append(entry)
        case 3:
            let position = next(model.count + 1)
            #expect(list.insert(entry, at: position) == nil)
            model.insert(entry, at: position)
        case 4 where !model.isEmpty:
            #expect(list.remove(at: 0) == model.removeFirst())
        case 5 where !model.isEmpty:
            let position = next(model.count)
            #expect(list.remove(at: position) == model.remove(at: position))
        case 6 where !model.isEmpty:
            let from = next(model.count), to = next(model.count)
            list.move(from: from, to: to)
            model.insert(model.remove(at: from), at: to)
        case 7 where !model.isEmpty:
            let position = next(model.count)
            list.replace(at: position, with: entry)
            model[position] = entry
        default:
            #expect(list.insert(entry, at: 0) == nil)
            model.insert(entry, at: 0)
        }
        if step % 97 == 0 { expectHolds(list, model, "step \(step)") }
    }
    expectHolds(list, model, "end")
    let kept = Set(model.compactMap(\.key))
    let gone: [String] = (0..<3000).map { "k\($0)" }.filter { !kept.contains($0) }
    #expect(gone.allSatisfy { (key: String) in list.index(ofKey: key) == nil })
}

@Test func keyedListRefusesADuplicateKeyAndChangesNothing() {
    var list = KeyedList<Entry>()
    list.append(Entry(key: "a"))
    list.append(Entry(key: "b"))
    #expect(list.append(Entry(key: "b", payload: 9)) == 1)
    #expect(list.insert(Entry(key: "a", payload: 9), at: 1) == 0)
    #expect(list.append(Entry(key: nil)) == nil && list.append(Entry(key: nil)) == nil)  // no key, no clash
    expectHolds(list, [Entry(key: "a"), Entry(key: "b"), Entry(key: nil), Entry(key: nil)])
}

/// Removing every element from the front, and adding them all at the end: at this size a list
/// that moved the others on each removal (O(n) each) would take minutes.
@Test(arguments: [true, false])
func keyedListAddsAndRemovesAtEitherEndInConstantTime(fromTheFront: Bool) {
    let n = 100_000
    var list = KeyedList<Entry>()
    for i in 0..<n { list.append(Entry(key: "k\(i)", payload: i)) }
    #expect(list.count == n && list.index(ofKey: "k\(n - 1)") == n - 1)
    var misplaced = 0
    for removed in 0..<n - 1 {
        let expected = fromTheFront ? removed : n - 1 - removed
        if list.remove(at: fromTheFront ? 0 : list.count - 1).payload != expected { misplaced += 1 }
        if removed % 25_000 == 0 {
            let first = fromTheFront ? removed + 1 : 0
            #expect(list.first?.payload == first && list.index(ofKey: "k\(first)") == 0)
            #expect(list.index(ofKey: "k\(expected)") == nil)
        }
    }
    #expect(misplaced == 0)
    expectHolds(list, [Entry(key: "k\(fromTheFront ? n - 1 : 0)", payload: fromTheFront ? n - 1 : 0)])
    // Inserting at the front after removals there reuses the empty slots.
    for i in 0..<1000 { list.insert(Entry(key: "f\(i)"), at: 0) }
    #expect(list.count == 1001 && list.index(ofKey: "f999") == 0 && list.index(ofKey: "f0") == 999)
}
