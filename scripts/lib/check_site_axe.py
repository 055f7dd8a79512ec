"""Checks every page of a generated dscheck site with axe-core in headless Chromium.

Each page is loaded from file:// twice, with prefers-color-scheme emulated as light and as dark,
and axe-core (the axe.min.js that the axe-selenium-python package carries) runs on it. Every
violation of serious or critical impact is printed with the page, the colour scheme, the rule
and the offending elements. scripts/ensure-packages --test installs Chromium and its driver and
scripts/ensure-python-tools installs selenium and axe-selenium-python.

With --scheme light or --scheme dark only that colour scheme is checked, so two runs (the
tests' two cases) can share the work between two cores.

Exit status: 0 when no page has a serious or critical violation, 1 when one has, 2 on a usage
or setup problem.

Usage: scripts/check-site-axe [--scheme light|dark] SITE-FOLDER
"""

import importlib.util
import json
import pathlib
import sys

from site_browser import SETUP_HINT, pages, start_browser

FAILING_IMPACTS = {"serious", "critical"}
SCHEMES = ("light", "dark")


def axe_source():
    """The text of axe.min.js from the axe-selenium-python package."""
    spec = importlib.util.find_spec("axe_selenium_python")
    if spec is None or not spec.submodule_search_locations:
        sys.exit(f"check-site-axe: axe-selenium-python is not installed; {SETUP_HINT}")
    path = pathlib.Path(spec.submodule_search_locations[0], "node_modules", "axe-core", "axe.min.js")
    if not path.is_file():
        sys.exit(f"check-site-axe: {path} is missing; reinstall axe-selenium-python")
    return path.read_text(encoding="utf-8")


def violations(browser, source, page, scheme):
    """The serious and critical violations on one page in one colour scheme."""
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "screen", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
    browser.get(page.as_uri())
    browser.execute_script(source)
    browser.set_script_timeout(120)
    result = browser.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(JSON.stringify(r.violations)); },"
        " function (e) { done(JSON.stringify({error: String(e)})); });")
    found = json.loads(result)
    if isinstance(found, dict):
        raise RuntimeError(f"axe failed on {page}: {found['error']}")
    return [violation for violation in found if violation.get("impact") in FAILING_IMPACTS]


def main(arguments):
    schemes = SCHEMES
    if len(arguments) == 3 and arguments[0] == "--scheme" and arguments[1] in SCHEMES:
        schemes = (arguments[1],)
        arguments = arguments[2:]
    if len(arguments) != 1 or arguments[0].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    site = pathlib.Path(arguments[0]).resolve()
    found = pages(site, "check-site-axe")
    source = axe_source()
    browser = start_browser("check-site-axe")
    failures = 0
    try:
        for page in found:
            for scheme in schemes:
                for violation in violations(browser, source, page, scheme):
                    failures += 1
                    targets = ", ".join(" ".join(node["target"]) for node in violation["nodes"][:5])
                    print(f"{page.relative_to(site)} ({scheme}): {violation['impact']}: {violation['id']}: "
                          f"{violation['help']} [{targets}]")
    finally:
        browser.quit()
    checked = f"{len(schemes)} colour schemes" if len(schemes) > 1 else f"the {schemes[0]} colour scheme"
    print(f"axe: {len(found)} pages x {checked}, {failures} serious or critical violations")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
