/// The style and the script of an HTML page (`HTMLPage`), written once here.
///
/// The script works in the core's terms: a view is `[latitude, longitude, scale, rotation]`;
/// Web Mercator (x = R lon, y = R asinh(tan lat), R = 6378137, latitudes clamped to
/// ±85.0511287798) or plate carrée as `MapProjection`; resolution = scale x 0.0254 / 96; a
/// level's pixel goes to the view's as `MapFrame.pixel` turns and scales it; moves between
/// views as `ViewpointPath`; the view written as `where` writes it (degrees rounded to 6
/// decimals, half away from zero, then the shortest form, as `NumberFormat.degrees`).
/// A tile service basemap's tiles (`D.tiles`): the level nearest the view's resolution, the
/// tiles that cover the view put in the shown level's `<g data-tiles>` in its pixels, each
/// removed if it fails to load (offline: the level's own picture shows).
/// A map in its own spatial reference (`MapProjection.grid`) has its own constants, maths and
/// place text (`HTMLScript+Grid`): a view is `[x, y, scale, rotation]` in the grid's plane.
///
/// The script is written in parts, the same for every page but where a grid's differ, so that
/// a Web Mercator or plate carrée page is what it was before grids had pages.
enum HTMLScript {
    /// The page's script for a map drawn in `projection`.
    static func script(for projection: MapProjection) -> String {
        let grid = projection.grid != nil
        return opening + (grid ? gridConstants : constants) + levelsSetup + (grid ? gridMaths : maths) + numberText
            + (grid ? gridPlace : place) + moves
    }

    /// The script's start: its data (`HTMLPage.data`).
    static let opening = #"""
    "use strict";
    (function () {
      const D = JSON.parse(document.getElementById("mapscript-data").textContent);

    """#

    /// The constants of Web Mercator and plate carrée.
    static let constants = #"""
      const R = 6378137, MAX_LAT = 85.0511287798, RAD = Math.PI / 180;
      const WORLD = 2 * Math.PI * R, PER_DEGREE = WORLD / 360, WORLD_SCALE = 591657527.591555;
      const W = D.width, H = D.height, MERCATOR = D.projection === "webMercator";

    """#

    /// The page's elements and its levels (their pictures, pins and tile groups).
    static let levelsSetup = #"""
      const svg = document.getElementById("view"), box = document.getElementById("map");
      const text = document.querySelector("[data-viewpoint]");
      const levels = Array.from(svg.querySelectorAll("g.level")).map(function (group, index) {
        const l = D.levels[index];
        const pins = Array.from(group.querySelectorAll("g.pin")).map(function (pin) {
          const at = pin.getAttribute("data-at").split(" ").map(Number);
          return { element: pin, x: at[0], y: at[1], turns: pin.hasAttribute("data-turns") };
        });
        return { group: group, cx: l[0], cy: l[1], r: l[2], w: l[3], h: l[4], pins: pins, tiles: group.querySelector("g[data-tiles]") };
      });


    """#

    /// The core's maths of Web Mercator and plate carrée: a view's centre to the plane and back.
    static let maths = #"""
      // MARK: the core's maths
      function project(lat, lon) {
        if (!MERCATOR) return [lon * PER_DEGREE, lat * PER_DEGREE];
        const clamped = Math.min(Math.max(lat, -MAX_LAT), MAX_LAT);
        return [R * (lon * RAD), R * Math.asinh(Math.tan(clamped * RAD))];
      }
      function latitudeAt(y) { return MERCATOR ? Math.atan(Math.sinh(y / R)) / RAD : y / PER_DEGREE; }
      function resolution(scale) { return scale * 0.0254 / 96; }
      function wrap(lon) { return lon - Math.round(lon / 360) * 360; }
      function clampScale(scale) { return Math.min(Math.max(scale, 1), WORLD_SCALE); }
      function normalized(rotation) { let r = rotation % 360; if (r < 0) r += 360; return r + 0; }
      function viewAt(x, y, scale, rotation) {
        const lat = Math.min(Math.max(latitudeAt(y), MERCATOR ? -MAX_LAT : -90), MERCATOR ? MAX_LAT : 90);
        return [lat, wrap(x / PER_DEGREE), clampScale(scale), normalized(rotation)];
      }

    """#

    /// How `NumberFormat` writes numbers.
    static let numberText = #"""
      // NumberFormat.shortest: Swift's shortest form (exponents past 2^53 and below 1e-4).
      function shortest(value) {
        if (value === 0) return "0";
        const size = Math.abs(value);
        if (size >= 9007199254740992 || size < 1e-4) {
          return value.toExponential().replace(/e([+-])(\d)$/, "e$10$2");
        }
        return String(value);
      }
      // NumberFormat.degrees: rounded to 6 places, half away from zero, then shortest.
      function degrees(value) {
        if (!isFinite(value) || Math.abs(value) >= 1e8) return shortest(value);
        const scaled = value * 1e6;
        if (Math.abs(scaled) >= 9007199254740992) return shortest(value);
        return shortest(Math.sign(scaled) * Math.round(Math.abs(scaled)) / 1e6);
      }
      // NumberFormat.scale: a whole number with its thousands grouped; below 10, two decimals at most.
      function scaleText(value) {
        if (!isFinite(value) || Math.abs(value) >= 1e15) return "1:" + shortest(value);
        if (Math.abs(value) >= 9.995) return "1:" + String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
        return "1:" + String(Number((Math.round(value * 100) / 100).toFixed(2)));
      }

    """#

    /// A view as `where` writes it, from its latitude and longitude.
    static let place = #"""
      function place(v) { return degrees(v[0]) + "," + degrees(v[1]) + " " + scaleText(v[2]) + " rotation " + shortest(v[3]); }

    """#
}
