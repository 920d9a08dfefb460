/// The stable identifier of a diagnostic's message family, such as `syntax.expected` or
/// `runtime.spatial-reference-mismatch`: what tools match on (the message's wording may
/// change, the id does not). `--format json` writes it; docs/command-line.md lists them all.
///
/// `syntax.*` ids come from the lexer and parser (`--check` reports them), `runtime.*` from
/// running a script, `file.*` and `usage.*` from the command line.
public enum DiagnosticID: String, CaseIterable, Hashable, Sendable {
    // MARK: - Syntax: characters and tokens

    /// A character that starts no token (`@`, a control character).
    case unexpectedCharacter = "syntax.unexpected-character"
    /// A NUL byte in the source.
    case nulByte = "syntax.nul-byte"
    /// A byte that is not valid UTF-8.
    case invalidUTF8 = "syntax.invalid-utf8"
    /// A string still open at the end of the input.
    case unterminatedString = "syntax.unterminated-string"
    /// A backslash escape that does not exist, or a bad `\u{...}`.
    case invalidEscape = "syntax.invalid-escape"
    /// A number run into letters (`12abc`) or a scale ratio `0:N`.
    case invalidNumber = "syntax.invalid-number"
    /// A number too large for a double (`1e999`).
    case numberOutOfRange = "syntax.number-out-of-range"
    /// Minutes or seconds of 60 or more in a degrees-minutes-seconds angle.
    case invalidAngle = "syntax.invalid-angle"
    /// `&&`, `||` or `!` where MapScript spells `and`, `or`, `not` (with a fix-it).
    case foreignOperator = "syntax.foreign-operator"
    /// Blocks, groups or string interpolations nested too deeply to parse.
    case nestingTooDeep = "syntax.nesting-too-deep"
    /// The input could not be read (an I/O error while parsing).
    case unreadableInput = "syntax.unreadable-input"
    /// (a note) More syntax errors in one input than `Parser.errorLimit` (100): the rest of
    /// the input is neither checked nor run.
    case tooManyErrors = "syntax.too-many-errors"
    /// A line longer than 64 MiB (`SourceBuffer.defaultLineLimit`): the input is cut there and
    /// the rest is not read.
    case lineTooLong = "syntax.line-too-long"

    // MARK: - Syntax: statements

    /// `expected WHAT after 'X', found Y`: a token the grammar does not allow there.
    case expected = "syntax.expected"
    /// Text after a complete statement on the same line.
    case expectedEndOfStatement = "syntax.expected-end-of-statement"
    /// A token that cannot start a statement.
    case expectedStatement = "syntax.expected-statement"
    /// A word that is no command (with a fix-it when one is close).
    case unknownCommand = "syntax.unknown-command"
    /// A word that is no clause of the command (with a fix-it when one is close).
    case unknownClause = "syntax.unknown-clause"
    /// A clause given twice in one command.
    case duplicateClause = "syntax.duplicate-clause"
    /// A clause the command requires is missing.
    case missingClause = "syntax.missing-clause"
    /// Two clauses that exclude each other.
    case conflictingClauses = "syntax.conflicting-clauses"
    /// A shape with fewer points than it needs.
    case tooFewPoints = "syntax.too-few-points"
    /// `}` with no open block.
    case unmatchedBrace = "syntax.unmatched-brace"
    /// A block still open at the end of the input (with a note where it opened).
    case unclosedBlock = "syntax.unclosed-block"
    /// `else` not on the line of the `}` that closes its `if`.
    case misplacedElse = "syntax.misplaced-else"
    /// `def` with a command word as the procedure's name.
    case commandAsProcedureName = "syntax.command-as-procedure-name"
    /// A parameter name given twice in one `def`.
    case duplicateParameter = "syntax.duplicate-parameter"
    /// `return` outside a procedure's body.
    case misplacedReturn = "syntax.misplaced-return"
    /// A flat chain of more binary operators than `Parser.maximumChainLength`.
    case expressionTooLong = "syntax.expression-too-long"
    /// `a < b < c`.
    case chainedComparison = "syntax.chained-comparison"
    /// A scale ratio `1:N` where no scale is expected.
    case misplacedScaleRatio = "syntax.misplaced-scale-ratio"
    /// `a[1] = 2`: an item of a list assigned in place, which MapScript does not do.
    case indexAssignment = "syntax.index-assignment"

    // MARK: - Runtime: values and names

    /// A value of the wrong type (`expected a number for scale, found a string`).
    case typeMismatch = "runtime.type-mismatch"
    /// An operator applied to values it does not take (`cannot add a number and a string`).
    case invalidOperands = "runtime.invalid-operands"
    /// A number that must be whole and is not.
    case notAWholeNumber = "runtime.not-a-whole-number"
    /// A number outside the range the command or function takes.
    case valueOutOfRange = "runtime.value-out-of-range"
    /// A number that is infinite or not a number where it would reach the session (a scale,
    /// a duration, a coordinate...): `expected a finite number for scale, found inf`.
    case notFinite = "runtime.not-finite"
    /// A string or list that would grow past its limit (`Value.maximumStringBytes`,
    /// `Value.maximumListCount`).
    case valueTooLarge = "runtime.value-too-large"
    /// Division or remainder by zero.
    case divisionByZero = "runtime.division-by-zero"
    /// The square root of a negative number.
    case squareRootOfNegative = "runtime.square-root-of-negative"
    /// A variable that does not exist (with a fix-it when one is close).
    case unknownVariable = "runtime.unknown-variable"
    /// An assignment to a variable never declared with `let` (with a fix-it when one is close).
    case undeclaredVariable = "runtime.undeclared-variable"
    /// A property the value does not have (with a fix-it when one is close).
    case unknownProperty = "runtime.unknown-property"
    /// A list index outside the list.
    case indexOutOfRange = "runtime.index-out-of-range"
    /// A built-in name used as a variable or procedure.
    case reservedName = "runtime.reserved-name"

    // MARK: - Runtime: procedures and control

    /// A call of a procedure that does not exist (with a fix-it when one is close).
    case unknownProcedure = "runtime.unknown-procedure"
    /// A call of a function that does not exist.
    case unknownFunction = "runtime.unknown-function"
    /// A call with the wrong number of arguments.
    case wrongArgumentCount = "runtime.wrong-argument-count"
    /// A procedure used as a value gives none.
    case noValue = "runtime.no-value"
    /// More nested procedure calls than allowed.
    case callDepthExceeded = "runtime.call-depth-exceeded"
    /// Blocks and calls nested deep enough to use up the stack.
    case stackExhausted = "runtime.stack-exhausted"
    /// A failed `assert`.
    case assertionFailed = "runtime.assertion-failed"
    /// A `help` topic that does not exist (with a fix-it when one is close).
    case unknownHelpTopic = "runtime.unknown-help-topic"
    /// Ctrl-C stopped a REPL entry (a note, not an error).
    case interrupted = "runtime.interrupted"
    /// A `for` range of two number literals that runs no turn (`4..1`): ranges count up (a
    /// warning).
    case emptyRange = "runtime.empty-range"
    /// A batch run went past its step budget (`--max-steps`): it stops, even with
    /// `--keep-going`.
    case stepLimitReached = "runtime.step-limit-reached"

    // MARK: - Runtime: the map session

    /// A latitude or longitude out of range.
    case coordinateOutOfRange = "runtime.coordinate-out-of-range"
    /// A scale, rotation, zoom factor, pan fraction, duration or item width that is not valid.
    case invalidViewpointValue = "runtime.invalid-viewpoint-value"
    /// A view width or height out of range.
    case viewSizeOutOfRange = "runtime.view-size-out-of-range"
    /// A wkid that is not a positive whole number, or one that cannot be projected.
    case invalidSpatialReference = "runtime.invalid-spatial-reference"
    /// A point outside the area of use of the map's spatial reference (a warning: the transform
    /// is still made where PROJ can).
    case outsideAreaOfUse = "runtime.outside-area-of-use"
    /// A basemap whose spatial reference differs from the map's.
    case spatialReferenceMismatch = "runtime.spatial-reference-mismatch"
    /// A basemap name that is no style or gallery item (with a fix-it when one is close).
    case unknownBasemap = "runtime.unknown-basemap"
    /// A basemap that failed to load.
    case basemapLoadFailed = "runtime.basemap-load-failed"
    /// A gallery position or name that matches no item (with a fix-it for a close name).
    case noGalleryItem = "runtime.no-gallery-item"
    /// A bookmark position or name that matches no bookmark (with a fix-it for a close name).
    case noBookmark = "runtime.no-bookmark"
    /// A bookmark name already taken.
    case duplicateBookmark = "runtime.duplicate-bookmark"
    /// A gallery item name already taken (by `gallery add` or a portal file).
    case duplicateGalleryItem = "runtime.duplicate-gallery-item"
    /// A property of the basemap, or the map's wkid, before the map has a basemap.
    case noBasemap = "runtime.no-basemap"
    /// A bookmark, gallery item, basemap style or file name that is empty.
    case emptyName = "runtime.empty-name"
    /// A bookmark or gallery insertion position out of range.
    case positionOutOfRange = "runtime.position-out-of-range"
    /// A graphic that cannot be drawn as given (too few vertices, crossing edges, a bad colour,
    /// shape, style or size, a label already taken).
    case invalidGraphic = "runtime.invalid-graphic"
    /// A graphic position or label that matches no graphic (with a fix-it for a close label).
    case noGraphic = "runtime.no-graphic"
    /// A location display operation that cannot be done (not started, the track ended, a bad
    /// heading or speed, no location yet).
    case locationDisplay = "runtime.location-display"
    /// A scene camera value out of range, a camera operation on a 2D map, or a camera that
    /// sees no ground where it must.
    case sceneCamera = "runtime.scene-camera"
    /// A layer position or title that matches no layer (with a fix-it for a close title).
    case noLayer = "runtime.no-layer"
    /// A title that several layers share, used to name one (the message names their positions).
    case ambiguousLayerTitle = "runtime.ambiguous-layer-title"
    /// A layer opacity outside [0, 1], or a visible scale range that is not valid.
    case invalidLayerValue = "runtime.invalid-layer-value"
    /// A feature operation (style, features) on a service layer.
    case notAFeatureLayer = "runtime.not-a-feature-layer"
    /// A web map property (`layer set L url`, `definition`, `popup`...) of a layer that has no
    /// web map JSON (one read from a file), or that the layer's kind lacks (a feature
    /// collection's URL).
    case notAWebMapLayer = "runtime.not-a-web-map-layer"
    /// A field that no feature of the layer has (`layer style L by "FIELD"`; with a fix-it for a
    /// close name).
    case unknownField = "runtime.unknown-field"

    // MARK: - Files and the command line

    /// A file that cannot be read (a script, a `source`d script, a portal file).
    case unreadableFile = "file.unreadable"
    /// A data file (session, web map, portal, track) larger than `AtomicFile.maximumReadSize`
    /// (1 GiB): refused before it is read whole.
    case fileTooLarge = "file.too-large"
    /// A file name with a NUL character in it (the system would cut the path there).
    case nulInPath = "file.nul-in-path"
    /// A portal file that is not valid.
    case invalidPortalFile = "file.invalid-portal-file"
    /// A track file (CSV or GPX) that is not valid: the message names the file, line and column.
    case invalidTrackFile = "file.invalid-track-file"
    /// A note about a track file that plays: columns it ignored, points without a time given
    /// one, times that went back, routes beside tracks (a warning).
    case trackNote = "file.track-note"
    /// A session file that is not valid (`load`; the message has the file's line, column and
    /// JSON path).
    case invalidSessionFile = "file.invalid-session-file"
    /// A layer file that is not valid GeoJSON (`layer add`; with the file's line, column and
    /// JSON path).
    case invalidLayerFile = "file.invalid-layer-file"
    /// A layer file in no format GDAL reads as vector data (with GDAL's message).
    case unsupportedLayerFormat = "file.unsupported-layer-format"
    /// A layer file in another format than GeoJSON where GDAL, which reads it, is not installed
    /// (the message says how to install it).
    case gdalMissing = "file.gdal-missing"
    /// GDAL failed to open or read a layer file (with GDAL's message).
    case gdalFailed = "file.gdal-failed"
    /// A layer file read through GDAL whose features would not fit in the memory the process
    /// may use (its address-space limit, else the machine's memory): names the file, its
    /// features and the memory they need by estimate; nothing is added.
    case tooLargeForMemory = "file.too-large-for-memory"
    /// A raster with no spatial reference (`layer add`, `basemap use`): it cannot be placed on
    /// the map; the message says how to give it one.
    case rasterWithoutCRS = "file.raster-without-crs"
    /// A spatial reference PROJ does not know (`map new wkid N`, a web map's or a session
    /// file's): names it as written, the latest id beside the id.
    case unknownCRS = "file.unknown-crs"
    /// A tile service's URL that cannot be one: not http, https or file, or a tile template
    /// without its tile numbers (`basemap use tiles`).
    case invalidServiceURL = "file.invalid-service-url"
    /// A raster a picture could not draw (a corrupt tile, an unreachable service, no tiles
    /// cached offline): a warning, once per raster; the picture is drawn without it.
    case rasterNote = "file.raster-note"
    /// A note about a layer file read through GDAL: the other layers of a dataset of several,
    /// not read (a warning).
    case layerFileNote = "file.layer-file-note"
    /// A web map that cannot be imported (`import webmap`; with line, column and JSON path).
    case invalidWebMap = "file.invalid-web-map"
    /// A note about a web map import: a basemap that matched no style, a renamed bookmark (a
    /// warning).
    case webMapImportNote = "file.web-map-import-note"
    /// A note about a web map export: what a web map cannot hold (a basemap or raster layer read
    /// from a local file), left out (a warning).
    case webMapExportNote = "file.web-map-export-note"
    /// A file `mapscript diff` or `mapscript lint` takes that is not JSON, or neither a web map
    /// nor a session file (with the file's line and column).
    case invalidMapFile = "file.invalid-map-file"
    /// A file that could not be written (`save`, `export`): a missing folder, no permission, a
    /// full disk; the old file is left as it was.
    case writeFailed = "file.write-failed"
    /// `source` nested too deeply.
    case sourceTooDeep = "file.source-too-deep"
    /// A script that `source`s itself, directly or not.
    case sourceCycle = "file.source-cycle"
    /// Standard output cannot be written (a full disk, a closed pipe): reported once, at the
    /// end of the run, which then fails.
    case outputWriteFailed = "file.output-write-failed"
    /// The REPL's history file cannot be written (a warning, given once).
    case historyNotSaved = "file.history-not-saved"
    /// A file outside the sandbox's folder (`--sandbox`), by its path, `..` or a symbolic
    /// link.
    case outsideSandbox = "file.outside-sandbox"
    /// A write under `--sandbox=read-only`.
    case sandboxReadOnly = "file.sandbox-read-only"
    /// Under `--sandbox` where the kernel's sandbox (Landlock) cannot be had, a file that GDAL
    /// would read: refused, since the path checks cannot see what GDAL opens (the message says
    /// why the kernel's sandbox is missing).
    case sandboxRefusesGDAL = "file.sandbox-refuses-gdal"
    /// (`mapscript lint`, a warning) A service URL that is `http://`.
    case lintHTTPService = "lint.http-service"
    /// (`mapscript lint`) Two layers of a map with the same `id`.
    case lintDuplicateLayerID = "lint.duplicate-layer-id"
    /// (`mapscript lint`) A layer with neither `url`, `itemId` nor `featureCollection`.
    case lintLayerWithoutSource = "lint.layer-without-source"
    /// (`mapscript lint`) A scale range that shows the layer at no scale (`minScale` below
    /// `maxScale`, both set).
    case lintHiddenAtEveryScale = "lint.hidden-at-every-scale"
    /// (`mapscript lint`) A definition expression that does not parse as an SQL-92 where clause.
    case lintInvalidDefinitionExpression = "lint.invalid-definition-expression"
    /// (`mapscript lint`, a warning) A bookmark wholly outside the map's initial extent.
    case lintBookmarkOutsideExtent = "lint.bookmark-outside-extent"
    /// (`mapscript lint`, a warning) A pop-up naming a field its layer's feature collection lacks.
    case lintPopupUnknownField = "lint.popup-unknown-field"
    /// A command line that cannot be understood.
    case usage = "usage.invalid"
    /// `-i` with no terminal on standard input.
    case noTerminal = "usage.no-terminal"
}
