import Testing

/// Issue 23, 15: a diagnostic quoting huge text from a script or a file stays small: the quoted
/// text is cut with an ellipsis and its length. Before the fix the messages held the whole text.
@Suite struct MessageSizeTests {
    @Test(arguments: [
        "bookmark remove \"\(String(repeating: "x", count: 100_000))\"",
        "goto \"\(String(repeating: "é", count: 50_000))\"",
        "basemap use \"\(String(repeating: "s", count: 10_000))\"",
        "let a = 1\nprint \(String(repeating: "b", count: 5_000))",
    ])
    func messagesQuotingHugeTextStaySmall(source: String) throws {
        let diagnostic = try #require(run(source).interpreter.collectedDiagnostics.first)
        #expect(diagnostic.message.utf8.count < 700, "\(diagnostic.message.prefix(200))")
        #expect(diagnostic.message.contains("…"))
        #expect(diagnostic.message.contains(" characters)"))
    }
}
