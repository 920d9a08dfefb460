import MapFormats
import MapScriptSyntax

/// Slots of values in one buffer, managed by hand so that a slot is read or written in place
/// (no uniqueness check, no copy on write, as a `ContiguousArray` held in the interpreter needs
/// on every write) and slots are dropped from the top in place: the frames of the procedures
/// and loops running, and the globals (`Variables` holds one of each). Not copyable, so that
/// the buffer has one owner and reaching it counts no reference.
///
/// Every index is checked against `count` (compiled code only names slots that were made, so a
/// failed check is a bug in the resolver, never the user's).
struct ValueSlots: ~Copyable {
    /// The slots in use.
    private(set) var count = 0
    private var capacity: Int
    private var slots: UnsafeMutablePointer<Value>

    /// A stack with room for `capacity` slots before it first grows.
    init(capacity: Int = 64) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The value in slot `index`.
    @inline(__always)
    subscript(index: Int) -> Value {
        get {
            slot(index).pointee
        }
        nonmutating set {
            slot(index).pointee = newValue
        }
    }

    /// Puts `number` in slot `index`: over a number in place (a number holds no reference, so
    /// there is nothing of the old value to release), over anything else by assignment.
    @inline(__always)
    func set(_ number: Double, at index: Int) {
        let place = slot(index)
        if case .number = place.pointee { place.initialize(to: .number(number)) } else { place.pointee = .number(number) }
    }

    /// The number in slot `index`, looked at in place; nil when it holds another kind.
    @inline(__always)
    func number(at index: Int) -> Double? {
        guard case .number(let value) = slot(index).pointee else { return nil }
        return value
    }

    /// The item at the whole position `number` of the list in slot `index`, looked at in
    /// place; nil when the slot holds no list or the position is not in it.
    @inline(__always)
    func item(at index: Int, atWhole number: Double) -> Value? {
        guard case .list(let list) = slot(index).pointee else { return nil }
        return list.item(atWhole: number)
    }

    /// The number at the whole position `number` of the list in slot `index`, looked at in
    /// place; nil when the slot holds no list, the position is not in it, or the item there is
    /// no number.
    @inline(__always)
    func numberItem(at index: Int, atWhole number: Double) -> Double? {
        guard case .list(let list) = slot(index).pointee else { return nil }
        return list.number(atWhole: number)
    }

    /// The field `key` of the feature in slot `index`, looked at in place; nil when the slot
    /// holds no feature or the feature has no such field.
    @inline(__always)
    func field(at index: Int, key: String) -> JSONValue? {
        guard case .feature(let feature) = slot(index).pointee else { return nil }
        return feature[key]
    }

    /// The bytes of UTF-8 of the string in slot `index`, looked at in place; nil when the slot
    /// holds another kind.
    @inline(__always)
    func stringBytes(at index: Int) -> Int? {
        guard case .string(let text) = slot(index).pointee else { return nil }
        return text.utf8.count
    }

    /// The count and size (`ValueList.size`) of the list in slot `index`, looked at in place;
    /// nil when the slot holds another kind.
    @inline(__always)
    func listMeasures(at index: Int) -> (count: Int, size: Int)? {
        guard case .list(let list) = slot(index).pointee else { return nil }
        return (list.count, list.size)
    }

    /// Appends `suffix` to the string in slot `index`, which holds one: the string is moved out
    /// of the slot while it grows, so that it grows in its own storage when the slot alone
    /// held it.
    @inline(__always)
    func append(_ suffix: String, toStringAt index: Int) {
        let place = slot(index)
        guard case .string(var text) = place.move() else { preconditionFailure("the slot holds a string") }
        text += suffix
        place.initialize(to: .string(text))
    }

    /// Appends `item`, of `measures` (`ValueList.measures(of:)`), to the list in slot `index`,
    /// which holds one, moved out while it grows as `append(_:toStringAt:)` does.
    @inline(__always)
    func append(_ item: Value, measured measures: (size: Int, depth: Int, holdsSessionObject: Bool), toListAt index: Int) {
        let place = slot(index)
        guard case .list(var list) = place.move() else { preconditionFailure("the slot holds a list") }
        list.append(item, measured: measures)
        place.initialize(to: .list(list))
    }

    /// The field `key` of the feature in slot `index` when it is a number, looked at in
    /// place; nil otherwise.
    @inline(__always)
    func number(ofField key: String, at index: Int) -> Double? {
        guard case .feature(let feature) = slot(index).pointee else { return nil }
        // The fields looked at where they are: `feature[key]` copied the field's value out
        // (and dropped it) through the enum's outlined copy, a third of the read.
        return feature.fields.withUnsafeBufferPointer { fields in
            for field in fields.indices where fields[field].key == key {
                guard case .number(let number) = fields[field].value else { return nil }
                return number
            }
            return nil
        }
    }

    /// Takes the value out of slot `index`, leaving `placeholder` there.
    @inline(__always)
    func exchange(at index: Int, with placeholder: Value) -> Value {
        let place = slot(index)
        let value = place.move()
        place.initialize(to: placeholder)
        return value
    }

    /// Slot `index`, checked to be in use.
    @inline(__always)
    private func slot(_ index: Int) -> UnsafeMutablePointer<Value> {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "value slot out of range")
        return slots + index
    }

    /// Adds a slot holding `value` on top.
    @inline(__always)
    mutating func push(_ value: Value) {
        if count == capacity { grow(toHold: count + 1) }
        (slots + count).initialize(to: value)
        count &+= 1
    }

    /// Adds `n` slots holding `value` on top.
    @inline(__always)
    mutating func push(_ value: Value, times n: Int) {
        guard n > 0 else { return }
        if count + n > capacity { grow(toHold: count + n) }
        for offset in 0..<n { (slots + count + offset).initialize(to: value) }
        count += n
    }

    /// Drops the slots from `newCount` on (nothing when there are no more than that), one at a
    /// time: a frame holds a few, and the counted `deinitialize(count:)` goes through the
    /// runtime's general array destruction.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0, "value slot out of range")
        while count > newCount {
            count &-= 1
            _ = (slots + count).move()
        }
    }

    /// The values of the slots in `range` (clamped to the slots in use), for messages.
    func values(in range: Range<Int>) -> [Value] {
        let clamped = range.clamped(to: 0..<count)
        return clamped.map { slots[$0] }
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newSlots = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
        newSlots.moveInitialize(from: slots, count: count)
        slots.deallocate()
        slots = newSlots
        capacity = newCapacity
    }
}
