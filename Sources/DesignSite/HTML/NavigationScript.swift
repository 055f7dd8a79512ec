/// `site.js`, loaded in every page's head: the reader's light or dark choice, the sidebar and
/// the current section of "On this page". It is a plain file beside the pages, as the search is,
/// so it works from `file://`; without JavaScript a page follows the system's appearance, the
/// header's links lead to every index, and nothing is hidden that a reader needs.
///
/// - The appearance button cycles Auto, Light and Dark and keeps the choice in `localStorage`;
///   it sets `data-scheme` on the root element before the page is drawn, and the style sheet
///   reads the attribute beside `prefers-color-scheme` (``SiteStyle``).
/// - The sidebar lists the components, screens, token pages and rules from the search index
///   (one file for the whole site, so a catalogue of a thousand components does not repeat a
///   thousand links in every page) and marks the current page with `aria-current="page"`; on a
///   narrow screen its groups are a folded row above the page, the current one marked inside.
/// - "On this page" marks the section being read with `aria-current="location"`.
/// - Every code block gets a Copy button.
/// - With more contexts than fit as columns, the context menus (``ContextChooser``) show each
///   differing value in the chosen context and keep the choice in `localStorage`.
enum NavigationScript {
    static let script = """
        (function () {
          "use strict";
          var root = document.documentElement;
          var key = "dscheck-scheme";
          var stored = null;
          try { stored = window.localStorage.getItem(key); } catch (error) { stored = null; }
          if (stored === "light" || stored === "dark") { root.setAttribute("data-scheme", stored); }
          var names = { auto: "Auto", light: "Light", dark: "Dark" };
          var next = { auto: "light", light: "dark", dark: "auto" };
          function current() { return root.getAttribute("data-scheme") || "auto"; }
          function label(button) {
            var scheme = current();
            button.textContent = "Appearance: " + names[scheme];
            button.setAttribute("aria-label", "Appearance: " + names[scheme] + (scheme === "auto" ? ", as the system" : "") + "; change to " + names[next[scheme]]);
          }
          function setUpAppearance() {
            var button = document.getElementById("scheme-toggle");
            if (!button) { return; }
            button.hidden = false;
            label(button);
            button.addEventListener("click", function () {
              var scheme = next[current()];
              if (scheme === "auto") { root.removeAttribute("data-scheme"); } else { root.setAttribute("data-scheme", scheme); }
              try { if (scheme === "auto") { window.localStorage.removeItem(key); } else { window.localStorage.setItem(key, scheme); } } catch (error) { }
              label(button);
            });
          }
          function here() {
            var depth = (root.getAttribute("data-root") || "").split("../").length - 1;
            var parts = window.location.pathname.split("/");
            return decodeURIComponent(parts.slice(parts.length - depth - 1).join("/"));
          }
          function shortTitle(entry) {
            if (entry.url === "tokens/index.html") { return "All tokens"; }
            if (entry.url === "rules/index.html") { return "All rules"; }
            return entry.kind === "page" ? entry.title.replace(/ tokens$/, "") : entry.title;
          }
          function wideScreen() { return !window.matchMedia || !window.matchMedia("(max-width: 74.99rem)").matches; }
          function group(nav, title, entries, page, open) {
            if (entries.length === 0) { return; }
            var details = document.createElement("details");
            var summary = document.createElement("summary");
            summary.textContent = title;
            details.appendChild(summary);
            var list = document.createElement("ul");
            var prefix = root.getAttribute("data-root") || "";
            entries.forEach(function (entry) {
              var item = document.createElement("li");
              var link = document.createElement("a");
              link.href = prefix + entry.url;
              link.textContent = shortTitle(entry);
              if (entry.url === page) { link.setAttribute("aria-current", "page"); open = open || wideScreen(); }
              item.appendChild(link);
              list.appendChild(item);
            });
            details.appendChild(list);
            details.open = open;
            nav.appendChild(details);
          }
          function setUpSidebar() {
            var nav = document.getElementById("sidebar");
            var entries = window.dscheckSearch;
            if (!nav || !entries) { return; }
            var page = here();
            // On a narrow screen the groups start folded, a row of four above the page.
            var wide = wideScreen();
            function kind(name) { return entries.filter(function (entry) { return entry.kind === name; }); }
            var pages = kind("page");
            group(nav, "Components", kind("component"), page, wide);
            group(nav, "Screens", kind("screen"), page, wide);
            group(nav, "Tokens", pages.filter(function (entry) { return entry.url.indexOf("tokens/") === 0; }), page, wide);
            group(nav, "Rules", pages.filter(function (entry) { return entry.url.indexOf("rules/") === 0; }).concat(kind("rule")), page, false);
            nav.hidden = false;
            // The current page's link in view within the sidebar, without moving the page.
            var marked = nav.querySelector("a[aria-current=page]");
            if (marked && marked.offsetTop > nav.clientHeight - 40) { nav.scrollTop = marked.offsetTop - nav.clientHeight / 2; }
          }
          function setUpSections() {
            var links = Array.prototype.slice.call(document.querySelectorAll(".on-this-page a[href^='#']"));
            if (links.length === 0 || !("IntersectionObserver" in window)) { return; }
            var sections = links.map(function (link) { return document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1))); });
            function mark() {
              var index = 0;
              sections.forEach(function (section, position) { if (section && section.getBoundingClientRect().top < window.innerHeight * 0.3) { index = position; } });
              // At the end of the page the last sections cannot scroll up to the mark.
              if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) { index = sections.length - 1; }
              links.forEach(function (link, position) { if (position === index) { link.setAttribute("aria-current", "location"); } else { link.removeAttribute("aria-current"); } });
            }
            var observer = new IntersectionObserver(mark, { rootMargin: "0px 0px -70% 0px" });
            sections.forEach(function (section) { if (section) { observer.observe(section); } });
            window.addEventListener("scroll", mark, { passive: true });
            mark();
          }
          function setUpCopy() {
            Array.prototype.slice.call(document.querySelectorAll("main pre > code")).forEach(function (code) {
              var button = document.createElement("button");
              button.type = "button";
              button.className = "copy-code";
              button.textContent = "Copy";
              button.setAttribute("aria-label", "Copy the code");
              button.addEventListener("click", function () {
                function done(copied) { button.textContent = copied ? "Copied" : "Select and copy"; }
                function fallback() {
                  var range = document.createRange();
                  range.selectNodeContents(code);
                  var selection = window.getSelection();
                  selection.removeAllRanges();
                  selection.addRange(range);
                  var copied = false;
                  try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
                  done(copied);
                }
                if (navigator.clipboard && navigator.clipboard.writeText) {
                  navigator.clipboard.writeText(code.textContent).then(function () { done(true); }, fallback);
                } else {
                  fallback();
                }
              });
              code.parentNode.insertBefore(button, code);
            });
          }
          function setUpContexts() {
            var forms = Array.prototype.slice.call(document.querySelectorAll("form.context-chooser"));
            if (forms.length === 0) { return; }
            var contexts = JSON.parse(forms[0].getAttribute("data-contexts"));
            var names = JSON.parse(forms[0].getAttribute("data-names"));
            var contextKey = "dscheck-context";
            function position(values) {
              var wanted = JSON.stringify(values);
              for (var index = 0; index < contexts.length; index++) { if (JSON.stringify(contexts[index]) === wanted) { return index; } }
              return -1;
            }
            function show(values) {
              var index = position(values);
              forms.forEach(function (form) {
                Array.prototype.slice.call(form.querySelectorAll("select")).forEach(function (select, modifier) { select.value = values[modifier]; });
                form.querySelector(".context-note").textContent = index < 0 ? "No context of these tokens has that combination." : "";
              });
              if (index < 0) { return; }
              Array.prototype.slice.call(document.querySelectorAll(".context-shown")).forEach(function (name) { name.textContent = names[index]; });
              Array.prototype.slice.call(document.querySelectorAll(".context-varies")).forEach(function (cell) {
                Array.prototype.slice.call(cell.querySelectorAll("li[data-contexts]")).forEach(function (item) {
                  if (item.getAttribute("data-contexts").split(" ").indexOf(String(index)) < 0) { item.removeAttribute("aria-current"); return; }
                  item.setAttribute("aria-current", "true");
                  cell.querySelector(".context-value").innerHTML = item.querySelector(".context-each").innerHTML;
                });
              });
            }
            forms.forEach(function (form) {
              form.hidden = false;
              form.addEventListener("submit", function (event) { event.preventDefault(); });
              form.addEventListener("change", function () {
                var values = Array.prototype.slice.call(form.querySelectorAll("select")).map(function (select) { return select.value; });
                try { window.localStorage.setItem(contextKey, JSON.stringify(values)); } catch (error) { }
                show(values);
              });
            });
            var stored = null;
            try { stored = JSON.parse(window.localStorage.getItem(contextKey)); } catch (error) { stored = null; }
            if (Array.isArray(stored) && position(stored) >= 0) { show(stored); }
          }
          document.addEventListener("DOMContentLoaded", function () {
            setUpContexts();
            setUpAppearance();
            setUpSidebar();
            setUpSections();
            setUpCopy();
          });
        })();

        """
}
