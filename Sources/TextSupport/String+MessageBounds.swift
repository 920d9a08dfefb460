// MARK: - Messages of a bounded size

extension String {
    /// The most characters (Unicode scalars) of quoted text a message shows whole: room for a
    /// long path; past it, the first `messageQuoteLimit - 56` are shown.
    public static let messageQuoteLimit = 256
    /// The most characters (Unicode scalars) a message has in all.
    public static let messageLimit = 2_000

    /// The message with every quoted run (between a pair of `'` or of `"`) longer than
    /// `messageQuoteLimit` cut to its start (200 characters), an ellipsis and its length after the closing quote
    /// (`'xxxx…' (100,000 characters)`), and the whole cut to `messageLimit` the same way. A
    /// diagnostic quotes names, strings and tokens from scripts and files, which may be megabytes
    /// long (a 60-million-digit number in a web map): what reaches the user stays readable. The
    /// message itself when it is short enough to need nothing (one look at its length).
    public var boundedForMessage: String {
        guard utf8.count > Self.messageQuoteLimit else { return self }
        let keep = Self.messageQuoteLimit - 56
        var result = String.UnicodeScalarView()
        var run: [Unicode.Scalar] = []
        var runLength = 0
        var quote: Unicode.Scalar?
        func closeRun(with closing: Unicode.Scalar?) {
            if runLength > Self.messageQuoteLimit {
                result.append(contentsOf: run.prefix(keep))
                result.append("…")
                if let closing { result.append(closing) }
                result.append(contentsOf: " (\(NumberFormat.grouped(runLength)) characters)".unicodeScalars)
            } else {
                result.append(contentsOf: run)
                if let closing { result.append(closing) }
            }
            run.removeAll(keepingCapacity: true)
            runLength = 0
        }
        // A quote opens after a non-word character and closes before one, so that the
        // apostrophe of `Tom's` neither opens nor closes a run.
        let scalars = unicodeScalars
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            defer { previous = scalar }
            if let open = quote {
                if scalar == open && (index == scalars.endIndex || !Self.isWordScalar(scalars[index])) {
                    closeRun(with: scalar)
                    quote = nil
                } else {
                    if runLength <= Self.messageQuoteLimit { run.append(scalar) }
                    runLength += 1
                }
            } else {
                result.append(scalar)
                if (scalar == "'" || scalar == "\"") && !(previous.map(Self.isWordScalar) ?? false) { quote = scalar }
            }
        }
        if quote != nil { closeRun(with: nil) }
        let total = result.count
        guard total > Self.messageLimit else { return String(result) }
        return String(String.UnicodeScalarView(result.prefix(Self.messageLimit - 32))) + "… (\(NumberFormat.grouped(total)) characters)"
    }

    /// Whether `scalar` is a letter or a digit.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
