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

    /// The site of `checked` as `dscheck site` generates it; rule examples that cannot be
    /// checked are a failed test, not a crash.
    static func generate(_ checked: CheckedCatalog, root folder: String) -> Site {
        do {
            return SiteGenerator.generate(checked, toolVersion: "0.1.0", root: ReportRoot(catalogFolder: folder), examples: try examples.get())
        } catch {
            Issue.record("the rule examples could not be checked for the site of \(folder): \(error)")
            return Site(files: [])
        }
    }

    /// The rule pages' examples, checked once for every site the tests generate (as they do not
    /// depend on the catalogue), written under a temporary folder.
    static let examples = Result { () throws(any Error) in
        try TemporaryFolder.with { scratch in try RuleExampleChecks.make(in: scratch.path) }
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
