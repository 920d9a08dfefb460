import MapFormats

/// libFuzzer target `json`: the input is JSON text, read by the parser, with positions, and by
/// the cursor (the one-pass reader of large files).
///
/// Invariants: the parser and the parser recording positions accept the same texts with the
/// same value or the same error, and the cursor accepts the same texts with the same value; every value read has a position; a value written
/// (compact or pretty) reads back equal; a lone number reads as Swift's `Double(_:)` reads it (a whole number past ±2^53 as `Int(_:)`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = Result { () throws(JSONError) in try JSONParser().parse(bytes) }
    let document = Result { () throws(JSONError) in try JSONParser().parseDocument(bytes) }
    let cursored = bytes.withUnsafeBufferPointer { buffer in
        Result { () throws(JSONError) in
            var cursor = JSONCursor(bytes: buffer)
            let value = try cursor.readValue()
            try cursor.end()
            return value
        }
    }
    guard document.map(\.value) == parsed else { fatalError("parse and parseDocument disagree: \(parsed) \(document)") }
    // An input with two faults may get either one reported: only acceptance and values must agree.
    guard (try? cursored.get()) == (try? parsed.get()) else {
        fatalError("the parser and the cursor disagree: \(parsed) \(cursored)")
    }
    guard case .success(let value) = parsed, case .success(let positions) = document else { return 0 }

    var paths: [JSONPath] = [.root]
    var next = 0
    while next < paths.count, next < 64 {
        let path = paths[next]
        next += 1
        guard positions.position(of: path) != nil else { fatalError("no position for \(path)") }
        switch value[path] {
        case .array(let elements)?: paths += elements.indices.map { JSONPath(path.components + [.index($0)]) }
        case .object(let members)?: paths += members.map { JSONPath(path.components + [.key($0.key)]) }
        default: break
        }
    }

    for style in [JSONWriter.Style.compact, .pretty] {
        let written: [UInt8]
        do { written = try JSONWriter(style: style).bytes(value) } catch { fatalError("a value read cannot be written: \(error)") }
        guard (try? JSONParser().parse(written)) == value else {
            fatalError("a value written \(style) reads back differently: \(String(decoding: written, as: UTF8.self))")
        }
    }

    if value.doubleValue != nil {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        text = text.drop(while: isSpace)
        while let last = text.last, isSpace(last) { text = text.dropLast() }
        let written = String(decoding: text, as: UTF8.self)
        if case .number(let number) = value, Double(written) != number {
            fatalError("\(written) reads as \(number), not \(Double(written) ?? .nan)")
        }
        // A whole number past ±2^53 is exact: the digits as written.
        if case .integer(let integer) = value, Int(written) != integer { fatalError("\(written) reads as \(integer)") }
    }
    return 0
}
