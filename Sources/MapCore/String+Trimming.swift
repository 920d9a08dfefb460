// MARK: - Trimming

extension String {
    /// The string without leading and trailing whitespace (spaces, tabs, newlines).
    var trimmedOfWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        if first == startIndex && last == index(before: endIndex) { return self }
        return String(self[first...last])
    }

    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
