/// What a value in a command stands for: each operand and clause of `CommandTable.entries`
/// says it (`role: .bookmark`), and `Command.operands` hands it to the walks that treat names
/// and files (`StaticChecker`: did-you-mean, outline symbols and references, sourced files).
extension Command {
    /// What an operand of a command stands for.
    public enum Role: Hashable, Sendable {
        /// The name a `bookmark add` gives.
        case newBookmark
        /// A bookmark by position or name (`goto`, `bookmark remove|move|rename`).
        case bookmark
        /// The label a `graphic add` gives.
        case newGraphicLabel
        /// A graphic by position or label (`graphic remove|move`, `measure`).
        case graphic
        /// The name a `gallery add` gives.
        case newGalleryItem
        /// The title a `layer add` gives.
        case newLayerTitle
        /// An operational layer by position or title (`layer remove|move|hide|...`, `goto layer`).
        case layer
        /// A basemap: a catalog style or a gallery item (`basemap use`).
        case basemap
        /// A catalog style only (`map new basemap`, `scene new basemap`, `gallery add ... style`).
        case style
        /// A condition over each feature of a layer (`layer filter L where EXPR`): its bare names
        /// are the features' fields.
        case featureCondition
        /// A file read or written (`save`, `load`, `export`, `gallery load`, `location start track`...).
        case file
        /// A web map: a file name, or the web map's JSON text when it starts with `{` (`import webmap`).
        case webMap
        /// The script `source` runs.
        case sourcedFile
        /// Any other value.
        case value
    }
}
