"""Checks every page of a generated dscheck site on a phone-sized screen in headless Chromium.

Each page is loaded from file:// at 390 x 844 CSS pixels (an iPhone's screen) and must not
scroll sideways (document.documentElement.scrollWidth <= clientWidth), its site header must
take at most a fifth of that first screen, and its height as loaded must be within a tenth of
its height with every part drawn (the parts a page draws only when scrolled to, such as the
token sections, are sized ahead to about their real height, so the page does not jump while
read or photographed). For a page that scrolls sideways, the elements that stick out past the
right edge are printed.

Exit status: 0 when every page fits, 1 when one does not, 2 on a usage or setup problem.

Usage: scripts/check-site-phone SITE-FOLDER
"""

import pathlib
import sys

from site_browser import pages, start_browser

WIDTH, HEIGHT = 390, 844

MEASURE = """
var root = document.documentElement;
var header = document.querySelector(".site-header");
var wide = [];
document.querySelectorAll("main *, .site-header *, footer *").forEach(function (element) {
  var box = element.getBoundingClientRect();
  if (box.right > root.clientWidth + 0.5 && wide.length < 5) {
    wide.push(element.tagName.toLowerCase() + (element.className && typeof element.className === "string" ? "." + element.className.split(" ").join(".") : "") + " (right edge " + Math.round(box.right) + ")");
  }
});
return {scrollWidth: root.scrollWidth, clientWidth: root.clientWidth,
        header: header ? header.getBoundingClientRect().height : 0, wide: wide};
"""


DRAWN_HEIGHT = """
var style = document.createElement("style");
style.textContent = "*{content-visibility:visible!important}";
document.head.appendChild(style);
var height = document.documentElement.scrollHeight;
style.remove();
return height;
"""
HEIGHT_TOLERANCE = 0.1


def main(arguments):
    if len(arguments) != 1 or arguments[0].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    site = pathlib.Path(arguments[0]).resolve()
    found = pages(site, "check-site-phone")
    browser = start_browser("check-site-phone", window=f"{WIDTH},{HEIGHT}")
    failures = 0
    try:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": True})
        for page in found:
            browser.get(page.as_uri())
            measured = browser.execute_script(MEASURE)
            name = page.relative_to(site)
            if measured["scrollWidth"] > measured["clientWidth"]:
                failures += 1
                print(f"{name}: scrolls sideways at {WIDTH} px: scrollWidth {measured['scrollWidth']} > "
                      f"clientWidth {measured['clientWidth']}; past the edge: {', '.join(measured['wide'])}")
            if measured["header"] > HEIGHT / 5:
                failures += 1
                print(f"{name}: the header is {measured['header']:.0f} px tall, more than a fifth of {HEIGHT} px")
            loaded = browser.execute_script("return document.documentElement.scrollHeight")
            drawn = browser.execute_script(DRAWN_HEIGHT)
            if abs(loaded - drawn) > HEIGHT_TOLERANCE * drawn:
                failures += 1
                print(f"{name}: {loaded} px tall as loaded, {drawn} px with every part drawn")
    finally:
        browser.quit()
    print(f"phone: {len(found)} pages at {WIDTH} x {HEIGHT} px, {failures} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
