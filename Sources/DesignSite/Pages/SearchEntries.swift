import DesignCatalog
import DesignRules

/// What the search box finds: every component with its summary, each of its variants (linked
/// to the variant's preview), every screen, rule (by name, and by id for engineers), token, and
/// the token, contrast, rules and coverage pages. The maintainers' page is left out: readers search.
enum SearchEntries {
    static func all(_ context: SiteContext, pages: [SitePage]) -> [SearchScript.Entry] {
        var entries: [SearchScript.Entry] = []
        for component in context.catalog.components {
            let url = context.componentPages.path(component.id) + ".html"
            entries.append(SearchScript.Entry(title: component.name, kind: "component", url: url, text: component.summary))
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
                    text: composition.summary ?? ""))
        }
        for rule in RuleRegistry.descriptions {
            entries.append(
                SearchScript.Entry(title: rule.name, kind: "rule", url: SitePaths.rule(rule.id) + ".html", text: rule.id + ". " + rule.summary))
        }
        for page in pages where page.path.hasPrefix("tokens/") || page.path == SitePaths.rules || page.path == SitePaths.coverage {
            entries.append(SearchScript.Entry(title: page.title, kind: "page", url: page.path + ".html", text: page.summary))
        }
        for token in context.defaultTokens.tokens {
            entries.append(
                SearchScript.Entry(
                    title: token.name, kind: "token", url: SitePaths.tokenLink(token.name, from: SitePaths.index), text: token.description ?? ""))
        }
        return entries
    }
}
