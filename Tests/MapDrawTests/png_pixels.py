"""Reads an 8-bit RGB or RGBA PNG (as rsvg-convert writes) with the standard library alone and
answers pixel queries for the MapDraw tests.

Usage: python3 png_pixels.py FILE.png x,y [x,y ...]        -> one "r g b" line per point
       python3 png_pixels.py FILE.png --centroid RRGGBB     -> "x y count" of pixels near that colour
"""
import struct, sys, zlib

def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), "only 8-bit RGB or RGBA"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                pred = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + pred) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows

width, height, channels, rows = read_png(sys.argv[1])
def pixel(x, y):
    line = rows[y]
    return tuple(line[x * channels:x * channels + 3])
if sys.argv[2] == "--centroid":
    target = tuple(int(sys.argv[3][i:i + 2], 16) for i in (0, 2, 4))
    sx = sy = n = 0
    for y in range(height):
        for x in range(width):
            if all(abs(a - b) <= 24 for a, b in zip(pixel(x, y), target)):
                sx += x; sy += y; n += 1
    print("%.2f %.2f %d" % (sx / max(n, 1), sy / max(n, 1), n))
else:
    for point in sys.argv[2:]:
        x, y = (int(v) for v in point.split(","))
        print("%d %d %d" % pixel(x, y))
