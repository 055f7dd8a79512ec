"""Headless Chromium for the checks of a generated dscheck site (axe, phone layout, search).

scripts/ensure-packages --test installs Chromium and its driver and scripts/ensure-python-tools
installs selenium.
"""

import pathlib
import shutil
import sys

SETUP_HINT = "run scripts/ensure-packages --test and scripts/ensure-python-tools"


def start_browser(tool, window="1280,900"):
    """Headless Chromium through the Debian chromium-driver; `tool` names the caller in errors."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError as error:
        sys.exit(f"{tool}: {error}; {SETUP_HINT}")
    binary = shutil.which("chromium")
    driver = shutil.which("chromedriver")
    if not binary or not driver:
        sys.exit(f"{tool}: chromium or chromedriver is missing; {SETUP_HINT}")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--allow-file-access-from-files", f"--window-size={window}"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(driver), options=options)


def pages(folder, tool):
    """Every .html page under `folder`, sorted; exits with status 2 when there is none."""
    found = sorted(folder.rglob("*.html"))
    if not found:
        print(f"{tool}: no .html pages in {folder}", file=sys.stderr)
        sys.exit(2)
    return found


def existing_page(folder, relative, tool):
    """The page `relative` inside the site `folder`, resolved; exits with status 2 when it is missing."""
    page = pathlib.Path(folder).resolve() / relative
    if not page.is_file():
        print(f"{tool}: {page} is missing", file=sys.stderr)
        sys.exit(2)
    return page
