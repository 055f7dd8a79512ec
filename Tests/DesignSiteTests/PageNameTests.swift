import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// Ids whose file names would be the same: `ä` reduces to its hash, `-199de0e2`, which is a plain
/// id, and so is `-199de0e2-2`, the name the second of those would take. Every page gets a name
/// of its own, and links follow. (Ids that differ only in case, `Button` and `button`, are one
/// file on a Mac and are refused when the catalogue loads.)
struct PageNameTests {
    static let folder = Fixtures.path("site/same-page-names")

    @Test func idsWithTheSamePageNameGetPagesOfTheirOwn() throws {
        let fixture = SiteFixture(folder: Self.folder)
        let components = fixture.pages.map(\.path).filter { $0.hasPrefix("components/") }.sorted()
        #expect(
            components == [
                "components/-199de0e2-2.html", "components/-199de0e2-3.html", "components/-199de0e2.html", "components/button-2.html",
                "components/button.html",
            ])
        #expect(fixture.file("components/-199de0e2-3.html")?.contains("Button ä") == true, "the later id in UTF-8 order adds -3")
        #expect(fixture.file("components/-199de0e2-2.html")?.contains("Button -199de0e2-2") == true)
        let screen = try #require(fixture.file("compositions/screen.html"))
        for page in ["-199de0e2-3", "-199de0e2", "-199de0e2-2", "button"] {
            #expect(screen.contains("href=\"../components/\(page).html\""), "the composition links to \(page)")
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-page-names-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        try SiteWriter.write(fixture.site, to: out, catalogFolder: Self.folder)
        #expect(FileManager.default.fileExists(atPath: out + "/components/-199de0e2-3.html"))
    }

    @Test func aLongPlainIdIsShortenedToAFileNameTheFileSystemTakes() {
        let long = String(repeating: "a", count: 300)
        let name = SitePaths.fileName(long)
        #expect(name == String(repeating: "a", count: 40) + "-" + SitePaths.hash(long))
        #expect(SitePaths.fileName(String(repeating: "a", count: 100)) == String(repeating: "a", count: 100))
    }
}
