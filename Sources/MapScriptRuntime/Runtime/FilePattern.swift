import MapScriptSyntax

/// A file name pattern, as `files("maps/**/*.json")` takes it: the path's components, each a
/// name written as it is, a wildcard pattern (`*` any run of characters, `?` one character,
/// `[abc]`, `[a-z]`, `[!a-z]` or `[^a-z]` one of a set, `\` before a character to take it as
/// it is), or `**`, any number of folders, none included. A wildcard never matches a name that
/// begins with `.` unless its pattern begins with a written `.`, and `**` never goes into such a
/// folder: hidden files are found only when the pattern names them.
struct FilePattern: Equatable {
    /// One component of the pattern.
    enum Component: Equatable {
        /// A name written as it is (escapes removed).
        case name(String)
        /// A wildcard pattern, as Unicode scalars.
        case wildcard([Unicode.Scalar])
        /// `**`: any number of folders, none included.
        case anyDepth
    }

    /// The components, in order.
    let components: [Component]
    /// Whether the pattern starts at `/`.
    let isAbsolute: Bool
    /// Whether the pattern ends in `/`: it matches folders only.
    let foldersOnly: Bool

    /// The pattern `text`. Empty components (`a//b`) are dropped; one ending in `/` matches
    /// folders only; a `**` at the end stands for `**/*`, everything below.
    init(_ text: String) {
        isAbsolute = text.hasPrefix("/")
        foldersOnly = text.hasSuffix("/")
        var components = text.split(separator: "/").map { Self.component(String($0)) }
        if components.last == .anyDepth { components.append(.wildcard(["*"])) }
        self.components = components
    }

    /// The component written `text`.
    private static func component(_ text: String) -> Component {
        if text == "**" { return .anyDepth }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var literal = ""
        var isWildcard = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count {
                literal.unicodeScalars.append(scalars[index + 1])
                index += 2
                continue
            }
            if scalar == "*" || scalar == "?" || (scalar == "[" && setEnd(scalars, from: index) != nil) {
                isWildcard = true
                break
            }
            literal.unicodeScalars.append(scalar)
            index += 1
        }
        return isWildcard ? .wildcard(scalars) : .name(literal)
    }

    /// The index of the `]` that closes the set opening at `start` (`[`), or nil when none does
    /// (the `[` is then an ordinary character). A `]` right after `[`, `[!` or `[^` is a member.
    private static func setEnd(_ pattern: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        if index < pattern.count, pattern[index] == "!" || pattern[index] == "^" { index += 1 }
        if index < pattern.count, pattern[index] == "]" { index += 1 }
        while index < pattern.count {
            if pattern[index] == "]" { return index }
            index += 1
        }
        return nil
    }

    /// Whether the wildcard `pattern` matches the whole `name`; a name starting with `.` only
    /// when the pattern starts with a written `.`.
    static func matches(_ pattern: [Unicode.Scalar], _ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        if scalars.first == ".", pattern.first != "." { return false }
        return matches(pattern, 0, scalars, 0)
    }

    /// Whether `pattern` from `p` matches `name` from `n`: one backtracking point, the last
    /// `*` seen (a `*` later on replaces it), as shells match.
    private static func matches(_ pattern: [Unicode.Scalar], _ start: Int, _ name: [Unicode.Scalar], _ nameStart: Int) -> Bool {
        var p = start, n = nameStart
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, let step = matchOne(pattern, p, name[n]) {
                p = step
                n += 1
                continue
            }
            if p < pattern.count, pattern[p] == "*" {
                star = (p + 1, n)
                p += 1
                continue
            }
            guard let last = star else { return false }
            star = (last.pattern, last.name + 1)
            p = last.pattern
            n = last.name + 1
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Where the pattern goes on after `pattern[p]` matches the one character `scalar` (a
    /// `?`, a set, an escaped or plain character), or nil when it does not (or is a `*`).
    private static func matchOne(_ pattern: [Unicode.Scalar], _ p: Int, _ scalar: Unicode.Scalar) -> Int? {
        switch pattern[p] {
        case "*":
            return nil
        case "?":
            return p + 1
        case "\\" where p + 1 < pattern.count:
            return pattern[p + 1] == scalar ? p + 2 : nil
        case "[":
            guard let end = setEnd(pattern, from: p) else { return pattern[p] == scalar ? p + 1 : nil }
            var index = p + 1
            let negated = pattern[index] == "!" || pattern[index] == "^"
            if negated { index += 1 }
            var found = false
            while index < end {
                let low = pattern[index]
                if index + 2 < end, pattern[index + 1] == "-" {
                    if low.value <= scalar.value && scalar.value <= pattern[index + 2].value { found = true }
                    index += 3
                } else {
                    if low == scalar { found = true }
                    index += 1
                }
            }
            return found != negated ? end + 1 : nil
        default:
            return pattern[p] == scalar ? p + 1 : nil
        }
    }
}
