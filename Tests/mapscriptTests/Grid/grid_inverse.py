"""Where pyproj puts plane points of a map in a projected CRS, for HTMLGridBrowserTests.

Usage: python3 grid_inverse.py EPSG LAT,LON DX,DY [DX,DY ...]
Prints one "lat lon" line (degrees, WGS 84) per DX,DY: the point DX metres east and DY metres
north, in the CRS's plane, of where LAT,LON projects.
"""
import sys

from pyproj import CRS, Transformer

crs = CRS.from_epsg(int(sys.argv[1]))
metres = crs.axis_info[0].unit_conversion_factor
to_grid = Transformer.from_crs(4326, crs, always_xy=True)
from_grid = Transformer.from_crs(crs, 4326, always_xy=True)
lat, lon = (float(v) for v in sys.argv[2].split(","))
cx, cy = to_grid.transform(lon, lat)
for offset in sys.argv[3:]:
    dx, dy = (float(v) for v in offset.split(","))
    plon, plat = from_grid.transform(cx + dx / metres, cy + dy / metres)
    print(f"{plat:.12f} {plon:.12f}")
