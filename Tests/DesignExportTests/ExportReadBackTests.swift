import DesignCatalog
import DesignRules
import Foundation
import TestSupport
import Testing

@testable import DesignExport

/// What one command writes, the next reads: the export reads each colour set back as Xcode
/// does and each Swift file back through the lexer, and anything that does not read back as
/// it was made stops the export.
struct ExportReadBackTests {
    /// The bundled catalogue's export, and `dscheck init`'s on every platform, read back whole.
    @Test func realExportsReadBack() throws {
        #expect(ExportFixture.export.unreadable.isEmpty, "\(ExportFixture.export.unreadable)")
        for platform in Platform.allCases {
            try TemporaryFolder.with { folder in
                let path = folder.appendingPathComponent("catalog").path
                _ = ExportFixture.stdout(["init", path, "--platform", platform.rawValue])
                let catalog = try #require(Catalog.load(folder: path).catalog)
                let export = SwiftExporter.export(CatalogChecker().check(catalog))
                #expect(export.unreadable.isEmpty, "\(platform): \(export.unreadable)")
            }
        }
    }

    static let light = AssetColor(space: .srgb, red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    static let dark = AssetColor(space: .displayP3, red: 0.9, green: 0.8, blue: 0.7, alpha: 0.5)
    static let appearances = [(Appearance(isDark: false, isHighContrast: false), light), (Appearance(isDark: true, isHighContrast: false), dark)]
    static let written = AssetCatalog.colorSet(appearances).serialized(pretty: true)

    /// A colour set as written reads back; one that parses to other colours, or to fewer
    /// appearances, is named with what it reads back as.
    @Test(arguments: [
        ("\"0.4\"", "\"0.41\"", "its light green component reads back as 0.41, not 0.4"),
        ("\"display-p3\"", "\"srgb\"", "its dark entry reads back in the colour space srgb, not display-p3"),
        ("\"dark\"", "\"light\"", "its dark entry reads back with the appearances [\"luminosity=light\"]"),
        ("\"colors\"", "\"colours\"", "it has no \"colors\" array"),
        ("\"idiom\"", "\"color\"", "it does not parse: C.json:"),
    ])
    func aColourSetThatReadsBackOtherwiseIsNamed(find: String, replacement: String, problem: String) throws {
        #expect(AssetCatalogReadBack.problem(in: Self.written, path: "C.json", appearances: Self.appearances) == nil)
        let changed = try #require(Self.written.range(of: find)).lowerBound
        var text = Self.written
        text.replaceSubrange(changed..<text.index(changed, offsetBy: find.count), with: replacement)
        let found = AssetCatalogReadBack.problem(in: text, path: "C.json", appearances: Self.appearances) ?? ""
        #expect(found.hasPrefix(problem), "\(found)")
        #expect(
            AssetCatalogReadBack.problem(in: Self.written, path: "C.json", appearances: Array(Self.appearances.prefix(1)))
                == "it holds 2 appearances where the token has 1")
    }

    /// Swift whose brackets close reads back; text a token's description could break (a
    /// comment or string left open, swallowing what follows) does not.
    @Test(
        arguments: [
            ("enum A {\n    static let b = \"}\"\n}\n", nil),
            ("enum A {\n    /// ends */ here\n    static let b = 1\n}\n", nil),
            ("enum A {\n    /* a comment left open\n    static let b = 1\n}\n", "the '{' at 1:8 is never closed"),
            ("enum A {\n    static let b = [1, 2\n}\n", "the '{' at 1:8 is never closed"),
            ("enum A {}\n}\n", "the '}' at 2:1 closes nothing"),
        ] as [(String, String?)])
    func swiftWhoseBracketsDoNotCloseIsNamed(text: String, problem: String?) {
        #expect(SwiftReadBack.problem(in: text) == problem)
    }
}
