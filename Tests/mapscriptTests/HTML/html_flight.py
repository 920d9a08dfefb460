#!/usr/bin/env python3
"""Opens a page that `export html` wrote in Debian's Chromium (Playwright, headless) and
reports, as JSON, whether the picture shown draws its lines ("bare" when it does not) at each
moment of a session a person would have: at load, after three `+`, while dragging and after,
in the middle of the tour's flight, paused there, and at the tour's end; plus the dots' paint
(`<use>` of the first run of dots) and the screenshot's pixels at POINTS at load.

Usage: html_flight.py PAGE.html POINTS     POINTS: "x,y;x,y;..." pixels of the map
The checks are the Swift test's (HTMLFlightBrowserTests).
"""
import json, os, subprocess, sys
from playwright.sync_api import sync_playwright

PNG_PIXELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "MapDrawTests", "png_pixels.py")
from html_browser import open_page
SHOWN = """() => {
  const level = document.querySelector('g.level:not([display])');
  return { level: Number(level.getAttribute('data-level')), bare: level.classList.contains('bare') };
}"""


def main():
    page_path = os.path.abspath(sys.argv[1])
    points = [tuple(int(v) for v in p.split(",")) for p in sys.argv[2].split(";") if p]
    report = {"consoleErrors": []}
    with sync_playwright() as playwright:
        browser, page = open_page(playwright, page_path, report, requests=False)
        report["dots"] = page.eval_on_selector_all(
            "g.level:not([display]) use[href$='dots0']", "els => els.map(e => [e.getAttribute('stroke'), Number(e.getAttribute('stroke-width'))])")
        shot = os.path.join(os.path.dirname(page_path), "flight.png")
        page.locator("#view").screenshot(path=shot)
        found = subprocess.run([sys.executable, PNG_PIXELS, shot] + [f"{x},{y}" for x, y in points],
                               check=True, capture_output=True, text=True).stdout
        report["pixels"] = [[int(v) for v in line.split()] for line in found.splitlines()]
        report["load"] = page.evaluate(SHOWN)

        page.locator("#map").focus()
        for _ in range(3):
            page.keyboard.press("+")
        report["zoomedIn"] = page.evaluate(SHOWN)
        box = page.locator("#view").bounding_box()
        middle = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.move(*middle)
        page.mouse.down()
        page.mouse.move(middle[0] - 20, middle[1], steps=2)
        report["dragging"] = page.evaluate(SHOWN)
        page.mouse.up()
        report["dropped"] = page.evaluate(SHOWN)

        page.click("[data-action=play]")
        page.wait_for_function("() => Number(document.querySelector('[data-timeline]').value) > 1.2", polling=20)
        report["flying"] = page.evaluate(SHOWN)
        page.click("[data-action=pause]")
        report["paused"] = page.evaluate(SHOWN)
        page.click("[data-action=play]")
        page.wait_for_function("() => document.querySelector('[data-action=pause]').disabled", polling=20, timeout=30000)
        report["arrived"] = page.evaluate(SHOWN)
        browser.close()
    json.dump(report, sys.stdout, indent=1)
    print()


main()
