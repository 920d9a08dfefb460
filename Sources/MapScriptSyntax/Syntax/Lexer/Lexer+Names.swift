// MARK: - Names written in parts (`dark-gray`)

extension Lexer {
    /// The name that the word token `word`, the last token lexed, starts when hyphens and more
    /// words follow it with no space between (`dark-gray`, `world-street-map`): the whole name
    /// as one word token (of no keyword), the lexer past it. Nil, with the lexer unmoved, when
    /// no such name follows, or when the name is not all ASCII in the buffered bytes or is
    /// malformed (`dark-`, `layer-2`): the parser then reads it token by token
    /// (`kebab-word` in grammar.ebnf) and reports what is wrong.
    ///
    /// What it saves: a name in three parts is five tokens, each lexed and copied, and two
    /// look-aheads; here it is one scan of its bytes.
    mutating func lexHyphenatedName(continuing word: Token) -> Token? {
        let buffer = bytes
        var index = word.end &- base
        guard position == word.end, buffer[index] == UInt8(ascii: "-"), Lexer.isWordStart(buffer[index &+ 1]) else {
            return nil
        }
        repeat {
            index &+= 2
            while Lexer.isWordByte(buffer[index]) { index &+= 1 }
        } while buffer[index] == UInt8(ascii: "-") && Lexer.isWordStart(buffer[index &+ 1])
        // The name ends at an ASCII byte that is no part of it. A 0 (the end of the buffered
        // bytes, or a NUL), a non-ASCII byte (a word part may go on) or a `-` that starts no
        // word part are left to the token-by-token path.
        let stop = buffer[index]
        guard stop != 0, stop < 0x80, stop != UInt8(ascii: "-") else { return nil }
        position = index &+ base
        return token(.word, word.start, position)
    }

    /// Whether `byte` starts an ASCII word: a letter or `_`.
    @inline(__always)
    static func isWordStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
