import DesignCatalog
import DesignRules

/// What the search box finds: every component with its summary and the words of its page
/// (guidance, Do and Don't, accessibility), each of its variants (linked to the variant's
/// preview), every screen with the text it shows, rule (by name, and by id for engineers, with
/// its rationale), token, and the token, contrast, rules and coverage pages. The maintainers'
/// page is left out: readers search.
///
/// The index lists subjects, then pages, then tokens. Only the pages' entries need the pages
/// built, so the subjects' and the tokens' are made while the pages are (``subjects(_:)``,
/// ``tokens(_:)``), and the pages' once they are all built (``pages(_:)``).
enum SearchEntries {
    /// Every component with its variants, every screen and every rule.
    static func subjects(_ context: SiteContext) -> [SearchScript.Entry] {
        var entries: [SearchScript.Entry] = []
        for component in context.catalog.components {
            let url = context.componentPages.path(component.id) + ".html"
            entries.append(SearchScript.Entry(title: component.name, kind: "component", url: url, text: pageWords(of: component)))
            for variant in component.variants {
                entries.append(
                    SearchScript.Entry(
                        title: variant.name, kind: "variant", url: url + "#" + HeadingAnchors.slug(variant.name), text: variant.summary ?? "",
                        within: component.name))
            }
        }
        for composition in context.catalog.compositions {
            entries.append(
                SearchScript.Entry(
                    title: composition.name, kind: "screen", url: context.compositionPages.path(composition.id) + ".html",
                    text: ([composition.summary].compactMap { $0 } + shownText(composition.root.children)).joined(separator: " ")))
        }
        for rule in RuleRegistry.descriptions {
            entries.append(
                SearchScript.Entry(
                    title: rule.name, kind: "rule", url: SitePaths.rule(rule.id) + ".html", text: rule.id + ". " + rule.summary + " " + rule.rationale
                ))
        }
        return entries
    }

    /// The token pages, the rules index and the coverage map among `pages`, in their order.
    static func pages(_ pages: [SitePage]) -> [SearchScript.Entry] {
        pages.filter { $0.path.hasPrefix("tokens/") || $0.path == SitePaths.rules || $0.path == SitePaths.coverage }.map { page in
            SearchScript.Entry(title: page.title, kind: "page", url: page.path + ".html", text: page.summary)
        }
    }

    /// Every token of the default context.
    static func tokens(_ context: SiteContext) -> [SearchScript.Entry] {
        context.defaultTokens.tokens.map { token in
            SearchScript.Entry(
                title: token.name, kind: "token", url: SitePaths.tokenLink(token.name, from: SitePaths.index), text: token.description ?? "")
        }
    }

    /// A component's summary, then the words its page says about it: guidance, Do and Don't,
    /// its accessibility label and hint, and its label's example texts.
    private static func pageWords(of component: Component) -> String {
        var words = [component.summary]
        words += component.guidance.flatMap { [$0.title, $0.text] }
        words += (component.usage.doItems + component.usage.dontItems).map(\.text)
        words += [component.accessibility.label, component.accessibility.hint].compactMap { $0 }
        words += component.label?.examples ?? []
        return words.joined(separator: " ")
    }

    /// The text a screen shows: its text runs, the labels its instances show and their
    /// accessibility labels, in order.
    private static func shownText(_ elements: [Element]) -> [String] {
        elements.flatMap { element -> [String] in
            switch element {
            case .text(let run): [run.text]
            case .stack(let stack): shownText(stack.children)
            case .component(let instance): [instance.label, instance.accessibilityLabel].compactMap { $0 } + shownText(instance.children)
            case .spacer: []
            }
        }
    }
}
