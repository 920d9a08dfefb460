import MapFormats

// MARK: - The values of a CSV track's fields

extension CSVTrackReader {
    /// Degrees as a header or value may write the unit: `°`, `deg`, `degrees`.
    static let degreeUnits: Set<String> = ["°", "deg", "degrees"]

    /// A latitude (`column` `.lat`) or longitude (`.lon`) in decimal degrees: `49.07`,
    /// `-49.07`, with a hemisphere letter after or before it (`49.07S`, `49.07 s`, `S49.07`:
    /// negative to the south and west) or, when the value has none, the letter of its
    /// hemisphere column (`hemisphere`); `°` may follow the number. A sign with a letter is an
    /// error, as is any other unit.
    static func coordinate(
        _ text: String, _ column: Column, hemisphere: Character?, at position: () -> TextPosition
    ) throws(TrackFileError) -> Double {
        let (positive, negative): (Character, Character) = column == .lat ? ("N", "S") : ("E", "W")
        let (lowerPositive, lowerNegative): (Character, Character) = column == .lat ? ("n", "s") : ("e", "w")
        /// The hemisphere `character` names, in capitals, or nil.
        func side(_ character: Character?) -> Character? {
            switch character {
            case positive, lowerPositive: positive
            case negative, lowerNegative: negative
            default: nil
            }
        }
        var body = Substring(text)
        var letter: Character?
        if let last = side(body.last) {
            letter = last
            body = body.dropLast()
        } else if let first = side(body.first) {
            letter = first
            body = body.dropFirst()
        }
        while body.first == " " { body = body.dropFirst() }
        while body.last == " " { body = body.dropLast() }
        guard let (number, unit) = TrackValue.split(body) else {
            throw TrackFileError(.badNumber(text, name: column.rawValue), at: position())
        }
        guard unit.isEmpty || degreeUnits.contains(unit.lowercased()) else {
            throw TrackFileError(.badUnit(text, name: column.rawValue, expected: "decimal degrees, \(positive) or \(negative)"), at: position())
        }
        guard let value = TrackValue.number(number) else {
            throw TrackFileError(.badNumber(text, name: column.rawValue), at: position())
        }
        guard let side = letter ?? hemisphere else { return value }
        guard number.first != "-" && number.first != "+" else {
            throw TrackFileError(.signedHemisphere(text, name: column.rawValue), at: position())
        }
        return side == negative ? -value : value
    }

    /// The letter of a hemisphere column's value (`N` or `S` for `n/s`, `E` or `W` for
    /// `e/w`, any case), or nil when it is empty.
    static func hemisphere(_ text: String, _ column: Column, at position: () -> TextPosition) throws(TrackFileError) -> Character? {
        guard !text.isEmpty else { return nil }
        let letters: [String] = column == .northSouth ? ["N", "S"] : ["E", "W"]
        guard letters.contains(text.uppercased()) else {
            throw TrackFileError(.badHemisphere(text, name: column.rawValue), at: position())
        }
        return Character(text.uppercased())
    }

    /// A speed in metres per second: a number with a unit of `SpeedUnit` after it, or
    /// `unit` when it has none.
    static func speed(_ text: String, unit: SpeedUnit, at position: () -> TextPosition) throws(TrackFileError) -> Double {
        guard let (number, written) = TrackValue.split(Substring(text)) else {
            throw TrackFileError(.badNumber(text, name: Column.speed.rawValue), at: position())
        }
        var unit = unit
        if !written.isEmpty {
            guard let given = SpeedUnit(written) else {
                throw TrackFileError(.badUnit(text, name: Column.speed.rawValue, expected: SpeedUnit.known), at: position())
            }
            unit = given
        }
        guard let value = TrackValue.number(number) else {
            throw TrackFileError(.badNumber(text, name: Column.speed.rawValue), at: position())
        }
        return unit.metresPerSecond(value)
    }

    /// A direction (`heading`, `course`) in degrees, `°` or `deg` allowed after the number.
    static func degrees(_ text: String, _ column: Column, at position: () -> TextPosition) throws(TrackFileError) -> Double {
        guard let (number, unit) = TrackValue.split(Substring(text)) else {
            throw TrackFileError(.badNumber(text, name: column.rawValue), at: position())
        }
        guard unit.isEmpty || degreeUnits.contains(unit.lowercased()) else {
            throw TrackFileError(.badUnit(text, name: column.rawValue, expected: "degrees"), at: position())
        }
        guard let value = TrackValue.number(number) else {
            throw TrackFileError(.badNumber(text, name: column.rawValue), at: position())
        }
        return value
    }
}
