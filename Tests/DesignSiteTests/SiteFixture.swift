import DesignCatalog
import DesignRules
import DesignSite
import Foundation
import TestSupport
import Testing

/// A catalogue's site generated in-process, as `dscheck site` generates it: checked once by the
/// checker with the site's documentation inspection and the manifest's waivers.
struct SiteFixture {
    let checked: CheckedCatalog
    let site: Site

    init(folder: String) {
        checked = CatalogChecker(inspections: [SiteDocumentation()]).check(Catalog.load(folder: folder).catalog!)
        site = Self.generate(checked, root: folder)
    }

    /// The site of `checked` as `dscheck site` generates it, with the rule examples checked
    /// once for every site the tests generate (as they do not depend on the catalogue).
    static func generate(_ checked: CheckedCatalog, root folder: String) -> Site {
        SiteGenerator.generate(checked, toolVersion: "0.1.0", root: ReportRoot(catalogFolder: folder), examples: RuleExampleChecks.checked)
    }

    var catalog: Catalog { checked.catalog }

    static let bundled = SiteFixture(folder: Fixtures.repository("catalog"))
    static let hostile = SiteFixture(folder: Fixtures.path("catalog/hostile"))

    /// The contents of the file at `path`, if the site has it.
    func file(_ path: String) -> String? {
        site.files.first { $0.path == path }?.contents
    }

    var pages: [Site.File] { site.files.filter { $0.path.hasSuffix(".html") } }
}
