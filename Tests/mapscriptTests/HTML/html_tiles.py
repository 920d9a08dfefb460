#!/usr/bin/env python3
"""Opens a page that `export html` wrote for a tile service basemap in a real browser
(Playwright driving Debian's Chromium, headless), answering the service's requests itself
(`page.route`: nothing leaves the machine), and reports what happened as JSON on standard output.

Usage: html_tiles.py MODE PAGE.html HOST [x,y;x,y...]
  HOST  the tiles' host (their URLs under https://HOST/), or a URL root (`http://127.0.0.1:PORT`,
        for a named style's service under MAPSCRIPT_TILE_SERVER; ArcGIS's `.../tile/{z}/{y}/{x}`
        read in that order), answered here all the same.
  MODE  serve: each tile request under the root is answered with a solid 256 x 256 PNG
        whose colour says its column (`colour(x)`);
        abort: each is refused (`route.abort()`), as offline;
        none: the page has no tile basemap; only what it requests is reported.
  x,y   pixels of the map whose screenshot colours to report once the tiles are in.

It reports: the page's tile data (`D.tiles`) and the attribution text (null when absent) and
whether it shows; the tiles requested as the page opens (`[z, x, y]`), and those that cover
the view by this script's own maths (the brief's Web Mercator: 256-pixel tiles, level z at
591657527.591555 / 2^z, 96 DPI) for the page's start; the map's pixels at POINTS and the tile
images left in the page; after `ArrowRight` (half a view east) the tiles requested then and the
expected new ones; after a click of each bookmark (its flight ended), the tiles in the page and
those expected; every other request but the page itself; and every uncaught page error.
The checks are the Swift test's (HTMLTileBrowserTests).
"""
import json, math, os, struct, subprocess, sys, zlib
from playwright.sync_api import sync_playwright

PNG_PIXELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "MapDrawTests", "png_pixels.py")
CHROMIUM = os.environ.get("MAPSCRIPT_CHROMIUM", "/usr/bin/chromium")

R = 6378137.0
WORLD = 2 * math.pi * R
WORLD_SCALE = 591657527.591555


def colour(x):
    """The fixture colour of column x."""
    return (40 * x % 256, 200, 60)


def png(rgb):
    """A 256 x 256 PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    row = b"\x00" + bytes(rgb) * 256
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 256, 256, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * 256)) + chunk(b"IEND", b""))


def expected(view, width, height):
    """The [z, x, y] tiles that cover a view [lat, lon, scale, rotation] of width x height pixels."""
    lat, lon, scale, rotation = view
    x = R * math.radians(lon)
    y = R * math.log(math.tan(math.pi / 4 + math.radians(max(-85.0511287798, min(85.0511287798, lat))) / 2))
    r = scale * 0.0254 / 96
    a = math.radians(rotation)
    hx = (width * abs(math.cos(a)) + height * abs(math.sin(a))) / 2 * r
    hy = (width * abs(math.sin(a)) + height * abs(math.cos(a))) / 2 * r
    z = max(0, min(22, round(math.log2(WORLD_SCALE / scale))))
    n = 2 ** z
    span = WORLD / n
    # Tile columns count from x = -WORLD/2, rows from y = +WORLD/2 down.
    first, last = math.floor((x - hx + WORLD / 2) / span + 1e-9), math.ceil((x + hx + WORLD / 2) / span - 1e-9) - 1
    top, bottom = max(0, math.floor((WORLD / 2 - (y + hy)) / span + 1e-9)), min(n - 1, math.ceil((WORLD / 2 - (y - hy)) / span - 1e-9) - 1)
    return sorted({(z, i % n, j) for i in range(first, last + 1) for j in range(top, bottom + 1)})


def main():
    mode, page_path, host = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    root = host if "://" in host else f"https://{host}"
    points = [tuple(int(v) for v in p.split(",")) for p in (sys.argv[4] if len(sys.argv) > 4 else "").split(";") if p]
    page_url = "file://" + page_path
    report = {"pageErrors": [], "otherRequests": []}
    tiles = []

    def answer(route):
        parts = route.request.url.split("?")[0].split("/")
        z, x, y = int(parts[-3]), int(parts[-2]), int(parts[-1].split(".")[0])
        if "/MapServer/tile/" in route.request.url:
            x, y = y, x
        tiles.append([z, x, y])
        if mode == "abort":
            route.abort()
        else:
            route.fulfill(status=200, content_type="image/png", body=png(colour(x)))

    def other(request):
        url = request.url
        if url != page_url and not url.startswith("data:") and not url.startswith(f"{root}/"):
            report["otherRequests"].append(url)

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        page = browser.new_page(viewport={"width": 1400, "height": 900}, device_scale_factor=1)
        page.on("pageerror", lambda e: report["pageErrors"].append(str(e)))
        page.on("request", other)
        page.route(f"{root}/**", answer)
        page.goto(page_url)
        page.wait_for_load_state("load")
        data = page.evaluate("() => JSON.parse(document.getElementById('mapscript-data').textContent)")
        report["tiles"] = data.get("tiles")
        report["attribution"] = page.evaluate("""() => {
            const e = document.querySelector('[data-attribution]');
            if (!e) return null;
            const box = e.getBoundingClientRect(), map = document.getElementById('map').getBoundingClientRect();
            const inside = box.width > 0 && box.height > 0 && box.left >= map.left && box.right <= map.right
                && box.top >= map.top && box.bottom <= map.bottom;
            return { text: e.textContent, visible: inside && getComputedStyle(e).visibility === 'visible' };
        }""")
        width, height, start = data["width"], data["height"], data["start"]

        if mode == "none":
            page.wait_for_timeout(500)
            report["requested"] = sorted(tiles)
        else:
            want = expected(start, width, height)
            report["expected"] = [list(t) for t in want]
            deadline = 300  # 15 s for a busy machine
            while len(tiles) < len(want) and deadline > 0:
                page.wait_for_timeout(50)
                deadline -= 1
            page.wait_for_timeout(500)  # decoded and drawn (or, refused, removed)
            report["requested"] = sorted(tiles)
        report["tileImages"] = page.evaluate("() => document.querySelectorAll('image[data-tile]').length")

        shot = os.path.join(os.path.dirname(page_path), f"tiles-{mode}.png")
        page.locator("#view").screenshot(path=shot)
        if points:
            found = subprocess.run([sys.executable, PNG_PIXELS, shot] + [f"{x},{y}" for x, y in points],
                                   check=True, capture_output=True, text=True).stdout
            report["pixels"] = [[int(v) for v in line.split()] for line in found.splitlines()]
        report["colours"] = {str(x): list(colour(x)) for x in range(8)}

        if mode != "none":
            # Half a view east: only the tiles not in the page yet are asked for.
            before = len(tiles)
            page.locator("#map").focus()
            page.keyboard.press("ArrowRight")
            moved = [float(v) for v in page.text_content("[data-viewpoint]").split(" ")[0].split(",")]
            panned = expected([moved[0], moved[1], start[2], start[3]], width, height)
            report["panExpected"] = sorted(list(t) for t in set(panned) - set(want))
            deadline = 300
            while len(tiles) < before + len(report["panExpected"]) and deadline > 0:
                page.wait_for_timeout(50)
                deadline -= 1
            page.wait_for_timeout(300)  # and nothing more
            report["panRequested"] = sorted(tiles[before:])
            # Each bookmark: the tiles in the page once its flight has ended.
            report["flights"] = []
            for index, bookmark in enumerate(data["bookmarks"]):
                page.click(f"[data-bookmark='{index + 1}']")
                want = [list(t) for t in expected(bookmark["at"], width, height)] if mode == "serve" else []
                # The flight takes 1.5 s; a busy machine may draw its frames late: wait for the
                # expected tiles up to 15 s.
                page.wait_for_timeout(1600 if mode == "serve" else 3000)
                for _ in range(70):
                    shown = page.evaluate("() => Array.from(document.querySelectorAll('image[data-tile]'), e => e.getAttribute('data-tile'))")
                    shown = sorted([int(v) for v in t.split("/")] for t in set(shown))
                    if shown == want:
                        break
                    page.wait_for_timeout(200)
                report["flights"].append({"shown": shown, "expected": want})
        browser.close()
    json.dump(report, sys.stdout, indent=1)
    print()


main()
