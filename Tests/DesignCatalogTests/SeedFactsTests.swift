import DesignCatalog
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// A written list of facts from the five seed write-ups (Tests/Fixtures/seed-facts.json), each
/// checked twice: in the catalogue's spec file at its JSON Pointer, and in the models the loader
/// builds from it (token references resolved to the seed's value).
struct SeedFactsTests {
    struct Fact: CustomStringConvertible, Sendable {
        let seed: String
        let fact: String
        let file: String
        let pointer: String
        let expected: JSONNode
        let token: String?
        let tokenValue: JSONNode?
        var description: String { "seed \(seed): \(fact)" }
    }

    static let facts: [Fact] = {
        guard let list = try? Fixtures.json("seed-facts.json").array else { return [] }
        return list.compactMap { node in
            guard let object = node.object, let seed = object["seed"]?.string, let fact = object["fact"]?.string,
                let file = object["file"]?.string, let pointer = object["pointer"]?.string, let expected = object["expected"]
            else { return nil }
            return Fact(
                seed: seed, fact: fact, file: file, pointer: pointer, expected: expected,
                token: object["token"]?.string, tokenValue: object["tokenValue"])
        }
    }()

    static let loaded = Catalog.load(folder: Fixtures.repository("catalog"))

    @Test func everySeedIsCovered() {
        #expect(Self.facts.count >= 80)
        #expect(Set(Self.facts.map(\.seed)) == ["000", "001", "002", "003", "004"])
    }

    @Test func bundledCatalogueLoadsWithoutDiagnostics() throws {
        #expect(Self.loaded.diagnostics.isEmpty, "\(Self.loaded.diagnostics.map { "\($0.location): \($0.message)" })")
        let catalog = try #require(Self.loaded.catalog)
        #expect(
            catalog.components.map(\.id) == [
                "arrow-button", "button", "chevron-button", "glass-lazy-vgrid", "glass-list", "glass-modifier", "glass-pane", "glass-view",
                "press-3d",
            ])
        #expect(catalog.compositions.map(\.id) == ["arrow-button-tutorial", "arrow-date-selector", "glass-welcome", "kotek-bottom-bar"])
        let button = try #require(catalog.component("button"))
        #expect(button.variants.map(\.id) == ["primary", "secondary", "glass", "compact-glass"])
        let arrow = try #require(catalog.component("arrow-button"))
        #expect(arrow.buildSteps.count == 9)
        let strokes = try #require(arrow.anatomy.first { $0.id == "steel-strokes" })
        #expect(strokes.compositingGroup)
        #expect(strokes.layers.map(\.blendMode) == [.darken, .darken, .overlay, .normal])
        #expect(arrow.anatomy.flattened.count == 8)
        let press = try #require(catalog.component("press-3d"))
        #expect(press.anatomy.first?.rotation3D?.axis.count == 3)
        #expect(press.anatomy.first?.layers.map(\.id) == ["back-layer", "front-layer", "label"])
    }

    /// The catalogue reads like a design system: one plain sentence of purpose per spec, and the
    /// write-ups it was encoded from named by their titles, not as seed numbers.
    @Test func bundledProseIsPlainAndNamesTheWriteUpsByTitle() throws {
        let catalog = try #require(Self.loaded.catalog)
        let summaries = catalog.components.map(\.summary) + catalog.compositions.compactMap(\.summary)
        for summary in summaries {
            #expect(summary.count <= 160 && !summary.contains("Assumed") && !summary.contains("Seed"), "\(summary)")
        }
        #expect(catalog.components.allSatisfy { $0.source != nil }, "every component says where its facts come from")
        let folder = URL(fileURLWithPath: Fixtures.repository("catalog"))
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }
        for file in files where file.pathExtension == "json" {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.range(of: "seeds? [0-9]{3}", options: [.regularExpression, .caseInsensitive]) == nil, "\(file.lastPathComponent)")
        }
        let button = try #require(catalog.component("button"))
        #expect(button.source?.hasPrefix("From the Kotek Button documentation") == true)
        #expect(catalog.component("press-3d")?.source?.hasPrefix("From the 3D button style tutorial") == true)
    }

    @Test(arguments: facts)
    func factHolds(_ fact: Fact) throws {
        let catalog = try #require(Self.loaded.catalog)
        let root = try JSONReader().read(fileAt: Fixtures.repository("catalog/\(fact.file)"))
        let node = try #require(Self.node(at: fact.pointer, in: root), "no \(fact.pointer) in \(fact.file)")
        let output = JSONComparison.output(node)
        #expect(JSONComparison.difference(expected: fact.expected, actual: output) == nil, "spec file: \(fact.pointer)")

        let id = ((fact.file as NSString).lastPathComponent as NSString).deletingPathExtension
        let model: Any = try #require(
            fact.file.hasPrefix("components/") ? catalog.component(id) as Any? : catalog.compositions.first { $0.id == id } as Any?,
            "\(id) is not among the loaded models")
        let leaves = ModelLeaves(model)
        if let token = fact.token {
            let bound = try #require(leaves.tokens[node.location], "no token reference loaded at \(node.location)")
            #expect(bound == token)
            let tokens = catalog.defaultTokens
            let value = try #require(tokens[token]?.value, "token \(token) does not resolve")
            if let expected = fact.tokenValue {
                let actual = Self.inPoints(value)
                #expect(
                    JSONComparison.difference(expected: expected, actual: actual, tolerance: 1e-6) == nil,
                    "token \(token): \(actual.serialized(pretty: false))")
            }
            return
        }
        for leaf in Self.scalars(fact.expected) {
            #expect(leaves.contains(leaf, at: node.location), "the loaded \(id) holds no \(leaf)")
        }
    }

    /// A resolved value as the facts list writes it: lengths and durations as plain numbers.
    static func inPoints(_ value: TokenValue) -> JSONOutput {
        if let number = Double(token: value) { return .number(number) }
        guard case .typography(let typography) = value else { return value.jsonOutput }
        return .object([
            "fontFamily": TokenValue.fontFamily(typography.fontFamily).jsonOutput,
            "fontSize": .number(typography.fontSize.points()),
            "fontWeight": TokenValue.fontWeight(typography.fontWeight).jsonOutput,
            "letterSpacing": .number(typography.letterSpacing.points()),
            "lineHeight": .number(typography.lineHeight),
        ])
    }

    static func node(at pointer: String, in root: JSONNode) -> JSONNode? {
        var current = root
        for raw in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let segment = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let next = current.object?[segment] {
                current = next
            } else if let index = Int(segment), let elements = current.array, elements.indices.contains(index) {
                current = elements[index]
            } else {
                return nil
            }
        }
        return current
    }

    static func scalars(_ node: JSONNode) -> [JSONValue] {
        switch node.value {
        case .array(let elements): elements.flatMap(scalars)
        case .object(let object): object.members.flatMap { scalars($0.value) }
        default: [node.value]
        }
    }
}

/// Every scalar in a loaded model, found by reflection: strings, numbers, Booleans, enum case
/// names, and token references by where they are written.
struct ModelLeaves {
    private(set) var strings: Set<String> = []
    private(set) var numbers: [Double] = []
    private(set) var bools: Set<Bool> = []
    private(set) var tokens: [DesignSupport.SourceLocation: String] = [:]
    private(set) var literals: [DesignSupport.SourceLocation: String] = [:]

    init(_ model: Any) {
        walk(model)
    }

    private mutating func walk(_ value: Any) {
        if let bound = value as? Bound<Double> {
            record(bound.source, at: bound.location)
        } else if let bound = value as? Bound<TokenColor> {
            record(bound.source, at: bound.location)
        } else if let bound = value as? Bound<Typography> {
            record(bound.source, at: bound.location)
        } else if let bound = value as? Bound<GradientStops> {
            record(bound.source, at: bound.location)
        }
        switch value {
        case let text as String: strings.insert(text)
        case let number as Double: numbers.append(number)
        case let number as Int: numbers.append(Double(number))
        case let flag as Bool: bools.insert(flag)
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .enum {
                strings.insert(String(describing: value).split(separator: "(").first.map(String.init) ?? "")
            }
            for child in mirror.children {
                if mirror.displayStyle == .enum, let label = child.label { strings.insert(label) }
                walk(child.value)
            }
        }
    }

    private mutating func record<Value>(_ source: Bound<Value>.Source, at location: DesignSupport.SourceLocation) {
        switch source {
        case .token(let name): tokens[location] = name
        case .literal(let value): literals[location] = "\(value)"
        }
    }

    /// Whether the model holds `value` (a number written at `location` must be the literal there).
    func contains(_ value: JSONValue, at location: DesignSupport.SourceLocation) -> Bool {
        switch value {
        case .string(let text): strings.contains(text) || literals[location] != nil
        case .number(let number): numbers.contains { abs($0 - number) < 1e-9 }
        case .bool(let flag): bools.contains(flag)
        default: false
        }
    }
}
