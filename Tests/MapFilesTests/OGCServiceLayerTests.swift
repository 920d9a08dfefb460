import Foundation
import Testing
@testable import MapFiles

/// How a WMS or WMTS layer is found by name: the `LAYERS` of GDAL's GetMap URLs (any case of
/// the key, percent- and plus-decoded, split at commas) and the layer identifiers of a WMTS
/// capabilities document (each `Layer`'s own `ows:Identifier`, not its styles' or tile matrix
/// sets').
@Suite struct OGCServiceLayerTests {
    @Test(arguments: [
        ("WMS:http://h/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=quarters&CRS=EPSG:3857", ["quarters"]),
        ("WMS:http://h/wms?service=WMS&layers=Roads%202024&crs=EPSG:3857", ["Roads 2024"]),
        ("WMS:http://h/wms?LAYERS=roads,rivers&STYLES=", ["roads", "rivers"]),
        ("WMS:http://h/wms?LAYERS=Parks+and+Trails", ["Parks and Trails"]),
        ("WMS:http://h/wms?LAYERS=%E6%B2%B3%E5%B7%9D", ["河川"]),
        ("WMS:http://h/wms?LAYERS=100%25&X=1", ["100%"]),
        ("WMS:http://h/wms?LAYERS=a%2", ["a%2"]),
        ("WMS:http://h/wms?STYLES=x", []),
        ("WMS:http://h/wms", []),
    ])
    func wmsLayerNames(subdataset: String, expected: [String]) {
        #expect(OGCService.wmsLayerNames(of: subdataset) == expected)
    }

    @Test func wmtsLayerIdentifiersAreTheLayersOwn() throws {
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Capabilities xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1" version="1.0.0">
         <ows:ServiceIdentification><ows:Identifier>service</ows:Identifier></ows:ServiceIdentification>
         <Contents>
          <Layer><ows:Title>Aerial</ows:Title><ows:Identifier> aerial </ows:Identifier>
           <Style isDefault="true"><ows:Identifier>default</ows:Identifier></Style>
           <TileMatrixSetLink><TileMatrixSet>google3857</TileMatrixSet></TileMatrixSetLink>
          </Layer>
          <Layer><ows:Identifier>roads &amp; rails</ows:Identifier></Layer>
          <TileMatrixSet><ows:Identifier>google3857</ows:Identifier></TileMatrixSet>
         </Contents>
        </Capabilities>
        """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wmts-\(UUID().uuidString).xml").path
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(OGCService.wmtsLayers(capabilities: path) == ["aerial", "roads & rails"])
        #expect(OGCService.wmtsLayers(capabilities: path + ".missing") == [])
    }
}
