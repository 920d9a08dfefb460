import ExternalTools
import Foundation
import Testing

/// A GeoPackage tile table with a tile that cannot be decoded: the picture warns once, naming
/// the tile by zoom/column/row as the table stores it (`tile_row` counted from the top), and the
/// rest is drawn; in Web Mercator (GoogleMapsCompatible, the tiles under the view looked at) and
/// in the raster's own UTM tiling (every tile of a level looked at).
@Suite struct GeoPackageTileTests {
    @Test(.needs(.ogr2ogr, .rsvg), arguments: [
        ("gdalwarp -q -t_srs EPSG:3857 park.tif park3857.tif && gdal_translate -q -of GPKG -co TILING_SCHEME=GoogleMapsCompatible -co TILE_FORMAT=PNG park3857.tif park.gpkg", 20000.0),
        ("gdal_translate -q -of GPKG -co TILE_FORMAT=PNG -outsize 600 600 park.tif park.gpkg", 20000.0),
    ])
    func aCorruptTileIsNamed(make: String, scale: Double) throws {
        let tests = RasterTests()
        try tests.withFolder { folder in
            try tests.makeUTMRaster(in: folder)
            try tests.shell(make, in: folder)
            // The west column's top tile at the finest level (blue) is broken; the script prints it.
            try """
                import sqlite3
                c = sqlite3.connect("park.gpkg")
                t, = c.execute("select table_name from gpkg_contents where data_type = 'tiles'").fetchone()
                z, = c.execute(f'select max(zoom_level) from "{t}"').fetchone()
                x, = c.execute(f'select min(tile_column) from "{t}" where zoom_level = ?', (z,)).fetchone()
                y, = c.execute(f'select min(tile_row) from "{t}" where zoom_level = ? and tile_column = ?', (z, x)).fetchone()
                c.execute(f'update "{t}" set tile_data = x\\'0102030405\\' where zoom_level = ? and tile_column = ? and tile_row = ?', (z, x, y))
                c.commit()
                print(f"{z}/{x}/{y}")
                """.write(to: folder.appendingPathComponent("corrupt.py"), atomically: true, encoding: .utf8)
            let corrupt = try BinaryRunner.run(["-c", "python3 corrupt.py"], directory: folder, shell: true)
            try #require(corrupt.status == 0, "\(corrupt.stderr)")
            let tile = corrupt.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let script = "basemap use file \"park.gpkg\"\ngoto 44.525,-110.838 scale \(scale)\nexport svg \"a.svg\"\nexport svg \"b.svg\"\n"
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.status == 0)
            #expect(run.stderr.components(separatedBy: "warning: 'park.gpkg' drawn in part:").count == 2, "\(run.stderr)")
            #expect(run.stderr.contains("<command line>:3:1: warning: 'park.gpkg' drawn in part: tile \(tile) (zoom/column/row) "
                                        + "cannot be read ("), "\(run.stderr)")
            // The east half is drawn.
            #expect(try tests.colours(of: "b.svg", in: folder, at: [(490, 280)]) == ["200 30 30"])
        }
    }
}
