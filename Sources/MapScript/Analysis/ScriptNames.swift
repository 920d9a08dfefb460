import MapCore

/// The names completion offers for a script being edited, as its outline has them: its
/// variables, procedures, bookmarks, graphics labels and gallery items (with the default
/// gallery's), and the properties of the built-in values (read from a fresh session).
public struct ScriptNames: CompletionNames {
    /// The script's outline.
    let outline: ScriptOutline
    /// A fresh interpreter: what a script may read before it has done anything.
    let fresh: Interpreter

    /// The names `outline` defines; `fresh` is an interpreter with a fresh session, for the
    /// built-in values' properties (make it once and reuse it).
    public init(outline: ScriptOutline, fresh: Interpreter) {
        self.outline = outline
        self.fresh = fresh
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
}
