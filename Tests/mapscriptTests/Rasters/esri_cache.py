"""Esri tile cache fixtures for the raster tests (standard library only).

python3 esri_cache.py MBTILES OUT
    Writes the PNG tiles of the MBTiles file MBTILES (made by gdal_translate and gdaladdo) as an
    Esri compact cache V2 in the folder OUT: OUT/conf.xml, and OUT/_alllayers/Lnn/RrrrrCcccc.bundle
    for levels 0 to the deepest level of the MBTiles (Web Mercator, 256-pixel tiles).
python3 esri_cache.py MBTILES OUT.tpkx
    The same cache as a tile package (a zip with root.json and the bundles under tile/).
python3 esri_cache.py MBTILES OUT.tpk [v1]
    The same cache as a tile package (a zip with the cache folder as v101/Layers/); with v1, its
    conf.xml says compact cache V1 and the bundles are split into .bundle and .bundlx files as V1
    caches are (only the layout matters: no GDAL reads V1 bundles).

The V2 layout, as Esri documents it (github.com/Esri/raster-tiles-compactcache, CompactCacheV2.md
and sample_code/Vundler.py) and as GDAL's ESRIC driver reads it (frmts/esric/esric_dataset.cpp:
Bundle::Init checks the header words at bytes 0, 12, 32, 36 and 60; ECBand::IReadBlock opens
"L%02d/R%04xC%04x.bundle", levels counted from the coarsest LOD, rows and columns in hex):
a bundle holds 128 x 128 tiles; a 64-byte header (version 3, 16384 records, the largest record,
offset size 5, slack 0, file size, user header offset 40, user header size, 3, 16, 16384, 5,
index size 131072), then 16384 index entries of 8 bytes, row-major, each the tile's offset in
its low 5 bytes and its size in its high 3 bytes (0: no tile); each tile is preceded by its size
in 4 bytes, and the offset points past them. conf.xml is a CacheInfo with the tile origin, tile
size, one LODInfo a level, the tile format and the storage format esriMapCacheStorageModeCompactV2.
"""
import json, os, sqlite3, struct, sys, zipfile

R = 20037508.342787001
WEB_MERCATOR_WKT = ('PROJCS["WGS_1984_Web_Mercator_Auxiliary_Sphere",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",'
                    'SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],'
                    'PROJECTION["Mercator_Auxiliary_Sphere"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],'
                    'PARAMETER["Central_Meridian",0.0],PARAMETER["Standard_Parallel_1",0.0],PARAMETER["Auxiliary_Sphere_Type",0.0],'
                    'UNIT["Meter",1.0],AUTHORITY["EPSG",3857]]')
BSZ = 128


def tiles_of(mbtiles):
    """{(level, row, column): PNG bytes}, rows counted from the top (MBTiles counts from the bottom)."""
    db = sqlite3.connect(mbtiles)
    found = {}
    for z, x, y, data in db.execute("select zoom_level, tile_column, tile_row, tile_data from tiles"):
        found[(z, (1 << z) - 1 - y, x)] = bytes(data)
    return found


def bundles(tiles):
    """{relative path: bytes} of the V2 bundles holding `tiles`."""
    grouped = {}
    for (z, row, col), data in tiles.items():
        grouped.setdefault((z, row // BSZ * BSZ, col // BSZ * BSZ), []).append((row % BSZ, col % BSZ, data))
    files = {}
    for (z, row0, col0), members in sorted(grouped.items()):
        index = [0] * (BSZ * BSZ)
        body = b""
        offset = 64 + BSZ * BSZ * 8
        for row, col, data in sorted(members):
            offset += 4
            index[row * BSZ + col] = offset | (len(data) << 40)
            body += struct.pack("<I", len(data)) + data
            offset += len(data)
        largest = max(len(data) for _, _, data in members)
        header = struct.pack("<4I3Q6I", 3, BSZ * BSZ, largest, 5, 0, offset, 40, 20 + BSZ * BSZ * 8,
                             3, 16, BSZ * BSZ, 5, BSZ * BSZ * 8)
        assert len(header) == 64
        files[f"L{z:02d}/R{row0:04x}C{col0:04x}.bundle"] = header + struct.pack(f"<{BSZ * BSZ}Q", *index) + body
    return files


def resolution(level):
    return 2 * R / 256 / (1 << level)


def conf_xml(levels, storage="esriMapCacheStorageModeCompactV2"):
    lods = "".join(f"<LODInfo><LevelID>{z}</LevelID><Scale>{resolution(z) * 96 / 0.0254!r}</Scale>"
                   f"<Resolution>{resolution(z)!r}</Resolution></LODInfo>" for z in range(levels + 1))
    return ('<?xml version="1.0" encoding="utf-8" ?>\n<CacheInfo xsi:type="typens:CacheInfo" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:typens="http://www.esri.com/schemas/ArcGIS/10.0">'
            f'<TileCacheInfo><SpatialReference><WKT>{WEB_MERCATOR_WKT}</WKT><WKID>3857</WKID></SpatialReference>'
            f'<TileOrigin><X>{-R!r}</X><Y>{R!r}</Y></TileOrigin><TileCols>256</TileCols><TileRows>256</TileRows><DPI>96</DPI>'
            f'<LODInfos>{lods}</LODInfos></TileCacheInfo>'
            '<TileImageInfo><CacheTileFormat>PNG</CacheTileFormat><CompressionQuality>0</CompressionQuality></TileImageInfo>'
            f'<CacheStorageInfo><StorageFormat>{storage}</StorageFormat><PacketSize>128</PacketSize></CacheStorageInfo>'
            '</CacheInfo>\n')


def root_json(levels):
    return json.dumps({
        "version": "1.0.0", "tileBundlesPath": "./tile", "tileImageInfo": {"format": "PNG", "compressionQuality": 0},
        "storageInfo": {"storageFormat": "esriMapCacheStorageModeCompactV2", "packetSize": 128},
        "tileInfo": {"rows": 256, "cols": 256, "dpi": 96, "format": "PNG", "origin": {"x": -R, "y": R},
                     "spatialReference": {"wkid": 102100, "latestWkid": 3857},
                     "lods": [{"level": z, "resolution": resolution(z), "scale": resolution(z) * 96 / 0.0254}
                              for z in range(levels + 1)]},
        "minLOD": 0, "maxLOD": levels, "resourceInfo": {"cacheName": "park"},
    }, indent=1)


def main(mbtiles, out, kind="v2"):
    tiles = tiles_of(mbtiles)
    levels = max(z for z, _, _ in tiles)
    if out.endswith(".tpkx"):
        with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as package:
            package.writestr("root.json", root_json(levels))
            for path, data in bundles(tiles).items():
                package.writestr("tile/" + path, data)
    elif out.endswith(".tpk") and kind == "v2":
        with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as package:
            package.writestr("v101/Layers/conf.xml", conf_xml(levels))
            for path, data in bundles(tiles).items():
                package.writestr("v101/Layers/_alllayers/" + path, data)
    elif out.endswith(".tpk"):
        with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as package:
            package.writestr("v101/Layers/conf.xml", conf_xml(levels, "esriMapCacheStorageModeCompact"))
            for path, data in bundles(tiles).items():
                # V1: the index is a separate .bundlx file; only the layout matters here.
                package.writestr("v101/Layers/_alllayers/" + path, data[64 + BSZ * BSZ * 8:])
                package.writestr("v101/Layers/_alllayers/" + path + "x", data[64:64 + BSZ * BSZ * 8])
    else:
        for path, data in bundles(tiles).items():
            os.makedirs(os.path.dirname(f"{out}/_alllayers/{path}"), exist_ok=True)
            with open(f"{out}/_alllayers/{path}", "wb") as bundle:
                bundle.write(data)
        with open(f"{out}/conf.xml", "w") as conf:
            conf.write(conf_xml(levels))


if __name__ == "__main__":
    main(*sys.argv[1:])
