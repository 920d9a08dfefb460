// MARK: - Trimming

extension String {
    /// The string without leading and trailing whitespace (spaces, tabs, newlines).
    @inlinable
    public var trimmedOfWhitespace: String {
        // Fast path: printable ASCII at both ends is not whitespace (read from the contiguous
        // bytes: cheaper than `utf8.first` and `utf8.last`).
        let printableEnds = utf8.withContiguousStorageIfAvailable { bytes in
            guard let head = bytes.first, let tail = bytes.last else { return false }
            return (0x21...0x7E).contains(head) && (0x21...0x7E).contains(tail)
        }
        if printableEnds == true { return self }
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        if first == startIndex && last == index(before: endIndex) { return self }
        return String(self[first...last])
    }

    /// The string, or nil when it is empty.
    @inlinable
    public var nonEmpty: String? { isEmpty ? nil : self }
}
