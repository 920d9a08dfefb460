#!/usr/bin/env python3
"""Opens a page that `export html` wrote in a real browser (Playwright driving Debian's
Chromium, headless) and reports what a person would see, as JSON on standard output.

Usage: html_page.py PAGE.html POINTS
  POINTS: "x,y;x,y;..." pixels of the map whose screenshot colours to report.
       html_page.py --shot PAGE.html OUT.png
  only saves the map as the page opens (a PNG) and reports the console errors.
       html_page.py --text PAGE.html
  only reports the page's title, heading, scene camera note ([data-camera]), how many sky
  layers its pictures have, and the console errors.

It reports: the bookmark entries; the viewpoint text at load; the map's pixels at POINTS and
the colours the shown picture fills its sea and land with; the text after `+`, after `-`,
after a wheel step in, after a drag of 100 pixels to the left, after each bookmark's click;
the tour's playback (paused part-way, then played to the end, with the seconds it took); the
requests for anything but the page itself; and every console error and uncaught exception.
Pixel, text and timing checks are the Swift test's (HTMLPageBrowserTests).
"""
import json, os, subprocess, sys, time
from playwright.sync_api import sync_playwright

PNG_PIXELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "MapDrawTests", "png_pixels.py")

from html_browser import open_page


def shot(page_path, png):
    report = {"consoleErrors": []}
    with sync_playwright() as playwright:
        browser, page = open_page(playwright, page_path, report, requests=False)
        page.locator("#view").screenshot(path=png)
        browser.close()
    json.dump(report, sys.stdout)
    print()


def texts(page_path):
    errors = {"consoleErrors": []}
    with sync_playwright() as playwright:
        browser, page = open_page(playwright, page_path, errors, requests=False)
        camera = page.locator("[data-camera]")
        report = {"title": page.title(), "heading": page.locator("h1").text_content(),
                  "camera": camera.text_content() if camera.count() else None,
                  "sky": page.locator('[data-layer="sky"]').count(), "consoleErrors": errors["consoleErrors"]}
        browser.close()
    json.dump(report, sys.stdout)
    print()


def main():
    PAGE, POINTS = sys.argv[1], [tuple(int(v) for v in p.split(",")) for p in sys.argv[2].split(";") if p]
    report = {"consoleErrors": [], "requests": []}
    with sync_playwright() as playwright:
        browser, page = open_page(playwright, PAGE, report)
        viewpoint = page.locator("[data-viewpoint]")
        report["bookmarks"] = page.eval_on_selector_all(
            "[data-bookmark]", "els => els.map(e => [e.getAttribute('data-bookmark'), e.textContent])")
        report["start"] = viewpoint.text_content()

        # Pixels of the map as drawn at load.
        shot = os.path.join(os.path.dirname(os.path.abspath(PAGE)), "shot.png")
        page.locator("#view").screenshot(path=shot)
        found = subprocess.run([sys.executable, PNG_PIXELS, shot] + [f"{x},{y}" for x, y in POINTS],
                               check=True, capture_output=True, text=True).stdout
        report["pixels"] = [[int(v) for v in line.split()] for line in found.splitlines()]
        report["fills"] = page.evaluate("""() => {
            const level = document.querySelector('g.level:not([display])');
            const land = level.querySelector('[data-layer=land] path');  // its paint is its group's
            return { sea: level.querySelector('rect').getAttribute('fill'), land: land ? land.closest('[fill]').getAttribute('fill') : null };
        }""")

        # Keyboard, wheel and mouse.
        page.locator("#map").focus()
        page.keyboard.press("+")
        report["plus"] = viewpoint.text_content()
        page.keyboard.press("-")
        report["minus"] = viewpoint.text_content()
        box = page.locator("#view").bounding_box()
        middle = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.move(*middle)
        page.mouse.wheel(0, -100)
        page.wait_for_timeout(100)
        report["wheelIn"] = viewpoint.text_content()
        page.keyboard.press("-")
        page.mouse.move(*middle)
        page.mouse.down()
        page.mouse.move(middle[0] - 50, middle[1], steps=2)
        page.mouse.move(middle[0] - 100, middle[1], steps=2)
        page.mouse.up()
        report["dragLeft"] = viewpoint.text_content()

        # Each bookmark: click, wait for the flight to end.
        report["flights"] = []
        for number, _ in report["bookmarks"]:
            page.click(f"[data-bookmark='{number}']")
            page.wait_for_timeout(2000)
            report["flights"].append(viewpoint.text_content())

        # The tour: play, pause part-way, play on to the end.
        length = float(page.get_attribute("[data-timeline]", "max"))
        started = time.monotonic()
        page.click("[data-action=play]")
        page.wait_for_timeout(1200)
        page.click("[data-action=pause]")
        paused_at = float(page.eval_on_selector("[data-timeline]", "e => e.value"))
        held = viewpoint.text_content()
        page.wait_for_timeout(500)
        report["pause"] = {"at": paused_at, "held": held == viewpoint.text_content()}
        page.click("[data-action=play]")
        page.wait_for_function("() => document.querySelector('[data-action=pause]').disabled", timeout=int(length * 1000) + 20000,
                               polling=20)
        report["tour"] = {"length": length, "seconds": time.monotonic() - started - 0.5,
                          "end": viewpoint.text_content(),
                          "clock": page.text_content("[data-clock]")}
        page.wait_for_timeout(300)
        report["after"] = viewpoint.text_content()
        browser.close()
    json.dump(report, sys.stdout, indent=1)
    print()


if sys.argv[1] == "--shot":
    shot(sys.argv[2], sys.argv[3])
elif sys.argv[1] == "--text":
    texts(sys.argv[2])
else:
    main()
