"""Photographs pages of a generated dscheck site in headless Chromium, light and dark, at a
desktop and a phone width: site_screenshots.py SITE OUT PAGE:NAME... writes OUT/NAME-WIDTH-SCHEME.png
for each page, each image the page's full height up to a cap (the first screens of a long page).
"""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from site_browser import start_browser  # noqa: E402

WIDTHS = (1280, 390)
SCHEMES = ("light", "dark")
MAX_HEIGHT = {1280: 2600, 390: 3200}


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: site_screenshots.py SITE OUT PAGE:NAME...")
    site, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    driver = start_browser("screenshots")
    try:
        for spec in sys.argv[3:]:
            page, name = spec.split(":", 1)
            for width in WIDTHS:
                for scheme in SCHEMES:
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                    driver.set_window_size(width, 900)
                    driver.get((site / page).resolve().as_uri())
                    time.sleep(0.3)
                    height = min(driver.execute_script("return document.documentElement.scrollHeight"),
                                 MAX_HEIGHT[width])
                    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                           {"width": width, "height": height, "deviceScaleFactor": 1,
                                            "mobile": width < 500})
                    time.sleep(0.3)
                    target = out / f"{name}-{width}-{scheme}.png"
                    driver.save_screenshot(str(target))
                    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
                    print(f"wrote {target}")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
