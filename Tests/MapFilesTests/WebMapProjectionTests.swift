import ExternalTools
import Foundation
import MapCore
@testable import MapFiles
import MapFormats
import Testing

/// Web maps in spatial references other than Web Mercator and WGS 84 (NZTM 2193, Washington
/// State Plane South in US feet 2927, UTM 11N 32611) read through GDAL's OSR
/// (`WebMapReader.gdalProjector`): each position where `gdaltransform` puts it, and an extent
/// fitted around its projected corners.
@Suite struct WebMapProjectionTests {
    /// `(x, y)` of `wkid` in WGS 84 by `gdaltransform`, as `(longitude, latitude)`.
    static func gdaltransform(_ wkid: Int, _ points: [(Double, Double)]) throws -> [(Double, Double)] {
        let input = points.map { "\($0.0) \($0.1)" }.joined(separator: "\n") + "\n"
        let run = try runTool("sh", ["-c", "printf '%s' \"$0\" | gdaltransform -s_srs EPSG:$1 -t_srs EPSG:4326 -output_xy", input, String(wkid)])
        try #require(run.status == 0, "gdaltransform: \(run.errors)")
        return run.output.split(separator: "\n").map { line in
            let numbers = line.split(separator: " ").compactMap { Double($0) }
            return (numbers[0], numbers[1])
        }
    }

    @Test(.needs(.gdaltransform), arguments: [
        (2193, (1_748_000.0, 5_428_000.0), (1_700_000.0, 5_400_000.0, 1_760_000.0, 5_440_000.0)),
        (2927, (1_100_000.0, 600_000.0), (1_050_000.0, 550_000.0, 1_150_000.0, 650_000.0)),
        (32611, (500_000.0, 4_000_000.0), (480_000.0, 3_990_000.0, 520_000.0, 4_010_000.0)),
    ])
    func featuresAndExtentsAreProjected(wkid: Int, point: (Double, Double), extent: (Double, Double, Double, Double)) throws {
        let layer: JSONValue = ["id": "a", "title": "A", "featureCollection": ["layers": [["featureSet": [
            "spatialReference": ["wkid": .number(Double(wkid))],
            "features": [["geometry": ["x": .number(point.0), "y": .number(point.1)], "attributes": ["n": 1]]],
        ]]]]]
        let webMap: JSONValue = [
            "operationalLayers": [layer], "version": "2.30",
            "initialState": ["viewpoint": ["targetGeometry": [
                "xmin": .number(extent.0), "ymin": .number(extent.1), "xmax": .number(extent.2), "ymax": .number(extent.3),
                "spatialReference": ["wkid": .number(Double(wkid))],
            ]]],
        ]
        var session = Session()
        let bytes = Array(try JSONWriter().bytes(webMap))
        try WebMapReader(view: View(), projector: WebMapReader.gdalProjector).read(bytes).apply(to: &session)

        // The feature: exactly where gdaltransform puts it.
        let expected = try Self.gdaltransform(wkid, [point])[0]
        guard case .point(let position)? = try session.layers.layer(at: 1).featureSet?.features[0].geometry else {
            Issue.record("no point feature")
            return
        }
        #expect(abs(position.longitude - expected.0) <= 1e-9 && abs(position.latitude - expected.1) <= 1e-9)

        // The view: the box around the projected corners and edge midpoints, in Web Mercator.
        let (x0, y0, x1, y1) = extent
        let samples = [(x0, y0), (x1, y0), (x0, y1), (x1, y1), ((x0 + x1) / 2, y0), ((x0 + x1) / 2, y1), (x0, (y0 + y1) / 2), (x1, (y0 + y1) / 2)]
        let mercator = try Self.gdaltransform(wkid, samples).map { Projection.webMercator(latitude: $0.1, longitude: $0.0) }
        let (minX, maxX) = (mercator.map(\.x).min()!, mercator.map(\.x).max()!)
        let (minY, maxY) = (mercator.map(\.y).min()!, mercator.map(\.y).max()!)
        let centre = Projection.geographic(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        #expect(abs(session.viewpoint.latitude - centre.latitude) <= 1e-9, "\(session.viewpoint) vs \(centre)")
        #expect(abs(session.viewpoint.longitude - centre.longitude) <= 1e-9, "\(session.viewpoint) vs \(centre)")
        let view = View()
        let scale = max((maxX - minX) / Double(view.width), (maxY - minY) / Double(view.height)) * 96 / 0.0254
        #expect(abs(session.viewpoint.scale / scale - 1) <= 1e-9, "\(session.viewpoint.scale) vs \(scale)")
    }

    /// A feature collection of many points in NZTM (EPSG:2193), with its extent in NZTM too:
    /// every position where `gdaltransform` puts it, through one transform for the whole import
    /// (`WebMapTransforms`), and the same through `gdalProjector`, which makes its own.
    @Test(.needs(.gdaltransform), arguments: [1, 400])
    func manyFeaturesInNZTMTakeOneTransform(count: Int) throws {
        let points = (0..<count).map { (index: Int) -> (Double, Double) in
            let column = Double(index % 20), row = Double(index / 20)
            return (1_100_000 + column * 47_500, 4_800_000 + row * 60_000)
        }
        let features = points.enumerated().map { index, point -> JSONValue in
            let geometry: JSONValue = ["x": .number(point.0), "y": .number(point.1)]
            let attributes: JSONValue = ["n": .number(Double(index))]
            return ["geometry": geometry, "attributes": attributes]
        }
        let webMap: JSONValue = [
            "version": "2.30",
            "operationalLayers": [["id": "nz", "featureCollection": ["layers": [["featureSet": [
                "spatialReference": ["wkid": 2193], "features": .array(features),
            ]]]]]],
            "initialState": ["viewpoint": ["targetGeometry": [
                "xmin": 1_100_000, "ymin": 4_800_000, "xmax": 2_000_000, "ymax": 6_000_000, "spatialReference": ["wkid": 2193],
            ]]],
        ]
        let expected = try Self.gdaltransform(2193, points)
        let transforms = WebMapTransforms()
        let reading = WebMapReading(view: View(), projection: { try transforms.project($0, $1) })
        var session = Session()
        try reading.webMap(webMap).apply(to: &session)
        #expect(transforms.made == 1)
        var again = Session()
        try WebMapReader(view: View(), projector: WebMapReader.gdalProjector).read(try JSONWriter().bytes(webMap)).apply(to: &again)
        for imported in [session, again] {
            let read = try #require(try imported.layers.layer(at: 1).featureSet?.features)
            #expect(read.count == count)
            for (feature, (longitude, latitude)) in zip(read, expected) {
                guard case .point(let position)? = feature.geometry else {
                    Issue.record("not a point: \(String(describing: feature.geometry))")
                    return
                }
                #expect(abs(position.longitude - longitude) <= 1e-9 && abs(position.latitude - latitude) <= 1e-9)
            }
        }
    }

    /// Without GDAL the error names the spatial reference and says how to install GDAL.
    @Test func withoutAProjectorTheSpatialReferenceIsNamed() throws {
        let webMap: JSONValue = ["operationalLayers": [], "version": "2.30", "initialState": ["viewpoint": ["targetGeometry": [
            "xmin": 1_700_000, "ymin": 5_400_000, "xmax": 1_760_000, "ymax": 5_440_000, "spatialReference": ["wkid": 2193],
        ]]]]
        #expect(throws: MapFileError.self) {
            _ = try WebMapReader(view: View()).read(Array(try JSONWriter().bytes(webMap)))
        }
    }
}
