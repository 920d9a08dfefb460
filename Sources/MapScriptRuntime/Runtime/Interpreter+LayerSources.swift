import MapCore
import MapScriptSyntax
import TextSupport

// MARK: - layer find source, layer replace source

extension Interpreter {
    /// `layer find source TEXT`: one line per layer source URL that contains TEXT
    /// (`Session.layerSources()`: operational layers, group members at any depth, tables,
    /// basemap layers), its path, title and URL; a line saying so when there is none.
    func layerFindSource(_ text: Expr) throws(ExecutionStop) {
        let needle = try string(text, what: "text to look for")
        let found = session.layerSources().filter { needle.isEmpty || $0.url.contains(needle) }
        guard !found.isEmpty else {
            output.write("no layer URL contains \(StringLiteral.quoted(needle))\n")
            return
        }
        for source in found { output.write(Self.line(source)) }
    }

    /// `layer replace source OLD with NEW`: the prefix OLD of every layer source URL that starts
    /// with it replaced with NEW, in place in the JSON the session keeps (everything else is
    /// exported as it came); one line per change, or a line saying there was none. An empty OLD
    /// is `runtime.invalid-layer-value`.
    func layerReplaceSource(_ old: Expr, with new: Expr) throws(ExecutionStop) {
        let prefix = try string(old, what: "URL prefix")
        let replacement = try string(new, what: "URL prefix")
        let changes = try mapCall(at: old.range) { () throws(MapError) in
            try session.replaceLayerSources(prefix: prefix, with: replacement)
        }
        guard !changes.isEmpty else {
            output.write("no layer URL starts with \(StringLiteral.quoted(prefix))\n")
            return
        }
        for change in changes { output.write(Self.line(change.source, newURL: change.newURL)) }
    }

    /// `layers[3].layers[2] "Rail": URL` (` styleUrl` after the title for a style's URL), then
    /// ` -> NEW URL` for a change, and a line feed.
    private static func line(_ source: LayerSource, newURL: String? = nil) -> String {
        // Appended into room made once: a batch of web maps prints thousands of these lines
        // (`scripts/bench-batch`), and a string that grows reallocates on the way.
        let title = StringLiteral.quoted(source.title), url = source.url.escapingControlCharacters
        let new = newURL?.escapingControlCharacters
        var line = ""
        line.reserveCapacity(source.path.utf8.count + title.utf8.count + source.member.utf8.count + url.utf8.count
                             + (new?.utf8.count ?? 0) + 10)
        line += source.path
        line += " "
        line += title
        if source.member != "url" {
            line += " "
            line += source.member
        }
        line += ": "
        line += url
        if let new {
            line += " -> "
            line += new
        }
        line += "\n"
        return line
    }
}
