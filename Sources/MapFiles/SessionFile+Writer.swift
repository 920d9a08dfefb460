import TextSupport
import MapCore
import MapFormats

extension SessionFile {
    /// Lays out a session file: the top level pretty, each bookmark, gallery item and tour step
    /// one compact object per line, numbers in their shortest round-tripping form.
    struct Writer {
        /// The text so far.
        var output: [UInt8] = []

        // MARK: - Top level

        mutating func write(_ file: SessionFile) throws(JSONWriterError) {
            let session = file.session
            let model = session.geoModel
            output.reserveCapacity(4096 + 96 * model.bookmarks.count + 80 * session.tour.count)
            text("{\n")
            member("format", first: true); quoted(SessionFile.format)
            member("version"); number(Double(SessionFile.version))
            member("kind"); quoted(model.kind.rawValue)
            member("wkid"); optionalNumber(model.spatialReference?.wkid.map { Double($0) })
            if let latest = model.spatialReference?.latestWkid, model.spatialReference?.kind == .other {
                member("latestWkid"); number(Double(latest))
            }
            if let wkt = model.spatialReference?.wkt { member("wkt"); quoted(wkt) }
            member("basemap")
            if let basemap = model.basemap {
                text("{\"name\":"); quoted(basemap.name)
                text(",\"style\":"); quoted(basemap.style?.alias ?? "")
                if let reference = basemap.spatialReference, let code = SessionFile.number(of: reference) {
                    text(",\"wkid\":"); number(Double(code))
                }
                if let json = basemap.webMap { text(",\"webMap\":"); try compact(json) }
                // A custom basemap's service is read again from its web map JSON.
                if basemap.webMap == nil, let raster = basemap.raster {
                    var members: [(key: String, value: JSONValue)] = [("kind", .string(raster.kind.rawValue)), ("location", .string(raster.location))]
                    if let member = raster.member { members.append(("layer", .string(member))) }
                    if !raster.subDomains.isEmpty { members.append(("subDomains", .array(raster.subDomains.map { .string($0) }))) }
                    if let attribution = raster.attribution { members.append(("attribution", .string(attribution))) }
                    text(",\"raster\":"); try compact(.object(members))
                }
                text("}")
            } else {
                text("null")
            }
            member("galleryItem")
            switch session.currentGalleryItem {
            case .item(let position): number(Double(position))
            case .notInGallery, .noBasemap: text("null")
            }
            member("initialViewpoint")
            if let initial = model.initialViewpoint { viewpoint(initial) } else { text("null") }
            member("gallery"); try gallery(session.gallery, width: file.galleryWidth)
            member("view")
            text("{\"width\":"); number(Double(session.view.width))
            text(",\"height\":"); number(Double(session.view.height)); text("}")
            member("viewpoint"); viewpoint(session.viewpoint)
            member("clock"); number(session.clock)
            member("bookmarks")
            lines(model.bookmarks.bookmarks) { writer, bookmark in writer.bookmark(bookmark) }
            member("tour")
            lines(session.tour) { writer, step in writer.step(step) }
            overlay(session)
            try layers(file.layers)
            if let members = model.webMapMembers { member("webMapMembers"); try compact(members) }
            if model.webMapIsCompact { member("webMapLayout"); text("\"compact\"") }
            text("\n}\n")
        }

        // MARK: - Parts

        mutating func gallery(_ gallery: BasemapGallery, width: Double?) throws(JSONWriterError) {
            text("{\n    \"origin\": ")
            switch gallery.origin {
            case .developerBasemaps: quoted("developer")
            case .custom: quoted("custom")
            case .portal(let portal):
                quoted("portal")
                text(",\n    \"portal\": "); quoted(portal)
            }
            text(",\n    \"layout\": ")
            switch gallery.style {
            case .list: quoted("list")
            case .automatic: quoted("automatic")
            case .grid(let maxItemWidth):
                quoted("grid")
                text(",\n    \"itemWidth\": "); number(maxItemWidth)
            }
            text(",\n    \"width\": ")
            if let width {
                guard width.isFinite else {
                    throw .nonFiniteNumber(NumberFormat.shortest(width), path: ["gallery", "width"])
                }
                number(width)
            } else {
                text("null")
            }
            text(",\n    \"items\": ")
            try lines(gallery.items, indent: "      ", closing: "    ") { (writer, item) throws(JSONWriterError) in try writer.item(item) }
            text("\n  }")
        }

        mutating func item(_ item: BasemapGalleryItem) throws(JSONWriterError) {
            text("{\"name\":"); quoted(item.name)
            text(",\"style\":")
            switch item.source {
            case .style(let style): quoted(style.alias)
            case .unresolved(let name): quoted(name)
            case .custom: quoted("")
            }
            if item.description != (item.style?.summary ?? "") {
                text(",\"description\":"); quoted(item.description)
            }
            if let thumbnail = item.thumbnail { text(",\"thumbnail\":"); quoted(thumbnail) }
            if let reference = item.spatialReference, reference != item.style?.spatialReference, let code = SessionFile.number(of: reference) {
                text(",\"wkid\":"); number(Double(code))
            }
            if case .custom(let json) = item.source { text(",\"webMap\":"); try compact(json) }
            switch item.status {
            case .notLoaded: break
            case .loaded: text(",\"status\":\"loaded\"")
            case .loadFailed: text(",\"status\":\"failed\"")
            case .mismatch(_, let geoModel):
                text(",\"status\":\"mismatch\",\"mapWkid\":"); number(Double(SessionFile.number(of: geoModel) ?? 0))
            }
            text("}")
        }

        mutating func bookmark(_ bookmark: Bookmark) {
            text("{\"name\":"); quoted(bookmark.name); text(",")
            viewpointMembers(bookmark.viewpoint)
            text("}")
        }

        mutating func step(_ step: TourStep) {
            switch step {
            case .flyTo(let viewpoint, let duration):
                text("{\"step\":\"goto\",")
                viewpointMembers(viewpoint)
                text(",\"duration\":"); number(duration); text("}")
            case .wait(let seconds):
                text("{\"step\":\"wait\",\"duration\":"); number(seconds); text("}")
            }
        }

        mutating func viewpoint(_ viewpoint: Viewpoint) {
            text("{"); viewpointMembers(viewpoint); text("}")
        }

        mutating func viewpointMembers(_ viewpoint: Viewpoint) {
            text("\"latitude\":"); number(viewpoint.latitude)
            text(",\"longitude\":"); number(viewpoint.longitude)
            text(",\"scale\":"); number(viewpoint.scale)
            text(",\"rotation\":"); number(viewpoint.rotation)
        }

        // MARK: - Text

        /// An array of `elements`, one per line, or `[]`.
        mutating func lines<Elements: Sequence, Failure: Error>(
            _ elements: Elements, indent: String = "    ", closing: String = "  ",
            _ write: (inout Writer, Elements.Element) throws(Failure) -> Void
        ) throws(Failure) {
            text("[")
            var first = true
            for element in elements {
                text(first ? "\n" : ",\n")
                first = false
                text(indent)
                try write(&self, element)
            }
            if !first { text("\n"); text(closing) }
            text("]")
        }

        /// `,\n  "key": ` (no comma for the first member).
        mutating func member(_ key: String, first: Bool = false) {
            text(first ? "  " : ",\n  ")
            quoted(key)
            text(": ")
        }

        /// `value` as compact JSON on one line.
        mutating func compact(_ value: JSONValue) throws(JSONWriterError) {
            output += try JSONWriter(style: .compact).bytes(value)
        }

        mutating func text(_ text: String) { output.append(contentsOf: text.utf8) }
        mutating func quoted(_ text: String) { JSONWriter.appendQuoted(text, to: &output) }
        /// `value` as `NumberFormat.shortest` writes it (the same text), with whole numbers
        /// below 1e15 written digit by digit, without making a string.
        mutating func number(_ value: Double) {
            if value == value.rounded(.towardZero), abs(value) < 1e15 {
                var integer = Int(value)
                if integer == 0 { return output.append(UInt8(ascii: "0")) }
                if integer < 0 {
                    output.append(UInt8(ascii: "-"))
                    integer = -integer
                }
                let start = output.count
                while integer > 0 {
                    output.append(UInt8(ascii: "0") + UInt8(integer % 10))
                    integer /= 10
                }
                output[start...].reverse()
                return
            }
            output.append(contentsOf: NumberFormat.shortest(value).utf8)
        }

        mutating func optionalNumber(_ value: Double?) {
            if let value { number(value) } else { text("null") }
        }
    }
}
