import Synchronization

/// Every `SpatialReference.Definition` the process has made, each kept once, so that a
/// spatial reference names its definition by a number and stays plain data.
///
/// Definitions are few (one per coordinate system MapFiles resolves through PROJ, which it
/// caches) and live as long as the process, as PROJ's own caches do.
enum DefinitionRegistry {
    private struct Table {
        var definitions: [SpatialReference.Definition] = []
        var indices: [ObjectIdentifier: UInt32] = [:]
    }

    private static let table = Mutex(Table())

    /// The 1-based number of `definition`, registering it the first time it is seen.
    static func index(of definition: SpatialReference.Definition) -> UInt32 {
        table.withLock { table in
            let identifier = ObjectIdentifier(definition)
            if let index = table.indices[identifier] { return index }
            table.definitions.append(definition)
            let index = UInt32(table.definitions.count)
            table.indices[identifier] = index
            return index
        }
    }

    /// The definition numbered `index`; nil for 0.
    static func definition(at index: UInt32) -> SpatialReference.Definition? {
        guard index != 0 else { return nil }
        return table.withLock { $0.definitions[Int(index) - 1] }
    }
}
