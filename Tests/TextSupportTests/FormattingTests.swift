import Testing
import TextSupport

// MARK: - NumberFormat

@Test(arguments: [
    (6000.0, "6000"), (44.525, "44.525"), (0.1, "0.1"), (-0.5, "-0.5"), (1e-7, "1e-07"),
    (591657527.591555, "591657527.591555"), (0, "0"), (-0.0, "0"), (-110.838, "-110.838"),
    (1e21, "1e+21"), (1e16, "1e+16"), (123456789, "123456789"), (0.1 + 0.2, "0.30000000000000004"),
    (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"), (.leastNonzeroMagnitude, "5e-324"),
    (-12338429.720544854, "-12338429.720544854"),
])
func shortestNumberText(value: Double, text: String) {
    #expect(NumberFormat.shortest(value) == text)
}

@Test(arguments: [6000.0, 44.525, 0.1, 1e-7, 591657527.591555, -12338429.720544854, 1.0 / 3])
func shortestNumberTextReadsBack(value: Double) {
    #expect(Double(NumberFormat.shortest(value)) == value)
}

@Test(arguments: [
    (1.5, 0, "2"),
    (-1.5, 0, "-2"),
    (-0.0004, 3, "0.000"),
    (2.25, 1, "2.3"),
    (0.1, 9, "0.100000000"),
    (12.5, 12, "12.500000000"),  // at most 9 decimals
    (1e300, 2, "1e+300"),
    (Double.nan, 2, "nan"),
    (-Double.infinity, 2, "-inf"),
] as [(Double, Int, String)])
func fixedDecimals(value: Double, places: Int, expected: String) {
    #expect(NumberFormat.fixed(value, places: places) == expected)
}

@Test(arguments: [
    (2.5, 0, 3.0), (-2.5, 0, -3.0), (44.52549, 3, 44.525), (-110.83514784897291, 6, -110.835148),
    (1.005, 2, 1.0), (0.125, 2, 0.13), (123.456, -1, 123.0),
] as [(Double, Int, Double)])
func roundedToPlaces(value: Double, places: Int, expected: Double) {
    #expect(NumberFormat.rounded(value, places: places) == expected)
}

// MARK: - Suggestion

@Test(arguments: [
    ("", "", 0), ("abc", "", 3), ("", "abc", 3), ("imagery", "imagery", 0), ("imagry", "imagery", 1),
    ("kitten", "sitting", 3), ("ab", "ba", 1), ("ca", "abc", 3), ("streest", "streets", 1),
    ("Imagery", "imagery", 1),
])
func editDistance(a: String, b: String, distance: Int) {
    #expect(Suggestion.distance(a, b) == distance)
    #expect(Suggestion.distance(b, a) == distance)
}

@Test(arguments: [
    ("imagry", ["imagery", "streets", "oceans"], ["imagery"]),
    ("IMAGRY", ["imagery", "streets"], ["imagery"]),
    ("streeets", ["streets", "streets-night", "streets-relief"], ["streets"]),
    ("gray", ["grey", "gary", "green"], ["grey", "gary"]),
    ("dark-grey", ["light-gray", "dark-gray", "dark-gray-base"], ["dark-gray"]),
    ("xyzzy", ["imagery", "streets"], []),
    ("ab", ["cd", "ef"], []),  // a distance as long as the word is no suggestion
    ("tpo", ["topo", "Topo", "tp"], ["topo", "tp"]),  // case-only twins count once
    ("Yosemite", ["Yosemite Valley", "Yosemite Falls"], []),
])
func closestNames(word: String, candidates: [String], expected: [String]) {
    #expect(Suggestion.closest(to: word, among: candidates) == expected)
}

@Test func closestHonoursLimitAndMaxDistance() {
    let candidates = ["aaa", "aab", "abb", "bbb"]
    #expect(Suggestion.closest(to: "aaa", among: candidates, maxDistance: 2) == ["aaa", "aab", "abb"])
    // "bbb" is 3 away, as long as the word itself: never a suggestion
    #expect(Suggestion.closest(to: "aaa", among: candidates, maxDistance: 3, limit: 10) == ["aaa", "aab", "abb"])
    #expect(Suggestion.closest(to: "aaa", among: candidates, limit: 0).isEmpty)
    #expect(Suggestion.closest(to: "aaa", among: candidates, limit: -1).isEmpty)  // no trap
}

@Test(arguments: [
    ("imagry", ["imagery"], "; did you mean 'imagery'?"),
    ("gray", ["grey", "gary"], "; did you mean 'grey' or 'gary'?"),
    ("xyzzy", ["imagery"], ""),
])
func didYouMeanTail(word: String, candidates: [String], tail: String) {
    #expect(Suggestion.didYouMean(word, among: candidates) == tail)
}

@Test(arguments: [([String](), ""), (["a"], "; did you mean 'a'?"), (["a", "b", "c"], "; did you mean 'a' or 'b'?")])
func didYouMeanNames(names: [String], tail: String) {
    #expect(Suggestion.didYouMean(names) == tail)
}
