import MapCore
import MapFormats

// MARK: - Bookmarks

extension WebMapWriter {
    /// The `bookmarks` of `session` as the web map writes them, `given` the imported web map's
    /// (nil when it had none):
    ///
    /// - `given` as it came, byte for byte, while it reads to exactly the session's bookmarks;
    /// - else, in the session's order, each bookmark as the first given element not used yet that
    ///   reads to it on its own (same name and viewpoint, in this session's view and spatial
    ///   reference), so that editing one bookmark keeps the others' members MapScript does not
    ///   model (`thumbnail`, `timeExtent`, vendor members...); a bookmark no element reads to is
    ///   generated (`generated(_:in:reference:)`). An element that does not read is not reused.
    ///
    /// Linear in the number of bookmarks: each element is read once, and matched through a
    /// dictionary.
    func bookmarks(of session: Session, given: JSONValue?, in reference: SpatialReference) throws(MapError) -> JSONValue {
        let bookmarks = session.geoModel.bookmarks.bookmarks
        guard let given, case .array(let elements) = given else {
            return .array(try generated(bookmarks, in: session, reference: reference))
        }
        // None left: nothing to read (a long list, all removed, is not read for nothing).
        if bookmarks.isEmpty { return elements.isEmpty ? given : [] }
        let alone = Self.bookmarks(alone: elements, in: session)
        if Self.asAList(alone)?.elementsEqual(bookmarks) == true { return given }
        // Matched on the element read alone, not as the reader read it in the given list (which
        // renames a name taken before it: the second "A" becomes "A (2)"): what is written must
        // read back to the session's bookmarks, and the reader makes names unique in the list it
        // reads, the written one. Each written element read alone gives its bookmark's name; those
        // names are the session's, unique, so reading the written list renames none of them. An
        // element read as "A (2)" in the given list is "A" alone: written as it came for the
        // session's "A (2)", it would come back as "A" once the first "A" is gone, so it is not
        // taken for it. The session's bookmarks are distinct (their names are unique), so each is
        // looked up once and each element is used at most once: the first that reads to it.
        var first: [Bookmark: Int] = [:]
        first.reserveCapacity(elements.count)
        for (index, bookmark) in alone.enumerated() {
            if let bookmark, first[bookmark] == nil { first[bookmark] = index }
        }
        var written: [JSONValue] = []
        written.reserveCapacity(bookmarks.count)
        for bookmark in bookmarks {
            if let index = first[bookmark] {
                written.append(elements[index])
            } else {
                written.append(try generated(bookmark, in: session, reference: reference))
            }
        }
        return .array(written)
    }

    /// The session's `bookmarks` as the web map writes them when it generates them.
    func generated(_ bookmarks: some Collection<Bookmark>, in session: Session,
                   reference: SpatialReference) throws(MapError) -> [JSONValue] {
        var written: [JSONValue] = []
        written.reserveCapacity(bookmarks.count)
        for bookmark in bookmarks { written.append(try generated(bookmark, in: session, reference: reference)) }
        return written
    }

    /// `{"name": n, "extent": <extent>, "viewpoint": <viewpoint>}`, the extent being the view's
    /// frame at the bookmark's viewpoint in `reference`.
    func generated(_ bookmark: Bookmark, in session: Session, reference: SpatialReference) throws(MapError) -> JSONValue {
        let extent = try session.view.extent(of: bookmark.viewpoint, in: reference)
        return [
            "name": .string(bookmark.name),
            "extent": Self.extent(extent),
            "viewpoint": Self.viewpoint(bookmark.viewpoint, extent: extent),
        ]
    }

    /// Each element of an imported `bookmarks` list read on its own, in `session`'s view and
    /// spatial reference: its name as it is with no other to clash with (trimmed, `Untitled`
    /// when empty), and its viewpoint; nil for an element that does not read.
    static func bookmarks(alone elements: [JSONValue], in session: Session) -> [Bookmark?] {
        let reader = WebMapReading(view: session.view)
        let mapReference = session.geoModel.spatialReference ?? .webMercator
        return elements.map { element in
            guard let (name, viewpoint) = try? reader.bookmark(element, at: .root, mapReference: mapReference) else { return nil }
            return Bookmark(name: UniqueBookmarkNames.name(alone: name), viewpoint: viewpoint)
        }
    }

    /// The bookmarks the whole list gives as the reader reads it, from its elements read alone
    /// (`bookmarks(alone:in:)`): names made unique in order, as the reader makes them; nil when
    /// an element does not read, as the whole list then does not.
    static func asAList(_ alone: [Bookmark?]) -> [Bookmark]? {
        var names = UniqueBookmarkNames()
        var list: [Bookmark] = []
        list.reserveCapacity(alone.count)
        for bookmark in alone {
            guard var bookmark else { return nil }
            bookmark.name = names.name(for: bookmark.name)
            list.append(bookmark)
        }
        return list
    }
}
