import ExternalTools
import Foundation
import Testing

/// Where a raster lies: `layers[N].extent` and `goto layer N` of a raster layer, checked against
/// the box `gdalinfo -json` gives (its `wgs84Extent`, from the same corners through PROJ), for
/// rasters north-up and rotated, projected and geographic, across the antimeridian and round a
/// pole; and the rasters that cannot be placed (a local coordinate system, corners outside the
/// spatial reference the file names), refused with `file.raster-without-crs` saying why. Found
/// on files written by others (the R packages terra and stars, MapProxy's test caches), remade
/// here with GDAL's tools.
@Suite struct RasterPlacementTests {
    let files = RasterTests()

    /// A raster made by `command` (in a new folder, as `r.tif` or what it names), and the box
    /// `gdalinfo -json` gives for it: west, south, east, north.
    func gdalBox(of name: String, in folder: URL) throws -> [Double] {
        let run = try BinaryRunner.run(["-c", "gdalinfo -json \(name)"], directory: folder, shell: true)
        try #require(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let extent = try #require(json["wgs84Extent"] as? [String: Any])
        let rings = try #require(extent["coordinates"] as? [[[Double]]])
        let points = rings[0]
        return [points.map { $0[0] }.min()!, points.map { $0[1] }.min()!, points.map { $0[0] }.max()!, points.map { $0[1] }.max()!]
    }

    /// The four numbers of an extent `print` wrote: `W,S to E,N in WGS 84 (4326)`.
    func numbers(ofExtent line: Substring) -> [Double] {
        line.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }.prefix(4).map { $0 }
    }

    /// North-up and rotated rasters in UTM, RD New and WGS 84: the extent is gdalinfo's box (to a
    /// millionth of a degree: the edges are followed in 32 steps, gdalinfo takes the corners,
    /// which for rasters of a few kilometres differ by less); `goto layer` centres the view on it.
    @Test(.needs(.ogr2ogr), arguments: [
        // Grand Prismatic Spring in UTM 12N, north-up.
        "gdal_create -q -of GTiff -outsize 40 30 -bands 1 -a_srs EPSG:32612 -a_ullr 511873 4931199 513873 4929699 r.tif",
        // Meuse (as terra's meuse.tif) in RD New.
        "gdal_create -q -of GTiff -outsize 80 115 -bands 1 -ot Int16 -a_srs EPSG:28992 -a_ullr 178400 334000 181600 329400 r.tif",
        // WGS 84, as terra's elev.tif.
        "gdal_create -q -of GTiff -outsize 95 90 -bands 1 -a_srs EPSG:4326 -a_ullr 5.7417 50.1917 6.5333 49.4417 r.tif",
    ])
    func aRasterLayerHasTheExtentGDALGives(make: String) throws {
        try files.withFolder { folder in
            try files.shell(make, in: folder)
            let run = try BinaryRunner.run(["-e", "layer add \"r.tif\"\nprint layers[1].extent\ngoto layer 1\nprint viewpoint.center"],
                                           directory: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n")
            try #require(lines.count == 2, "\(run.stdout)")
            let box = numbers(ofExtent: lines[0]), expected = try gdalBox(of: "r.tif", in: folder)
            for (got, want) in zip(box, expected) { #expect(abs(got - want) < 1e-6, "\(box) against gdalinfo's \(expected)") }
            let center = lines[1].split(separator: ",").compactMap { Double($0) }
            try #require(center.count == 2, "\(lines[1])")
            #expect(abs(center[1] - (box[0] + box[2]) / 2) < 1e-5, "\(center) in \(box)")
            #expect(center[0] > box[1] && center[0] < box[3], "\(center) in \(box)")
        }
    }

    /// A rotated geotransform (as stars' geomatrix.tif): the box holds all four turned corners,
    /// as gdalinfo's does.
    @Test(.needs(.ogr2ogr)) func aRotatedRasterHoldsItsTurnedCorners() throws {
        try files.withFolder { folder in
            try files.shell("gdal_create -q -of GTiff -outsize 20 20 -bands 1 -burn 9 plain.tif", in: folder)
            let vrt = """
                <VRTDataset rasterXSize="20" rasterYSize="20">
                  <SRS>EPSG:32611</SRS>
                  <GeoTransform>1841001.75, 1.5, -5.0, 1144003.25, -5.0, -1.5</GeoTransform>
                  <VRTRasterBand dataType="Byte" band="1">
                    <SimpleSource><SourceFilename relativeToVRT="1">plain.tif</SourceFilename><SourceBand>1</SourceBand></SimpleSource>
                  </VRTRasterBand>
                </VRTDataset>
                """
            try vrt.write(to: folder.appendingPathComponent("turned.vrt"), atomically: true, encoding: .utf8)
            let run = try BinaryRunner.run(["-e", "layer add \"turned.vrt\"\nprint layers[1].extent"], directory: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let box = numbers(ofExtent: run.stdout.split(separator: "\n").first ?? ""), expected = try gdalBox(of: "turned.vrt", in: folder)
            try #require(box.count == 4, "\(run.stdout)")
            for (got, want) in zip(box, expected) { #expect(abs(got - want) < 1e-6, "\(box) against gdalinfo's \(expected)") }
        }
    }

    /// Boxes gdalinfo gives differently: a raster across the antimeridian has one box, its east
    /// past 180 (not one round the world); one round the North Pole holds every longitude and the
    /// pole; one of the whole world in degrees holds it all.
    @Test(.needs(.ogr2ogr), arguments: [
        // UTM 60N, 200 to 400 km east of its meridian (177 E): west just under 180, east past it.
        ("gdal_create -q -of GTiff -outsize 10 10 -bands 1 -a_srs EPSG:32660 -a_ullr 700000 5300000 900000 5100000 r.tif",
         [179.0...180.0, 45.0...47.0, 180.0...183.0, 47.0...49.0]),
        // Polar stereographic north, 1,000 km round the pole: every longitude, up to the pole.
        ("gdal_create -q -of GTiff -outsize 10 10 -bands 1 -a_srs EPSG:3413 -a_ullr -1000000 1000000 1000000 -1000000 r.tif",
         [-180.0 ... -180.0, 70.0...80.0, 180.0...180.0, 90.0...90.0]),
        ("gdal_create -q -of GTiff -outsize 36 18 -bands 1 -a_srs EPSG:4326 -a_ullr -180 90 180 -90 r.tif",
         [-180.0 ... -180.0, -90.0 ... -90.0, 180.0...180.0, 90.0...90.0]),
    ])
    func aRasterAcrossTheAntimeridianOrRoundAPoleHasOneBox(make: String, edges: [ClosedRange<Double>]) throws {
        try files.withFolder { folder in
            try files.shell(make, in: folder)
            let run = try BinaryRunner.run(["-e", "layer add \"r.tif\"\nprint layers[1].extent\ngoto layer 1"], directory: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let box = numbers(ofExtent: run.stdout.split(separator: "\n").first ?? "")
            try #require(box.count == 4, "\(run.stdout)")
            for (edge, range) in zip(box, edges) { #expect(range.contains(edge), "\(box): \(edge) not in \(range)") }
        }
    }

    /// Rasters that cannot be placed are refused, saying why and how to give a spatial
    /// reference, and the session keeps no layer: one in a local coordinate system (terra's
    /// logo.tif), one whose corners are metres in a file that says WGS 84 (MapProxy's test
    /// GeoPackage).
    @Test(.needs(.ogr2ogr), arguments: [
        ("gdal_create -q -of GTiff -outsize 10 10 -bands 1 -a_srs 'LOCAL_CS[\"Cartesian (Meter)\",UNIT[\"metre\",1]]' -a_ullr 0 77 101 0 r.tif",
         "'r.tif' is in a local coordinate system ('Cartesian (Meter)') with no place on the Earth, so it cannot be placed on the map; "
            + "give it one with gdal_translate -a_srs EPSG:CODE"),
        ("gdal_create -q -of GTiff -outsize 10 10 -bands 1 -a_srs EPSG:4326 -a_ullr -20037508 20037508 20037508 -20037508 r.tif",
         "'r.tif' says it is in WGS 84 (EPSG:4326), but its corner (-20037508, 20037508) lies outside it (the file's spatial "
            + "reference is likely wrong), so it cannot be placed on the map"),
    ])
    func aRasterThatCannotBePlacedIsRefused(make: String, message: String) throws {
        try files.withFolder { folder in
            try files.shell(make, in: folder)
            let run = try BinaryRunner.run(["-e", "layer add \"r.tif\"\nprint layers.count"], directory: folder)
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr.contains("<command line>:1:11: error: " + message), "\(run.stderr)")
        }
    }

    /// An MBTiles file without the `metadata` table GDAL needs (as MapProxy writes its caches)
    /// is refused saying what to add; with the table added as the message says, it opens.
    @Test(.needs(.ogr2ogr)) func anMBTilesFileWithoutMetadataSaysWhatToAdd() throws {
        try files.withFolder { folder in
            try files.makeUTMRaster(in: folder)
            try files.shell("""
                gdalwarp -q -t_srs EPSG:3857 park.tif park3857.tif && gdal_translate -q -of MBTILES park3857.tif full.mbtiles \
                && python3 -c "import sqlite3; c = sqlite3.connect('bare.mbtiles'); c.execute('ATTACH \\"full.mbtiles\\" AS f'); \
                c.execute('CREATE TABLE tiles AS SELECT * FROM f.tiles'); c.commit()"
                """, in: folder)
            let refused = try BinaryRunner.run(["-e", "layer add \"bare.mbtiles\""], directory: folder)
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("GDAL reads an MBTiles file only with a metadata table naming its format; if it has none, add one: "
                                            + "sqlite3 FILE \"CREATE TABLE metadata (name text, value text); INSERT INTO metadata VALUES "
                                            + "('name', 'tiles'), ('format', 'png')\""), "\(refused.stderr)")
            try files.shell("""
                python3 -c "import sqlite3; c = sqlite3.connect('bare.mbtiles'); c.execute('CREATE TABLE metadata (name text, value text)'); \
                c.execute(\\"INSERT INTO metadata VALUES ('name', 'tiles'), ('format', 'png')\\"); c.commit()"
                """, in: folder)
            let opened = try BinaryRunner.run(["-e", "layer add \"bare.mbtiles\"\nprint layers[1].kind"], directory: folder)
            #expect(opened.status == 0, "\(opened.stderr)")
            #expect(opened.stdout == "raster\n")
        }
    }

    /// Drawing a float raster stretches it between its smallest and largest values, found
    /// without writing anything beside the file: no `.aux.xml` appears (GDAL keeps computed
    /// statistics in one unless told not to).
    @Test(.needs(.ogr2ogr)) func drawingAFloatRasterWritesNothingBesideIt() throws {
        try files.withFolder { folder in
            try files.shell("gdal_create -q -of GTiff -outsize 20 20 -bands 1 -ot Float32 -burn 7.5 -a_srs EPSG:32612 "
                            + "-a_ullr 511873 4931199 513873 4929199 dem.tif", in: folder)
            let run = try BinaryRunner.run(["-e", "layer add \"dem.tif\"\ngoto layer 1\nexport svg \"a.svg\""], directory: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names == ["a.svg", "dem.tif"], "\(names)")
        }
    }

    /// A file whose vector layers are all tables without geometry (a GeoPackage's attribute
    /// table here; a netCDF file's global attributes, as in stars' examples) is read as its
    /// raster: a table is not a map layer.
    @Test(.needs(.ogr2ogr)) func aFileWithOnlyTablesBesideItsRasterIsReadAsTheRaster() throws {
        try files.withFolder { folder in
            try files.makeUTMRaster(in: folder)
            try "name,count\nA,1\n".write(to: folder.appendingPathComponent("t.csv"), atomically: true, encoding: .utf8)
            try files.shell("gdal_translate -q -of GPKG park.tif both.gpkg -co RASTER_TABLE=ortho && ogr2ogr -q -update both.gpkg t.csv -nln notes",
                            in: folder)
            let run = try BinaryRunner.run(["-e", "layer add \"both.gpkg\"\nprint layers[1].kind\nlayer add \"both.gpkg\" layer \"notes\"\nprint layers[2].kind"],
                                           directory: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "raster\nfeature\n", "\(run.stdout)")
        }
    }
}
