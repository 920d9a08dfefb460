#!/usr/bin/env python3
"""Opens a page that `export html` wrote for a map in its own spatial reference in a real
browser (Playwright driving Debian's Chromium, headless) and reports what it shows, as JSON.

Usage: html_grid.py PAGE.html COLOUR STEP...
  COLOUR: RRGGBB of a marker whose centroid (in the map's pixels, as png_pixels.py gives it)
  is reported at load and after each bookmark's flight.
  STEP: a move made from the start, one after the other, each reported: "key:K" presses the
  key K on the map (arrows pan by half the view, + and - zoom by 2), "drag:DX,DY" drags the
  map by DX, DY pixels.

It reports: the viewpoint text at load, the marker's centroid at load; for each bookmark
(the page reloaded before each), the text and the marker's centroid once its flight ended;
the page reloaded, the text after each STEP; the console errors and uncaught exceptions, and
the requests for anything but the page itself. The checks are the Swift test's
(HTMLGridBrowserTests).
"""
import json, os, subprocess, sys
from playwright.sync_api import sync_playwright

PNG_PIXELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "MapDrawTests", "png_pixels.py")
from html_browser import open_page


def centroid(page, colour, shot):
    page.locator("#view").screenshot(path=shot)
    found = subprocess.run([sys.executable, PNG_PIXELS, shot, "--centroid", colour], check=True, capture_output=True,
                           text=True).stdout.split()
    return [float(found[0]), float(found[1]), int(found[2])]


def main():
    PAGE, COLOUR, STEPS = sys.argv[1], sys.argv[2], sys.argv[3:]
    shot = os.path.join(os.path.dirname(os.path.abspath(PAGE)), "grid-shot.png")
    report = {"consoleErrors": [], "requests": [], "flights": [], "steps": []}
    with sync_playwright() as playwright:
        browser, page = open_page(playwright, PAGE, report)
        url = "file://" + os.path.abspath(PAGE)
        viewpoint = page.locator("[data-viewpoint]")
        report["start"] = viewpoint.text_content()
        report["marker"] = centroid(page, COLOUR, shot)

        numbers = page.eval_on_selector_all("[data-bookmark]", "els => els.map(e => e.getAttribute('data-bookmark'))")
        for number in numbers:
            page.goto(url)
            page.wait_for_load_state("load")
            page.click(f"[data-bookmark='{number}']")
            page.wait_for_timeout(2000)
            report["flights"].append({"text": viewpoint.text_content(), "marker": centroid(page, COLOUR, shot)})

        page.goto(url)
        page.wait_for_load_state("load")
        box = page.locator("#view").bounding_box()
        middle = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.locator("#map").focus()
        for step in STEPS:
            kind, value = step.split(":", 1)
            if kind == "key":
                page.keyboard.press(value)
            else:
                dx, dy = (float(v) for v in value.split(","))
                page.mouse.move(*middle)
                page.mouse.down()
                page.mouse.move(middle[0] + dx / 2, middle[1] + dy / 2, steps=2)
                page.mouse.move(middle[0] + dx, middle[1] + dy, steps=2)
                page.mouse.up()
            report["steps"].append(viewpoint.text_content())
        browser.close()
    json.dump(report, sys.stdout, indent=1)
    print()


main()
