import MapCore
import MapFormats

extension MapLint.Checker {
    /// An extent: its bounds and its coordinate system's id (3857 for Web Mercator, written
    /// 102100 too), nil when not given.
    struct Box {
        var xmin, ymin, xmax, ymax: Double
        var wkid: Int?

        /// The extent `value` (`{xmin, ymin, xmax, ymax, spatialReference}`), its coordinate
        /// system defaulting to `wkid`.
        init?(_ value: JSONValue?, default wkid: Int?) {
            guard let value, let xmin = value["xmin"]?.doubleValue, let ymin = value["ymin"]?.doubleValue,
                  let xmax = value["xmax"]?.doubleValue, let ymax = value["ymax"]?.doubleValue else { return nil }
            (self.xmin, self.ymin, self.xmax, self.ymax) = (xmin, ymin, xmax, ymax)
            self.wkid = Box.wkid(value["spatialReference"]) ?? wkid
        }

        /// A spatial reference's id: `latestWkid`, else `wkid`, Web Mercator's old numbers as 3857.
        static func wkid(_ reference: JSONValue?) -> Int? {
            guard let id = reference?["latestWkid"]?.intValue ?? reference?["wkid"]?.intValue else { return nil }
            return [102100, 102113, 900913].contains(id) ? 3857 : id
        }

        /// This extent in the coordinate system `wkid`, when both are Web Mercator or WGS 84
        /// (or are the same); nil otherwise.
        func converted(to wkid: Int?) -> Box? {
            guard self.wkid != wkid else { return self }
            switch (self.wkid, wkid) {
            case (4326?, 3857?):
                let low = Projection.webMercator(latitude: Projection.clampLatitude(ymin), longitude: xmin)
                let high = Projection.webMercator(latitude: Projection.clampLatitude(ymax), longitude: xmax)
                var box = self
                (box.xmin, box.ymin, box.xmax, box.ymax, box.wkid) = (low.x, low.y, high.x, high.y, 3857)
                return box
            case (3857?, 4326?):
                let low = Projection.geographic(x: xmin, y: ymin)
                let high = Projection.geographic(x: xmax, y: ymax)
                var box = self
                (box.xmin, box.ymin, box.xmax, box.ymax, box.wkid) = (low.longitude, low.latitude, high.longitude, high.latitude, 4326)
                return box
            default:
                return nil
            }
        }

        /// Whether the two extents share no point.
        func isApart(from other: Box) -> Bool {
            xmax < other.xmin || other.xmax < xmin || ymax < other.ymin || other.ymax < ymin
        }
    }

    /// Bookmarks whose extent (or viewpoint's target extent) lies wholly outside the map's
    /// initial extent (`initialState.viewpoint.targetGeometry`). Extents in other coordinate
    /// systems than the map's are compared only between Web Mercator and WGS 84.
    mutating func checkBookmarks() {
        let top = document.content
        let mapWkid = Box.wkid(top["spatialReference"])
        guard let map = Box(top["initialState"]?["viewpoint"]?["targetGeometry"], default: mapWkid) else { return }
        for (index, bookmark) in (top["bookmarks"]?.arrayValue ?? []).enumerated() {
            let path: JSONPath = ["bookmarks", .index(index)]
            let key = bookmark["extent"] != nil ? "extent" : "viewpoint"
            guard let box = Box(bookmark["extent"] ?? bookmark["viewpoint"]?["targetGeometry"], default: mapWkid),
                  let same = box.converted(to: map.wkid), same.isApart(from: map) else { continue }
            let name = bookmark["name"]?.stringValue.map { "bookmark '\($0)'" } ?? "the bookmark"
            report(.bookmarkOutsideExtent, path.appending(key),
                   "\(name) lies outside the map's initial extent (initialState.viewpoint.targetGeometry)")
        }
    }
}
