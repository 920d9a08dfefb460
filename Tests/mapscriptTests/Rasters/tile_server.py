"""Tile fixtures and a local tile server for the raster tests (standard library only).

python3 tile_server.py make DIR
    Writes 256-pixel PNG tiles for levels 0-4 twice: DIR/xyz/{z}/{x}/{y}.png (an XYZ template)
    and DIR/arcgis/World_Imagery/MapServer/tile/{z}/{y}/{x} (ArcGIS REST order, no suffix).
    Each tile is one colour that depends only on the quarter of the world it lies in, so that
    any level GDAL picks draws the same picture: red = 255 west of 0, blue = 255 east of it,
    green = 255 south of the equator.
python3 tile_server.py serve DIR PORTFILE LOGFILE
    Serves DIR on 127.0.0.1 (a free port, written to PORTFILE) and appends each path asked for
    to LOGFILE. Never reaches any other address. It also answers as two OGC services:
    /wmts/WMTSCapabilities.xml, a WMTS 1.0.0 service with one layer ("quarters") in the
    GoogleMapsCompatible tile matrix set (levels 0-4), RESTful, its tiles those of DIR/xyz;
    /wmts/two/WMTSCapabilities.xml, the same service with a second layer, "halves" (green north
    of the equator, purple south of it); and /wms, a WMS 1.3.0 service (GetCapabilities, two
    layers, "quarters" in EPSG:3857 and EPSG:4326 and "halves" in EPSG:3857; GetMap draws each
    pixel in the colour of the quarter, or the half, of the world it lies in).
"""
import http.server, os, struct, sys, threading, urllib.parse, zlib


def png(color, width=256, height=256, colour_at=None):
    """A PNG of one colour, or of colour_at(column, row) for each pixel."""
    if colour_at is None:
        raw = b"".join(b"\x00" + bytes(color) * width for _ in range(height))
    else:
        raw = b"".join(b"\x00" + b"".join(bytes(colour_at(x, y)) for x in range(width)) for y in range(height))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def quarter(west, south):
    return (255 if west else 0, 255 if south else 0, 0 if west else 255)


def half(west, south):
    return (128, 0, 128) if south else (0, 128, 0)


R = 20037508.342789244


def wmts_layer(root, name):
    return f"""<Layer><ows:Title>{name.title()}</ows:Title><ows:Identifier>{name}</ows:Identifier>
   <ows:WGS84BoundingBox><ows:LowerCorner>-180 -85.0511287798</ows:LowerCorner><ows:UpperCorner>180 85.0511287798</ows:UpperCorner></ows:WGS84BoundingBox>
   <Style isDefault="true"><ows:Identifier>default</ows:Identifier></Style><Format>image/png</Format>
   <TileMatrixSetLink><TileMatrixSet>GoogleMapsCompatible</TileMatrixSet></TileMatrixSetLink>
   <ResourceURL format="image/png" resourceType="tile" template="{root}/wmts/{'tile' if name == 'quarters' else name}/{{TileMatrix}}/{{TileRow}}/{{TileCol}}.png"/>
  </Layer>"""


def wmts_capabilities(root, names=("quarters",)):
    matrices = "".join(
        f"<TileMatrix><ows:Identifier>{z}</ows:Identifier><ScaleDenominator>{559082264.0287178 / 2 ** z!r}</ScaleDenominator>"
        f"<TopLeftCorner>{-R!r} {R!r}</TopLeftCorner><TileWidth>256</TileWidth><TileHeight>256</TileHeight>"
        f"<MatrixWidth>{2 ** z}</MatrixWidth><MatrixHeight>{2 ** z}</MatrixHeight></TileMatrix>" for z in range(5))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Capabilities xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1"
  xmlns:xlink="http://www.w3.org/1999/xlink" version="1.0.0">
 <ows:ServiceIdentification><ows:Title>Quarters</ows:Title><ows:ServiceType>OGC WMTS</ows:ServiceType>
  <ows:ServiceTypeVersion>1.0.0</ows:ServiceTypeVersion></ows:ServiceIdentification>
 <Contents>
  {"".join(wmts_layer(root, name) for name in names)}
  <TileMatrixSet><ows:Identifier>GoogleMapsCompatible</ows:Identifier><ows:SupportedCRS>urn:ogc:def:crs:EPSG::3857</ows:SupportedCRS>
   <WellKnownScaleSet>urn:ogc:def:wkss:OGC:1.0:GoogleMapsCompatible</WellKnownScaleSet>{matrices}</TileMatrixSet>
 </Contents>
</Capabilities>
"""


def wms_capabilities(root):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<WMS_Capabilities version="1.3.0" xmlns="http://www.opengis.net/wms" xmlns:xlink="http://www.w3.org/1999/xlink">
 <Service><Name>WMS</Name><Title>Quarters</Title><OnlineResource xlink:href="{root}/wms"/></Service>
 <Capability>
  <Request>
   <GetCapabilities><Format>text/xml</Format><DCPType><HTTP><Get><OnlineResource xlink:href="{root}/wms?"/></Get></HTTP></DCPType></GetCapabilities>
   <GetMap><Format>image/png</Format><DCPType><HTTP><Get><OnlineResource xlink:href="{root}/wms?"/></Get></HTTP></DCPType></GetMap>
  </Request>
  <Exception><Format>XML</Format></Exception>
  <Layer><Title>Quarters</Title><CRS>EPSG:3857</CRS><CRS>EPSG:4326</CRS>
   <EX_GeographicBoundingBox><westBoundLongitude>-180</westBoundLongitude><eastBoundLongitude>180</eastBoundLongitude>
    <southBoundLatitude>-85</southBoundLatitude><northBoundLatitude>85</northBoundLatitude></EX_GeographicBoundingBox>
   <BoundingBox CRS="EPSG:3857" minx="{-R!r}" miny="{-R!r}" maxx="{R!r}" maxy="{R!r}"/>
   <Layer queryable="0"><Name>quarters</Name><Title>Quarters</Title><CRS>EPSG:3857</CRS>
    <EX_GeographicBoundingBox><westBoundLongitude>-180</westBoundLongitude><eastBoundLongitude>180</eastBoundLongitude>
     <southBoundLatitude>-85</southBoundLatitude><northBoundLatitude>85</northBoundLatitude></EX_GeographicBoundingBox>
    <BoundingBox CRS="EPSG:3857" minx="{-R!r}" miny="{-R!r}" maxx="{R!r}" maxy="{R!r}"/>
   </Layer>
   <Layer queryable="0"><Name>halves</Name><Title>Halves</Title><CRS>EPSG:3857</CRS>
    <EX_GeographicBoundingBox><westBoundLongitude>-180</westBoundLongitude><eastBoundLongitude>180</eastBoundLongitude>
     <southBoundLatitude>-85</southBoundLatitude><northBoundLatitude>85</northBoundLatitude></EX_GeographicBoundingBox>
    <BoundingBox CRS="EPSG:3857" minx="{-R!r}" miny="{-R!r}" maxx="{R!r}" maxy="{R!r}"/>
   </Layer>
  </Layer>
 </Capability>
</WMS_Capabilities>
"""


def get_map(query):
    """A GetMap answer: each pixel in its quarter's (or half's) colour (EPSG:4326 in 1.3.0 is latitude first)."""
    q = {k.upper(): v for k, v in query.items()}
    paint = half if q.get("LAYERS") == "halves" else quarter
    width, height = int(q["WIDTH"]), int(q["HEIGHT"])
    a, b, c, d = (float(v) for v in q["BBOX"].split(","))
    if q.get("CRS", q.get("SRS", "")).upper() == "EPSG:4326":
        a, b, c, d = b, a, d, c
    def colour_at(x, y):
        cx = a + (x + 0.5) * (c - a) / width
        cy = d - (y + 0.5) * (d - b) / height
        return paint(cx < 0, cy < 0)
    return png(None, width, height, colour_at)


def make(folder):
    for z in range(5):
        n = 2 ** z
        for x in range(n):
            for y in range(n):
                data = png(quarter(x < n / 2, y >= n / 2))
                for path in (f"{folder}/xyz/{z}/{x}/{y}.png", f"{folder}/arcgis/World_Imagery/MapServer/tile/{z}/{y}/{x}",
                             f"{folder}/wmts/tile/{z}/{y}/{x}.png"):
                    os.makedirs(os.path.dirname(path), exist_ok=True)
                    with open(path, "wb") as out:
                        out.write(data)
                path = f"{folder}/wmts/halves/{z}/{y}/{x}.png"
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "wb") as out:
                    out.write(png(half(x < n / 2, y >= n / 2)))


def serve(folder, port_file, log_file):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=folder, **kwargs)

        def log_message(self, *args):
            with open(log_file, "a") as log:
                log.write(self.path + "\n")

        def do_GET(self):
            root = f"http://127.0.0.1:{self.server.server_address[1]}"
            path, _, query = self.path.partition("?")
            fields = dict(urllib.parse.parse_qsl(query))
            request = {k.upper(): v for k, v in fields.items()}.get("REQUEST", "").lower()
            if path == "/wmts/WMTSCapabilities.xml":
                self.answer(wmts_capabilities(root).encode(), "text/xml")
            elif path == "/wmts/two/WMTSCapabilities.xml":
                self.answer(wmts_capabilities(root, ("quarters", "halves")).encode(), "text/xml")
            elif path == "/wms" and request == "getcapabilities":
                self.answer(wms_capabilities(root).encode(), "text/xml")
            elif path == "/wms" and request == "getmap":
                self.answer(get_map(fields), "image/png")
            else:
                super().do_GET()

        def answer(self, body, kind):
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    with open(port_file + ".tmp", "w") as out:
        out.write(str(server.server_address[1]))
    os.rename(port_file + ".tmp", port_file)
    # A server left behind by a killed test stops by itself after five minutes.
    threading.Timer(300, server.shutdown).start()
    server.serve_forever()


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2])
    else:
        serve(sys.argv[2], sys.argv[3], sys.argv[4])
