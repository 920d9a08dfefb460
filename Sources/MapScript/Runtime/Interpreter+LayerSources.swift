import MapCore
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
        for source in found { output.write(Self.line(source) + "\n") }
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
        for change in changes {
            var line = Self.line(change.source)
            line += " -> "
            line += change.newURL.escapingControlCharacters
            line += "\n"
            output.write(line)
        }
    }

    /// `layers[3].layers[2] "Rail": URL` (` styleUrl` after the title for a style's URL).
    private static func line(_ source: LayerSource) -> String {
        // Appended piece by piece: an interpolation cost five times as much, once a line for
        // each of the thousands of URLs a batch of web maps changes (`scripts/bench-batch`).
        var line = source.path
        line += " "
        line += StringLiteral.quoted(source.title)
        if source.member != "url" {
            line += " "
            line += source.member
        }
        line += ": "
        line += source.url.escapingControlCharacters
        return line
    }
}
