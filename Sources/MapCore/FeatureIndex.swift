/// A uniform grid over a layer's extent that finds the features whose boxes meet a query box
/// without looking at the others: `identify` on a layer of a million points looks at a few
/// cells, not a million features.
///
/// The grid has about one cell per feature (at most `maximumCells`), shaped like the extent.
/// Each cell lists the features whose boxes meet it, all lists in one array (`entries`, cell
/// `c`'s from `starts[c]` to `starts[c + 1]`), so the index costs two 32-bit integers a
/// feature and one a cell. A feature whose box meets more than `maximumCellsPerFeature` cells
/// (a continent among islands) is kept aside in `wide` and is a candidate of every query.
public struct FeatureIndex: Sendable {
    /// The most cells a grid has.
    public static let maximumCells = 1 << 22
    /// The most cells a feature is listed in before it is kept aside.
    public static let maximumCellsPerFeature = 64

    private let bounds: FeatureBounds?
    private let columns: Int
    private let rows: Int
    private let cellWidth: Double
    private let cellHeight: Double
    private let starts: [Int32]
    private let entries: [Int32]
    private let wide: [Int32]

    /// The index of features with these boxes (nil: no geometry), within `bounds` (all of them).
    init(boxes: [FeatureBounds?], bounds: FeatureBounds?) {
        self.bounds = bounds
        guard let bounds, !boxes.isEmpty else {
            (columns, rows, cellWidth, cellHeight, starts, entries, wide) = (1, 1, 0, 0, [0, 0], [], [])
            return
        }
        let cells = Double(min(max(boxes.count, 1), Self.maximumCells))
        let width = bounds.east - bounds.west, height = bounds.north - bounds.south
        var columns = 1, rows = 1
        if width > 0 && height > 0 {
            columns = max(1, min(Int(cells), Int((cells * width / height).squareRoot())))
            rows = max(1, min(Int(cells) / columns, Int(cells)))
        } else if width > 0 {
            columns = Int(cells)
        } else if height > 0 {
            rows = Int(cells)
        }
        self.columns = columns
        self.rows = rows
        cellWidth = width > 0 ? width / Double(columns) : 1
        cellHeight = height > 0 ? height / Double(rows) : 1
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var wide: [Int32] = []
        for box in boxes {
            guard let box else { continue }
            let (c0, c1, r0, r1) = Self.cells(of: box, bounds: bounds, columns: columns, rows: rows,
                                              cellWidth: cellWidth, cellHeight: cellHeight)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maximumCellsPerFeature { continue }
            for row in r0...r1 { for column in c0...c1 { counts[row * columns + column + 1] += 1 } }
        }
        for cell in 1..<counts.count { counts[cell] += counts[cell - 1] }
        var next = counts
        var entries = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
        for (index, box) in boxes.enumerated() {
            guard let box else { continue }
            let (c0, c1, r0, r1) = Self.cells(of: box, bounds: bounds, columns: columns, rows: rows,
                                              cellWidth: cellWidth, cellHeight: cellHeight)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maximumCellsPerFeature {
                wide.append(Int32(index))
                continue
            }
            for row in r0...r1 {
                for column in c0...c1 {
                    entries[Int(next[row * columns + column])] = Int32(index)
                    next[row * columns + column] += 1
                }
            }
        }
        self.starts = counts
        self.entries = entries
        self.wide = wide
    }

    /// The 0-based indices of the features whose boxes may meet `box`, in increasing order,
    /// each once (a superset: the caller tests the geometries).
    public func candidates(in box: FeatureBounds) -> [Int] {
        guard let bounds, box.intersects(bounds) else { return wide.map(Int.init) }
        let (c0, c1, r0, r1) = Self.cells(of: box, bounds: bounds, columns: columns, rows: rows,
                                          cellWidth: cellWidth, cellHeight: cellHeight)
        var found = wide.map(Int.init)
        for row in r0...r1 {
            for column in c0...c1 {
                let cell = row * columns + column
                for entry in starts[cell]..<starts[cell + 1] { found.append(Int(entries[Int(entry)])) }
            }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for index in found where unique.last != index { unique.append(index) }
        return unique
    }

    /// The first and last column and row of the cells `box` meets (clamped to the grid).
    private static func cells(of box: FeatureBounds, bounds: FeatureBounds, columns: Int, rows: Int,
                              cellWidth: Double, cellHeight: Double) -> (Int, Int, Int, Int) {
        func cell(_ value: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int {
            let position = (value - origin) / size
            guard position > 0 else { return 0 }
            return position >= Double(count) ? count - 1 : Int(position)
        }
        return (cell(box.west, bounds.west, cellWidth, columns), cell(box.east, bounds.west, cellWidth, columns),
                cell(box.south, bounds.south, cellHeight, rows), cell(box.north, bounds.south, cellHeight, rows))
    }
}
