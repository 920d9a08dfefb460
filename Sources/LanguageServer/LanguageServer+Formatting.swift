import MapFormats
import MapScriptRuntime
import MapScriptSyntax

// MARK: - textDocument/formatting

extension LanguageServer {
    /// `textDocument/formatting`: the edit that makes the document what `mapscript fmt` makes
    /// it (`SourceFormatter`): one replacement of the lines that differ, none when it is
    /// formatted already. A document with a syntax error is not formatted: the request fails
    /// with the first error (`RequestFailed`), as `mapscript fmt` refuses the file.
    func formatting(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let document = try document(params)
        let formatted: [UInt8]
        do throws(FormatError) {
            formatted = try SourceFormatter.format(bytes: document.bytes, stackGuard: StackGuard.self,
                                                usableCores: ScriptFiles.usableCores)
        } catch {
            let first = error.diagnostics.first { $0.isError }
            let place = first?.range.map { "\($0.start.line):\($0.start.column): " } ?? ""
            throw RPCError(.requestFailed, "cannot format a document with syntax errors: " + place + (first?.message ?? ""))
        }
        guard let (start, oldEnd, newEnd) = Self.changedLines(document.bytes, formatted) else { return [] }
        let range = LSPRange(start: document.position(ofOffset: start, encoding: encoding),
                             end: document.position(ofOffset: oldEnd, encoding: encoding))
        return [["range": range.json, "newText": .string(String(decoding: formatted[start..<newEnd], as: UTF8.self))]]
    }

    /// Where `old` and `new` differ, in whole lines: the byte offset where the first differing
    /// line starts (the same in both), and where the differing part ends in each (after it,
    /// the two end alike); nil when they are equal.
    static func changedLines(_ old: [UInt8], _ new: [UInt8]) -> (start: Int, oldEnd: Int, newEnd: Int)? {
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0 && old[prefix - 1] != 0x0A { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
                && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Back to the start of a line in both, so that no edit splits a line (or a character).
        while suffix > 0 && old[old.count - suffix - 1] != 0x0A { suffix -= 1 }
        return (prefix, old.count - suffix, new.count - suffix)
    }
}
