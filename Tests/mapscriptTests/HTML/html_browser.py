"""What the browser tests of `export html` pages share: Debian's Chromium, headless, driven by
Playwright, at one viewport, with the console errors, uncaught exceptions and requests a page
makes collected into a report. A helper of the test scripts beside it, not run by itself.
"""
import os

CHROMIUM = os.environ.get("MAPSCRIPT_CHROMIUM", "/usr/bin/chromium")


def open_page(playwright, path, report, requests=True):
    """A browser and its page showing the file `path`, loaded: console errors and uncaught
    exceptions go to report["consoleErrors"] and, with `requests`, what the page asks for
    besides files and data URLs to report["requests"]. The caller closes the browser."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
    page = browser.new_page(viewport={"width": 1400, "height": 900}, device_scale_factor=1)
    page.on("console", lambda m: m.type == "error" and report["consoleErrors"].append(m.text))
    page.on("pageerror", lambda e: report["consoleErrors"].append(str(e)))
    if requests:
        page.on("request", lambda r: r.url.startswith("file:") or r.url.startswith("data:") or report["requests"].append(r.url))
    page.goto("file://" + os.path.abspath(path))
    page.wait_for_load_state("load")
    return browser, page
