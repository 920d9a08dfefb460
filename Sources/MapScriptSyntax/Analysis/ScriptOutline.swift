/// What a script defines and where it refers to it, as `StaticChecker` finds it without running
/// anything: the symbols an editor lists (procedures, variables, bookmarks, graphics labels,
/// gallery items, layers) and the names written elsewhere that point at them (for "go to definition"
/// and hover).
public struct ScriptOutline: Sendable {
    /// What a symbol is.
    public enum Kind: String, Hashable, Sendable {
        /// A procedure (`def`).
        case procedure
        /// A variable (`let`, a `for` variable, a parameter).
        case variable
        /// A bookmark added with a literal name.
        case bookmark
        /// A graphic added with a literal label.
        case graphic
        /// A gallery item added with a literal name.
        case galleryItem
        /// An operational layer added with a literal title.
        case layer
    }

    /// A definition.
    public struct Symbol: Hashable, Sendable {
        /// What it is.
        public var kind: Kind
        /// Its name.
        public var name: String
        /// The statement that defines it.
        public var range: SourceRange
        /// Where its name is written.
        public var nameRange: SourceRange
        /// A one-line description: a procedure's signature `def name(a, b)`, a variable's `let name`.
        public var detail: String
        /// Whether it is a top-level definition (an editor's outline lists those and procedures).
        public var isTopLevel: Bool
        /// The path of the script it is defined in, when another than the one checked (a
        /// sourced script's procedure).
        public var file: String?
    }

    /// A name written in the script that refers to something.
    public struct Reference: Hashable, Sendable {
        /// What is referred to: a symbol of this kind, or (nil) a file.
        public var kind: Kind?
        /// The name as written (a file's path as written for a file).
        public var name: String
        /// Where it is written.
        public var range: SourceRange
        /// The definition it refers to, when the script has it.
        public var definition: Symbol?
    }

    /// A file the script names (`source`, `load`, `save`...), with its path as written.
    public struct FileReference: Hashable, Sendable {
        /// The path as written.
        public var path: String
        /// Where it is written.
        public var range: SourceRange
        /// Whether `source` runs it.
        public var isSourced: Bool
    }

    /// A `layer add` of a file written literally: where the layer comes from and what names it.
    public struct LayerSource: Hashable, Sendable {
        /// The file's path as written.
        public var path: String
        /// The layer of the file it picks (`layer NAME`), if written.
        public var member: String?
        /// The layer's title: as written, else as `layer add` makes it (the member's name, or
        /// the file's name without its suffix); nil when it is written but not literally.
        public var title: String?
        /// The layer's position right after it is added, when the statements before it say
        /// (top-level `layer add`s since the start or a `map new`); nil when they do not.
        public var position: Int?
        /// Where the command is written.
        public var range: SourceRange
    }

    /// Every definition, in source order.
    public internal(set) var symbols: [Symbol] = []
    /// Every reference, in source order.
    public internal(set) var references: [Reference] = []
    /// Every literal file path, in source order.
    public internal(set) var files: [FileReference] = []
    /// Every `layer add` of a literal file, in source order.
    public internal(set) var layerSources: [LayerSource] = []

    /// An empty outline.
    public init() {}

    /// The reference written at `location`, if any (the innermost when several hold it).
    public func reference(at location: SourceLocation) -> Reference? {
        references.last { $0.range.start <= location && location <= $0.range.end }
    }

    /// The definition whose name is written at `location`, if any.
    public func symbol(at location: SourceLocation) -> Symbol? {
        symbols.first { $0.nameRange.start <= location && location <= $0.nameRange.end }
    }

    /// The literal file path written at `location`, if any.
    public func file(at location: SourceLocation) -> FileReference? {
        files.first { $0.range.start <= location && location <= $0.range.end }
    }

    /// The names of the symbols of `kind`, each once, in source order.
    public func names(of kind: Kind) -> [String] {
        var seen = Set<String>()
        return symbols.filter { $0.kind == kind && seen.insert($0.name).inserted }.map(\.name)
    }
}
