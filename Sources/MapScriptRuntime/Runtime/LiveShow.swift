import MapCore
import MapDraw
import MapScriptSyntax

/// A `show` picture that is still the last thing on the terminal: with `--realtime`, a
/// `goto ... duration` redraws it in place about 10 times a second as the view moves, so that
/// a paced demo animates. Only where the executable gives a way back up
/// (`PictureTerminal.moveUp`: standard output is a terminal), only while nothing was printed
/// after it (`TextOutput.writtenCount`), and not once a message or a new REPL line came.
struct LiveShow {
    /// The picture's width in character cells.
    var columns: Int
    /// The picture's height in character cells (lines).
    var rows: Int
    /// `output.writtenCount` just after the picture was written.
    var mark: Int

    /// Seconds between frames: 10 a second.
    static let frameInterval = 0.1
}

extension Interpreter {
    /// Whether a `show` picture is on screen to be redrawn.
    var showsLive: Bool {
        guard let liveShow, options.terminal?.moveUp != nil else { return false }
        return liveShow.mark == output.writtenCount
    }

    /// Remembers the picture `show` just wrote, when the terminal can redraw it: it fits on
    /// the screen (a taller one scrolled out of reach).
    func rememberShow(columns: Int, rows: Int) {
        guard let terminal = options.terminal, terminal.moveUp != nil,
              let screen = terminal.size(), rows < screen.rows else {
            liveShow = nil
            return
        }
        liveShow = LiveShow(columns: columns, rows: rows, mark: output.writtenCount)
    }

    /// A `--realtime` `goto ... duration`: waits the duration for real, redrawing a `show`
    /// picture on screen as the view moves (`ViewpointPath`) and once more at the end, then
    /// goes there.
    func goForReal(to destination: Viewpoint, seconds: Double, at range: SourceRange) throws(ExecutionStop) {
        let animates = showsLive
        let path = ViewpointPath(from: session.viewpoint, to: destination,
                                 projection: MapProjection(spatialReference: session.geoModel.spatialReference))
        try waitForReal(seconds, at: range, frame: animates ? { self.redrawShow(at: path.viewpoint(at: $0)) } : nil)
        try mapCall(at: range) { () throws(MapError) in try session.go(to: destination, duration: seconds) }
        if animates { redrawShow(at: session.viewpoint) }
    }

    /// Draws the live picture again over itself, as the view would look at `viewpoint`.
    func redrawShow(at viewpoint: Viewpoint) {
        guard showsLive, let live = liveShow, let terminal = options.terminal, let moveUp = terminal.moveUp else { return }
        var seen = session
        seen.restore(viewpoint: viewpoint)
        let picture = PictureBuilder.picture(of: seen, width: live.columns * 2, height: live.rows * 4, metrics: .terminal)
        let cells = BrailleRenderer.cells(of: picture)
        output.write(moveUp(live.rows) + (terminal.render?(cells) ?? cells.plainText))
        output.flush()
        liveShow?.mark = output.writtenCount
    }
}
