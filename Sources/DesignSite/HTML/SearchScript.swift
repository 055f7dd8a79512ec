import DesignSupport
import DesignTokens

/// The search box's script and its index. Both are plain files beside the pages, loaded with
/// `<script src>` so search works from `file://`; without JavaScript the box stays hidden and
/// every page reads as it is.
enum SearchScript {
    /// One searchable entry.
    struct Entry {
        /// The name matched first and shown: a component, variant, screen, page, token or rule name.
        var title: String
        /// What it is: `component`, `variant`, `screen`, `page`, `token` or `rule`, the order in
        /// which equal matches are listed (so "contrast" finds the contrast page before the rule).
        var kind: String
        /// Path from the site root.
        var url: String
        /// Further text matched after the name: a summary or description.
        var text: String
        /// The name of what it belongs to (a variant's component), if anything.
        var within: String? = nil
    }

    /// How many results the box lists; it always says how many there are in all.
    static let shownResults = 50

    /// `search-index.js`: the entries of `parts` (each made by ``elements(_:)``), in order, as
    /// one JSON array assigned to `window.dscheckSearch`.
    static func index(_ parts: [String]) -> String {
        "window.dscheckSearch = [" + parts.filter { !$0.isEmpty }.joined(separator: ",") + "];\n"
    }

    /// `entries` as the elements of a JSON array on one line, without its brackets, so that
    /// parts made apart join into one array (``index(_:)``).
    static func elements(_ entries: [Entry]) -> String {
        let array = JSONOutput.array(
            entries.map { entry in
                var fields = [
                    JSONOutput.Member("title", .string(entry.title)), .init("kind", .string(entry.kind)), .init("url", .string(entry.url)),
                    .init("text", .string(entry.text)),
                ]
                if let within = entry.within { fields.append(.init("within", .string(within))) }
                return .object(fields)
            })
        // The brackets are one byte each: dropped from the UTF-8, not by counting characters
        // through the whole index (3 % of `site`'s instructions at 10,000 tokens).
        let serialized = array.serialized(pretty: false)
        return String(Substring(serialized.utf8.dropFirst().dropLast()))
    }

    /// `search.js`: shows the box and lists the entries holding every typed word, best first (a
    /// name equal to the word, then a name starting with it, then a word of the name starting
    /// with it, then a name containing it, then the other text), as links built with
    /// `textContent`, never as HTML. It says how many entries match, and closes on Escape or a
    /// click outside. The ranking is also `window.dscheckRank(entries, query)`, so tests can run it.
    static let script = """
        (function () {
          "use strict";
          var kinds = ["component", "variant", "screen", "page", "token", "rule"];
          function score(entry, words) {
            var name = entry.title.toLowerCase();
            var nameWords = name.split(/[^a-z0-9]+/).filter(Boolean);
            var rest = ((entry.within || "") + " " + entry.kind + " " + entry.text).toLowerCase();
            var total = 0;
            for (var i = 0; i < words.length; i++) {
              var word = words[i];
              if (name === word) { total += 100; }
              else if (name.indexOf(word) === 0) { total += 80; }
              else if (nameWords.some(function (part) { return part.indexOf(word) === 0; })) { total += 60; }
              else if (name.indexOf(word) !== -1) { total += 40; }
              else if (rest.indexOf(word) !== -1) { total += 10; }
              else { return 0; }
            }
            return total;
          }
          function rank(entries, query) {
            var words = query.toLowerCase().split(/\\s+/).filter(Boolean);
            if (words.length === 0) { return []; }
            return entries.map(function (entry, index) { return { entry: entry, index: index, score: score(entry, words) }; })
              .filter(function (hit) { return hit.score > 0; })
              .sort(function (a, b) {
                return b.score - a.score || kinds.indexOf(a.entry.kind) - kinds.indexOf(b.entry.kind)
                  || a.entry.title.length - b.entry.title.length || a.index - b.index;
              })
              .map(function (hit) { return hit.entry; });
          }
          window.dscheckRank = rank;
          var form = document.querySelector("form.search");
          var entries = window.dscheckSearch;
          if (!form || !entries) { return; }
          var root = document.documentElement.getAttribute("data-root") || "";
          var input = document.getElementById("search-input");
          var panel = document.getElementById("search-panel");
          var results = document.getElementById("search-results");
          var count = document.getElementById("search-count");
          var status = document.getElementById("search-status");
          form.hidden = false;
          function close() { panel.hidden = true; }
          function show() {
            var found = rank(entries, input.value);
            results.textContent = "";
            if (input.value.trim() === "") { status.textContent = ""; close(); return; }
            found.slice(0, \(shownResults)).forEach(function (entry) {
              var item = document.createElement("li");
              var link = document.createElement("a");
              link.href = root + entry.url;
              link.textContent = entry.title;
              var kind = document.createElement("span");
              kind.className = "kind";
              kind.textContent = entry.within ? entry.kind + " of " + entry.within : entry.kind;
              item.appendChild(link);
              item.appendChild(kind);
              results.appendChild(item);
            });
            var text = found.length === 0 ? "No results" : found.length === 1 ? "1 result" : found.length + " results";
            if (found.length > \(shownResults)) { text += ", the best \(shownResults) shown"; }
            count.textContent = text;
            status.textContent = text;
            panel.hidden = false;
          }
          input.addEventListener("input", show);
          input.addEventListener("focus", function () { if (input.value.trim() !== "") { show(); } });
          form.addEventListener("keydown", function (event) {
            if (event.key === "Escape" && !panel.hidden) { event.preventDefault(); close(); input.focus(); }
          });
          document.addEventListener("click", function (event) { if (!form.contains(event.target)) { close(); } });
          form.addEventListener("submit", function (event) {
            event.preventDefault();
            var first = results.querySelector("a");
            if (first) { window.location.href = first.href; }
          });
        })();

        """
}
