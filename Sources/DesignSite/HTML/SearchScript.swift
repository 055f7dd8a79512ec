import DesignSupport
import DesignTokens

/// The search box's script and its index. Both are plain files beside the pages, loaded with
/// `<script src>` so search works from `file://`; without JavaScript the box stays hidden and
/// every page reads as it is.
enum SearchScript {
    /// One searchable entry.
    struct Entry {
        var title: String
        var kind: String
        /// Path from the site root.
        var url: String
        var text: String
    }

    /// `search-index.js`: the entries as JSON assigned to `window.dscheckSearch`.
    static func index(_ entries: [Entry]) -> String {
        let array = JSONOutput.array(
            entries.map { entry in
                .object([
                    "title": .string(entry.title), "kind": .string(entry.kind), "url": .string(entry.url), "text": .string(entry.text),
                ])
            })
        return "window.dscheckSearch = \(array.serialized(pretty: false));\n"
    }

    /// `search.js`: shows the box, matches every typed word against titles and text, and lists
    /// up to 20 results as links (built with `textContent`, never as HTML).
    static let script = """
        (function () {
          "use strict";
          var form = document.querySelector("form.search");
          var entries = window.dscheckSearch;
          if (!form || !entries) { return; }
          var root = document.documentElement.getAttribute("data-root") || "";
          var input = document.getElementById("search-input");
          var results = document.getElementById("search-results");
          var status = document.getElementById("search-status");
          form.hidden = false;
          function show() {
            var words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
            results.textContent = "";
            if (words.length === 0) { status.textContent = ""; return; }
            var found = entries.filter(function (entry) {
              var haystack = (entry.title + " " + entry.kind + " " + entry.text).toLowerCase();
              return words.every(function (word) { return haystack.indexOf(word) !== -1; });
            });
            found.slice(0, 20).forEach(function (entry) {
              var item = document.createElement("li");
              var link = document.createElement("a");
              link.href = root + entry.url;
              link.textContent = entry.title;
              var kind = document.createElement("span");
              kind.className = "kind";
              kind.textContent = entry.kind;
              item.appendChild(link);
              item.appendChild(kind);
              results.appendChild(item);
            });
            status.textContent = found.length === 1 ? "1 result" : found.length + " results";
          }
          input.addEventListener("input", show);
          form.addEventListener("submit", function (event) {
            event.preventDefault();
            var first = results.querySelector("a");
            if (first) { window.location.href = first.href; }
          });
        })();

        """
}
