/// The words the lexer recognises, so the parser compares small codes instead of strings.
///
/// Only the scripting keywords are reserved; every other word is contextual: an identifier
/// token carries its `Word` and the parser decides whether it is a command, a clause or a
/// name. Recognition works on the bytes (`classify`), with no `String` built.
enum Word: UInt8, CaseIterable, Sendable {
    /// Any other identifier.
    case other = 0

    // MARK: - Scripting keywords (reserved: never a variable name)

    /// `let`.
    case `let`
    /// `if`.
    case `if`
    /// `else`.
    case `else`
    /// `repeat`.
    case `repeat`
    /// `for`.
    case `for`
    /// `in`.
    case `in`
    /// `def`.
    case def
    /// `assert`.
    case assert
    /// `print`.
    case print
    /// `true`.
    case `true`
    /// `false`.
    case `false`
    /// `and`.
    case and
    /// `or`.
    case or
    /// `not`.
    case not

    // MARK: - Command words

    /// `bookmark`.
    case bookmark
    /// `goto`.
    case goto
    /// `zoom`.
    case zoom
    /// `rotate`.
    case rotate
    /// `pan`.
    case pan
    /// `view`.
    case view
    /// `viewpoint`.
    case viewpoint
    /// `where`.
    case `where`
    /// `basemap`.
    case basemap
    /// `gallery`.
    case gallery
    /// `map`.
    case map
    /// `scene`.
    case scene
    /// `graphic`.
    case graphic
    /// `measure`.
    case measure
    /// `location`.
    case location
    /// `autopan`.
    case autopan
    /// `save`.
    case save
    /// `load`.
    case load
    /// `import`.
    case `import`
    /// `export`.
    case export
    /// `wait`.
    case wait
    /// `source`.
    case source
    /// `help`.
    case help
    /// `quit`.
    case quit

    // MARK: - Subcommand and clause words

    /// `add`.
    case add
    /// `list`.
    case list
    /// `clear`.
    case clear
    /// `remove`.
    case remove
    /// `move`.
    case move
    /// `rename`.
    case rename
    /// `to`.
    case to
    /// `at`.
    case at
    /// `scale`.
    case scale
    /// `rotation`.
    case rotation
    /// `duration`.
    case duration
    /// `out`.
    case out
    /// `by`.
    case by
    /// `north`.
    case north
    /// `south`.
    case south
    /// `east`.
    case east
    /// `west`.
    case west
    /// `size`.
    case size
    /// `x`.
    case x
    /// `use`.
    case use
    /// `style`.
    case style
    /// `grid`.
    case grid
    /// `automatic`.
    case automatic
    /// `width`.
    case width
    /// `wkid`.
    case wkid
    /// `description`.
    case description
    /// `thumbnail`.
    case thumbnail
    /// `reset`.
    case reset
    /// `new`.
    case new
    /// `point`.
    case point
    /// `line`.
    case line
    /// `polygon`.
    case polygon
    /// `color`.
    case color
    /// `label`.
    case label
    /// `fill`.
    case fill
    /// `start`.
    case start
    /// `track`.
    case track
    /// `heading`.
    case heading
    /// `speed`.
    case speed
    /// `step`.
    case step
    /// `stop`.
    case stop
    /// `off`.
    case off
    /// `recenter`.
    case recenter
    /// `navigation`.
    case navigation
    /// `compass`.
    case compass
    /// `webmap`.
    case webmap
    /// `geojson`.
    case geojson
    /// `kml`.
    case kml
    /// `svg`.
    case svg

    /// The word as written.
    var spelling: String {
        switch self {
        case .other: "<identifier>"
        case .`let`: "let"
        case .`if`: "if"
        case .`else`: "else"
        case .`repeat`: "repeat"
        case .`for`: "for"
        case .`in`: "in"
        case .def: "def"
        case .assert: "assert"
        case .print: "print"
        case .`true`: "true"
        case .`false`: "false"
        case .and: "and"
        case .or: "or"
        case .not: "not"
        case .bookmark: "bookmark"
        case .goto: "goto"
        case .zoom: "zoom"
        case .rotate: "rotate"
        case .pan: "pan"
        case .view: "view"
        case .viewpoint: "viewpoint"
        case .`where`: "where"
        case .basemap: "basemap"
        case .gallery: "gallery"
        case .map: "map"
        case .scene: "scene"
        case .graphic: "graphic"
        case .measure: "measure"
        case .location: "location"
        case .autopan: "autopan"
        case .save: "save"
        case .load: "load"
        case .`import`: "import"
        case .export: "export"
        case .wait: "wait"
        case .source: "source"
        case .help: "help"
        case .quit: "quit"
        case .add: "add"
        case .list: "list"
        case .clear: "clear"
        case .remove: "remove"
        case .move: "move"
        case .rename: "rename"
        case .to: "to"
        case .at: "at"
        case .scale: "scale"
        case .rotation: "rotation"
        case .duration: "duration"
        case .out: "out"
        case .by: "by"
        case .north: "north"
        case .south: "south"
        case .east: "east"
        case .west: "west"
        case .size: "size"
        case .x: "x"
        case .use: "use"
        case .style: "style"
        case .grid: "grid"
        case .automatic: "automatic"
        case .width: "width"
        case .wkid: "wkid"
        case .description: "description"
        case .thumbnail: "thumbnail"
        case .reset: "reset"
        case .new: "new"
        case .point: "point"
        case .line: "line"
        case .polygon: "polygon"
        case .color: "color"
        case .label: "label"
        case .fill: "fill"
        case .start: "start"
        case .track: "track"
        case .heading: "heading"
        case .speed: "speed"
        case .step: "step"
        case .stop: "stop"
        case .off: "off"
        case .recenter: "recenter"
        case .navigation: "navigation"
        case .compass: "compass"
        case .webmap: "webmap"
        case .geojson: "geojson"
        case .kml: "kml"
        case .svg: "svg"
        }
    }

    /// Whether the word is a reserved scripting keyword (`let`, `if`, `true`, `and`...).
    var isReserved: Bool { rawValue >= Word.let.rawValue && rawValue <= Word.not.rawValue }

    /// Whether the word starts a map session command (`bookmark`, `goto`...).
    var isCommand: Bool { rawValue >= Word.bookmark.rawValue && rawValue <= Word.quit.rawValue }

    /// The command words, for "did you mean".
    static let commandSpellings: [String] = allCases.filter(\.isCommand).map(\.spelling)

    /// The words that may start a statement, for "did you mean".
    static let statementSpellings: [String] =
        allCases.filter(\.isCommand).map(\.spelling) + ["let", "if", "repeat", "for", "def", "assert", "print"]
}
