extension HTMLScript {
    /// The rest of the script, the same in every projection: moves between views, drawing the level
    /// that covers the view, a tile service's tiles, pan and zoom, a bookmark's flight and the tour.
    static let moves = #"""
      // ViewpointPath: straight across the plane (the shorter way round), scale geometric,
      // rotation the shorter way round; exactly the ends at 0 and 1.
      function between(a, b, f) {
        if (f <= 0) return a;
        if (f >= 1) return b;
        const p = project(a[0], a[1]), q = project(b[0], b[1]);
        q[0] -= Math.round((q[0] - p[0]) / WORLD) * WORLD;
        let turn = (b[3] - a[3]) % 360;
        if (turn > 180) turn -= 360; else if (turn < -180) turn += 360;
        return viewAt(p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f, a[2] * Math.pow(b[2] / a[2], f), a[3] + turn * f);
      }

      // MARK: drawing
      // A level shown larger than its pictures were drawn (no finer level covers the view, as
      // in the middle of a flight between two cities) costs the browser a stroke of every line
      // at that size, seconds a frame: such a level draws its fills and points but not its
      // lines while the view moves past BARE_MOVING times its size, and always past
      // BARE_STILL times, when its lines are too coarse to mean anything.
      const BARE_MOVING = 4, BARE_STILL = 16;
      let view = D.start.slice(), shown = null;
      function moving() { return animation !== null || drag !== null || scrubbing; }
      function draw() {
        const c = project(view[0], view[1]), r = resolution(view[2]), a = view[3] * RAD;
        const cos = Math.cos(a), sin = Math.sin(a);
        const hx = (W * Math.abs(cos) + H * Math.abs(sin)) / 2 * r, hy = (W * Math.abs(sin) + H * Math.abs(cos)) / 2 * r;
        let best = null, finest = null;
        for (const level of levels) {
          let dx = level.cx - c[0];
          dx -= Math.round(dx / WORLD) * WORLD;
          const covers = Math.abs(dx) + hx <= level.w / 2 * level.r * 1.000001 && Math.abs(level.cy - c[1]) + hy <= level.h / 2 * level.r * 1.000001;
          if (!covers) continue;
          if (level.r <= r * 1.000001 && (best === null || level.r > best.r)) best = level;
          if (finest === null || level.r < finest.r) finest = level;
        }
        const level = best || finest || levels[0];
        let dx = level.cx - c[0];
        dx -= Math.round(dx / WORLD) * WORLD;
        const dy = level.cy - c[1], k = level.r / r;
        // MapFrame.pixel of the level's pixel (u, v): x' = a u + c v + e, y' = b u + d v + f.
        const e = W / 2 + (dx * cos - dy * sin) / r - level.w / 2 * k * cos - level.h / 2 * k * sin;
        const f = H / 2 - (dx * sin + dy * cos) / r + level.w / 2 * k * sin - level.h / 2 * k * cos;
        level.group.setAttribute("transform", "matrix(" + [k * cos, -k * sin, k * sin, k * cos, e, f].join(" ") + ")");
        const bare = k > (moving() ? BARE_MOVING : BARE_STILL);
        if (level.bare !== bare) { level.group.classList.toggle("bare", bare); level.bare = bare; }
        for (const pin of level.pins) {
          pin.element.setAttribute("transform", "translate(" + pin.x + " " + pin.y + ")" + (pin.turns ? "" : " rotate(" + view[3] + ")") + " scale(" + 1 / k + ")");
        }
        if (shown !== level) {
          if (shown) shown.group.setAttribute("display", "none");
          level.group.removeAttribute("display");
          shown = level;
        }
        text.textContent = place(view);
        scheduleTiles();
      }
      function setView(v) { view = v; draw(); }

      // MARK: a tile service's tiles, when the browser can reach it
      // Web Mercator tiles of 256 pixels: level z has 2^z x 2^z tiles, is drawn at scale
      // WORLD_SCALE / 2^z, column 0 at the antimeridian (x = -WORLD / 2), row 0 at the top
      // (y = +WORLD / 2). Plate carrée maps have none.
      const TILES = MERCATOR && D.tiles ? D.tiles : null, MAX_TILE_LEVEL = 22, MOST_TILES = 256;
      const SVG_NS = svg.namespaceURI;  // (no address in the page but the service's)
      let tilesPending = false, tilesKey = "", tilesLevel = null, tileImages = new Map();
      const failedTiles = new Set();  // URLs that did not load: not asked for again
      function scheduleTiles() {  // at most once an animation frame
        if (!TILES || tilesPending) return;
        tilesPending = true;
        requestAnimationFrame(function () { tilesPending = false; updateTiles(); });
      }
      function tileURL(z, x, y) {
        const sub = TILES.subDomains[Math.abs(x + y) % TILES.subDomains.length];
        return TILES.template.split("{z}").join(String(z)).split("{x}").join(String(x)).split("{y}").join(String(y))
          .split("{subDomain}").join(sub);
      }
      function updateTiles() {
        const level = shown;
        if (!level || !level.tiles) return;
        const c = project(view[0], view[1]), r = resolution(view[2]), a = view[3] * RAD;
        // The rotated view's envelope, half its width and height in metres (as draw()).
        const cos = Math.abs(Math.cos(a)), sin = Math.abs(Math.sin(a));
        const hx = (W * cos + H * sin) / 2 * r, hy = (W * sin + H * cos) / 2 * r;
        // The tile level nearest the view's resolution: log2 of the world scale over the view's.
        const z = Math.min(Math.max(Math.round(Math.log2(WORLD_SCALE / view[2])), 0), MAX_TILE_LEVEL);
        const n = Math.pow(2, z), span = WORLD / n;  // tiles a side; a tile's side in metres
        // The view's centre in the copy of the world the level is drawn in (draw()'s dx).
        let dx = level.cx - c[0];
        dx -= Math.round(dx / WORLD) * WORLD;
        const x = level.cx - dx, EPS = 1e-9;
        // Columns from the antimeridian, not wrapped yet (a view across it has some < 0 or >= n);
        // rows from the top, only those that exist. A tile touching the edge is left out.
        const i0 = Math.floor((x - hx + WORLD / 2) / span + EPS), i1 = Math.ceil((x + hx + WORLD / 2) / span - EPS) - 1;
        const j0 = Math.max(0, Math.floor((WORLD / 2 - (c[1] + hy)) / span + EPS));
        const j1 = Math.min(n - 1, Math.ceil((WORLD / 2 - (c[1] - hy)) / span - EPS) - 1);
        const key = [z, i0, i1, j0, j1].join(" ");
        if (level === tilesLevel && key === tilesKey) return;
        if (level !== tilesLevel) {  // the tiles are in the level's pixels: start again in the new one
          for (const image of tileImages.values()) image.remove();
          tileImages = new Map();
        }
        tilesLevel = level;
        tilesKey = key;
        const wanted = new Map();
        if ((i1 - i0 + 1) * (j1 - j0 + 1) <= MOST_TILES) {
          // The level's pixel (u, v) is at x = left + u r, y = top - v r (metres).
          const left = level.cx - level.w / 2 * level.r, top = level.cy + level.h / 2 * level.r;
          for (let j = j0; j <= j1; j++) {
            for (let i = i0; i <= i1; i++) {
              const url = tileURL(z, ((i % n) + n) % n, j);  // the column wrapped round the world
              if (failedTiles.has(url)) continue;
              const id = z + "/" + i + "/" + j;
              let image = tileImages.get(id);
              if (!image) {
                image = document.createElementNS(SVG_NS, "image");
                image.setAttribute("x", String((-WORLD / 2 + i * span - left) / level.r));
                image.setAttribute("y", String((top - (WORLD / 2 - j * span)) / level.r));
                image.setAttribute("width", String(span / level.r));
                image.setAttribute("height", String(span / level.r));
                image.setAttribute("preserveAspectRatio", "none");
                image.setAttribute("data-tile", z + "/" + (((i % n) + n) % n) + "/" + j);
                image.addEventListener("error", function () {  // offline or refused: the picture shows
                  failedTiles.add(url);
                  image.remove();
                  if (tileImages.get(id) === image) tileImages.delete(id);
                });
                image.setAttribute("href", url);
                level.tiles.appendChild(image);
              }
              wanted.set(id, image);
            }
          }
        }
        for (const [id, image] of tileImages) if (!wanted.has(id)) image.remove();
        tileImages = wanted;
      }

      // MARK: pan and zoom
      function moved(pixels) {  // the view with its centre moved by screen pixels [dx, dy]
        const c = project(view[0], view[1]), r = resolution(view[2]), a = view[3] * RAD;
        const tx = pixels[0] * r, ty = -pixels[1] * r;
        return viewAt(c[0] + tx * Math.cos(a) + ty * Math.sin(a), c[1] - tx * Math.sin(a) + ty * Math.cos(a), view[2], view[3]);
      }
      function zoomed(factor, at) {  // zoomed in by factor, keeping the screen point `at` still
        const scale = clampScale(view[2] / factor), ratio = scale / view[2];
        const dx = at[0] - W / 2, dy = at[1] - H / 2;
        const c = moved([dx * (1 - ratio), dy * (1 - ratio)]);
        return [c[0], c[1], scale, view[3]];
      }
      let drag = null;
      svg.addEventListener("pointerdown", function (event) {
        stopAnimation();
        drag = { x: event.clientX, y: event.clientY, view: view };
        svg.setPointerCapture(event.pointerId);
        box.classList.add("dragging");
        box.focus();
      });
      svg.addEventListener("pointermove", function (event) {
        if (!drag) return;
        const saved = view;
        view = drag.view;
        const next = moved([drag.x - event.clientX, drag.y - event.clientY]);
        view = saved;
        setView(next);
      });
      function endDrag() {
        if (!drag) return;
        drag = null;
        box.classList.remove("dragging");
        draw();  // still again: a level's lines come back
      }
      svg.addEventListener("pointerup", endDrag);
      svg.addEventListener("pointercancel", endDrag);
      svg.addEventListener("wheel", function (event) {
        event.preventDefault();
        if (event.deltaY === 0) return;
        stopAnimation();
        // A mouse's notch (100 pixels) zooms by 2, as `+` does; a touchpad's small steps zoom smoothly.
        const pixels = event.deltaY * (event.deltaMode === 1 ? 33 : event.deltaMode === 2 ? H : 1);
        const factor = Math.pow(2, Math.max(-1, Math.min(1, -pixels / 100)));
        const rect = svg.getBoundingClientRect();
        setView(zoomed(factor, [event.clientX - rect.left, event.clientY - rect.top]));
      }, { passive: false });
      document.addEventListener("keydown", function (event) {
        if (event.target instanceof HTMLInputElement || event.ctrlKey || event.metaKey || event.altKey) return;
        const steps = { ArrowLeft: [-W / 2, 0], ArrowRight: [W / 2, 0], ArrowUp: [0, -H / 2], ArrowDown: [0, H / 2] };
        let next = null;
        if (event.key === "+" || event.key === "=") next = zoomed(2, [W / 2, H / 2]);
        else if (event.key === "-" || event.key === "_") next = zoomed(0.5, [W / 2, H / 2]);
        else if (steps[event.key]) next = moved(steps[event.key]);
        if (!next) return;
        event.preventDefault();
        stopAnimation();
        setView(next);
      });

      // MARK: moves in time: a bookmark's flight and the tour
      let animation = null, scrubbing = false;
      function animate(step) {  // step(seconds since start) returns false when done
        stopAnimation();
        const start = performance.now();
        const current = { frame: 0 };
        function tick(now) {
          if (animation !== current) return;
          if (step((now - start) / 1000) === false) { animation = null; draw(); return; }
          current.frame = requestAnimationFrame(tick);
        }
        animation = current;
        current.frame = requestAnimationFrame(tick);
      }
      function stopAnimation() {
        if (animation) cancelAnimationFrame(animation.frame);
        animation = null;
        if (tour.playing) { tour.playing = false; controls(); }
      }
      const FLIGHT = 1.5;
      document.querySelectorAll("[data-bookmark]").forEach(function (button) {
        button.addEventListener("click", function () {
          const target = D.bookmarks[Number(button.getAttribute("data-bookmark")) - 1].at;
          const from = view;
          animate(function (t) { setView(between(from, target, t / FLIGHT)); return t < FLIGHT; });
        });
      });

      // The tour: each step starts where the one before ended; the first from the view when
      // it was first played.
      const steps = D.tour.map(function (s) { return s.length === 1 ? { wait: s[0] } : { to: s.slice(0, 4), duration: s[4] }; });
      let length = 0;
      for (const s of steps) { s.at = length; length += s.to ? s.duration : s.wait; }
      const tour = { playing: false, time: 0, origin: null };
      const play = document.querySelector("[data-action=play]"), pause = document.querySelector("[data-action=pause]");
      const timeline = document.querySelector("[data-timeline]"), clock = document.querySelector("[data-clock]");
      function tourView(time) {
        let v = tour.origin;
        for (const s of steps) {
          if (s.at > time) break;
          if (s.to) {
            if (s.duration > 0 && time < s.at + s.duration) return between(v, s.to, (time - s.at) / s.duration);
            v = s.to;
          }
        }
        return v;
      }
      function controls() {
        play.disabled = steps.length === 0 || tour.playing;
        pause.disabled = !tour.playing;
        timeline.value = String(tour.time);
        clock.textContent = tour.time.toFixed(1) + " / " + length.toFixed(1) + " s";
      }
      function showTour(time) {
        tour.time = Math.min(Math.max(time, 0), length);
        setView(tourView(tour.time));
        controls();
      }
      play.addEventListener("click", function () {
        if (steps.length === 0) return;
        if (tour.origin === null || tour.time >= length) { tour.origin = view; tour.time = 0; }
        const from = tour.time;
        animate(function (t) {
          showTour(from + t);
          if (tour.time < length) return true;
          tour.playing = false;
          controls();
          return false;
        });
        tour.playing = true;
        controls();
      });
      pause.addEventListener("click", function () { stopAnimation(); draw(); });
      timeline.addEventListener("input", function () {  // dragging the timeline moves the view
        stopAnimation();
        scrubbing = true;
        if (tour.origin === null) tour.origin = view;
        showTour(Number(timeline.value));
      });
      timeline.addEventListener("change", function () { scrubbing = false; draw(); });
      controls();
      draw();
    })();

    """#
}
