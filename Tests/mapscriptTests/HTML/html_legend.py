#!/usr/bin/env python3
"""Opens a page that `export html` wrote in Chromium (Playwright, headless) and reports its
legend panel as a person sees it, as JSON on standard output.

Usage: html_legend.py PAGE.html

It reports whether the panel (`[data-legend]`) is there and visible, its layer headings, and
for each row its label, its `data-color`, whether it is visible, and the colour of the middle
pixel of its swatch as drawn (a screenshot of the swatch); and every console error. The checks
are the Swift test's (HTMLLegendBrowserTests).
"""
import json, os, subprocess, sys, tempfile
from playwright.sync_api import sync_playwright

PNG_PIXELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "MapDrawTests", "png_pixels.py")
from html_browser import open_page


def main():
    page_path = sys.argv[1]
    report = {"consoleErrors": [], "panel": False, "visible": False, "headings": [], "rows": []}
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as folder:
        browser, page = open_page(playwright, page_path, report, requests=False)
        panel = page.locator("[data-legend]")
        report["panel"] = panel.count() == 1
        if report["panel"]:
            report["visible"] = panel.is_visible()
            report["headings"] = [h.text_content() for h in panel.locator("h3").all()]
            for index, row in enumerate(panel.locator("[data-legend-row]").all()):
                shot = os.path.join(folder, f"swatch-{index}.png")
                row.locator("svg.swatch").screenshot(path=shot)
                pixel = subprocess.run([sys.executable, PNG_PIXELS, shot, "8,8"], check=True, capture_output=True,
                                       text=True).stdout.split()
                report["rows"].append({"label": row.locator("span").text_content(), "color": row.get_attribute("data-color"),
                                       "visible": row.is_visible(), "pixel": [int(v) for v in pixel]})
        browser.close()
    json.dump(report, sys.stdout)
    print()


if __name__ == "__main__":
    main()
