// MARK: - Trimming

extension String {
    /// The string without leading and trailing whitespace (spaces, tabs, newlines).
    var trimmedOfWhitespace: String {
        // Fast path: printable ASCII at both ends is not whitespace.
        if let head = utf8.first, let tail = utf8.last, (0x21...0x7E).contains(head), (0x21...0x7E).contains(tail) {
            return self
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        if first == startIndex && last == index(before: endIndex) { return self }
        return String(self[first...last])
    }

    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
