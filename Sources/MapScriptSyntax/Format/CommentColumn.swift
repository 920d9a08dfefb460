/// Lines up the comments that end lines of code, as gofmt does: in a run of consecutive lines
/// that each end with a comment, the comments start in one column, two spaces after the
/// widest code of the run. A line without such a comment (or a blank line) ends the run.
///
/// ```
/// zoom in          # a gesture: auto-pan goes off
/// wait 360         # fixes 6 and 7
/// report("fix 7")  # the view stayed
/// ```
///
/// The formatter writes each comment right after its code and notes where; when the run ends,
/// the padding goes in, in one pass over the run's bytes (at the end of the output).
struct CommentColumn {
    /// A comment noted in the current run: where it starts in the output, and how wide (in
    /// characters) the code before it on its line is.
    private struct Trailing {
        var offset: Int
        var width: Int
    }

    /// The spaces between the widest code and the column.
    static let gap = 2

    /// The comments of the current run, in output order.
    private var run: [Trailing] = []
    /// Whether the output's current line ends with a noted comment.
    private var lineEndsWithComment = false

    /// Notes a comment about to be written at the end of `output`, after code on the same line.
    mutating func note(in output: inout FormattedOutput) {
        let offset = output.count
        let width = output.withBytes { bytes in
            var width = 0
            var index = bytes.count - 1
            while index >= 0 && bytes[index] != 0x0A {
                // Count characters: every byte but UTF-8 continuation bytes.
                if bytes[index] & 0xC0 != 0x80 { width += 1 }
                index -= 1
            }
            return width
        }
        run.append(Trailing(offset: offset, width: width))
        lineEndsWithComment = true
    }

    /// The output's current line ends here (a line break comes next): a line without a comment
    /// at its end ends the run.
    @inline(__always)
    mutating func endLine(in output: inout FormattedOutput) {
        if !lineEndsWithComment && !run.isEmpty { endRun(in: &output) }
        lineEndsWithComment = false
    }

    /// Ends the run: pads its comments in `output` to their column.
    mutating func endRun(in output: inout FormattedOutput) {
        guard let first = run.first else { return }
        defer { run.removeAll(keepingCapacity: true) }
        let column = run.map(\.width).max().unsafelyUnwrapped + Self.gap
        output.withBytes { bytes in
            var padded: [UInt8] = []
            padded.reserveCapacity(bytes.count - first.offset + run.count * column)
            var from = first.offset
            for comment in run {
                padded.append(contentsOf: bytes[from..<comment.offset])
                padded.append(contentsOf: repeatElement(UInt8(ascii: " "), count: column - comment.width))
                from = comment.offset
            }
            padded.append(contentsOf: bytes[from...])
            bytes.replaceSubrange(first.offset..., with: padded)
        }
    }
}
