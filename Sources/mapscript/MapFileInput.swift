import MapFiles
import MapFormats
import MapScriptSyntax
import TextSupport

/// A web map or session file given to `mapscript diff` or `mapscript lint`: read, parsed, and
/// turned into diagnostics that point into it (`map.json:12:7: error: ...`, its line shown
/// with a caret).
struct MapFileInput {
    /// The name diagnostics use: the path as given.
    let name: String
    /// The file's bytes.
    let bytes: [UInt8]
    /// The file as a web map or session file.
    let document: MapDocument

    /// How reading failed: the diagnostic is already reported.
    struct Unreadable: Error {}

    /// Reads `path`; a file that cannot be read or is not a web map or session file is
    /// reported to `diagnostics` (`file.unreadable`, `file.invalid-map-file`).
    static func read(_ path: String, diagnostics: DiagnosticPrinter) throws(Unreadable) -> MapFileInput {
        let bytes: [UInt8]
        do {
            bytes = try AtomicFile.read(path)
        } catch {
            diagnostics.consume(.invocation(.unreadableFile, error.message), file: nil)
            throw Unreadable()
        }
        do {
            return MapFileInput(name: path, bytes: bytes, document: try MapDocument(bytes: bytes))
        } catch {
            report(Diagnostic(.invalidMapFile, kind: .invocation, message: error.message, range: range(at: error.position, in: bytes)),
                   file: path, bytes: bytes, to: diagnostics)
            throw Unreadable()
        }
    }

    /// Reports `diagnostic` about this file.
    func report(_ diagnostic: Diagnostic, to diagnostics: DiagnosticPrinter) {
        Self.report(diagnostic, file: name, bytes: bytes, to: diagnostics)
    }

    /// Reports `diagnostic` about the file `file` of `bytes`, its lines at hand for the caret.
    static func report(_ diagnostic: Diagnostic, file: String, bytes: [UInt8], to diagnostics: DiagnosticPrinter) {
        diagnostics.consume(diagnostic, file: file, lines: lines(of: bytes))
    }

    /// The one-character range at `position` (line and byte column, as diagnostics take them).
    static func range(at position: TextPosition, in bytes: [UInt8]) -> SourceRange {
        let offset = min(max(position.offset, 0), bytes.count)
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        if lineStart == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, offset >= 3 { lineStart = 3 }
        return SourceRange(line: position.line, column: offset - lineStart + 1)
    }

    /// The lines of `bytes` as `TextPosition` counts them (a line feed, a carriage return or
    /// both end a line), the byte-order mark of line 1 left out.
    static func lines(of bytes: [UInt8]) -> SourceLines {
        let index = LineIndex(bytes: bytes, breaks: .any)
        return SourceLines { line in
            guard var range = index.range(of: line - 1) else { return nil }
            if range.lowerBound == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { range = min(3, range.upperBound)..<range.upperBound }
            return String(decoding: bytes[range], as: UTF8.self)
        }
    }
}
