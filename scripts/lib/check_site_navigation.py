"""Runs a generated dscheck site's navigation in headless Chromium, as a reader uses it.

Opens PAGE (a path inside SITE-FOLDER) from file:// at 1280 x 900 and prints, one fact a line:
the sidebar's groups (`group<TAB>title<TAB>open or closed<TAB>links`), the link it marks as the
current page (`current page<TAB>title<TAB>href`), the section "On this page" marks at the top and
after scrolling to its last entry (`current section<TAB>title`), the code blocks' Copy buttons
and what the first says once clicked (`copy buttons<TAB>count<TAB>label`: Copied, or Select and
copy where the browser refuses the clipboard), the first code block's width beside its variant
example's and how it wraps (`snippet<TAB>code width<TAB>example width<TAB>overflow-wrap`), and
the appearance button through one cycle (`appearance<TAB>label<TAB>data-scheme<TAB>background`),
once more after a reload (the choice is kept) and after two more clicks (back to the system's),
each followed, where the page has Do and Don't boxes, by their top borders' colours
(`do-dont<TAB>Do's<TAB>Don't's`). Where the page has context menus (three or more modifiers), it
prints what they show (`context<TAB>shown or hidden<TAB>menus<TAB>context named<TAB>first
differing value`) before and after choosing each menu's last option, and after a reload (the
choice is kept). Then the page's height as first loaded and with every part drawn (`page
height<TAB>loaded<TAB>drawn`: parts drawn only when scrolled to are sized ahead) and the content
column's width with the sidebar hidden, as before the script fills it, and shown (`content
width<TAB>hidden<TAB>shown`). Last, at a phone's 390 x 844, the sidebar's groups again (`phone
group<TAB>title<TAB>open or closed<TAB>links<TAB>shown or hidden`) and the height of its row above
the page (`phone sidebar<TAB>height`). Tests read this output.

Exit status: 0 when the page ran, 2 on a usage or setup problem.

Usage: scripts/check-site-navigation SITE-FOLDER PAGE
"""

import sys

from site_browser import existing_page, start_browser

SIDEBAR = """
return Array.from(document.querySelectorAll("#sidebar details")).map(function (group) {
  return [group.querySelector("summary").textContent, group.open ? "open" : "closed",
          group.querySelectorAll("a").length];
});
"""
CURRENT = """
var link = document.querySelector("#sidebar a[aria-current=page]");
return link ? [link.textContent, link.getAttribute("href"), document.querySelectorAll("#sidebar a[aria-current=page]").length] : null;
"""
SECTION = """
var link = document.querySelector(".on-this-page a[aria-current=location]");
return link ? link.textContent : "none";
"""
APPEARANCE = """
var button = document.getElementById("scheme-toggle");
return [button.hidden ? "hidden" : button.textContent, document.documentElement.getAttribute("data-scheme") || "none",
        getComputedStyle(document.documentElement).backgroundColor];
"""
CONTEXT = """
var form = document.querySelector("form.context-chooser");
if (!form) { return null; }
var shown = document.querySelector(".context-shown");
var value = document.querySelector(".context-varies .context-value");
return [form.hidden ? "hidden" : "shown", String(form.querySelectorAll("select").length),
        shown ? shown.textContent : "", value ? value.textContent.trim() : ""];
"""
DO_DONT = """
var boxes = [".usage-do", ".usage-dont"].map(function (selector) { return document.querySelector(".do-dont " + selector); });
return boxes[0] && boxes[1] ? boxes.map(function (box) { return getComputedStyle(box).borderTopColor; }) : null;
"""
HEIGHTS = """
var loaded = document.documentElement.scrollHeight;
var style = document.createElement("style");
style.textContent = "*{content-visibility:visible!important}";
document.head.appendChild(style);
var drawn = document.documentElement.scrollHeight;
style.remove();
return [loaded, drawn];
"""
SNIPPET = """
var code = document.querySelector(".example pre.snippet");
if (!code) { return null; }
return [Math.round(code.getBoundingClientRect().width), Math.round(code.closest(".example").getBoundingClientRect().width),
        getComputedStyle(code).overflowWrap];
"""
CONTENT_WIDTH = """
var sidebar = document.getElementById("sidebar");
var main = document.getElementById("main");
sidebar.hidden = true;
var hidden = main.getBoundingClientRect().width;
sidebar.hidden = false;
return [hidden, main.getBoundingClientRect().width].map(Math.round);
"""
LAST_SECTION = """
var links = document.querySelectorAll(".on-this-page a");
var target = document.getElementById(decodeURIComponent(links[links.length - 1].getAttribute("href").slice(1)));
target.scrollIntoView();
"""


def main(arguments):
    if len(arguments) != 2 or arguments[0].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    import time
    from selenium.webdriver.common.by import By
    page = existing_page(arguments[0], arguments[1], "check-site-navigation")
    browser = start_browser("check-site-navigation")
    try:
        browser.get(page.as_uri())
        browser.execute_script("window.localStorage.clear();")
        browser.get(page.as_uri())
        heights = browser.execute_script(HEIGHTS)
        widths = browser.execute_script(CONTENT_WIDTH)
        for name, state, count in browser.execute_script(SIDEBAR):
            print(f"group\t{name}\t{state}\t{count}")
        current = browser.execute_script(CURRENT)
        print("current page\t" + ("\t".join(str(part) for part in current) if current else "none"))
        print(f"current section\t{browser.execute_script(SECTION)}")
        if browser.execute_script("return document.querySelectorAll('.on-this-page a').length") > 0:
            browser.execute_script(LAST_SECTION)
            # The observer reports after the scroll's frame is drawn.
            for _ in range(50):
                time.sleep(0.1)
                if browser.execute_script(SECTION) != "none":
                    break
            print(f"current section\t{browser.execute_script(SECTION)}")

        copies = browser.find_elements(By.CSS_SELECTOR, "pre > button.copy-code")
        label = "none"
        if copies:
            browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", copies[0])
            copies[0].click()
            for _ in range(50):
                label = copies[0].text
                if label != "Copy":
                    break
                time.sleep(0.1)
        print(f"copy buttons\t{len(copies)}\t{label}")
        snippet = browser.execute_script(SNIPPET)
        if snippet:
            print("snippet\t" + "\t".join(str(part) for part in snippet))

        def context():
            shown = browser.execute_script(CONTEXT)
            if shown:
                print("context\t" + "\t".join(shown))
            return shown

        if context():
            from selenium.webdriver.support.ui import Select
            for menu in browser.find_elements(By.CSS_SELECTOR, "form.context-chooser select"):
                choice = Select(menu)
                choice.select_by_index(len(choice.options) - 1)
            context()
            browser.refresh()
            context()

        print("page height\t" + "\t".join(str(height) for height in heights))
        print("content width\t" + "\t".join(str(width) for width in widths))

        def appearance():
            print("appearance\t" + "\t".join(browser.execute_script(APPEARANCE)))
            boxes = browser.execute_script(DO_DONT)
            if boxes:
                print("do-dont\t" + "\t".join(boxes))

        button = lambda: browser.find_element(By.ID, "scheme-toggle")
        appearance()
        for _ in range(2):
            button().click()
            appearance()
        browser.refresh()
        appearance()
        button().click()
        appearance()

        browser.set_window_size(390, 844)
        browser.get(page.as_uri())
        for name, state, count in browser.execute_script(SIDEBAR):
            shown = browser.execute_script("return document.getElementById('sidebar').offsetHeight > 0")
            print(f"phone group\t{name}\t{state}\t{count}\t{'shown' if shown else 'hidden'}")
        height = browser.execute_script("return Math.round(document.getElementById('sidebar').offsetHeight)")
        print(f"phone sidebar\t{height}")
    finally:
        browser.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
