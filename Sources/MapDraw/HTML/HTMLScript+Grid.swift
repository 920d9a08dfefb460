extension HTMLScript {
    /// The constants of a map in its own spatial reference. The plane does not repeat: `WORLD`,
    /// the period the shared parts wrap x by, is so large that every wrap is by 0 (no tile
    /// service in a grid: `MERCATOR` is false, so no tiles are asked for).
    static let gridConstants = #"""
      const RAD = Math.PI / 180, WORLD = Number.MAX_VALUE, WORLD_SCALE = 591657527.591555;
      const W = D.width, H = D.height, MERCATOR = false;

    """#

    /// The maths of a map in its own spatial reference: a view is `[x, y, scale, rotation]`, its
    /// centre in the grid's plane (metres, as `GridProjection`'s), where Swift projected the
    /// start, the bookmarks and the tour's stops through PROJ; so pan, zoom and moves are the
    /// shared maths on the plane itself.
    static let gridMaths = #"""
      // MARK: the map's own plane (its start, bookmarks and tour projected by PROJ in Swift)
      function project(x, y) { return [x, y]; }
      function resolution(scale) { return scale * 0.0254 / 96; }
      function clampScale(scale) { return Math.min(Math.max(scale, 1), WORLD_SCALE); }
      function normalized(rotation) { let r = rotation % 360; if (r < 0) r += 360; return r + 0; }
      function viewAt(x, y, scale, rotation) { return [x, y, clampScale(scale), normalized(rotation)]; }

    """#

    /// A view of a map in its own spatial reference as `where` writes it. Its latitude and
    /// longitude are exact at a place Swift wrote (`D.places`: the start, the bookmarks, the
    /// tour's stops, with their plane points); elsewhere (a view panned to) they are
    /// interpolated in the lattice of the finest level that holds the centre (`D.lattice`,
    /// `HTMLPage.lattice`: PROJ's inverse every `step` level pixels, one row and column beyond
    /// the level): four-point Lagrange weights each way (bicubic: exact for cubics) on the
    /// points' unit normals, which a pole or the antimeridian does not disturb, then back to
    /// degrees. docs/pictures.md gives the accuracy measured against pyproj.
    static let gridPlace = #"""
      const exact = new Map(D.places.map(function (p) { return [p[0] + " " + p[1], [p[2], p[3]]]; }));
      function normal(lat, lon) {
        const a = lat * RAD, b = lon * RAD;
        return [Math.cos(a) * Math.cos(b), Math.cos(a) * Math.sin(b), Math.sin(a)];
      }
      const lattices = levels.map(function (level, index) {
        const lattice = D.lattice[index], points = lattice.points, normals = [];
        for (let k = 0; k < points.length; k += 2) normals.push(points[k] === null ? null : normal(points[k], points[k + 1]));
        return { level: level, columns: lattice.columns, rows: normals.length / lattice.columns, step: lattice.step, normals: normals };
      });
      // The Lagrange weights of the nodes -1, 0, 1 and 2 at t (0 to 1).
      function weights(t) {
        return [-t * (t - 1) * (t - 2) / 6, (t + 1) * (t - 1) * (t - 2) / 2, -(t + 1) * t * (t - 2) / 2, (t + 1) * t * (t - 1) / 6];
      }
      // [lat, lon] of the plane point (x, y) in `lattice`; null outside it or next to a point
      // PROJ could not invert.
      function interpolated(lattice, x, y) {
        const level = lattice.level, step = lattice.step;
        const u = (x - level.cx) / (level.r * step) + level.w / (2 * step) + 1;
        const v = (level.cy - y) / (level.r * step) + level.h / (2 * step) + 1;
        const i = Math.floor(u), j = Math.floor(v);
        if (!(i >= 1 && j >= 1 && i + 2 < lattice.columns && j + 2 < lattice.rows)) return null;
        const wu = weights(u - i), wv = weights(v - j), sum = [0, 0, 0];
        for (let b = 0; b < 4; b++) {
          for (let a = 0; a < 4; a++) {
            const n = lattice.normals[(j - 1 + b) * lattice.columns + i - 1 + a];
            if (n === null) return null;
            for (let k = 0; k < 3; k++) sum[k] += wu[a] * wv[b] * n[k];
          }
        }
        return [Math.atan2(sum[2], Math.hypot(sum[0], sum[1])) / RAD, Math.atan2(sum[1], sum[0]) / RAD];
      }
      function geographic(v) {
        const known = exact.get(v[0] + " " + v[1]);
        if (known) return known;
        let found = null, finest = Infinity;
        for (const lattice of lattices) {
          if (lattice.level.r >= finest) continue;
          const at = interpolated(lattice, v[0], v[1]);
          if (at !== null) { found = at; finest = lattice.level.r; }
        }
        return found;
      }
      function place(v) {
        const at = geographic(v);
        const centre = at === null ? "beyond the page's pictures" : degrees(at[0]) + "," + degrees(at[1]);
        return centre + " " + scaleText(v[2]) + " rotation " + shortest(v[3]);
      }

    """#
}
