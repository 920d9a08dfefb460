import MapCore
import MapFormats

extension SessionFile {
    /// The fast path of `SessionFile.read`, a performance device (see "Performance devices" in
    /// the README): reads a valid file in one pass with a `JSONCursor`, turning each bookmark
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
            file.session.geoModel.bookmarks = bookmarks
            file.session.tour = tour
            return file
        }

        // MARK: - Bookmarks and tour

        /// The members of one bookmark or tour step, each given at most once.
        struct Fields {
            var name: String?
            var latitude: Double?
            var longitude: Double?
            var scale: Double?
            var rotation: Double?
            var duration: Double?

            /// Reads the object's members; `nameKey` is the key of its string member.
            init(_ cursor: inout JSONCursor, nameKey: String) throws(Fallback) {
                try step { () throws(JSONError) in try cursor.beginObject() }
                while let key = try step({ () throws(JSONError) in try cursor.nextKey() }) {
                    switch key {
                    case nameKey: try Self.set(&name, try FastReader.string(&cursor))
                    case "latitude": try Self.set(&latitude, try number(&cursor))
                    case "longitude": try Self.set(&longitude, try number(&cursor))
                    case "scale": try Self.set(&scale, try number(&cursor))
                    case "rotation": try Self.set(&rotation, try number(&cursor))
                    case "duration" where nameKey == "step": try Self.set(&duration, try number(&cursor))
                    default: throw Fallback()
                    }
                }
            }

            /// Sets a member not seen before (a repeated key means falling back).
            private static func set<T>(_ field: inout T?, _ value: T) throws(Fallback) {
                guard field == nil else { throw Fallback() }
                field = value
            }

            /// The viewpoint, when all four of its members are there and valid.
            var viewpoint: Viewpoint? {
                guard let latitude, let longitude, let scale, let rotation, rotation >= 0 && rotation < 360 else {
                    return nil
                }
                return try? Viewpoint(latitude: latitude, longitude: longitude, scale: scale, rotation: rotation)
            }

            /// Whether no member of a viewpoint is there.
            var hasNoViewpoint: Bool { latitude == nil && longitude == nil && scale == nil && rotation == nil }
        }

        static func bookmarks(_ cursor: inout JSONCursor) throws(Fallback) -> BookmarkList {
            var list = BookmarkList()
            try step { () throws(JSONError) in try cursor.beginArray() }
            while try step({ () throws(JSONError) in try cursor.nextElement() }) {
                let fields = try Fields(&cursor, nameKey: "name")
                guard let name = fields.name, !Reader.hasPaddedEnds(name), let viewpoint = fields.viewpoint else {
                    throw Fallback()
                }
                do { try list.add(Bookmark(name: name, viewpoint: viewpoint)) } catch { throw Fallback() }
            }
            return list
        }

        static func tour(_ cursor: inout JSONCursor) throws(Fallback) -> Tour {
            var tour = Tour()
            try step { () throws(JSONError) in try cursor.beginArray() }
            while try step({ () throws(JSONError) in try cursor.nextElement() }) {
                let fields = try Fields(&cursor, nameKey: "step")
                guard let duration = fields.duration, duration.isFinite && duration >= 0 else { throw Fallback() }
                switch fields.name {
                case "goto"?:
                    guard let viewpoint = fields.viewpoint else { throw Fallback() }
                    tour.append(.flyTo(viewpoint, duration: duration))
                case "wait"? where fields.hasNoViewpoint:
                    tour.append(.wait(duration))
                default:
                    throw Fallback()
                }
            }
            return tour
        }

        // MARK: - Values

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
