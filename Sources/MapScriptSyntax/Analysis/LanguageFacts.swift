/// What the language's tables say about a name, for an editor's hover: the `help` text of a
/// command or statement, a built-in function's signature, what a property is.
public enum LanguageFacts {
    /// A property's owner (what kind of value has it) and its one-line summary.
    public struct PropertyFact: Hashable, Sendable {
        /// The kind of value that has it (`viewpoint`, `bookmark`, `basemap`...).
        public let owner: String
        /// What it is.
        public let summary: String
    }

    /// Every property table with the kind of value it belongs to.
    package static let propertyTables: [(owner: String, properties: [(name: String, summary: String)])] = {
        func rows<Subject>(_ table: PropertyTable<Subject>) -> [(name: String, summary: String)] {
            table.properties.map { ($0.name, $0.summary) }
        }
        return [("viewpoint", rows(PropertyTables.viewpoint)), ("extent", rows(PropertyTables.extent)),
                ("coordinate", rows(PropertyTables.coordinate)), ("bookmark", rows(PropertyTables.bookmark)),
                ("gallery item", rows(PropertyTables.galleryItem)), ("graphic", rows(PropertyTables.graphic)),
                ("layer", rows(PropertyTables.layer)), ("feature", rows(PropertyTables.feature)),
                ("list", rows(PropertyTables.list)), ("string", rows(PropertyTables.string))]
            + Value.SessionObject.allCases.map { ($0.rawValue, rows(PropertyTables.session($0))) }
    }()

    /// The `help` text of the command or statement `word` (`goto`, `let`), if it is one.
    public static func help(for word: String) -> String? {
        HelpCatalog.topic(named: word).map(HelpCatalog.text(of:))
    }

    /// A built-in function's signature (`round(x[, places])`) and what it gives, if `name` is one.
    public static func function(named name: String) -> (signature: String, summary: String)? {
        Builtins.function(named: name).map { ($0.signature, $0.summary) }
    }

    /// The properties called `name`: of which kind of value, and what each is.
    public static func properties(named name: String) -> [PropertyFact] {
        propertyTables.compactMap { table in
            table.properties.first { $0.name == name }.map { PropertyFact(owner: table.owner, summary: $0.summary) }
        }
    }
}
