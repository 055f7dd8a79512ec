import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import SwiftCode
import TestSupport
import Testing

@testable import DesignExport

/// `dscheck init` on every platform, then `export swift` with no settings: the export reads
/// the scaffold's `appearance` (light, dark) and `contrast` (standard, increased) modifiers as
/// the asset catalogue's appearances, and every colour set holds each appearance's colour as
/// the token has it in that context.
struct InitExportTests {
    @Test(arguments: Platform.allCases)
    func everyAppearanceOfAnInitCatalogueIsExported(platform: Platform) throws {
        try TemporaryFolder.with { folder in
            let path = folder.appendingPathComponent("catalog").path
            _ = ExportFixture.stdout(["init", path, "--platform", platform.rawValue])
            let catalog = try #require(Catalog.load(folder: path).catalog)
            let checked = CatalogChecker().check(catalog)
            let export = SwiftExporter.export(checked)
            #expect(export.diagnostics.isEmpty, "\(export.diagnostics)")
            let hasAppearance = catalog.tokens.modifiers.contains { $0.name == "appearance" }
            #expect(hasAppearance == ![.visionos, .watchos].contains(platform), "visionOS and watchOS have one appearance")
            let slots = [false, true].flatMap { dark in
                [false, true].map { high in
                    (
                        appearance: Appearance(isDark: dark, isHighContrast: high),
                        context: ResolverContext(
                            ["contrast": high ? "increased" : "standard"].merging(hasAppearance ? ["appearance": dark ? "dark" : "light"] : [:]) {
                                first, _ in first
                            })
                    )
                }
            }.filter { hasAppearance || !$0.appearance.isDark }
            let files = Dictionary(export.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
            let module = SwiftExporter.defaultModule(for: catalog)
            var differing = 0
            var compared = 0
            for place in SwiftTokenNames.namespace(of: checked.defaultContext.tokens.tokens).allMembers() {
                guard case .color = place.member.token.value else { continue }
                let name = place.member.token.name
                let setPath = ([module + ".xcassets"] + place.path + [place.member.identifier + ".colorset", "Contents.json"]).joined(separator: "/")
                let set = try #require(files[setPath], "\(name) has no colour set")
                let entries = try #require(try JSONReader().read(set, file: setPath).object?["colors"]?.array).compactMap(\.object)
                #expect(entries.count == slots.count, "\(name): one colour per appearance")
                var colors: [[String: String]] = []
                for slot in slots {
                    guard case .color(let color) = checked.result(for: slot.context)?.tokens[name]?.value else {
                        Issue.record("\(name) is not a colour in \(slot.context)")
                        continue
                    }
                    let expected = Dictionary(
                        AssetColor(color).components.map { ($0.name, AssetCatalog.componentText($0.value)) }, uniquingKeysWith: { first, _ in first })
                    let entry = entries.first { entry in
                        let said = (entry["appearances"]?.array ?? []).compactMap(\.object).map {
                            ($0["appearance"]?.string ?? "", $0["value"]?.string ?? "")
                        }
                        return said.map { "\($0.0)=\($0.1)" } == slot.appearance.assetEntries.map { "\($0.appearance)=\($0.value)" }
                    }
                    let written = entry?["color"]?.object?["components"]?.object?.members.map { ($0.key, $0.value.string ?? "") }
                    #expect(
                        written.map { Dictionary($0, uniquingKeysWith: { first, _ in first }) } == expected,
                        "\(name) in the \(slot.appearance) appearance (\(slot.context))")
                    colors.append(expected)
                    compared += 1
                }
                if Set(colors).count > 1 { differing += 1 }
            }
            #expect(compared > 20, "every colour of the scaffold is compared: \(compared)")
            #expect(differing > 0, "some colours differ between appearances, so the comparison can fail")
        }
    }
}
