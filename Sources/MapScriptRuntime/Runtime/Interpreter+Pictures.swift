import MapCore
import MapDraw
import MapFormats
import MapScriptSyntax

extension Interpreter {
    // MARK: - Pictures

    /// The size `show` draws when neither a `size` clause nor the terminal gives one.
    public static let defaultShowSize = (columns: 80, rows: 24)
    /// The largest `show` size in columns or rows.
    public static let showSizeRange = 1...1000
    /// The largest `export svg` size in pixels.
    public static let pictureSizeRange = 1...20000
    /// The largest `export html` map size in pixels (each level of the page is drawn twice
    /// as large).
    public static let pageSizeRange = 1...4000

    /// `show [size C x R]`: the view in braille, with the terminal's colours when it has them.
    func show(columns: Expr?, rows: Expr?, range: SourceRange) throws(ExecutionStop) {
        var size = Self.defaultShowSize
        if let columns, let rows {
            size = (try dimension(columns, what: "show columns", in: Self.showSizeRange),
                    try dimension(rows, what: "show rows", in: Self.showSizeRange))
        } else if let terminal = options.terminal?.size() {
            // One row fewer than the terminal, for the prompt or the next line of output.
            size = (max(1, terminal.columns), max(1, terminal.rows - 1))
        }
        let picture = PictureBuilder.picture(of: session, width: size.columns * 2, height: size.rows * 4,
                                             metrics: .terminal, rasters: rasters)
        reportRasterWarnings(at: range)
        let cells = BrailleRenderer.cells(of: picture)
        output.write(options.terminal?.render?(cells) ?? cells.plainText)
        rememberShow(columns: size.columns, rows: size.rows)
    }

    /// `export svg FILE [size W x H] [legend on|off]`: the view as an SVG picture, with the
    /// legend of its layers unless `legend off`, written atomically; the path is relative to
    /// the script's folder.
    func exportSVG(_ file: Expr, width: Expr?, height: Expr?, legend: NameRef?, range: SourceRange) throws(ExecutionStop) {
        let showsLegend = try legend.map { (reference) throws(ExecutionStop) in try choice(reference, what: "legend choice",
                                                                                            among: LegendChoice.allCases, id: .valueOutOfRange) == .on } ?? true
        let target = try resolvedFile(file, for: .write)
        var size = (width: session.view.width, height: session.view.height)
        if let width, let height {
            size = (try dimension(width, what: "picture width", in: Self.pictureSizeRange),
                    try dimension(height, what: "picture height", in: Self.pictureSizeRange))
        }
        let picture = PictureBuilder.picture(of: session, width: size.width, height: size.height, metrics: .svg, rasters: rasters,
                                             legend: showsLegend)
        reportRasterWarnings(at: range)
        try write(Array(SVGRenderer.svg(picture).utf8), to: target, named: file)
    }

    /// `export html FILE [size W x H] [legend on|off]`: a self-contained page that shows the
    /// map (pan, zoom, the bookmarks) and plays the tour, with a legend panel unless `legend
    /// off`, written atomically; the path is relative to the script's folder.
    func exportHTML(_ file: Expr, width: Expr?, height: Expr?, legend: NameRef?, range: SourceRange) throws(ExecutionStop) {
        let showsLegend = try legend.map { (reference) throws(ExecutionStop) in try choice(reference, what: "legend choice",
                                                                                            among: LegendChoice.allCases, id: .valueOutOfRange) == .on } ?? true
        let target = try resolvedFile(file, for: .write)
        var size = (width: session.view.width, height: session.view.height)
        if let width, let height {
            size = (try dimension(width, what: "page map width", in: Self.pageSizeRange),
                    try dimension(height, what: "page map height", in: Self.pageSizeRange))
        }
        let page = HTMLPage.html(of: session, width: size.width, height: size.height, rasters: rasters, legend: showsLegend)
        reportRasterWarnings(at: range)
        try write(Array(page.utf8), to: target, named: file)
    }

    /// Reports, as warnings at `range`, the rasters the last pictures could not draw.
    func reportRasterWarnings(at range: SourceRange) {
        for warning in rasters.takeWarnings() {
            report(.runtime(.rasterNote, warning, at: range).with(severity: .warning), origin: .pending)
        }
    }

    /// A whole number in `range`, else a `value-out-of-range` error naming `what`.
    private func dimension(_ expr: Expr, what: String, in range: ClosedRange<Int>) throws(ExecutionStop) -> Int {
        let value = try wholeNumber(expr, what: what)
        guard range.contains(value) else {
            throw .error(.valueOutOfRange, "\(what) must be in [\(range.lowerBound), \(range.upperBound)], not \(value)",
                         at: expr.range)
        }
        return value
    }
}

/// `legend on|off` of `export svg` and `export html`.
enum LegendChoice: String, CaseIterable {
    /// A legend (the default).
    case on
    /// No legend.
    case off
}
