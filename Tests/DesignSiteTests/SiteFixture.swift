import DesignCatalog
import DesignRules
import DesignSite
import Foundation
import TestSupport

/// A catalogue's site generated in-process, as `dscheck site` generates it: the rule engine run
/// once with the manifest's waivers.
struct SiteFixture {
    let catalog: Catalog
    let site: Site

    init(folder: String) {
        catalog = Catalog.load(folder: folder).catalog!
        let configuration = RuleConfiguration(manifest: catalog.manifest)
        let waivers = catalog.manifest.waivers.map { Waiver.read($0).waivers } ?? []
        let check = RuleEngine.check(catalog, configuration: configuration, waivers: waivers)
        site = SiteGenerator.generate(catalog: catalog, check: check, configuration: configuration, toolVersion: "0.1.0")
    }

    static let bundled = SiteFixture(folder: Fixtures.repository("catalog"))
    static let hostile = SiteFixture(folder: Fixtures.path("catalog/hostile"))

    /// The contents of the file at `path`, if the site has it.
    func file(_ path: String) -> String? {
        site.files.first { $0.path == path }?.contents
    }

    var pages: [Site.File] { site.files.filter { $0.path.hasSuffix(".html") } }
}
