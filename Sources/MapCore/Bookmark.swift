/// A named viewpoint.
public struct Bookmark: Hashable, Sendable {
    /// The name, unique within its `BookmarkList` (trimmed, never empty there).
    public var name: String
    /// Where the bookmark looks, rotation included.
    public var viewpoint: Viewpoint

    /// A bookmark named `name` at `viewpoint` (a `BookmarkList` trims and checks the name).
    public init(name: String, viewpoint: Viewpoint) {
        self.name = name
        self.viewpoint = viewpoint
    }
}
