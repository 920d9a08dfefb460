"""Tile fixtures and a local tile server for the raster tests (standard library only).

python3 tile_server.py make DIR
    Writes 256-pixel PNG tiles for levels 0-4 twice: DIR/xyz/{z}/{x}/{y}.png (an XYZ template)
    and DIR/arcgis/World_Imagery/MapServer/tile/{z}/{y}/{x} (ArcGIS REST order, no suffix).
    Each tile is one colour that depends only on the quarter of the world it lies in, so that
    any level GDAL picks draws the same picture: red = 255 west of 0, blue = 255 east of it,
    green = 255 south of the equator.
python3 tile_server.py serve DIR PORTFILE LOGFILE
    Serves DIR on 127.0.0.1 (a free port, written to PORTFILE) and appends each path asked for
    to LOGFILE. Never reaches any other address.
"""
import http.server, os, struct, sys, threading, zlib


def png(color):
    raw = b"".join(b"\x00" + bytes(color) * 256 for _ in range(256))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 256, 256, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def make(folder):
    for z in range(5):
        n = 2 ** z
        for x in range(n):
            for y in range(n):
                west, south = x < n / 2, y >= n / 2
                data = png((255 if west else 0, 255 if south else 0, 0 if west else 255))
                for path in (f"{folder}/xyz/{z}/{x}/{y}.png", f"{folder}/arcgis/World_Imagery/MapServer/tile/{z}/{y}/{x}"):
                    os.makedirs(os.path.dirname(path), exist_ok=True)
                    with open(path, "wb") as out:
                        out.write(data)


def serve(folder, port_file, log_file):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=folder, **kwargs)

        def log_message(self, *args):
            with open(log_file, "a") as log:
                log.write(self.path + "\n")

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
