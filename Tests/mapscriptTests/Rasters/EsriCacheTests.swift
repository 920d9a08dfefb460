import ExternalTools
import Foundation
import Testing

/// Esri compact caches and tile packages (GDAL's ESRIC driver), made here by `esri_cache.py`
/// from the PNG tiles of an MBTiles file that GDAL wrote.
extension RasterTests {
    static let esriCache = folder.appendingPathComponent("esri_cache.py").path

    /// The park raster as an MBTiles (levels 11 and 12), then as a compact cache folder, a tile
    /// package of V2 bundles, one of V1 bundles and a `.tpkx`.
    func makeEsriCaches(in folder: URL) throws {
        try makeUTMRaster(in: folder)
        try shell("gdalwarp -q -t_srs EPSG:3857 park.tif park3857.tif && gdal_translate -q -of MBTILES park3857.tif park.mbtiles"
                  + " && gdaladdo -q park.mbtiles 2 4 2>/dev/null", in: folder)
        let maker = "python3 '\(Self.esriCache)' park.mbtiles"
        try shell("\(maker) cache && \(maker) park.tpk && \(maker) old.tpk v1 && \(maker) park.tpkx", in: folder)
        // The fixture is what GDAL itself reads as a compact cache.
        try shell("gdalinfo cache/conf.xml | grep -q 'Driver: ESRIC'", in: folder)
    }

    /// A compact cache (by its folder or its conf.xml) and a tile package of V2 bundles are
    /// raster layers and basemaps: listed in Web Mercator with their size and bands, identified
    /// (red and blue bands and alpha), drawn where the raster lies (blue west of the spring, red
    /// east of it) both as a layer and as the basemap.
    @Test(.needs(.ogr2ogr, .rsvg), arguments: ["cache", "cache/conf.xml", "park.tpk"])
    func anEsriCompactCacheIsALayerAndABasemap(path: String) throws {
        try withFolder { folder in
            try makeEsriCaches(in: folder)
            let script = """
                layer add "\(path)" title "Park"
                layer list
                goto 44.525,-110.838 scale 20000
                identify 44.525,-110.835
                identify 44.525,-110.841
                export svg "layer.svg"
                layer remove "Park"
                basemap use file "\(path)"
                export svg "basemap.svg"
                """
            let run = try BinaryRunner.run(["-e", script], directory: folder)
            #expect(run.stderr == "")
            #expect(run.status == 0)
            #expect(run.stdout.contains("1  Park   raster  1048576 x 1048576, 4 bands Byte, WGS 84 / Pseudo-Mercator (EPSG:3857)"),
                    "\(run.stdout)")
            #expect(run.stdout.hasSuffix("Park (raster): band 1=200, band 2=30, band 3=30, band 4=255\n"
                                         + "Park (raster): band 1=30, band 2=30, band 3=200, band 4=255\n"), "\(run.stdout)")
            for picture in ["layer.svg", "basemap.svg"] {
                let drawn = try colours(of: picture, in: folder, at: [(310, 280), (490, 280), (60, 280)])
                #expect(drawn[0] == "30 30 200" && drawn[1] == "200 30 30", "\(picture): \(drawn)")
                #expect(drawn[2] != "30 30 200" && drawn[2] != "200 30 30", "\(picture): outside the cache: \(drawn)")
            }
        }
    }

    /// A tile package the installed GDAL does not read is refused saying why and what to do: one
    /// of V1 bundles always (no GDAL reads them), a `.tpkx` when GDAL is older than 3.7 (from
    /// 3.7 on it is read and drawn); the session keeps no layer and no basemap.
    @Test(.needs(.ogr2ogr, .rsvg)) func aTilePackageGDALDoesNotReadIsRefused() throws {
        try withFolder { folder in
            try makeEsriCaches(in: folder)
            let old = try BinaryRunner.run(["-e", "layer add \"old.tpk\"\nbasemap use file \"old.tpk\""], directory: folder)
            #expect(old.status == 1)
            #expect(old.stderr.contains("<command line>:1:11: error: 'old.tpk' is an Esri tile package (.tpk) whose tiles GDAL "
                                        + "does not read: GDAL "), "\(old.stderr)")
            #expect(old.stderr.contains("'s ESRIC driver reads compact cache V2 bundles only, and this package holds compact cache "
                                        + "V1 bundles (or none): make a .tpkx or a compact cache V2 folder from it with ArcGIS Pro"))
            let script = "layer add \"park.tpkx\"\nlayer list\ngoto 44.525,-110.838 scale 20000\nexport svg \"a.svg\""
            let package = try BinaryRunner.run(["-e", script], directory: folder)
            let gdalReadsIt = try BinaryRunner.run(["-c", "gdalinfo park.tpkx"], directory: folder, shell: true).status == 0
            if gdalReadsIt {
                #expect(package.status == 0, "\(package.stderr)")
                #expect(try colours(of: "a.svg", in: folder, at: [(310, 280), (490, 280)]) == ["30 30 200", "200 30 30"])
            } else {
                #expect(package.status == 1)
                #expect(package.stderr.contains("<command line>:1:11: error: 'park.tpkx' is an Esri tile package (.tpkx), which GDAL "
                                                + "reads from version 3.7 on (its ESRIC driver); the installed GDAL is "),
                        "\(package.stderr)")
                #expect(package.stdout == "")
            }
        }
    }
}
