import MapCore
import MapFiles
import MapFormats
import MapScriptSyntax
import TextSupport

// MARK: - Session files and exports

extension Interpreter {
    /// The MapScript version: what `--version` prints and a web map's `authoringAppVersion`.
    public static let version = "0.1.0"

    // Paths are relative to the running script's folder (as `source` and `gallery load` take
    // them). Reading is all or nothing: an error leaves the session as it was. Writing is
    // atomic: an error leaves the old file as it was. An error reading or writing the file
    // points at its name (`path.range`); the web map's warnings, at the whole statement.

    /// Runs `save FILE`: the session and the gallery width setting.
    func save(to path: Expr, at range: SourceRange) throws(ExecutionStop) {
        let file = try resolvedFile(path, for: .write)
        let bytes: [UInt8]
        let folder = ScriptPath.folder(of: file.path)
        do { bytes = try SessionFile(session: session, galleryWidth: galleryWidthSetting, folder: folder).bytes() } catch {
            throw .error(.writeFailed, error.message, at: range)
        }
        try write(bytes, to: file, named: path)
    }

    /// Writes `bytes` to `file` (its name written at `path`), atomically; a failure is
    /// `file.write-failed` at the name. At the REPL (`Options.confirmsWrites`) it says what it wrote.
    func write(_ bytes: [UInt8], to file: FileTarget, named path: Expr) throws(ExecutionStop) {
        do { try file.write(bytes) } catch { throw .error(.writeFailed, error.message, at: path.range) }
        if options.confirmsWrites {
            output.writeLine("wrote \(file.path.escapingControlCharacters) (\(NumberFormat.grouped(bytes.count)) bytes)")
        }
    }

    /// Runs `load FILE`: replaces the session and the gallery width setting.
    func load(from path: Expr, at range: SourceRange) throws(ExecutionStop) {
        let file = try resolvedFile(path, for: .read)
        let loaded: SessionFile
        do { loaded = try file.load(SessionFile.read) } catch {
            throw Self.readError(error, file: file.path, id: .invalidSessionFile, at: path.range)
        }
        // The layers' files are read before anything changes: all or nothing.
        let folder = ScriptPath.folder(of: file.path)
        let layers = try loadedLayers(loaded.layers, folder: folder, at: path.range)
        var restored = loaded.session
        // A raster basemap's file is found from the session file's folder, as its layers are.
        if var basemap = restored.geoModel.basemap, var raster = basemap.raster, raster.kind == .file {
            let found = try resolvedFile(raster.location, from: folder, at: path.range, for: .read, what: "raster file name")
            raster.location = found.path
            raster.path = found.systemPath
            basemap.raster = raster
            try mapCall(at: path.range) { () throws(MapError) in try restored.useBasemap(basemap) }
        }
        session = restored
        session.replaceLayers(with: layers)
        galleryWidthSetting = loaded.galleryWidth
    }

    /// Runs `import webmap FILE`: the web map's basemap, viewpoint, bookmarks, layers, our
    /// graphics and its other members (`WebMapImport.apply`); its notes (no basemap, a renamed
    /// bookmark, a graphics layer kept as features) are warnings.
    /// A string that starts (after white space) with `{` is the web map's JSON itself, and its
    /// errors name `<string>` with the line and column in that text.
    func importWebMap(from path: Expr, at range: SourceRange) throws(ExecutionStop) {
        let text = try string(path, what: "file name")
        let name: String
        let webMap: WebMapImport
        if text.utf8.first(where: { !Self.isJSONSpace($0) }) == UInt8(ascii: "{") {
            name = "<string>"
            do { webMap = try readWebMap(Array(text.utf8), source: name) } catch {
                throw webMapError(.format(error), file: name, at: path.range)
            }
        } else {
            let file = try resolvedFile(text, from: scriptStack.last?.folder ?? "", at: path.range, for: .read)
            name = file.path
            do { webMap = try file.load { (bytes) throws(MapFileError) in try readWebMap(bytes, source: file.path) } } catch {
                throw webMapError(error, file: file.path, at: path.range)
            }
        }
        try mapCall(at: range) { () throws(MapError) in try webMap.apply(to: &session) }
        for note in webMap.notes {
            report(.runtime(.webMapImportNote, "\(name): \(note)", at: range).with(severity: .warning), origin: .pending)
        }
    }

    /// The web map in `bytes`, its feature collection layers' source `source`.
    private func readWebMap(_ bytes: [UInt8], source: String) throws(MapFileError) -> WebMapImport {
        try WebMapReader(view: session.view, projector: WebMapReader.gdalProjector, source: source).read(bytes)
    }

    /// The runtime error for a web map (the file `file`, or `<string>`) that cannot be read.
    private func webMapError(_ error: MapFileReadError, file: String, at range: SourceRange) -> ExecutionStop {
        if case .format(let failure) = error, case .unknownCRS(let cause) = failure.kind {
            return .error(cause.isMissing ? .gdalMissing : .unknownCRS, "\(file):\(failure.description)", at: range)
        }
        return Self.readError(error, file: file, id: .invalidWebMap, at: range)
    }

    /// Whether `byte` is JSON's white space (space, tab, line feed, carriage return).
    private static func isJSONSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Runs `export FORMAT FILE`.
    func export(_ format: Command.ExportFormat, to path: Expr, at range: SourceRange) throws(ExecutionStop) {
        let file = try resolvedFile(path, for: .write)
        let bytes: [UInt8]
        do throws(MapFileExportError) {
            switch format {
            case .webmap: bytes = try WebMapWriter(appVersion: Self.version).bytes(of: session)
            case .geojson: bytes = try GeoJSONWriter().bytes(of: session)
            case .kml: bytes = KMLWriter().bytes(of: session)
            }
        } catch {
            // Nothing is written: the file, if any, stays as it was.
            switch error {
            case .domain(let error): throw .map(error, at: range)
            case .encoding, .file: throw .error(.writeFailed, "cannot write '\(file.path)': \(error.description)", at: range)
            }
        }
        try write(bytes, to: file, named: path)
        if format == .webmap {
            // What a web map cannot hold (a basemap or raster layer read from a local file).
            for note in WebMapWriter.notes(for: session) {
                report(.runtime(.webMapExportNote, note, at: range).with(severity: .warning), origin: .pending)
            }
        }
    }

    /// The file `path` names, relative to the running script's folder: the one place every
    /// command that takes a file (`source`, `save`, `load`, `import`, `export`, `gallery load`,
    /// `location start track`) resolves it, for `access`, and the only way it reaches the file
    /// (`FileTarget`). An empty name is refused (`save ""`: `the file name is empty`), and a NUL in it (the system would cut the path there), naming the
    /// path escaped; so is a path the sandbox refuses (under `--sandbox`, the file is found here
    /// once, from the sandbox's folder held open, and used where it was found).
    func resolvedFile(_ path: Expr, for access: Sandbox.Access, what: String = "file name") throws(ExecutionStop) -> FileTarget {
        let text = try string(path, what: what)
        return try resolvedFile(text, from: scriptStack.last?.folder ?? "", at: path.range, for: access, what: what)
    }

    /// The file `text` names, relative to `folder` (a script's, a session file's), as
    /// `resolvedFile(_:for:what:)` finds it; errors point at `range`.
    func resolvedFile(_ text: String, from folder: String, at range: SourceRange, for access: Sandbox.Access,
                      what: String = "file name") throws(ExecutionStop) -> FileTarget {
        guard !text.isEmpty else { throw .error(.emptyName, "the \(what) is empty", at: range) }
        guard !text.utf8.contains(0) else {
            throw .error(.nulInPath, "\(what) contains a NUL character: \(StringLiteral.quoted(text))", at: range)
        }
        let resolved = ScriptFiles.resolve(text, from: folder)
        guard let sandbox = options.sandbox else { return FileTarget(path: resolved, place: .path) }
        let place: FileTarget.Place
        do throws(Sandbox.Refusal) { place = try sandbox.locate(resolved, for: access) } catch {
            switch error {
            case .readOnly:
                throw .error(.sandboxReadOnly, "cannot write '\(resolved)': --sandbox=read-only refuses every write",
                             at: range)
            case .outside(let target):
                let leads = target.map { $0 == resolved ? "" : " (it leads to '\($0)')" } ?? " (a symbolic link that leads nowhere)"
                throw .error(.outsideSandbox, "'\(resolved)' is outside the sandbox '\(sandbox.folder)'" + leads,
                             at: range)
            }
        }
        let file = FileTarget(path: resolved, place: place)
        if access == .read { try refuseHardLink(file, at: range) }
        return file
    }

    /// The runtime error for a file that could not be read (`file.unreadable`) or does not
    /// follow its format (`id`, with the file's line, column and JSON path).
    private static func readError(_ error: MapFileReadError, file: String, id: DiagnosticID,
                                  at range: SourceRange) -> ExecutionStop {
        switch error {
        case .file(let error): unreadable(error, at: range)
        case .format(let error): .error(id, "\(file):\(error.description)", at: range)
        }
    }

    /// The runtime error for a data file that could not be read at all: `file.too-large` past
    /// the size limit, else `file.unreadable` (missing, a directory, not a regular file...).
    static func unreadable(_ error: FileError, at range: SourceRange) -> ExecutionStop {
        if case .tooLarge = error.cause { return .error(.fileTooLarge, error.message, at: range) }
        return .error(.unreadableFile, error.message, at: range)
    }
}
