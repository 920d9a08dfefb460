extension WhereClause {
    /// A token of a where clause, with the 0-based character offset where it starts.
    struct Token: Equatable {
        enum Kind: Equatable {
            /// A name (a column or a function), upper-cased for keywords' sake; `quoted` for
            /// `"a name"`.
            case name(String, quoted: Bool)
            /// `'text'` (`''` inside is a quote).
            case string
            /// `12`, `1.5`, `.5`, `1e3`.
            case number
            /// An operator or punctuation: `=`, `<>`, `!=`, `<`, `<=`, `>`, `>=`, `+`, `-`, `*`,
            /// `/`, `||`, `(`, `)`, `,`.
            case symbol(String)
            /// The end of the text.
            case end
        }

        var kind: Kind
        var offset: Int

        /// Whether this is the keyword `word` (an unquoted name, any case).
        func isKeyword(_ word: String) -> Bool {
            if case .name(let name, false) = kind { return name == word }
            return false
        }

        /// The token as a message quotes it.
        var shown: String {
            switch kind {
            case .name(let name, let quoted): quoted ? "'\"\(name)\"'" : "'\(name)'"
            case .string: "a string"
            case .number: "a number"
            case .symbol(let symbol): "'\(symbol)'"
            case .end: "the end of the expression"
            }
        }
    }

    /// The tokens of `text`, ending with `.end`.
    static func tokens(_ text: String) throws(SyntaxError) -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic
        }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar.properties.isWhitespace {
                index += 1
            } else if isNameStart(scalar) {
                while index < scalars.count, isNameStart(scalars[index]) || isDigit(scalars[index]) { index += 1 }
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[start..<index])
                tokens.append(Token(kind: .name(name.uppercased(), quoted: false), offset: start))
            } else if isDigit(scalar) || (scalar == "." && index + 1 < scalars.count && isDigit(scalars[index + 1])) {
                while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "." { index += 1 }
                if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
                    index += 1
                    if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
                    guard index < scalars.count, isDigit(scalars[index]) else {
                        throw SyntaxError(message: "expected a digit in the exponent", offset: index)
                    }
                    while index < scalars.count, isDigit(scalars[index]) { index += 1 }
                }
                if index < scalars.count, isNameStart(scalars[index]) {
                    throw SyntaxError(message: "a number runs into letters", offset: start)
                }
                tokens.append(Token(kind: .number, offset: start))
            } else if scalar == "'" || scalar == "\"" {
                index += 1
                var content = ""
                while true {
                    guard index < scalars.count else {
                        throw SyntaxError(message: scalar == "'" ? "unterminated string" : "unterminated quoted name", offset: start)
                    }
                    if scalars[index] == scalar {
                        if index + 1 < scalars.count, scalars[index + 1] == scalar {
                            content.unicodeScalars.append(scalar)
                            index += 2
                            continue
                        }
                        index += 1
                        break
                    }
                    content.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append(Token(kind: scalar == "'" ? .string : .name(content, quoted: true), offset: start))
            } else {
                let two = index + 1 < scalars.count ? String(scalar) + String(scalars[index + 1]) : ""
                if ["<>", "!=", "<=", ">=", "||"].contains(two) {
                    tokens.append(Token(kind: .symbol(two), offset: start))
                    index += 2
                } else if "=<>+-*/(),".unicodeScalars.contains(scalar) {
                    tokens.append(Token(kind: .symbol(String(scalar)), offset: start))
                    index += 1
                } else {
                    throw SyntaxError(message: "unexpected character '\(scalar.escaped(asASCII: false))'", offset: start)
                }
            }
        }
        tokens.append(Token(kind: .end, offset: scalars.count))
        return tokens
    }
}
