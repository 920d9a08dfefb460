/// The variables in scope: a stack of blocks, innermost last. The first scope holds the
/// script's top-level variables and lives as long as the session.
struct Scopes {
    private var frames: [[String: Value]] = [[:]]

    /// The value of the innermost variable called `name`.
    func lookup(_ name: String) -> Value? {
        for frame in frames.reversed() {
            if let value = frame[name] { return value }
        }
        return nil
    }

    /// Declares (or redeclares) `name` in the innermost scope.
    mutating func declare(_ name: String, _ value: Value) {
        frames[frames.count - 1][name] = value
    }

    /// Assigns to the innermost existing variable `name`; false when there is none.
    mutating func assign(_ name: String, _ value: Value) -> Bool {
        for index in frames.indices.reversed() where frames[index][name] != nil {
            frames[index][name] = value
            return true
        }
        return false
    }

    /// Takes the value of the innermost variable `name` out of its slot, leaving `placeholder`
    /// there, so that the caller holds the only reference to its storage (put the value back
    /// with `assign`); nil when there is no such variable.
    mutating func take(_ name: String, leaving placeholder: Value) -> Value? {
        for index in frames.indices.reversed() {
            guard let slot = frames[index].index(forKey: name) else { continue }
            var value = placeholder
            swap(&value, &frames[index].values[slot])
            return value
        }
        return nil
    }

    /// Opens a block's scope.
    mutating func push() { frames.append([:]) }

    /// Closes the innermost block's scope.
    mutating func pop() { frames.removeLast() }

    /// Every variable name visible, for completion.
    var visibleNames: [String] { Array(Set(frames.flatMap(\.keys))).sorted() }

    /// Replaces everything above the top-level scope with `frames` (a procedure's own scopes),
    /// returning what was there so that `restore` can put it back.
    mutating func enterProcedure() -> [[String: Value]] {
        let saved = Array(frames.dropFirst())
        frames.removeSubrange(1...)
        frames.append([:])
        return saved
    }

    /// Puts back the scopes that `enterProcedure` returned.
    mutating func leaveProcedure(restoring saved: [[String: Value]]) {
        frames.removeSubrange(1...)
        frames.append(contentsOf: saved)
    }
}
