/// Lines up the comments that end lines of code, a paragraph at a time: in a run of lines with
/// no blank line between them, every such comment starts in one column, two spaces after the
/// widest code before one of them.
///
/// ```
/// report("recenter, set")    # centred on the first fix
/// location step
/// report("recenter, fix 2")  # 0.9 km on: inside the wander extent
/// ```
///
/// The formatter writes each comment right after its code and notes where; at the end of the
/// paragraph the padding goes in, in one pass over the paragraph's bytes.
struct CommentColumn {
    /// A comment noted in the current paragraph: where it starts in the output, and how wide
    /// (in characters) the code before it on its line is.
    private struct Trailing {
        var offset: Int
        var width: Int
    }

    /// The spaces between the widest code and the column.
    static let gap = 2

    /// The comments noted since the paragraph began, in output order.
    private var noted: [Trailing] = []

    /// Notes a comment about to be written at the end of `output`, after code on the same line.
    mutating func note(in output: [UInt8]) {
        var width = 0
        var index = output.count - 1
        while index >= 0 && output[index] != 0x0A {
            // Count characters: every byte but UTF-8 continuation bytes.
            if output[index] & 0xC0 != 0x80 { width += 1 }
            index -= 1
        }
        noted.append(Trailing(offset: output.count, width: width))
    }

    /// Ends the paragraph: pads the comments noted in `output` to their column.
    mutating func endParagraph(in output: inout [UInt8]) {
        guard let first = noted.first else { return }
        defer { noted.removeAll(keepingCapacity: true) }
        let column = noted.map(\.width).max().unsafelyUnwrapped + Self.gap
        var padded: [UInt8] = []
        padded.reserveCapacity(output.count - first.offset + noted.count * column)
        var from = first.offset
        for comment in noted {
            padded.append(contentsOf: output[from..<comment.offset])
            padded.append(contentsOf: repeatElement(UInt8(ascii: " "), count: column - comment.width))
            from = comment.offset
        }
        padded.append(contentsOf: output[from...])
        output.replaceSubrange(first.offset..., with: padded)
    }
}
