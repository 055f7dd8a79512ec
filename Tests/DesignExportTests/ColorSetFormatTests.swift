import DesignTokens
import Foundation
import TestSupport
import Testing

/// Every `Contents.json` of the exported asset catalogue against Apple's format: `info` with
/// version 1, colour sets with `colors[]` of `idiom`, `color.color-space` (srgb or display-p3)
/// and `components` red, green, blue and alpha as strings of numbers in [0, 1], `appearances`
/// of luminosity dark and contrast high, the colour for any appearance first and each
/// appearance once.
struct ColorSetFormatTests {
    static let contents = ExportFixture.export.files.filter { $0.path.hasSuffix("/Contents.json") }

    @Test func everyColourTokenHasAColourSet() {
        let colorTokens = ExportFixture.checked.defaultContext.tokens.tokens.filter { $0.type == .color }
        let sets = Self.contents.filter { $0.path.contains(".colorset/") }
        #expect(sets.count == colorTokens.count)
        #expect(sets.count == 41)
    }

    @Test(arguments: contents.map(\.path))
    func followsTheAssetCatalogueFormat(path: String) throws {
        let file = try #require(Self.contents.first { $0.path == path })
        let root = try #require(try JSONReader().read(file.contents, file: path).object)
        let info = try #require(root["info"]?.object)
        #expect(info["version"]?.number == 1)
        #expect(info["author"]?.string == "dscheck")
        guard path.contains(".colorset/") else {
            let isRoot = path.split(separator: "/").count == 2
            #expect(root.keys == (isRoot ? ["info"] : ["info", "properties"]))
            if !isRoot { #expect(root["properties"]?.object?["provides-namespace"]?.bool == true) }
            return
        }
        let colors = try #require(root["colors"]?.array)
        #expect(colors.count == 2, "light (any) and dark, from the appearance modifier")
        var seen: Set<[String]> = []
        for (index, entry) in colors.enumerated() {
            let object = try #require(entry.object)
            #expect(object["idiom"]?.string == "universal")
            let color = try #require(object["color"]?.object)
            #expect(["srgb", "display-p3"].contains(color["color-space"]?.string ?? ""))
            let components = try #require(color["components"]?.object)
            #expect(components.keys.sorted() == ["alpha", "blue", "green", "red"])
            for member in components.members {
                let text = try #require(member.value.string, "\(member.key) is a string")
                let value = try #require(Double(text))
                #expect((0...1).contains(value))
            }
            let appearances = object["appearances"]?.array ?? []
            #expect(index == 0 ? appearances.isEmpty : !appearances.isEmpty, "the colour for any appearance comes first")
            var names: [String] = []
            for appearance in appearances {
                let pair = try #require(appearance.object)
                let kind = pair["appearance"]?.string
                let value = pair["value"]?.string
                #expect((kind == "luminosity" && value == "dark") || (kind == "contrast" && value == "high"), "\(pair)")
                names.append("\(kind ?? "")=\(value ?? "")")
            }
            #expect(seen.insert(names).inserted, "each appearance once")
        }
    }
}
