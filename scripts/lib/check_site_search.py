"""Runs the search box of a generated dscheck site in headless Chromium, as a reader uses it.

Opens the site's index.html from file://, types QUERY into the search box and prints what the
box shows: the count line, then each result as `kind<TAB>title<TAB>link`, best first. Then it
presses Escape and says whether the results closed, types again and clicks outside the box and
says whether they closed. Tests read this output.

Exit status: 0 when the box ran, 2 on a usage or setup problem.

Usage: scripts/check-site-search SITE-FOLDER QUERY
"""

import sys

from site_browser import existing_page, start_browser

RESULTS = """
var panel = document.getElementById("search-panel");
return {open: !panel.hidden, count: document.getElementById("search-count").textContent,
        results: Array.from(document.querySelectorAll("#search-results li")).map(function (item) {
          return [item.querySelector(".kind").textContent, item.querySelector("a").textContent,
                  item.querySelector("a").getAttribute("href")];
        })};
"""


def main(arguments):
    if len(arguments) != 2 or arguments[0].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    index = existing_page(arguments[0], "index.html", "check-site-search")
    browser = start_browser("check-site-search")
    try:
        browser.get(index.as_uri())
        box = browser.find_element(By.ID, "search-input")
        box.send_keys(arguments[1])
        shown = browser.execute_script(RESULTS)
        print(f"count: {shown['count']}")
        for kind, title, link in shown["results"]:
            print(f"{kind}\t{title}\t{link}")
        box.send_keys(Keys.ESCAPE)
        print(f"escape closes: {'no' if browser.execute_script(RESULTS)['open'] else 'yes'}")
        box.send_keys(" ")
        reopened = browser.execute_script(RESULTS)["open"]
        # A click on the page's own text, at the top left corner of the heading (the results
        # panel may cover its middle).
        heading = browser.find_element(By.TAG_NAME, "h1")
        ActionChains(browser).move_to_element_with_offset(heading, 4 - heading.size["width"] // 2, 0).click().perform()
        closed = not browser.execute_script(RESULTS)["open"]
        print(f"click outside closes: {'yes' if reopened and closed else 'no'}")
    finally:
        browser.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
