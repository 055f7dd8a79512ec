/// `tokens/tokens.js`, loaded by the token pages: it shows the filter box, which hides the
/// entries (and the sections left empty) that do not contain every typed word in their name,
/// value, description or users, and adds a button to copy each token's name. Without
/// JavaScript the box and the buttons stay hidden and every entry is shown.
enum TokensScript {
    static let script = """
        (function () {
          "use strict";
          var items = Array.prototype.slice.call(document.querySelectorAll("li.tk"));
          var sections = Array.prototype.slice.call(document.querySelectorAll("section.tk-section"));
          var box = document.querySelector(".tk-filter");
          var copyStatus = document.getElementById("copy-status");
          if (box) {
            var input = box.querySelector("input");
            var status = document.getElementById("filter-status");
            var texts = items.map(function (item) { return item.textContent.toLowerCase(); });
            var pending = 0;
            box.hidden = false;
            var filter = function () {
              pending = 0;
              var words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
              var shown = 0;
              items.forEach(function (item, index) {
                var match = words.every(function (word) { return texts[index].indexOf(word) !== -1; });
                item.hidden = !match;
                if (match) { shown += 1; }
              });
              sections.forEach(function (section) {
                section.hidden = section.querySelector("li.tk:not([hidden])") === null;
              });
              status.textContent = words.length === 0 ? "" : shown + " of " + items.length + " shown";
            };
            input.addEventListener("input", function () {
              if (!pending) { pending = window.requestAnimationFrame(filter); }
            });
          }
          function copied(button, name) {
            button.textContent = "Copied";
            copyStatus.textContent = "Copied " + name;
            window.setTimeout(function () { button.textContent = "Copy"; }, 1500);
          }
          function copyByCommand(button, name) {
            var area = document.createElement("textarea");
            area.value = name;
            area.setAttribute("readonly", "");
            area.className = "visually-hidden";
            document.body.appendChild(area);
            area.select();
            try { if (document.execCommand("copy")) { copied(button, name); } } catch (error) { /* nothing copied */ }
            document.body.removeChild(area);
          }
          items.forEach(function (item) {
            var line = item.querySelector(".tk-name");
            var name = line.querySelector("code").textContent;
            var button = document.createElement("button");
            button.type = "button";
            button.className = "tk-copy";
            button.textContent = "Copy";
            button.setAttribute("aria-label", "Copy " + name);
            button.addEventListener("click", function () {
              if (navigator.clipboard && navigator.clipboard.writeText) {
                navigator.clipboard.writeText(name).then(function () { copied(button, name); }, function () { copyByCommand(button, name); });
              } else {
                copyByCommand(button, name);
              }
            });
            line.appendChild(button);
          });
        })();

        """
}
