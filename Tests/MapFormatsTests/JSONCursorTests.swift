import MapFormats
import Testing

@Suite struct JSONCursorTests {
    /// Reads `text` whole with a cursor.
    func read(_ text: String) throws(JSONError) -> JSONValue {
        try Array(text.utf8).withUnsafeBufferPointer { (buffer) throws(JSONError) -> JSONValue in
            var cursor = JSONCursor(bytes: buffer)
            let value = try cursor.readValue()
            try cursor.end()
            return value
        }
    }

    @Test(arguments: [
        #"{"a":[1,2,{"b":null}],"c":"d\n","e":true,"f":-0.5e3}"#, "[]", "{}", " [ 1 , [ ] , { } ] ", "\u{FEFF}\"x\"",
    ]) func readsWhatTheParserReads(text: String) throws {
        #expect(try read(text) == (try JSONParser.parse(text)))
    }

    @Test(arguments: [
        ("[1,]", "1:3: trailing comma before ']'"),
        (#"{"a":1,"a":2}"#, "1:8: duplicate key 'a'"),
        (#"{"a" 1}"#, "1:6: expected ':' after an object key, found '1'"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
        ("[1] x", "1:5: unexpected 'x' after the top-level value"),
        ("[", "1:2: unexpected end of input"),
    ]) func errorsAreTheParsersErrors(text: String, expected: String) {
        do throws(JSONError) {
            _ = try read(text)
            Issue.record("read bad JSON")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func stepsThroughAnObject() throws {
        let text = #"{"n": 2, "list": ["x", "y"]}"#
        try Array(text.utf8).withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(bytes: buffer)
            try cursor.beginObject()
            #expect(try cursor.nextKey() == "n")
            #expect(try cursor.peek() == .number)
            #expect(try cursor.readNumber() == 2)
            #expect(try cursor.nextKey() == "list")
            try cursor.beginArray()
            var items: [String] = []
            while try cursor.nextElement() { items.append(try cursor.readString()) }
            #expect(items == ["x", "y"])
            #expect(try cursor.nextKey() == nil)
            try cursor.end()
        }
    }
}
