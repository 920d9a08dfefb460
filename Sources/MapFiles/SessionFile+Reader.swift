import TextSupport
import MapCore
import MapFormats

extension SessionFile {
    /// Checks a parsed session file and builds the session, failing at the first fault.
    enum Reader {
        typealias Failure = JSONChecker.Failure
        typealias Check = JSONChecker

        /// The keys of the top level, in the order written.
        static let topLevelKeys = [
            "format", "version", "kind", "wkid", "latestWkid", "wkt", "basemap", "galleryItem", "initialViewpoint", "gallery", "view",
            "viewpoint", "clock", "bookmarks", "tour",
        ] + overlayKeys + ["layers", "webMapMembers", "webMapLayout"]
        static let basemapKeys = ["name", "style", "wkid", "webMap", "raster"]
        static let galleryKeys = ["origin", "portal", "layout", "itemWidth", "width", "items"]
        static let itemKeys = ["name", "style", "description", "thumbnail", "wkid", "webMap", "status", "mapWkid"]
        static let viewKeys = ["width", "height"]
        static let viewpointKeys = ["latitude", "longitude", "scale", "rotation"]
        static let bookmarkKeys = ["name"] + viewpointKeys
        static let stepKeys = ["step"] + viewpointKeys + ["duration"]
        static let waitKeys = ["step", "duration"]

        // MARK: - Top level

        static func session(_ value: JSONValue) throws(Failure) -> SessionFile {
            let top = try Check.object(value, at: .root)
            // Format and version first: another kind of file gets the one error that says so.
            try JSONFileKind.require(.session, top)
            let format = try top.required("format")
            guard format.stringValue == SessionFile.format else {
                let found = format.stringValue.map { "'\($0)'" } ?? format.kindDescription
                throw Failure(kind: .wrongFormat(found: found), path: ["format"])
            }
            let version = try Check.number(try top.required("version"), at: ["version"])
            guard version == Double(SessionFile.version) else {
                throw Failure(kind: .unsupportedVersion(found: NumberFormat.shortest(version)), path: ["version"])
            }
            _ = try Check.object(value, at: .root, allowedKeys: topLevelKeys)

            let kind = try word(top, "kind", ["map", "scene"])
            var model = GeoModel(kind: kind == "map" ? .map : .scene, spatialReference: try mapReference(top))
            if let basemap = top.present("basemap") {
                let path = top.path("basemap")
                let resolved = try self.basemap(basemap, at: path)
                try Check.domain(at: path) { () throws(MapError) in try model.setBasemap(resolved) }
            }
            if let item = top.present("galleryItem") {
                let position = try Check.integer(item, at: top.path("galleryItem"))
                guard position >= 1 else {
                    throw Failure(kind: .invalidValue("expected a gallery position (1 or more), found \(position)"),
                                  path: top.path("galleryItem"))
                }
            } else {
                _ = try top.required("galleryItem")
            }
            _ = try top.required("initialViewpoint")
            if let initial = top.present("initialViewpoint") {
                model.initialViewpoint = try viewpoint(initial, at: top.path("initialViewpoint"))
            }
            let (gallery, galleryWidth) = try self.gallery(try top.required("gallery"), at: top.path("gallery"))
            let view = try self.view(try top.required("view"), at: top.path("view"))
            let current = try viewpoint(try top.required("viewpoint"), at: top.path("viewpoint"))
            let clock = try Check.number(try top.required("clock"), at: top.path("clock"))
            guard clock.isFinite && clock >= 0 else {
                throw Failure(kind: .invalidValue("clock must be a finite number of seconds, at least 0, not \(NumberFormat.shortest(clock))"),
                              path: top.path("clock"))
            }
            model.bookmarks = try bookmarks(try top.required("bookmarks"), at: top.path("bookmarks"))
            let tour = try self.tour(try top.required("tour"), at: top.path("tour"))
            var session = Session(geoModel: model, gallery: gallery, view: view, viewpoint: current, clock: clock, tour: tour)
            try overlay(top, into: &session)
            if let members = top.present("webMapMembers") {
                _ = try Check.object(members, at: top.path("webMapMembers"))
                let layout = try top.present("webMapLayout").map { (value) throws(Failure) in
                    try Check.string(value, at: top.path("webMapLayout"))
                }
                guard layout == nil || layout == "compact" else {
                    throw Failure(kind: .invalidValue("webMapLayout must be \"compact\" or absent, not \"\(layout!)\""),
                                  path: top.path("webMapLayout"))
                }
                session.setWebMapMembers(members, compact: layout == "compact")
            }
            var file = SessionFile(session: session, galleryWidth: galleryWidth)
            file.layers = try LayerCoding.entries(top)
            return file
        }

        // MARK: - Geo model

        static func basemap(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Basemap {
            let members = try Check.object(value, at: path, allowedKeys: basemapKeys)
            let name = try nonEmptyString(members, "name")
            let styleName = try Check.string(try members.required("style"), at: members.path("style"))
            let webMap = members.present("webMap")
            if let webMap { _ = try Check.object(webMap, at: members.path("webMap")) }
            if let raster = members.present("raster") {
                // A raster or tile basemap: `load` resolves a file against the session file's folder.
                let path = members.path("raster")
                let rasterMembers = try Check.object(raster, at: path, allowedKeys: ["kind", "location", "layer", "subDomains", "attribution"])
                let kind = RasterSource.Kind(rawValue: try Reader.word(rasterMembers, "kind", RasterSource.Kind.allCases.map(\.rawValue)))!
                let location = try Check.string(try rasterMembers.required("location"), at: rasterMembers.path("location"))
                let member = try rasterMembers.present("layer").map { (value) throws(Failure) in
                    try Check.string(value, at: rasterMembers.path("layer"))
                }
                let attribution = try rasterMembers.present("attribution").map { (value) throws(Failure) in
                    try Check.string(value, at: rasterMembers.path("attribution"))
                }
                var subDomains: [String] = []
                if let list = rasterMembers.present("subDomains") {
                    for (index, item) in try Check.array(list, at: rasterMembers.path("subDomains")).enumerated() {
                        subDomains.append(try Check.string(item, at: rasterMembers.path("subDomains").appending(index)))
                    }
                }
                return Basemap(name: name, raster: RasterSource(kind: kind, location: location, member: member, subDomains: subDomains,
                                                                       attribution: attribution),
                               spatialReference: try wkid(members, "wkid", required: false) ?? .webMercator)
            }
            if styleName.isEmpty, let webMap {
                // A web map's custom basemap: no style, its JSON kept, in the map's reference.
                let reference = try wkid(members, "wkid", required: false) ?? .webMercator
                var basemap = Basemap(custom: name, spatialReference: reference, webMap: webMap)
                basemap.raster = WebMapReading.raster(ofBaseMap: webMap)  // as the import found it
                return basemap
            }
            guard let style = BasemapStyle.lookup(styleName) else {
                let suggestion = Suggestion.didYouMean(BasemapStyle.suggestions(for: styleName))
                throw Failure(kind: .unknownStyle(styleName, suggestion: suggestion), path: members.path("style"))
            }
            var basemap = Basemap(name: name, style: style, spatialReference: try wkid(members, "wkid", required: false))
            basemap.webMap = webMap
            return basemap
        }

        /// The map's spatial reference: `wkid` (null: unknown, or given as `wkt` alone), with
        /// `latestWkid` and `wkt` when written; any but Web Mercator and WGS 84 resolved through
        /// PROJ (`SpatialReferenceResolver`), so that `load` restores a map in any CRS.
        static func mapReference(_ top: JSONChecker.Members) throws(Failure) -> SpatialReference? {
            _ = try top.required("wkid")
            let number = { (key: String) throws(Failure) -> Int? in
                try top.present(key).map { (v) throws(Failure) in try Check.integer(v, at: top.path(key)) }
            }
            let (wkid, latest) = (try number("wkid"), try number("latestWkid"))
            let wkt = try top.present("wkt").map { (v) throws(Failure) in try Check.string(v, at: top.path("wkt")) }
            guard wkid != nil || latest != nil || wkt != nil else { return nil }
            if wkt == nil, let wkid, latest == nil {
                let native = try Check.domain(at: top.path("wkid")) { () throws(MapError) in try SpatialReference(wkid: wkid) }
                if native.hasProjection { return native }
            }
            do { return try SpatialReferenceResolver.resolve(wkid: wkid, latestWkid: latest, wkt: wkt) } catch {
                throw Failure(kind: .invalidValue(error.description), path: top.path(wkt != nil && wkid == nil ? "wkt" : "wkid"))
            }
        }

        /// The spatial reference of the whole number at `key` (null: nil); `required: false`
        /// lets the key be absent.
        static func wkid(_ members: JSONChecker.Members, _ key: String, required: Bool = true) throws(Failure) -> SpatialReference? {
            if required { _ = try members.required(key) }
            guard let value = members.present(key) else { return nil }
            let number = try Check.integer(value, at: members.path(key))
            return try Check.domain(at: members.path(key)) { () throws(MapError) in try SpatialReference(wkid: number) }
        }

        // MARK: - Gallery

        static func gallery(_ value: JSONValue, at path: JSONPath) throws(Failure) -> (BasemapGallery, Double?) {
            let members = try Check.object(value, at: path, allowedKeys: galleryKeys)
            let origin: BasemapGallery.Origin
            switch try word(members, "origin", ["developer", "custom", "portal"]) {
            case "developer": origin = .developerBasemaps
            case "custom": origin = .custom
            default: origin = .portal(try Check.string(try members.required("portal"), at: members.path("portal")))
            }
            if case .portal = origin {} else if members.optional("portal") != nil {
                throw Failure(kind: .invalidValue("'portal' is only allowed with origin 'portal'"), path: members.path("portal"))
            }
            let style: BasemapGallery.Style
            switch try word(members, "layout", ["automatic", "list", "grid"]) {
            case "automatic": style = .automatic
            case "list": style = .list
            default:
                let width = try members.present("itemWidth").map { (v) throws(Failure) in try Check.number(v, at: members.path("itemWidth")) }
                style = .grid(maxItemWidth: width ?? BasemapGallery.defaultMaxItemWidth)
            }
            if case .grid = style {} else if members.optional("itemWidth") != nil {
                throw Failure(kind: .invalidValue("'itemWidth' is only allowed with layout 'grid'"), path: members.path("itemWidth"))
            }
            _ = try members.required("width")
            var width: Double?
            if let given = members.present("width") {
                let number = try Check.number(given, at: members.path("width"))
                guard number.isFinite && number > 0 else {
                    throw Failure(kind: .invalidValue("gallery width must be a finite number greater than 0, not \(NumberFormat.shortest(number))"),
                                  path: members.path("width"))
                }
                width = number
            }
            let elements = try Check.array(try members.required("items"), at: members.path("items"))
            var items: [BasemapGalleryItem] = []
            items.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                items.append(try item(element, at: members.path("items").appending(index)))
            }
            let gallery = try Check.domain(at: path) { () throws(MapError) in
                try BasemapGallery(items: items, style: style, origin: origin)
            }
            return (gallery, width)
        }

        static func item(_ value: JSONValue, at path: JSONPath) throws(Failure) -> BasemapGalleryItem {
            let members = try Check.object(value, at: path, allowedKeys: itemKeys)
            let name = try nonEmptyString(members, "name")
            let webMap = members.present("webMap")
            if let webMap { _ = try Check.object(webMap, at: members.path("webMap")) }
            // A web map's custom basemap: an empty style and its JSON (as `basemap` writes one).
            let styleName = webMap == nil ? try nonEmptyString(members, "style")
                : try Check.string(try members.required("style"), at: members.path("style"))
            if webMap != nil, !styleName.isEmpty {
                throw Failure(kind: .invalidValue("'webMap' is only allowed with an empty 'style' (a custom basemap)"),
                              path: members.path("webMap"))
            }
            let description = try members.present("description").map { (v) throws(Failure) in
                try Check.string(v, at: members.path("description"))
            }
            let thumbnail = try members.present("thumbnail").map { (v) throws(Failure) in
                try Check.string(v, at: members.path("thumbnail"))
            }
            let reference = try wkid(members, "wkid", required: false)
            let item = if let webMap {
                BasemapGalleryItem(source: .custom(webMap), name: name, description: description, thumbnail: thumbnail,
                                   spatialReference: reference).drawing(WebMapReading.raster(ofBaseMap: webMap))
            } else {
                BasemapGalleryItem(styleName: styleName, name: name, description: description, thumbnail: thumbnail,
                                   spatialReference: reference)
            }
            let status: BasemapGalleryItem.Status
            switch members.present("status") == nil ? "not-loaded" : try word(members, "status", ["loaded", "failed", "mismatch"]) {
            case "loaded": status = .loaded
            case "failed": status = .loadFailed(reason: item.style == nil ? "unknown basemap style '\(styleName)'" : "")
            case "mismatch":
                guard let mapReference = try wkid(members, "mapWkid", required: true) else {
                    throw Failure(kind: .expectedType(expected: "a whole number", found: "null"), path: members.path("mapWkid"))
                }
                status = .mismatch(item: item.spatialReference ?? .webMercator, geoModel: mapReference)
            default: status = .notLoaded
            }
            if case .mismatch = status {} else if members.optional("mapWkid") != nil {
                throw Failure(kind: .invalidValue("'mapWkid' is only allowed with status 'mismatch'"), path: members.path("mapWkid"))
            }
            return item.restoring(status: status)
        }

        // MARK: - View, viewpoints, bookmarks, tour

        static func view(_ value: JSONValue, at path: JSONPath) throws(Failure) -> View {
            let members = try Check.object(value, at: path, allowedKeys: viewKeys)
            let width = try Check.integer(try members.required("width"), at: members.path("width"))
            let height = try Check.integer(try members.required("height"), at: members.path("height"))
            return try Check.domain(at: path) { () throws(MapError) in try View(width: width, height: height) }
        }

        static func viewpoint(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Viewpoint {
            try viewpoint(try Check.object(value, at: path, allowedKeys: viewpointKeys))
        }

        /// The viewpoint made of the four members of `members` (rotation in [0, 360), as written).
        static func viewpoint(_ members: JSONChecker.Members) throws(Failure) -> Viewpoint {
            let latitude = try Check.number(try members.required("latitude"), at: members.path("latitude"))
            let longitude = try Check.number(try members.required("longitude"), at: members.path("longitude"))
            let scale = try Check.number(try members.required("scale"), at: members.path("scale"))
            let rotation = try Check.number(try members.required("rotation"), at: members.path("rotation"))
            guard rotation >= 0 && rotation < 360 else {
                throw Failure(kind: .invalidValue("rotation \(NumberFormat.shortest(rotation)) is out of range [0, 360)"),
                              path: members.path("rotation"))
            }
            do {
                return try Viewpoint(latitude: latitude, longitude: longitude, scale: scale, rotation: rotation)
            } catch {
                let key: String
                switch error {
                case .longitudeOutOfRange: key = "longitude"
                case .invalidScale: key = "scale"
                case .invalidRotation: key = "rotation"
                default: key = "latitude"
                }
                throw Failure(kind: .invalid(error), path: members.path(key))
            }
        }

        static func bookmarks(_ value: JSONValue, at path: JSONPath) throws(Failure) -> BookmarkList {
            let elements = try Check.array(value, at: path)
            var list = BookmarkList()
            for (index, element) in elements.enumerated() {
                let members = try Check.object(element, at: path.appending(index), allowedKeys: bookmarkKeys)
                let name = try Check.string(try members.required("name"), at: members.path("name"))
                if hasPaddedEnds(name) {
                    throw Failure(kind: .invalidValue("bookmark names cannot have leading or trailing whitespace"),
                                  path: members.path("name"))
                }
                let viewpoint = try viewpoint(members)
                try Check.domain(at: members.path("name")) { () throws(MapError) in
                    try list.add(Bookmark(name: name, viewpoint: viewpoint))
                }
            }
            return list
        }

        static func tour(_ value: JSONValue, at path: JSONPath) throws(Failure) -> Tour {
            let elements = try Check.array(value, at: path)
            var tour = Tour()
            for (index, element) in elements.enumerated() {
                let stepPath = path.appending(index)
                let members = try Check.object(element, at: stepPath)
                let isWait = try word(members, "step", ["goto", "wait"]) == "wait"
                _ = try Check.object(element, at: stepPath, allowedKeys: isWait ? waitKeys : stepKeys)
                let duration = try Check.number(try members.required("duration"), at: members.path("duration"))
                guard duration.isFinite && duration >= 0 else {
                    throw Failure(kind: .invalid(.invalidDuration(duration)), path: members.path("duration"))
                }
                tour.append(isWait ? .wait(duration) : .flyTo(try viewpoint(members), duration: duration))
            }
            return tour
        }

        // MARK: - Helpers

        /// The string at `key`, which must be one of `allowed`.
        static func word(_ members: JSONChecker.Members, _ key: String, _ allowed: [String]) throws(Failure) -> String {
            let text = try Check.string(try members.required(key), at: members.path(key))
            guard allowed.contains(text) else {
                throw Failure(kind: .unknownWord(text, allowed: allowed), path: members.path(key))
            }
            return text
        }

        /// Whether `name` starts or ends with whitespace (which a bookmark list would trim).
        static func hasPaddedEnds(_ name: String) -> Bool {
            // Printable ASCII at both ends is the common case, and needs no Unicode tables.
            if let head = name.utf8.first, let tail = name.utf8.last, (0x21...0x7E).contains(head), (0x21...0x7E).contains(tail) {
                return false
            }
            return name.first?.isWhitespace == true || name.last?.isWhitespace == true
        }

        /// The string at `key`, which must not be empty or blank.
        static func nonEmptyString(_ members: JSONChecker.Members, _ key: String) throws(Failure) -> String {
            let text = try Check.string(try members.required(key), at: members.path(key))
            guard !text.allSatisfy(\.isWhitespace) else {
                throw Failure(kind: .invalidValue("expected a non-empty string"), path: members.path(key))
            }
            return text
        }
    }
}
