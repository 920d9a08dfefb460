"""Where pyproj puts points in a picture of a map in a projected CRS, for GridPictureTests.

Usage: python3 grid_points.py EPSG LAT,LON SCALE WIDTH HEIGHT [LAT,LON ...]
Prints one "x y" line per point (pixels from the picture's top-left corner, for a north-up
view centred on LAT,LON at 1:SCALE, 96 DPI, in the CRS's linear unit), then
"convergence C": PROJ's meridian convergence at the centre, in degrees.
"""
import sys

from pyproj import CRS, Proj, Transformer

code, centre, scale, width, height = int(sys.argv[1]), sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
crs = CRS.from_epsg(code)
metres = crs.axis_info[0].unit_conversion_factor
to_grid = Transformer.from_crs(4326, crs, always_xy=True)
lat, lon = (float(v) for v in centre.split(","))
cx, cy = to_grid.transform(lon, lat)
resolution = scale * 0.0254 / 96 / metres
for point in sys.argv[6:]:
    plat, plon = (float(v) for v in point.split(","))
    x, y = to_grid.transform(plon, plat)
    print(f"{width / 2 + (x - cx) / resolution} {height / 2 - (y - cy) / resolution}")
print(f"convergence {Proj(crs).get_factors(lon, lat).meridian_convergence}")
