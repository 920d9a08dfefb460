extension Word {
    /// The word spelled by the `length` ASCII bytes at `bytes`, or `.other`: a switch on the
    /// length and the first byte, then a byte comparison.
    static func classify(_ bytes: UnsafePointer<UInt8>, length: Int) -> Word {
        switch length {
        case 1:
            switch bytes[0] {
            case UInt8(ascii: "x"):
                return .x
            default: break
            }
        case 2:
            switch bytes[0] {
            case UInt8(ascii: "a"):
                if same(bytes, "at") { return .at }
            case UInt8(ascii: "b"):
                if same(bytes, "by") { return .by }
            case UInt8(ascii: "i"):
                if same(bytes, "if") { return .`if` }
                if same(bytes, "in") { return .`in` }
            case UInt8(ascii: "o"):
                if same(bytes, "or") { return .or }
            case UInt8(ascii: "t"):
                if same(bytes, "to") { return .to }
            default: break
            }
        case 3:
            switch bytes[0] {
            case UInt8(ascii: "a"):
                if same(bytes, "and") { return .and }
                if same(bytes, "add") { return .add }
            case UInt8(ascii: "d"):
                if same(bytes, "def") { return .def }
            case UInt8(ascii: "f"):
                if same(bytes, "for") { return .`for` }
            case UInt8(ascii: "k"):
                if same(bytes, "kml") { return .kml }
            case UInt8(ascii: "l"):
                if same(bytes, "let") { return .`let` }
            case UInt8(ascii: "m"):
                if same(bytes, "map") { return .map }
            case UInt8(ascii: "n"):
                if same(bytes, "not") { return .not }
                if same(bytes, "new") { return .new }
            case UInt8(ascii: "o"):
                if same(bytes, "out") { return .out }
                if same(bytes, "off") { return .off }
            case UInt8(ascii: "p"):
                if same(bytes, "pan") { return .pan }
            case UInt8(ascii: "s"):
                if same(bytes, "svg") { return .svg }
            case UInt8(ascii: "u"):
                if same(bytes, "use") { return .use }
            default: break
            }
        case 4:
            switch bytes[0] {
            case UInt8(ascii: "e"):
                if same(bytes, "else") { return .`else` }
                if same(bytes, "east") { return .east }
            case UInt8(ascii: "f"):
                if same(bytes, "fill") { return .fill }
            case UInt8(ascii: "g"):
                if same(bytes, "goto") { return .goto }
                if same(bytes, "grid") { return .grid }
            case UInt8(ascii: "h"):
                if same(bytes, "help") { return .help }
            case UInt8(ascii: "l"):
                if same(bytes, "load") { return .load }
                if same(bytes, "list") { return .list }
                if same(bytes, "line") { return .line }
            case UInt8(ascii: "m"):
                if same(bytes, "move") { return .move }
            case UInt8(ascii: "q"):
                if same(bytes, "quit") { return .quit }
            case UInt8(ascii: "s"):
                if same(bytes, "save") { return .save }
                if same(bytes, "size") { return .size }
                if same(bytes, "step") { return .step }
                if same(bytes, "stop") { return .stop }
            case UInt8(ascii: "t"):
                if same(bytes, "true") { return .`true` }
            case UInt8(ascii: "v"):
                if same(bytes, "view") { return .view }
            case UInt8(ascii: "w"):
                if same(bytes, "wait") { return .wait }
                if same(bytes, "west") { return .west }
                if same(bytes, "wkid") { return .wkid }
            case UInt8(ascii: "z"):
                if same(bytes, "zoom") { return .zoom }
            default: break
            }
        case 5:
            switch bytes[0] {
            case UInt8(ascii: "c"):
                if same(bytes, "clear") { return .clear }
                if same(bytes, "color") { return .color }
            case UInt8(ascii: "f"):
                if same(bytes, "false") { return .`false` }
            case UInt8(ascii: "l"):
                if same(bytes, "label") { return .label }
            case UInt8(ascii: "n"):
                if same(bytes, "north") { return .north }
            case UInt8(ascii: "p"):
                if same(bytes, "print") { return .print }
                if same(bytes, "point") { return .point }
            case UInt8(ascii: "r"):
                if same(bytes, "reset") { return .reset }
            case UInt8(ascii: "s"):
                if same(bytes, "scene") { return .scene }
                if same(bytes, "scale") { return .scale }
                if same(bytes, "south") { return .south }
                if same(bytes, "style") { return .style }
                if same(bytes, "start") { return .start }
                if same(bytes, "speed") { return .speed }
            case UInt8(ascii: "t"):
                if same(bytes, "track") { return .track }
            case UInt8(ascii: "w"):
                if same(bytes, "where") { return .`where` }
                if same(bytes, "width") { return .width }
            default: break
            }
        case 6:
            switch bytes[0] {
            case UInt8(ascii: "a"):
                if same(bytes, "assert") { return .assert }
            case UInt8(ascii: "e"):
                if same(bytes, "export") { return .export }
            case UInt8(ascii: "i"):
                if same(bytes, "import") { return .`import` }
            case UInt8(ascii: "r"):
                if same(bytes, "repeat") { return .`repeat` }
                if same(bytes, "rotate") { return .rotate }
                if same(bytes, "remove") { return .remove }
                if same(bytes, "rename") { return .rename }
            case UInt8(ascii: "s"):
                if same(bytes, "source") { return .source }
            case UInt8(ascii: "w"):
                if same(bytes, "webmap") { return .webmap }
            default: break
            }
        case 7:
            switch bytes[0] {
            case UInt8(ascii: "a"):
                if same(bytes, "autopan") { return .autopan }
            case UInt8(ascii: "b"):
                if same(bytes, "basemap") { return .basemap }
            case UInt8(ascii: "c"):
                if same(bytes, "compass") { return .compass }
            case UInt8(ascii: "g"):
                if same(bytes, "gallery") { return .gallery }
                if same(bytes, "graphic") { return .graphic }
                if same(bytes, "geojson") { return .geojson }
            case UInt8(ascii: "h"):
                if same(bytes, "heading") { return .heading }
            case UInt8(ascii: "m"):
                if same(bytes, "measure") { return .measure }
            case UInt8(ascii: "p"):
                if same(bytes, "polygon") { return .polygon }
            default: break
            }
        case 8:
            switch bytes[0] {
            case UInt8(ascii: "b"):
                if same(bytes, "bookmark") { return .bookmark }
            case UInt8(ascii: "d"):
                if same(bytes, "duration") { return .duration }
            case UInt8(ascii: "l"):
                if same(bytes, "location") { return .location }
            case UInt8(ascii: "r"):
                if same(bytes, "rotation") { return .rotation }
                if same(bytes, "recenter") { return .recenter }
            default: break
            }
        case 9:
            switch bytes[0] {
            case UInt8(ascii: "a"):
                if same(bytes, "automatic") { return .automatic }
            case UInt8(ascii: "t"):
                if same(bytes, "thumbnail") { return .thumbnail }
            case UInt8(ascii: "v"):
                if same(bytes, "viewpoint") { return .viewpoint }
            default: break
            }
        case 10:
            switch bytes[0] {
            case UInt8(ascii: "n"):
                if same(bytes, "navigation") { return .navigation }
            default: break
            }
        case 11:
            switch bytes[0] {
            case UInt8(ascii: "d"):
                if same(bytes, "description") { return .description }
            default: break
            }
        default: break
        }
        return .other
    }

    /// Whether the bytes at `bytes` equal `word`'s (the lengths are known to be equal).
    @inline(__always)
    private static func same(_ bytes: UnsafePointer<UInt8>, _ word: StaticString) -> Bool {
        // Two overlapping loads of each (never past either end) instead of a byte loop.
        let count = word.utf8CodeUnitCount
        let actual = UnsafeRawPointer(bytes), expected = UnsafeRawPointer(word.utf8Start)
        if count >= 8 {
            return actual.loadUnaligned(as: UInt64.self) == expected.loadUnaligned(as: UInt64.self)
                && actual.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == expected.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return actual.loadUnaligned(as: UInt32.self) == expected.loadUnaligned(as: UInt32.self)
                && actual.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == expected.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for index in 1..<count where bytes[index] != word.utf8Start[index] { return false }
        return true
    }
}
