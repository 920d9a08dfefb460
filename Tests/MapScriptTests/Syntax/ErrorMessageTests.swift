import Testing
@testable import MapScriptSyntax

/// Every syntax error message, pinned with its line:column (byte columns; ASCII here).
@Suite struct ErrorMessageTests {
    static let lexical: [(String, String)] = [
        ("zoom\u{1}", "1:5: unexpected character U+0001"),
        // A C1 control is named too, never pasted raw into the message (issue 24, 6.4).
        ("print 1 \u{9B} x", "1:9: unexpected character U+009B"),
        ("print 1 \u{85}", "1:9: unexpected character U+0085"),
        ("print 1 @ 2", "1:9: unexpected character '@'"),
        ("print 1 ° 2", "1:9: unexpected character '°'"),
        ("print \"a\u{0}b\"", "1:9: unexpected NUL byte"),
        ("print 1\u{0}", "1:8: unexpected NUL byte"),
        ("# a comment \u{0}", "1:13: unexpected NUL byte"),
        ("print 12abc", "1:7: invalid number '12abc'"),
        ("print 2e", "1:7: invalid number '2e'"),
        ("wait 2sec", "1:6: invalid number '2sec'"),
        ("print 0:5", "1:7: invalid number '0:5'"),
        ("print 1e999", "1:7: number '1e999' is out of range"),
        ("goto 44°75'N 110°W", "1:6: invalid angle '44°75'N': minutes and seconds must be less than 60"),
        ("goto N44°75' W110°", "1:6: invalid angle 'N44°75'': minutes and seconds must be less than 60"),
        ("print N44°N", "1:10: unexpected character '°'"),
        ("print \"abc", "1:7: unterminated string [incomplete]"),
        ("print \"abc ${x", "1:7: unterminated string [incomplete]"),
        ("print \"a\\qb\"", "1:9: invalid escape '\\q' in string"),
        ("print \"\\u{d800}\"", "1:8: invalid unicode escape '\\u{d800}' in string"),
        ("print \"\\u{}\"", "1:8: invalid unicode escape '\\u{}' in string"),
        ("print \"\\u{110000}\"", "1:8: invalid unicode escape '\\u{110000}' in string"),
        ("print \"\\uZ\"", "1:8: invalid unicode escape '\\u' in string"),
        ("if a && b { }", "1:6: unexpected '&&'; did you mean 'and'?"),
        ("if a || b { }", "1:6: unexpected '||'; did you mean 'or'?"),
        ("if !a { }", "1:4: unexpected '!'; did you mean 'not'?"),
        ("print a & b", "1:9: unexpected character '&'"),
    ]

    static let statements: [(String, String)] = [
        ("bokmark add \"x\"", "1:1: unknown command 'bokmark'; did you mean 'bookmark'?"),
        ("zom in", "1:1: unknown command 'zom'; did you mean 'zoom'?"),
        ("x", "1:1: unknown command 'x'; 'help' lists the commands"),
        ("}", "1:1: unexpected '}' with no open block"),
        ("zoom in }", "1:9: unexpected '}' with no open block"),
        ("else { }", "1:1: 'else' must follow the '}' of an 'if' on the same line"),
        ("if a { }\nelse { }", "(if a {}) | 2:1: 'else' must follow the '}' of an 'if' on the same line"),
        ("1 + 2", "1:1: expected a statement, found '1'"),
        ("true", "1:1: expected a statement, found 'true'"),
        ("print 1 2", "1:9: expected end of statement, found '2'"),
        ("let if = 3", "1:5: expected a variable name after 'let', found 'if'"),
        ("let x", "1:6: expected '=' after 'x', found end of input"),
        ("let x =\n", "1:8: expected a value after '=', found end of line"),
        ("let x = 1,", "1:11: expected a longitude after ',', found end of input"),
        ("repeat 3 zoom in", "1:10: expected '{' after '3', found 'zoom'"),
        ("repeat\n", "1:7: expected a count after 'repeat', found end of line"),
        ("if a = 1 { }", "1:6: expected '{' after 'a', found '='; did you mean '=='?"),
        ("if { }", "1:4: expected a condition after 'if', found '{'"),
        ("if a { } else zoom in", "1:15: expected '{' after 'else', found 'zoom'"),
        ("for x bookmarks { }", "1:7: expected 'in' after 'x', found 'bookmarks'"),
        ("for 1 in x { }", "1:5: expected a variable name after 'for', found '1'"),
        ("for x in { }", "1:10: expected a list or a range after 'in', found '{'"),
        ("for x in 1.. { }", "1:14: expected the end of the range after '..', found '{'"),
        ("def zoom() { }", "1:5: 'zoom' is a command and cannot name a procedure"),
        ("def f(a, a) { }", "1:10: duplicate parameter 'a'"),
        ("def f(a b) { }", "1:9: expected ',' or ')' after 'a', found 'b'"),
        ("def f { }", "1:7: expected '(' after 'f', found '{'"),
        ("def (x) { }", "1:5: expected a procedure name after 'def', found '('"),
        ("f(1 2)", "1:5: expected ',' or ')' after '1', found '2'"),
        ("assert", "1:7: expected a condition after 'assert', found end of input"),
        ("assert a,", "1:10: expected a message after ',', found end of input"),
        ("print 1,", "1:9: expected a value after ',', found end of input"),
    ]

    static let expressions: [(String, String)] = [
        ("if a < b < c { }", "1:10: comparison operators cannot be chained; combine comparisons with 'and'"),
        ("print 1:2", "1:7: a scale ratio like '1:2' is only allowed where a scale is expected"),
        ("print (1, 2", "1:12: expected ')' after '2', found end of input [incomplete]"),
        ("print (1 2)", "1:10: expected ')' after '1', found '2'"),
        ("print [1, 2", "1:12: expected ',' or ']' after '2', found end of input [incomplete]"),
        ("print [,]", "1:8: expected a list element after '[', found ','"),
        ("print f(1, 2", "1:13: expected ',' or ')' after '2', found end of input [incomplete]"),
        ("print xs[1", "1:11: expected ']' after '1', found end of input [incomplete]"),
        ("print \"${}\"", "1:10: expected an expression after '${', found '}'"),
        ("print \"${1 +}\"", "1:13: expected an operand after '+', found '}'"),
        ("print \"${1 2}\"", "1:12: expected '}' after '1', found '2'"),
        ("print x.5", "1:9: expected a property name after '.', found '5'"),
        ("print a.", "1:9: expected a property name after '.', found end of input"),
        ("print -", "1:8: expected an operand after '-', found end of input"),
        ("print not", "1:10: expected an operand after 'not', found end of input"),
        ("print 1 +", "1:10: expected an operand after '+', found end of input"),
        ("print 1 * if", "1:11: expected an operand after '*', found 'if'"),
        ("print )", "1:7: expected a value after 'print', found ')'"),
    ]

    static let commands: [(String, String)] = [
        ("bookmark add \"x\" scale at 1,2", "1:24: expected a scale after 'scale', found 'at'"),
        ("bookmark add \"x\" scael 5", "1:18: unknown clause 'scael' in 'bookmark add'; did you mean 'scale'?"),
        ("bookmark add \"x\" foo 5", "1:18: unknown clause 'foo' in 'bookmark add'; expected 'at', 'scale' or 'rotation'"),
        ("bookmark add \"x\" 5", "1:18: expected 'at', 'scale', 'rotation' or end of statement, found '5'"),
        ("bookmark add \"x\" scale 5 scale 6", "1:26: 'scale' given twice"),
        ("bookmark add at 1,2", "1:14: expected a bookmark name after 'add', found 'at'"),
        ("bookmark add", "1:13: expected a bookmark name after 'add', found end of input"),
        ("bookmark ad \"x\"", "1:10: expected 'add', 'list', 'clear', 'remove', 'move' or 'rename' after 'bookmark', found 'ad'; did you mean 'add'?"),
        ("bookmark", "1:9: expected 'add', 'list', 'clear', 'remove', 'move' or 'rename' after 'bookmark', found end of input"),
        ("bookmark move 1 2", "1:17: expected 'to' after '1', found '2'"),
        ("bookmark rename 1 too \"x\"", "1:19: expected 'to' after '1', found 'too'; did you mean 'to'?"),
        ("bookmark list 3", "1:15: expected end of statement, found '3'"),
        ("goto", "1:5: expected a bookmark or a coordinate after 'goto', found end of input"),
        ("goto 1 scale 2 scale 3", "1:16: 'scale' given twice"),
        ("goto 1 duraton 3", "1:8: unknown clause 'duraton' in 'goto'; did you mean 'duration'?"),
        ("goto 1, scale 3", "1:9: expected a longitude after ',', found 'scale'"),
        ("zoom", "1:5: expected 'in', 'out' or 'to' after 'zoom', found end of input"),
        ("zoom sideways", "1:6: expected 'in', 'out' or 'to' after 'zoom', found 'sideways'"),
        ("zoom inn", "1:6: expected 'in', 'out' or 'to' after 'zoom', found 'inn'; did you mean 'in'?"),
        ("zoom in by", "1:11: expected a zoom factor after 'by', found end of input"),
        ("zoom in 2", "1:9: expected 'by' or end of statement, found '2'"),
        ("zoom to", "1:8: expected a scale after 'to', found end of input"),
        ("rotate", "1:7: expected an angle after 'rotate', found end of input"),
        ("pan up", "1:5: expected 'north', 'south', 'east' or 'west' after 'pan', found 'up'"),
        ("pan nort", "1:5: expected 'north', 'south', 'east' or 'west' after 'pan', found 'nort'; did you mean 'north'?"),
        ("view size 3 by 4", "1:13: expected 'x' after '3', found 'by'"),
        ("view 3 x 4", "1:6: expected 'size' after 'view', found '3'"),
        ("basemap imagery", "1:9: expected 'styles' or 'use' after 'basemap', found 'imagery'"),
        ("basemap use", "1:12: expected a basemap after 'use', found end of input"),
        ("basemap use dark-", "1:18: expected a name after '-', found end of input"),
        ("basemap use dark-5", "1:18: expected a name after '-', found '5'"),
        ("basemap use dark gray", "1:18: expected end of statement, found 'gray'; did you mean 'dark-gray'?"),
        ("gallery style columns", "1:15: expected 'list', 'grid' or 'automatic' after 'style', found 'columns'"),
        ("gallery add \"x\" wkid 3", "1:23: missing 'style' clause in 'gallery add'"),
        ("gallery add \"x\" style a style b", "1:25: 'style' given twice"),
        ("gallery show", "1:9: expected 'style', 'add', 'remove', 'reset' or 'load' after 'gallery', found 'show'"),
        ("map old", "1:5: expected 'new' after 'map', found 'old'"),
        ("scene new basemap", "1:18: expected a basemap after 'basemap', found end of input"),
        ("graphic add circle 1,2", "1:13: expected 'point', 'line' or 'polygon' after 'add', found 'circle'"),
        ("graphic add line 1,2 color red", "1:18: a line needs at least 2 points, found 1"),
        ("graphic add polygon 1,2 to 3,4", "1:21: a polygon needs at least 3 points, found 2"),
        ("graphic add point 1,2 fill red", "1:23: unknown clause 'fill' in 'graphic add point'; expected 'color', 'size', 'shape' or 'label'"),
        ("graphic add point 1,2 to 3,4", "1:23: unknown clause 'to' in 'graphic add point'; expected 'color', 'size', 'shape' or 'label'"),
        ("graphic add line 1,2 to 3,4 shape x", "1:29: unknown clause 'shape' in 'graphic add line'; expected 'to', 'color', 'width', 'style' or 'label'"),
        ("graphic move 1 2", "1:16: expected 'to' after '1', found '2'"),
        ("measure 1 at 2", "1:11: unknown clause 'at' in 'measure'; expected 'to'"),
        ("measure 1,2 to 3,4 to 5,6", "1:20: expected end of statement, found 'to'"),
        ("camera at 1,2", "1:14: missing 'altitude' clause in 'camera at'"),
        ("camera at 1,2 altitude 1 altitude 2", "1:26: 'altitude' given twice"),
        ("camera at 1,2 altitud 1", "1:15: unknown clause 'altitud' in 'camera at'; did you mean 'altitude'?"),
        ("camera zoom", "1:8: expected 'at', 'orbit' or 'tilt' after 'camera', found 'zoom'"),
        ("camera orbit", "1:13: expected an angle after 'orbit', found end of input"),
        ("graphic add point", "1:18: expected a coordinate after 'point', found end of input"),
        ("location start at 1,2 track \"x\"", "1:23: 'at' and 'track' cannot both be given"),
        ("location go", "1:10: expected 'start', 'move', 'step' or 'stop' after 'location', found 'go'"),
        ("location move 1,2 speed", "1:24: expected a speed after 'speed', found end of input"),
        ("autopan on", "1:9: expected 'off', 'recenter', 'navigation' or 'compass' after 'autopan', found 'on'"),
        ("export pdf \"x\"", "1:8: expected 'webmap', 'geojson', 'kml', 'svg' or 'html' after 'export', found 'pdf'"),
        ("import kml \"x\"", "1:8: expected 'webmap' after 'import', found 'kml'"),
        ("save", "1:5: expected a file name after 'save', found end of input"),
        ("wait", "1:5: expected a duration after 'wait', found end of input"),
        ("help \"x\" y", "1:10: expected end of statement, found 'y'"),
        ("quit 1 2", "1:8: expected end of statement, found '2'"),
    ]

    @Test(arguments: lexical)
    func lexicalError(_ source: String, _ expected: String) {
        #expect(ParseHelpers.item(source) == expected)
    }

    @Test(arguments: statements)
    func statementError(_ source: String, _ expected: String) {
        #expect(ParseHelpers.item(source) == expected)
    }

    @Test(arguments: expressions)
    func expressionError(_ source: String, _ expected: String) {
        #expect(ParseHelpers.item(source) == expected)
    }

    @Test(arguments: commands)
    func commandError(_ source: String, _ expected: String) {
        #expect(ParseHelpers.item(source) == expected)
    }

    /// An unclosed block is an incomplete-input error pointing past the last token, with a note
    /// at the opening brace.
    @Test func unclosedBlock() throws {
        let diagnostics = Parser.check(text: "repeat 3 {\n  zoom in\n")
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "expected '}' to close the block, found end of input")
        #expect(diagnostic.isIncompleteInput)
        #expect(diagnostic.range?.start == SourceLocation(line: 2, column: 10))
        #expect(diagnostic.notes == [Diagnostic.Note("block opened here", at: SourceRange(line: 1, column: 10))])
    }

    /// Only input that more lines could complete is "incomplete".
    @Test(arguments: [
        ("repeat 2 {", true), ("repeat 2 {\n zoom in\n", true), ("if a {\n} else {\n", true), ("print \"abc\n", true),
        ("print (1 +\n", true), ("let xs = [1,\n", true), ("def f(a,\n", true), ("print \"${ (1 +\n", true),
        ("zoom\n", false), ("let x =\n", false), ("zoom in\n", false), ("repeat 2 { zoom }\n", false),
        ("print )\n", false), ("}\n", false), ("graphic add line 1,2\n", false),
    ])
    func incompleteInput(_ source: String, _ incomplete: Bool) {
        #expect(Parser.needsMoreInput(source) == incomplete)
    }

    /// A failed read of the input is reported once, at the end.
    @Test func readError() throws {
        let directory = open("/", O_RDONLY)
        defer { close(directory) }
        var parser = Parser(fileDescriptor: directory)
        #expect(parser.check().map(\.message) == ["cannot read the input: Is a directory"])
        #expect(parser.next() == nil)
    }
}

#if canImport(Glibc)
import Glibc
#endif
