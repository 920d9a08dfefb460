import MapCore
import MapFormats

extension SessionFile {
    /// The fast path of `SessionFile.read`, a performance device (see "Performance devices" in
    /// docs/performance.md): reads a valid file in one pass with a `JSONCursor`, turning each bookmark
    /// and tour step into its value as it comes (no `JSONValue` for them), and the small rest
    /// as JSON values checked by `Reader`. At the first thing it does not accept it gives up
    /// (`Fallback`), and `read` runs the general reader, which finds the error and reports it.
    /// So both paths accept exactly the same files, and errors are always the general reader's.
    enum FastReader {
        /// Something is wrong, or unusual: let the general reader decide.
        struct Fallback: Error {}

        /// The session file in `bytes`, or nil to fall back.
        static func session(_ bytes: [UInt8]) -> SessionFile? {
            bytes.withUnsafeBufferPointer { buffer -> SessionFile? in
                var cursor = JSONCursor(bytes: buffer)
                do throws(Fallback) { return try file(&cursor) } catch { return nil }
            }
        }

        /// Runs a cursor step; any JSON error means falling back.
        static func step<T>(_ body: () throws(JSONError) -> T) throws(Fallback) -> T {
            do { return try body() } catch { throw Fallback() }
        }

        static func file(_ cursor: inout JSONCursor) throws(Fallback) -> SessionFile {
            var members: [(key: String, value: JSONValue)] = []
            var keys = Set<String>()
            var bookmarks = BookmarkList()
            var tour = Tour()
            try step { () throws(JSONError) in try cursor.beginObject() }
            while let key = try step({ () throws(JSONError) in try cursor.nextKey() }) {
                guard keys.insert(key).inserted else { throw Fallback() }
                switch key {
                case "bookmarks":
                    bookmarks = try self.bookmarks(&cursor)
                    members.append((key, .array([])))
                case "tour":
                    tour = try self.tour(&cursor)
                    members.append((key, .array([])))
                default:
                    members.append((key, try step { () throws(JSONError) in try cursor.readValue() }))
                }
            }
            try step { () throws(JSONError) in try cursor.end() }
            var file: SessionFile
            do { file = try Reader.session(.object(members)) } catch { throw Fallback() }
            file.session.replaceBookmarks(with: bookmarks)
            file.session.restore(tour: tour)
            return file
        }

        // MARK: - Bookmarks and tour

        static func bookmarks(_ cursor: inout JSONCursor) throws(Fallback) -> BookmarkList {
            var list = BookmarkList()
            try step { () throws(JSONError) in try cursor.beginArray() }
            while try step({ () throws(JSONError) in try cursor.nextElement() }) {
                try step { () throws(JSONError) in try cursor.beginObject() }
                var name: String?, latitude: Double?, longitude: Double?, scale: Double?, rotation: Double?
                while let key = try step({ () throws(JSONError) in try cursor.nextKey() }) {
                    switch key {
                    case "name": try once(&name, try string(&cursor))
                    case "latitude": try once(&latitude, try number(&cursor))
                    case "longitude": try once(&longitude, try number(&cursor))
                    case "scale": try once(&scale, try number(&cursor))
                    case "rotation": try once(&rotation, try number(&cursor))
                    default: throw Fallback()
                    }
                }
                guard let name, !Reader.hasPaddedEnds(name) else { throw Fallback() }
                let viewpoint = try self.viewpoint(latitude, longitude, scale, rotation)
                do { try list.add(Bookmark(name: name, viewpoint: viewpoint)) } catch { throw Fallback() }
            }
            return list
        }

        static func tour(_ cursor: inout JSONCursor) throws(Fallback) -> Tour {
            var tour = Tour()
            try step { () throws(JSONError) in try cursor.beginArray() }
            while try step({ () throws(JSONError) in try cursor.nextElement() }) {
                try step { () throws(JSONError) in try cursor.beginObject() }
                var kind: String?, latitude: Double?, longitude: Double?, scale: Double?, rotation: Double?
                var duration: Double?
                while let key = try step({ () throws(JSONError) in try cursor.nextKey() }) {
                    switch key {
                    case "step": try once(&kind, try string(&cursor))
                    case "latitude": try once(&latitude, try number(&cursor))
                    case "longitude": try once(&longitude, try number(&cursor))
                    case "scale": try once(&scale, try number(&cursor))
                    case "rotation": try once(&rotation, try number(&cursor))
                    case "duration": try once(&duration, try number(&cursor))
                    default: throw Fallback()
                    }
                }
                guard let duration, duration.isFinite && duration >= 0 else { throw Fallback() }
                switch kind {
                case "goto"?:
                    tour.append(.flyTo(try viewpoint(latitude, longitude, scale, rotation), duration: duration))
                case "wait"? where latitude == nil && longitude == nil && scale == nil && rotation == nil:
                    tour.append(.wait(duration))
                default:
                    throw Fallback()
                }
            }
            return tour
        }

        // MARK: - Values

        /// Sets a member not seen before in its object (a repeated key means falling back).
        static func once<T>(_ field: inout T?, _ value: T) throws(Fallback) {
            guard field == nil else { throw Fallback() }
            field = value
        }

        /// The viewpoint of a bookmark or tour step: all four members there and valid.
        static func viewpoint(_ latitude: Double?, _ longitude: Double?, _ scale: Double?, _ rotation: Double?)
            throws(Fallback) -> Viewpoint {
            guard let latitude, let longitude, let scale, let rotation, rotation >= 0 && rotation < 360 else {
                throw Fallback()
            }
            do {
                return try Viewpoint(latitude: latitude, longitude: longitude, scale: scale, rotation: rotation)
            } catch {
                throw Fallback()
            }
        }

        /// The next value, a number (anything else is an error, so a fallback).
        static func number(_ cursor: inout JSONCursor) throws(Fallback) -> Double {
            try step { () throws(JSONError) in try cursor.readNumber() }
        }

        /// The next value, a string (anything else is an error, so a fallback).
        static func string(_ cursor: inout JSONCursor) throws(Fallback) -> String {
            try step { () throws(JSONError) in try cursor.readString() }
        }
    }
}
