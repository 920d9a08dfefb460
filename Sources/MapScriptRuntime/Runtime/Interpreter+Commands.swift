import MapCore
import MapScriptSyntax
import TextSupport

extension Interpreter {
    /// Runs a map session command: the one dispatch, one executor for each case (the
    /// executors live in the files of their areas). No `default`: a command without its
    /// executor does not compile.
    func execute(_ command: Command, at range: SourceRange) throws(ExecutionStop) {
        switch command {
        // Bookmarks
        case .bookmarkAdd(let name, let at, let scale, let rotation):
            try bookmarkAdd(name: name, at: at, scale: scale, rotation: rotation)
        case .bookmarkList: output.write(Tables.bookmarks(session.geoModel.bookmarks.bookmarks))
        case .bookmarkClear: session.removeAllBookmarks()
        case .bookmarkRemove(let target): try bookmarkRemove(target, at: range)
        case .bookmarkMove(let target, let destination): try bookmarkMove(target, to: destination)
        case .bookmarkRename(let target, let newName): try bookmarkRename(target, to: newName)
        // Navigation
        case .goto(let target, let scale, let rotation, let duration):
            try goto(target, scale: scale, rotation: rotation, duration: duration, range: range)
        case .gotoTarget(let target): try goto(target, scale: nil, rotation: nil, duration: nil, range: range)
        case .zoomIn(let factor): try zoom(by: factor, out: false, range: range)
        case .zoomOut(let factor): try zoom(by: factor, out: true, range: range)
        case .zoomTo(let scale): try zoomTo(scale)
        case .rotate(let degrees): try rotate(to: degrees)
        case .pan(let direction, let fraction): try pan(direction, by: fraction, range: range)
        case .viewSize(let width, let height): try viewSize(width: width, height: height)
        case .viewpoint: output.write(try mapCall(at: range) { () throws(MapError) in try Tables.viewpoint(session) })
        case .where: output.writeLine(Tables.place(session.viewpoint))
        // Basemaps and gallery (Interpreter+Basemaps)
        case .basemapUse(let reference): try basemapUse(reference)
        case .basemapUseRaster(let kind, let location, let layer): try basemapUseRaster(kind, location: location, layer: layer, at: range)
        case .basemapShow: output.write(GalleryPrinter.basemap(session))
        case .basemapStyles: output.write(GalleryPrinter.styles())
        case .galleryShow: output.write(GalleryPrinter.gallery(session, width: galleryWidth))
        case .galleryStyle(let layout, let width): try galleryStyle(layout, width: width, range: range)
        case .galleryAdd(let name, let style, let wkid, let description, let thumbnail):
            try galleryAdd(name: name, style: style, wkid: wkid, description: description, thumbnail: thumbnail, range: range)
        case .galleryRemove(let target): try galleryRemove(target)
        case .galleryReset: session.resetGallery()
        case .galleryLoad(let path): try galleryLoad(path)
        case .mapNew(let basemap, let wkid): try newGeoModel(.map, basemap: basemap, wkid: wkid, at: range)
        case .sceneNew(let basemap, let wkid): try newGeoModel(.scene, basemap: basemap, wkid: wkid, at: range)
        // Graphics (Interpreter+Graphics)
        case .graphicAdd(let shape, let style): try graphicAdd(shape, style: style, range: range)
        case .graphicList: output.write(GeoValues.table(session.graphics.graphics))
        case .graphicRemove(let target): try graphicRemove(target)
        case .graphicMove(let target, let destination): try graphicMove(target, to: destination)
        case .graphicClear: session.removeAllGraphics()
        case .measure(let target, let end): try measure(target, to: end)
        // Operational layers (Interpreter+Layers, +LayerFiles, +LayerFilter)
        case .layerAdd(let file, let title, let layer, false): try layerAdd(file, title: title, member: layer)
        case .layerAdd(let file, let title, let layer, true): try layerAddAll(file, title: title, member: layer)
        case .layerAddService(let url, let title): try layerAddService(url, title: title)
        case .layerList: output.write(LayerTables.list(session.layers))
        case .layerRemove(let target): try layerRemove(target)
        case .layerMove(let target, let destination): try layerMove(target, to: destination)
        case .layerVisibility(let target, let visible): try layerVisibility(target, visible: visible)
        case .layerOpacity(let target, let opacity): try layerOpacity(target, opacity)
        case .layerTitle(let target, let title): try layerTitle(target, title)
        case .layerScale(let target, let min, let max): try layerScale(target, min: min, max: max)
        case .layerStyle(let target, let style): try layerStyle(target, style: style, range: range)
        case .layerFilter(let target, let condition): try layerFilter(target, condition: condition)
        case .layerLegend(let target, let json): try layerLegend(target, json: json)
        case .gotoLayer(let target): try gotoLayer(target)
        case .identify(let point, let tolerance): try identify(point, tolerance: tolerance)
        case .layerSet(let target, let setting): try layerSet(target, setting)
        case .tableSet(let target, let setting): try tableSet(target, setting)
        case .layerFindSource(let text): try layerFindSource(text)
        case .layerReplaceSource(let old, let new): try layerReplaceSource(old, with: new)
        // Location display (Interpreter+Location)
        case .locationStart(let source): try locationStart(source, range: range)
        case .locationMove(let position, let heading, let speed): try locationMove(position, heading: heading, speed: speed, range: range)
        case .locationStep: try mapCall(at: range) { () throws(MapError) in try session.stepLocation() }
        case .locationStop: session.stopLocation()
        case .autopan(let mode): autopan(mode)
        // Scene camera (Interpreter+Camera)
        case .cameraShow: try cameraShow(range: range)
        case .cameraAt(let position, let altitude, let heading, let pitch):
            try cameraAt(position, altitude: altitude, heading: heading, pitch: pitch, range: range)
        case .cameraOrbit(let degrees): try cameraTurn(degrees, orbit: true, range: range)
        case .cameraTilt(let degrees): try cameraTurn(degrees, orbit: false, range: range)
        // Files (Interpreter+Files, +Pictures, +Scripts)
        case .save(let path): try save(to: path, at: range)
        case .load(let path): try load(from: path, at: range)
        case .importWebMap(let path): try importWebMap(from: path, at: range)
        case .export(let format, let path): try export(format, to: path, at: range)
        case .exportSVG(let file, let width, let height, let legend):
            try exportSVG(file, width: width, height: height, legend: legend, range: range)
        case .exportHTML(let file, let width, let height, let legend):
            try exportHTML(file, width: width, height: height, legend: legend, range: range)
        case .show(let columns, let rows): try show(columns: columns, rows: rows, range: range)
        case .source(let path): try runSource(try resolvedFile(path, for: .read), at: range)
        // Session
        case .wait(let seconds): try advanceClock(by: seconds)
        case .help(let topic): try help(topic)
        case .quit(let status): try quit(status, at: range)
        }
    }

    /// Runs a MapCore operation, turning its error into a runtime error at `range`, whose text
    /// is a bare word when `bare` (for the form of a suggested name's fix-it).
    package func mapCall<T>(at range: SourceRange, bare: Bool = false, _ body: () throws(MapError) -> T) throws(ExecutionStop) -> T {
        do { return try body() } catch { throw .map(error, at: range, bare: bare) }
    }

    // MARK: - Bookmarks

    /// A warning when `latitude`, `longitude` lies outside the area of use of the map's spatial
    /// reference (as PROJ gives it); nothing for Web Mercator and WGS 84, or an area not known.
    func warnIfOutsideAreaOfUse(latitude: Double, longitude: Double, at range: SourceRange) {
        guard let reference = session.geoModel.spatialReference, let area = reference.definition?.areaOfUse,
              !area.contains(latitude: latitude, longitude: longitude) else { return }
        let box = "latitude \(NumberFormat.shortest(area.south)) to \(NumberFormat.shortest(area.north)), "
            + "longitude \(NumberFormat.shortest(area.west)) to \(NumberFormat.shortest(area.east))"
        report(.runtime(.outsideAreaOfUse,
                        "the point \(NumberFormat.degrees(latitude)),\(NumberFormat.degrees(longitude)) lies outside the area of use of "
                        + "\(reference.name)\(reference.code.map { " (wkid \($0))" } ?? ""): \(area.name.isEmpty ? box : area.name + " (" + box + ")")",
                        at: range).with(severity: .warning), origin: .pending)
    }

    /// `bookmark add NAME [at P] [scale S] [rotation R]`. (The optional expressions are
    /// borrowed, read through `switch` and `finiteNumber(ifGiven:what:)`, never copied: see
    /// there.)
    private func bookmarkAdd(name: borrowing Expr, at: borrowing Expr?, scale: borrowing Expr?,
                             rotation: borrowing Expr?) throws(ExecutionStop) {
        let title = try string(name, what: "bookmark name")
        var latitude = session.viewpoint.latitude, longitude = session.viewpoint.longitude
        var scaleValue = session.viewpoint.scale
        // A viewpoint set from a point resets rotation to 0 unless one is given.
        var rotationValue = session.viewpoint.rotation
        switch at {
        case .some(let at):
            rotationValue = 0
            (latitude, longitude) = try coordinate(at, what: "'at'")
            warnIfOutsideAreaOfUse(latitude: latitude, longitude: longitude, at: at.range)
            if latitude > Projection.maxLatitude || latitude < -Projection.maxLatitude {
                latitude = session.showableLatitude(latitude)
            }
        case .none:
            break
        }
        let givenScale = try finiteNumber(ifGiven: scale, what: "scale")
        if let givenScale { scaleValue = givenScale.value }
        if let givenRotation = try finiteNumber(ifGiven: rotation, what: "rotation") { rotationValue = givenRotation.value }
        let scaleGiven = givenScale != nil
        let range = givenScale?.range ?? name.range
        let viewpoint = try mapCall(at: range) { () throws(MapError) in
            // A scale given is clamped into [1, world scale], as `zoom to` does.
            if scaleGiven { scaleValue = try Session.zoomScale(scaleValue) }
            return try Viewpoint(latitude: latitude, longitude: longitude, scale: scaleValue, rotation: rotationValue)
        }
        try mapCall(at: name.range) { () throws(MapError) in
            _ = try session.addBookmark(named: title, viewpoint: viewpoint)
        }
    }

    /// `bookmark remove`.
    private func bookmarkRemove(_ target: Expr, at range: SourceRange) throws(ExecutionStop) {
        let position = try bookmarkPosition(target)
        try mapCall(at: range) { () throws(MapError) in _ = try session.removeBookmark(at: position) }
    }

    /// `bookmark move`.
    private func bookmarkMove(_ target: Expr, to destination: Expr) throws(ExecutionStop) {
        let from = try bookmarkPosition(target)
        let to = try wholeNumber(destination, what: "bookmark position")
        try mapCall(at: destination.range) { () throws(MapError) in try session.moveBookmark(from: from, to: to) }
    }

    /// `bookmark rename`.
    private func bookmarkRename(_ target: Expr, to newName: Expr) throws(ExecutionStop) {
        let position = try bookmarkPosition(target)
        let name = try string(newName, what: "bookmark name")
        try mapCall(at: newName.range) { () throws(MapError) in try session.renameBookmark(at: position, to: name) }
    }

    /// The 1-based position a bookmark target names: a position, a name, or a bookmark value.
    private func bookmarkPosition(_ target: Expr) throws(ExecutionStop) -> Int {
        try checkCoordinateWithoutComma(target)
        return try bookmarkPosition(of: try evaluate(target), at: target.range)
    }

    /// `goto 44.5 -110.8` subtracts two numbers (-66.3, no bookmark position): when two number
    /// literals that would make a coordinate give no position, says that a coordinate is
    /// written with a comma, with that as the fix-it.
    private func checkCoordinateWithoutComma(_ target: Expr) throws(ExecutionStop) {
        guard case .binary(.subtract, let left, let right) = target.kind, case .number(let latitude) = left.kind,
              case .number(let longitude) = right.kind, GeodesicPosition.isInRange(latitude: latitude, longitude: -longitude)
        else { return }
        let difference = latitude - longitude
        guard Int(exactly: difference) == nil || difference < 1 else { return }
        let coordinate = NumberFormat.shortest(latitude) + ",-" + NumberFormat.shortest(longitude)
        throw .error(.notAWholeNumber, "expected a bookmark position or a coordinate, found \(NumberFormat.shortest(latitude)) minus "
                     + "\(NumberFormat.shortest(longitude)): a coordinate is written with a comma",
                     at: target.range, fixIts: [FixIt(range: target.range, replacement: coordinate)])
    }

    /// The 1-based position an evaluated bookmark target names.
    private func bookmarkPosition(of value: Value, at range: SourceRange) throws(ExecutionStop) -> Int {
        let name: String
        switch value {
        case .number(let number):
            let position = try wholeNumber(number, what: "bookmark position", at: range)
            let count = session.geoModel.bookmarks.count
            guard position >= 1 && position <= count else {
                throw .map(.noBookmark(position: position, count: count), at: range)
            }
            return position
        case .string(let text): name = text
        case .bookmark(let bookmark): name = bookmark.name
        default:
            throw .error(.typeMismatch, "expected a bookmark position or name, found \(value.typeName)", at: range)
        }
        guard let position = session.geoModel.bookmarks.position(named: name) else {
            let suggestions = session.geoModel.bookmarks.suggestions(for: name)
            throw .map(.noBookmarkNamed(name, suggestions: suggestions), at: range)
        }
        return position
    }

    // MARK: - Navigation

    private func goto(_ target: Expr, scale: borrowing Expr?, rotation: borrowing Expr?, duration: borrowing Expr?,
                      range: SourceRange) throws(ExecutionStop) {
        var destination: Viewpoint
        let value = try evaluate(target)
        switch value {
        case .number, .string:
            if case .number = value { try checkCoordinateWithoutComma(target) }
            let position = try bookmarkPosition(of: value, at: target.range)
            destination = session.geoModel.bookmarks.bookmarks[position - 1].viewpoint
        case .bookmark(let bookmark):
            // A bookmark value carries its viewpoint: it still works after the bookmark was
            // renamed or removed (e.g. `let home = bookmarks[1]; map new; goto home`).
            destination = bookmark.viewpoint
        case .coordinate(let latitude, let longitude):
            destination = try mapCall(at: target.range) { () throws(MapError) in
                try Viewpoint(latitude: latitude, longitude: longitude, scale: session.viewpoint.scale)
            }
            warnIfOutsideAreaOfUse(latitude: latitude, longitude: longitude, at: target.range)
        default:
            destination = try otherDestination(value, target: target)
        }
        if let (newScale, at) = try finiteNumber(ifGiven: scale, what: "scale") {
            // Clamped into [1, world scale], as `zoom to` does.
            destination = try mapCall(at: at) { () throws(MapError) in
                try destination.with(scale: Session.zoomScale(newScale))
            }
        }
        if let (newRotation, at) = try finiteNumber(ifGiven: rotation, what: "rotation") {
            destination = try mapCall(at: at) { () throws(MapError) in try destination.with(rotation: newRotation) }
        }
        if let (seconds, at) = try finiteNumber(ifGiven: duration, what: "duration") {
            guard options.realtime else {
                return try mapCall(at: at) { () throws(MapError) in try session.go(to: destination, duration: seconds) }
            }
            return try goForReal(to: destination, seconds: seconds, at: at)
        }
        session.go(to: destination)
    }

    /// `zoom in` (`out` false) or `zoom out`, by `factor` or the default.
    private func zoom(by factor: borrowing Expr?, out: Bool, range: SourceRange) throws(ExecutionStop) {
        let given = try finiteNumber(ifGiven: factor, what: "zoom factor")
        let value = given?.value ?? Session.defaultZoomFactor
        try mapCall(at: given?.range ?? range) { () throws(MapError) in
            if out { try session.zoomOut(by: value) } else { try session.zoomIn(by: value) }
        }
    }

    /// `zoom to`.
    private func zoomTo(_ scale: Expr) throws(ExecutionStop) {
        let value = try finiteNumber(scale, what: "scale")
        try mapCall(at: scale.range) { () throws(MapError) in try session.zoom(toScale: value) }
    }

    /// `rotate`.
    private func rotate(to degrees: Expr) throws(ExecutionStop) {
        let value = try finiteNumber(degrees, what: "rotation")
        try mapCall(at: degrees.range) { () throws(MapError) in try session.rotate(to: value) }
    }

    /// `pan`, by `fraction` or the default.
    private func pan(_ direction: Command.PanDirection, by fraction: borrowing Expr?, range: SourceRange) throws(ExecutionStop) {
        let given = try finiteNumber(ifGiven: fraction, what: "pan fraction")
        let value = given?.value ?? Session.defaultPanFraction
        try mapCall(at: given?.range ?? range) { () throws(MapError) in try session.pan(direction, fraction: value) }
    }

    /// `view size`.
    private func viewSize(width widthExpr: Expr, height heightExpr: Expr) throws(ExecutionStop) {
        let width = try wholeNumber(widthExpr, what: "view width")
        let height = try wholeNumber(heightExpr, what: "view height")
        do {
            try session.setViewSize(width: width, height: height)
        } catch {
            // The caret goes under the size out of range, not the whole statement.
            let culprit = if case .viewSizeOutOfRange(dimension: "height", _) = error { heightExpr } else { widthExpr }
            throw .map(error, at: culprit.range)
        }
    }

    /// The viewpoint a `goto` to `value` reaches, for the less common targets: a viewpoint, or
    /// an extent fitted to the view (its centre, `scale = max(w / W, h / H) * 96 / 0.0254`).
    private func otherDestination(_ value: Value, target: Expr) throws(ExecutionStop) -> Viewpoint {
        switch value {
        case .viewpoint(let viewpoint):
            return viewpoint
        case .extent(let extent):
            return try mapCall(at: target.range) { () throws(MapError) in try session.viewpoint(fitting: extent) }
        default:
            throw .error(.typeMismatch, "expected a bookmark, a coordinate or an extent after 'goto', found \(value.typeName)",
                         at: target.range)
        }
    }

    /// With `--realtime`, waits `seconds` for real before a `wait` or an animated `goto` moves
    /// the clock. Ctrl-C interrupts the wait: then only the time that elapsed is charged to
    /// the clock (as a wait), and running stops. A duration the clock cannot take is refused
    /// before waiting at all. With `frame`, the wait is cut into frames (`LiveShow.frameInterval`)
    /// and `frame` is called after each but the last with the fraction of the time gone.
    func waitForReal(_ seconds: Double, at range: SourceRange, frame: ((Double) -> Void)? = nil) throws(ExecutionStop) {
        try mapCall(at: range) { () throws(MapError) in try session.checkClockAdvance(by: seconds) }
        output.flush()  // what was printed before the wait shows during it
        var (elapsed, interrupted) = (0.0, false)
        if let frame, seconds > 0 {
            let start = RealTime.now()
            while elapsed < seconds && !interrupted {
                interrupted = RealTime.sleep(seconds: min(LiveShow.frameInterval, seconds - elapsed), interrupt: interrupt).interrupted
                elapsed = min(RealTime.now() - start, seconds)
                if elapsed < seconds && !interrupted { frame(elapsed / seconds) }
            }
        } else {
            (elapsed, interrupted) = RealTime.sleep(seconds: seconds, interrupt: interrupt)
        }
        guard interrupted else { return }
        try mapCall(at: range) { () throws(MapError) in try session.wait(elapsed) }
        throw .interrupted
    }

    // MARK: - Session

    /// `wait`: advances the clock (after waiting for real with `--realtime`).
    private func advanceClock(by seconds: Expr) throws(ExecutionStop) {
        let value = try finiteNumber(seconds, what: "wait")
        if options.realtime { try waitForReal(value, at: seconds.range) }
        try mapCall(at: seconds.range) { () throws(MapError) in try session.wait(value) }
    }

    /// `quit`: stops running with the exit status (0 when none is given).
    private func quit(_ status: Expr?, at range: SourceRange) throws(ExecutionStop) {
        let code = try status.map { (s) throws(ExecutionStop) in try wholeNumber(s, what: "exit status") } ?? 0
        guard code >= 0 && code <= 255 else { throw .error(.valueOutOfRange, "exit status must be in [0, 255], not \(code)", at: status?.range ?? range) }
        throw .quit(status: Int32(code))
    }

    // MARK: - Help

    private func help(_ topic: NameRef?) throws(ExecutionStop) {
        guard let topic else { return output.write(HelpCatalog.overview) }
        let word: String
        switch topic {
        case .name(let name, _): word = name
        case .expr(let expr): word = try string(expr, what: "help topic")
        }
        // `help bookmark add` shows the topic of the command word.
        let commandWord = word.split(separator: " ").first.map(String.init) ?? word
        guard let entry = HelpCatalog.topic(named: word) ?? HelpCatalog.topic(named: commandWord) else {
            let names = Suggestion.closest(to: commandWord, among: HelpCatalog.topics.map(\.name), limit: 2)
            let bare = if case .name = topic { true } else { false }
            throw .error(.unknownHelpTopic, "no help for '\(word)'", at: topic.range, suggesting: names, bare: bare)
        }
        output.write(HelpCatalog.text(of: entry))
    }
}
