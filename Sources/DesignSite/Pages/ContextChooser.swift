import DesignSupport

/// With more contexts than fit as columns (three modifiers make eight or more), a reader
/// chooses the context a page's values are shown in: one menu per modifier above the values,
/// which `site.js` shows and follows (``NavigationScript``), keeping the choice from page to
/// page. Each value that differs between contexts is the default context's, with every value
/// folded under it beside the contexts that give it; the script swaps in the chosen context's.
/// Without JavaScript the menus stay hidden and a reader sees the default context's values and,
/// unfolded on request, how each differing one varies.
enum ContextChooser {
    /// The menus, hidden until the script shows them; nil unless the site chooses contexts.
    static func html(_ context: SiteContext) -> String? {
        guard context.choosesContext else { return nil }
        let choices = context.modifierChoices
        let chosen = choices.contexts[context.defaultContextIndex]
        let contexts = JSONOutput.array(choices.contexts.map { .array($0.map(JSONOutput.string)) }).serialized(pretty: false)
        let names = JSONOutput.array(context.contexts.map { .string($0.name) }).serialized(pretty: false)
        var html =
            "<form class=\"context-chooser\" hidden aria-label=\"Context shown\" data-contexts=\"\(HTMLEscaping.attribute(contexts))\" data-names=\"\(HTMLEscaping.attribute(names))\"><span class=\"context-chooser-title\">Values in</span>"
        for (index, modifier) in choices.modifiers.enumerated() {
            html += "<label>\(HTMLEscaping.text(ContextNames.capitalised(modifier.name))) <select data-modifier=\"\(index)\">"
            for option in modifier.contexts {
                let selected = index < chosen.count && chosen[index] == option ? " selected" : ""
                html +=
                    "<option value=\"\(HTMLEscaping.attribute(option))\"\(selected)>\(HTMLEscaping.text(ContextNames.capitalised(option)))</option>"
            }
            html += "</select></label>"
        }
        return html + "<output class=\"context-note\" aria-live=\"polite\"></output></form>"
    }

    /// The name of the context values are shown in, as a table's or list's heading says it; the
    /// script renames it with the reader's choice.
    static func heading(_ context: SiteContext) -> String {
        "<span class=\"context-shown\">\(HTMLEscaping.text(context.contexts[context.defaultContextIndex].name))</span>"
    }

    /// A value that differs between contexts: the default context's `html`, then every group's
    /// under a fold, each with its contexts' name and members (positions in
    /// ``SiteContext/contexts``) for the script to find the chosen context's.
    static func varying(_ groups: [ContextGroup<String>], context: SiteContext) -> String {
        let shown = context.defaultContextIndex
        let current = groups.first { $0.members.contains(shown) } ?? groups[0]
        var html =
            "<div class=\"context-varies\"><span class=\"context-value\">\(current.value)</span><details class=\"context-all\"><summary>Differs by context</summary><ul>"
        for group in groups {
            html +=
                "<li data-contexts=\"\(group.members.map(String.init).joined(separator: " "))\"><span class=\"spec-context-name\">\(HTMLEscaping.text(group.contexts))</span> <span class=\"context-each\">\(group.value)</span></li>"
        }
        return html + "</ul></details></div>"
    }
}
