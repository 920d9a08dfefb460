import MapCore
import MapFormats

extension SessionFile {
    /// The fast path of `SessionFile.read`: reads a valid file in one pass with a `JSONCursor`,
    /// turning each bookmark and tour step into its value as it comes (no `JSONValue` for
    /// them), and the small rest as JSON values checked by `Reader`. At the first thing it does
    /// not accept it gives up (`Fallback`), and `read` runs the general reader, which finds the
    /// error and reports it. So both paths accept exactly the same files, and errors are always
    /// the general reader's.
    enum Stream {
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

        static func bookmarks(_ cursor: inout JSONCursor) throws(Fallback) -> BookmarkList {
            var list = BookmarkList()
            try step { () throws(JSONError) in try cursor.beginArray() }
            while try step({ () throws(JSONError) in try cursor.nextElement() }) {
                try step { () throws(JSONError) in try cursor.beginObject() }
                var name = ""
                var numbers = (0.0, 0.0, 0.0, 0.0)
                var seen = 0
                while let key = try step({ () throws(JSONError) in try cursor.nextKey() }) {
                    let bit: Int
                    switch key {
                    case "name":
                        bit = 1
                        name = try string(&cursor)
                    case "latitude": bit = 2; numbers.0 = try number(&cursor)
                    case "longitude": bit = 4; numbers.1 = try number(&cursor)
                    case "scale": bit = 8; numbers.2 = try number(&cursor)
                    case "rotation": bit = 16; numbers.3 = try number(&cursor)
                    default: throw Fallback()
                    }
                    guard seen & bit == 0 else { throw Fallback() }
                    seen |= bit
                }
                guard seen == 31, !Reader.hasPaddedEnds(name) else {
                    throw Fallback()
                }
                let viewpoint = try self.viewpoint(numbers)
                do { try list.add(Bookmark(name: name, viewpoint: viewpoint)) } catch { throw Fallback() }
            }
            return list
        }

        static func tour(_ cursor: inout JSONCursor) throws(Fallback) -> Tour {
            var tour = Tour()
            try step { () throws(JSONError) in try cursor.beginArray() }
            while try step({ () throws(JSONError) in try cursor.nextElement() }) {
                try step { () throws(JSONError) in try cursor.beginObject() }
                var kind = ""
                var numbers = (0.0, 0.0, 0.0, 0.0)
                var duration = 0.0
                var seen = 0
                while let key = try step({ () throws(JSONError) in try cursor.nextKey() }) {
                    let bit: Int
                    switch key {
                    case "step":
                        bit = 1
                        kind = try string(&cursor)
                    case "latitude": bit = 2; numbers.0 = try number(&cursor)
                    case "longitude": bit = 4; numbers.1 = try number(&cursor)
                    case "scale": bit = 8; numbers.2 = try number(&cursor)
                    case "rotation": bit = 16; numbers.3 = try number(&cursor)
                    case "duration": bit = 32; duration = try number(&cursor)
                    default: throw Fallback()
                    }
                    guard seen & bit == 0 else { throw Fallback() }
                    seen |= bit
                }
                guard duration.isFinite && duration >= 0 else { throw Fallback() }
                switch (kind, seen) {
                case ("goto", 63): tour.append(.flyTo(try viewpoint(numbers), duration: duration))
                case ("wait", 33): tour.append(.wait(duration))
                default: throw Fallback()
                }
            }
            return tour
        }

        // MARK: - Values

        static func viewpoint(_ numbers: (Double, Double, Double, Double)) throws(Fallback) -> Viewpoint {
            guard numbers.3 >= 0 && numbers.3 < 360 else { throw Fallback() }
            do {
                return try Viewpoint(latitude: numbers.0, longitude: numbers.1, scale: numbers.2, rotation: numbers.3)
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
