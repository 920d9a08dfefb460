import Testing
@testable import MapCore

@Test(arguments: [
    (0.0, "0.00 m"),
    (0.004, "0.00 m"),
    (0.005, "0.01 m"),
    (136.62960437554506, "136.63 m"),
    (999.994, "999.99 m"),
    (999.996, "1000.00 m"),  // still under a kilometre before rounding
    (1000, "1.000 km"),
    (50518.88218066207, "50.519 km"),
    (9890063.041640516, "9890.063 km"),
    (-1500, "-1.500 km"),
])
func lengthFormat(metres: Double, expected: String) {
    #expect(MeasureFormat.length(metres) == expected)
}

@Test(arguments: [
    (0.0, "0.0 m²"),
    (772547.8755531311, "77.2548 ha"),
    (9999.94, "9999.9 m²"),
    (10_000, "1.0000 ha"),
    (999_999, "99.9999 ha"),
    (1_000_000, "1.000 km²"),
    (530248226.3482361, "530.248 km²"),
    (63758202715511.055, "63758202.716 km²"),
])
func areaFormat(squareMetres: Double, expected: String) {
    #expect(MeasureFormat.area(squareMetres) == expected)
}
