import TextSupport

/// `file:` URIs (RFC 8089) to paths and back, percent-encoding as RFC 3986 says.
enum DocumentURI {
    /// The path of a `file:` URI (`file:///home/a/tour%20one.mapscript`), or nil for another scheme.
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only an empty host or `localhost` is this machine.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/"), rest[..<slash] == "localhost" else { return nil }
            rest = rest[slash...]
        }
        return rest.percentDecoded
    }

    /// The `file:` URI of an absolute path.
    static func uri(of path: String) -> String {
        var uri = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = Array("0123456789ABCDEF".utf8)
                uri += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return uri
    }

    /// The folder of the document at `uri` ("" when it is not a file), ending in "/".
    static func folder(of uri: String) -> String {
        guard let path = path(of: uri), let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
