"""Checks every page of a generated dscheck site with axe-core in headless Chromium.

Each page is loaded from file:// twice, with prefers-color-scheme emulated as light and as dark,
and axe-core (the axe.min.js that the axe-selenium-python package carries) runs on it. Every
violation of serious or critical impact is printed with the page, the colour scheme, the rule
and the offending elements. scripts/ensure-packages --test installs Chromium and its driver and
scripts/ensure-python-tools installs selenium and axe-selenium-python.

With --scheme light or --scheme dark only that colour scheme is checked; with --shard K/N only
every Nth page from the Kth, so N runs (the tests' two cases) share the work between cores.

Exit status: 0 when no page has a serious or critical violation, 1 when one has, 2 on a usage
or setup problem.

Usage: scripts/check-site-axe [--scheme light|dark] [--shard K/N] SITE-FOLDER
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


def emulate(browser, scheme):
    """Makes the browser report `scheme` as prefers-color-scheme, to the page loaded and those to come."""
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "screen", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def violations(browser, page, scheme):
    """The serious and critical violations on the loaded page, axe injected, in one colour scheme.

    The site's pages change with the scheme through CSS alone (no script reads it), so switching
    the emulated scheme on a loaded page shows what loading it in that scheme shows, and the page
    is loaded and axe injected once for both."""
    emulate(browser, scheme)
    result = browser.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(JSON.stringify(r.violations)); },"
        " function (e) { done(JSON.stringify({error: String(e)})); });")
    found = json.loads(result)
    if isinstance(found, dict):
        raise RuntimeError(f"axe failed on {page}: {found['error']}")
    return [violation for violation in found if violation.get("impact") in FAILING_IMPACTS]


def options(arguments):
    """The colour schemes, the shard (K, N) and the site folder; None for a wrong command line."""
    schemes, shard = SCHEMES, (1, 1)
    while len(arguments) > 2 and arguments[0] in ("--scheme", "--shard"):
        if arguments[0] == "--scheme":
            if arguments[1] not in SCHEMES:
                return None
            schemes = (arguments[1],)
        else:
            parts = arguments[1].split("/")
            if len(parts) != 2 or not all(part.isdigit() for part in parts) or not 1 <= int(parts[0]) <= int(parts[1]):
                return None
            shard = (int(parts[0]), int(parts[1]))
        arguments = arguments[2:]
    if len(arguments) != 1 or arguments[0].startswith("-"):
        return None
    return schemes, shard, arguments[0]


def main(arguments):
    parsed = options(arguments)
    if parsed is None:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    schemes, (shard, shards), folder = parsed
    site = pathlib.Path(folder).resolve()
    every = pages(site, "check-site-axe")
    found = every[shard - 1::shards]
    source = axe_source()
    browser = start_browser("check-site-axe")
    browser.set_script_timeout(120)
    failures = 0
    try:
        for page in found:
            emulate(browser, schemes[0])
            browser.get(page.as_uri())
            browser.execute_script(source)
            for scheme in schemes:
                for violation in violations(browser, page, scheme):
                    failures += 1
                    targets = ", ".join(" ".join(node["target"]) for node in violation["nodes"][:5])
                    print(f"{page.relative_to(site)} ({scheme}): {violation['impact']}: {violation['id']}: "
                          f"{violation['help']} [{targets}]")
    finally:
        browser.quit()
    checked = f"{len(schemes)} colour schemes" if len(schemes) > 1 else f"the {schemes[0]} colour scheme"
    of = f" (shard {shard} of {shards}, of {len(every)})" if shards > 1 else ""
    print(f"axe: {len(found)} pages{of} x {checked}, {failures} serious or critical violations")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
