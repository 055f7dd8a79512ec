import Foundation
import Testing

@testable import DesignTokens

/// `CatalogPath.absolute` skips Foundation's URL standardizing for paths it would give back as
/// they are; every path must come out as the URL route gives it.
struct AbsolutePathTests {
    static let paths = [
        "/", "/a", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/b/.", "/a/b/..", "/..", "/.", "/a/...", "/a/.b", "/a/b.", "/a/..b/c",
        "/tmp/catalog/components/button.json", "/tmp/my catalog/x.json", "/tmp/Catalog-10000_1000/a.b.c.json", "/a/%20b", "/a/b;c",
        "/a/b?c", "/a/b#c", "/a/caf\u{E9}.json", "/a/cafe\u{301}.json", "/a/\u{212A}", "/a/b\\c", "/a/~/b", "/a/b:c", "//", "///a",
    ]

    @Test(arguments: paths) func absolutePathsAreAsTheURLGivesThem(path: String) {
        #expect(CatalogPath.absolute(path) == URL(fileURLWithPath: path, isDirectory: false).standardized.path)
    }

    @Test func plainPathsTakeTheShortWay() {
        for path in ["/tmp/catalog/components/button.json", "/tmp/my catalog/x.json", "/a/...", "/a/.b"] {
            #expect(CatalogPath.isStandard(path), "\(path)")
        }
        for path in ["/", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/b/.", "/a/b/..", "a/b", "/a/caf\u{E9}", "/a/%20"] {
            #expect(!CatalogPath.isStandard(path), "\(path)")
        }
    }
}
