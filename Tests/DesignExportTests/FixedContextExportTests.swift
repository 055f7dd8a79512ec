import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import SwiftCode
import TestSupport
import Testing

@testable import DesignExport

/// A resolver with three modifiers, `appearance` (light, dark), `contrast` (standard,
/// increased) and `device` (desktop, mobile), exported with `device` fixed to `mobile`
/// (`--context device=mobile`): the appearance and contrast need no mapping, every value of
/// every type comes from the mobile context, and each colour's four appearances are the colours
/// of their four contexts.
struct FixedContextExportTests {
    static let folder = Fixtures.path("export/grid")
    static let fixed: ResolverContext = ["device": "mobile"]

    static let checked: CheckedCatalog = {
        let catalog = Catalog.load(folder: folder).catalog!
        return CatalogChecker().check(catalog)
    }()

    static let export = SwiftExporter.export(checked, fixed: fixed)

    /// The light standard context and the others, in the order `TokenAppearanceColor`
    /// declares its colours: light, light high contrast, dark, dark high contrast.
    static let slotContexts: [[String]] = [
        ["--context", "appearance=light", "--context", "contrast=standard"],
        ["--context", "appearance=light", "--context", "contrast=increased"],
        ["--context", "appearance=dark", "--context", "contrast=standard"],
        ["--context", "appearance=dark", "--context", "contrast=increased"],
    ]

    @Test func theGridNeedsNoMappingAndEveryColourHasItsFourAppearances() throws {
        #expect(!Self.export.hasErrors, "\(Self.export.diagnostics)")
        let brand = try #require(Self.export.files.first { $0.path == "Grid.xcassets/Color/brand.colorset/Contents.json" }).contents
        let appearances = try #require(try JSONReader().read(brand, file: "brand").object?["colors"]?.array)
        #expect(appearances.count == 4, "any, high contrast, dark, dark high contrast: \(brand)")
    }

    @Test func aDimensionThatDiffersByAppearanceIsReportedWithBothValues() {
        let warnings = Self.export.diagnostics.filter { $0.id == ExportDiagnostic.appearanceDependentValue.id }
        #expect(warnings.map(\.subject) == ["stroke.hairline"], "only the hairline differs once the device is fixed: \(Self.export.diagnostics)")
        #expect(
            warnings.first?.message
                == "stroke.hairline is 1px in the light appearance (appearance=light, contrast=standard, device=mobile) but 2px in the dark, dark high-contrast appearance (appearance=dark, contrast=standard, device=mobile); only colour tokens follow the appearance, so 1px is written; make it the same in every appearance, or fix the modifier that changes it with --context"
        )
    }

    @Test func withoutTheContextTheDeviceIsAnErrorThatSaysHowToFixIt() {
        let unfixed = SwiftExporter.export(Self.checked)
        #expect(unfixed.settingsUnusable)
        #expect(unfixed.diagnostics.map(\.message).contains { $0.contains("export one context with --context device=desktop") })
    }

    /// Every constant of `TokenValues.swift`, compiled and printed as the numbers it holds (by
    /// reflection, depth first), equals what `dscheck tokens --context device=mobile …` gives
    /// for that context: colours in all four appearances, every other type in the light
    /// standard one.
    @Test(.endToEnd, .enabled(if: Swiftc.path != nil, "needs swiftc")) func everyValueIsTheFixedContextsValue() throws {
        let namespace = SwiftTokenNames.namespace(of: Self.tokens(in: Self.slotContexts[0]))
        let places = namespace.allMembers()
        let program =
            [
                """
                func numbers(_ value: Any) -> [Double] {
                    if let number = value as? Double { return [number] }
                    let mirror = Mirror(reflecting: value)
                    if mirror.displayStyle == .enum { return [] }
                    return mirror.children.flatMap { numbers($0.value) }
                }
                """
            ]
            + places.map { place in
                let reference = NamespaceSource.reference(root: SwiftExporter.valuesRoot, place: place)
                return
                    "print(\(OutputEscaping.swiftString(place.member.token.name)), numbers(\(reference)).map { \"\\($0)\" }.joined(separator: \" \"))"
            }
        let printed = try TemporaryFolder.with { folder -> [String: [Double]] in
            let values = try #require(Self.export.files.first { $0.path == "TokenValues.swift" })
            try Data(values.contents.utf8).write(to: folder.appendingPathComponent("TokenValues.swift"))
            try Data(program.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("main.swift"))
            let build = try Swiftc.run(["TokenValues.swift", "main.swift", "-o", "values"], in: folder)
            try #require(build.status == 0, "\(build.stderr)")
            let run = try DSCheckProcess.run(program: folder.appendingPathComponent("values").path, [], in: folder.path)
            try #require(run.status == 0, "\(run.stderr)")
            return SwiftcTests.lines(run.stdout)
        }
        let slots = Self.slotContexts.map { Self.tokenValues(in: $0) }
        #expect(Set(printed.keys) == Set(slots[0].keys), "every token is exported and compared")
        for (name, entry) in slots[0] {
            let expected: [Double]
            if entry.type == "color" {
                expected = try slots.flatMap { slot in try Self.numbers(#require(slot[name]).value, type: "color") }
            } else {
                expected = try Self.numbers(entry.value, type: entry.type)
            }
            let got = try #require(printed[name], "\(name) is not printed")
            #expect(got.count == expected.count, "\(name): \(got) vs \(expected)")
            for (have, want) in zip(got, expected) { #expect(abs(have - want) < 1e-9, "\(name): \(got) vs \(expected)") }
        }
    }

    /// The resolved tokens of the fixed context with `arguments`' other contexts.
    static func tokens(in arguments: [String]) -> [ResolvedToken] {
        var context = fixed
        for pair in arguments.filter({ $0 != "--context" }) {
            let parts = pair.split(separator: "=").map(String.init)
            context[parts[0]] = parts[1]
        }
        return checked.result(for: context)?.tokens.tokens ?? []
    }

    /// `dscheck tokens --format json --context device=mobile` plus `arguments`: each token's
    /// type and value.
    static func tokenValues(in arguments: [String]) -> [String: (type: String, value: JSONNode)] {
        let json = ExportFixture.stdout(["tokens", folder, "--format", "json", "--context", "device=mobile"] + arguments)
        var values: [String: (type: String, value: JSONNode)] = [:]
        for token in (try? JSONReader().read(json, file: "tokens.json"))?.object?["tokens"]?.array ?? [] {
            guard let object = token.object, let name = object["name"]?.string, let type = object["type"]?.string, let value = object["value"]
            else { continue }
            values[name] = (type, value)
        }
        return values
    }

    /// The numbers of a 2025.10 value in the order the exported Swift value holds them:
    /// lengths in points (px), times in seconds, colours as sRGB components then alpha.
    static func numbers(_ value: JSONNode, type: String) throws -> [Double] {
        func length(_ node: JSONNode?) throws -> Double {
            let object = try #require(node?.object)
            let number = try #require(object["value"]?.number)
            return object["unit"]?.string == "rem" ? number * 16 : number
        }
        switch type {
        case "color":
            let object = try #require(value.object)
            #expect(object["colorSpace"]?.string == "srgb")
            return try #require(object["components"]?.array).compactMap(\.number) + [object["alpha"]?.number ?? 1]
        case "dimension": return [try length(value)]
        case "number": return [try #require(value.number)]
        case "duration":
            let object = try #require(value.object)
            let number = try #require(object["value"]?.number)
            return [object["unit"]?.string == "ms" ? number / 1000 : number]
        case "fontWeight": return [try #require(value.number ?? value.string.flatMap { FontWeight.keywords[$0] })]
        case "cubicBezier": return try #require(value.array).compactMap(\.number)
        case "typography":
            let object = try #require(value.object)
            let weight = try numbers(#require(object["fontWeight"]), type: "fontWeight")
            return try [length(object["fontSize"])] + weight + [length(object["letterSpacing"]), #require(object["lineHeight"]?.number)]
        case "shadow":
            let layers = value.array ?? [value]
            return try layers.flatMap { layer -> [Double] in
                let object = try #require(layer.object)
                return try numbers(#require(object["color"]), type: "color")
                    + [length(object["offsetX"]), length(object["offsetY"]), length(object["blur"]), length(object["spread"])]
            }
        default:
            Issue.record("the test compares no \(type) values; add them here")
            return []
        }
    }
}
