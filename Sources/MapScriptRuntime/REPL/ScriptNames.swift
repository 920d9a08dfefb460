import MapCore
import MapFiles
import MapScriptSyntax

/// The names completion offers for a script being edited, as its outline has them: its
/// variables, procedures, bookmarks, graphics labels and gallery items (with the default
/// gallery's), the properties of the built-in values (read from a fresh session), and the
/// fields of the layer files the script adds.
public struct ScriptNames: CompletionNames {
    /// The script's outline.
    let outline: ScriptOutline
    /// A fresh interpreter: what a script may read before it has done anything.
    let fresh: Interpreter
    /// The line (1-based) being completed: a layer is looked for among the `layer add`s above.
    let line: Int?
    /// The field names of a layer file, or nil when they cannot be known.
    let fieldsOfFile: (ScriptOutline.LayerSource) -> [String]?

    /// The names `outline` defines; `fresh` is an interpreter with a fresh session, for the
    /// built-in values' properties (make it once and reuse it); `fieldsOfFile` reads the field
    /// names of a file a `layer add` above `line` reads.
    public init(outline: ScriptOutline, fresh: Interpreter, line: Int? = nil,
                fieldsOfFile: @escaping (ScriptOutline.LayerSource) -> [String]? = { _ in nil }) {
        self.outline = outline
        self.fresh = fresh
        self.line = line
        self.fieldsOfFile = fieldsOfFile
    }

    /// The script's variables and parameters.
    public var variableNames: [String] { outline.names(of: .variable) }
    /// The script's procedures.
    public var procedureNames: [String] { outline.names(of: .procedure) }
    /// The bookmarks the script adds literally.
    public var bookmarkNames: [String] { outline.names(of: .bookmark) }
    /// The default gallery's items and those the script adds literally.
    public var galleryNames: [String] { fresh.galleryNames + outline.names(of: .galleryItem) }
    /// The labels of the graphics the script adds.
    public var graphicLabels: [String] { outline.names(of: .graphic) }
    /// The titles of the layers the script adds with a literal title.
    public var layerTitles: [String] { outline.names(of: .layer) }

    /// The properties of a built-in value (`viewpoint.`, `basemap.`, `viewpoint.extent.`); for
    /// a variable, whose value is not known before running, every property of any value.
    public func propertyNames(of base: String) -> [String] {
        let names = fresh.propertyNames(of: base)
        guard names.isEmpty, outline.names(of: .variable).contains(String(base.prefix { $0 != "." })) else { return names }
        return Array(Set(LanguageFacts.propertyTables.flatMap { $0.properties.map(\.name) })).sorted()
    }

    /// The fields of the file the layer comes from, as far as the text says which: the last
    /// `layer add` of a literal file above the line that gives the layer this title, or this
    /// position (counted over the top-level `layer add`s since the start or a `map new`, and
    /// unknown after anything else that changes the layers). A layer named by a variable is
    /// not known before running.
    public func fieldNames(of layer: Completer.LayerOperand) -> [String] {
        let above = outline.layerSources.filter { source in line.map { source.range.start.line <= $0 } ?? true }
        let source: ScriptOutline.LayerSource?
        switch layer {
        case .position(let position): source = above.last { $0.position == position }
        case .title(let title): source = above.last { $0.title == title }
        case .name: source = nil
        }
        return source.flatMap(fieldsOfFile) ?? []
    }

    /// The field names of the layer `member` (else the first, as `layer add` picks it) of the
    /// file at `path`, read cheaply through `layer add`'s readers, or nil when they cannot be
    /// known (see `LayerFile.fieldNames(path:member:)`).
    public static func fieldNames(ofFile path: String, member: String?) -> [String]? {
        LayerFile.fieldNames(path: path, member: member)
    }
}
