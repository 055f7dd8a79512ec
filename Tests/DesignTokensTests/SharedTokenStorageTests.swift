import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// A context's tokens share the storage of the default context's where they are the same to the
/// byte, and keep their own where they differ, even where `==` calls them equal.
@Suite struct SharedTokenStorageTests {
    /// Two contexts: `dark` gives `brand.base` the components `-0.0` and `0.5` where `light`
    /// gives `0` and `0.5`, and `space.base` `-0.0px` where `light` gives `0px` (equal by `==`,
    /// not to the byte); `brand.same`, the alias `brand.alias`, `space.same` and the shadow
    /// `elevation.same` are alike.
    private static let resolver = #"""
        {
          "version": "2025.10",
          "sets": {"core": {"sources": [{"brand": {
            "same": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}},
            "alias": {"$type": "color", "$value": "{brand.same}"},
            "base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.5, 0.5]}}
          }, "space": {"$type": "dimension",
            "same": {"$value": {"value": 4, "unit": "px"}},
            "base": {"$value": {"value": 0, "unit": "px"}}
          }, "elevation": {"same": {"$type": "shadow", "$value": {"color": "{brand.same}", "offsetX": {"value": 0, "unit": "px"},
            "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}
          }]}},
          "modifiers": {"appearance": {"default": "light", "contexts": {
            "light": [],
            "dark": [{"brand": {"base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [-0.0, 0.5, 0.5]}}},
                      "space": {"base": {"$type": "dimension", "$value": {"value": -0.0, "unit": "px"}}}}]
          }}},
          "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/appearance"}]
        }
        """#

    private static func contexts() throws -> (light: TokenSet, dark: TokenSet) {
        try TemporaryFolder.with { folder in
            let source = try Self.source(in: folder)
            return (source.resolve(context: ["appearance": "light"]), source.resolve(context: ["appearance": "dark"]))
        }
    }

    private static func source(in folder: URL) throws -> TokenSource {
        let file = folder.appendingPathComponent("tokens.resolver.json").path
        try Data(resolver.utf8).write(to: URL(fileURLWithPath: file))
        return TokenSource(file: file)
    }

    /// The sign of `space.base`'s value.
    private static func spaceSign(_ tokens: TokenSet) -> FloatingPointSign? {
        guard case .dimension(let dimension)? = tokens["space.base"]?.value else { return nil }
        return dimension.value.sign
    }

    private static func components(_ token: ResolvedToken?) -> [ColorComponent]? {
        guard case .color(let color)? = token?.value else { return nil }
        return color.components
    }

    private static func storage(_ components: [ColorComponent]?) -> UnsafeRawPointer? {
        components?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func identicalColoursAndNamesAreShared() throws {
        let (light, dark) = try Self.contexts()
        var shared = dark
        shared.shareStorage(with: light)
        #expect(Self.storage(Self.components(shared["brand.same"])) == Self.storage(Self.components(light["brand.same"])))
        #expect(Self.storage(Self.components(shared["brand.alias"])) == Self.storage(Self.components(light["brand.alias"])))
        #expect(Self.storage(Self.components(dark["brand.same"])) != Self.storage(Self.components(light["brand.same"])))
        #expect(shared.tokens == dark.tokens)
    }

    @Test func aNegativeZeroKeepsItsSign() throws {
        let (light, dark) = try Self.contexts()
        var shared = dark
        shared.shareStorage(with: light)
        let first = try #require(Self.components(shared["brand.base"])?.first)
        guard case .value(let zero) = first else {
            Issue.record("brand.base's first component is \(first)")
            return
        }
        #expect(zero == 0 && zero.sign == .minus)
        #expect(Self.storage(Self.components(shared["brand.base"])) != Self.storage(Self.components(light["brand.base"])))
    }

    @Test func otherValuesAreSharedOnlyToTheBit() throws {
        let (light, dark) = try Self.contexts()
        var shared = dark
        shared.shareStorage(with: light)
        #expect(shared.tokens == dark.tokens)
        #expect(Self.spaceSign(shared) == .minus)
        #expect(Self.spaceSign(light) == .plus)
        #expect(shared["elevation.same"]?.value == light["elevation.same"]?.value)
    }

    /// The loader's resolution of every context takes the default context's names and values
    /// as it goes: each context's tokens are those resolving it alone gives, to the bit.
    @Test func resolvingEveryContextKeepsEachContextsOwnValues() throws {
        try TemporaryFolder.with { folder in
            let source = try Self.source(in: folder)
            let light = source.resolve(context: ["appearance": "light"])
            var released = source
            let contexts = released.resolveEveryContextReleasingDocuments(defaults: light)
            #expect(contexts.map(\.context) == [["appearance": "light"], ["appearance": "dark"]])
            let dark = try #require(contexts.last?.tokens)
            #expect(dark.tokens == source.resolve(context: ["appearance": "dark"]).tokens)
            #expect(dark.diagnostics == source.resolve(context: ["appearance": "dark"]).diagnostics)
            #expect(Self.spaceSign(dark) == .minus)
            let first = try #require(Self.components(dark["brand.base"])?.first)
            guard case .value(let zero) = first else {
                Issue.record("brand.base's first component is \(first)")
                return
            }
            #expect(zero.sign == .minus)
        }
    }

    /// What `check` keeps per token and context: the rare deprecation, description and
    /// extensions are boxed apart, the value's location shares the token's file and the alias
    /// target is the first reference.
    @Test func aTokenIsSixtyFourBytes() {
        #expect(MemoryLayout<ResolvedToken>.stride == 64)
    }

    /// What the token files hold while every context resolves: a key's location shares its
    /// value's file.
    @Test func aJSONMemberIsFiftySixBytes() {
        #expect(MemoryLayout<JSONObject.Member>.stride == 56)
    }

    /// The alias target and the value's location read back as given, though neither is stored
    /// whole.
    @Test func aliasAndValueLocationReadBackAsGiven() {
        let location = SourceLocation(file: "a.tokens.json", line: 3, column: 5)
        let valueLocation = SourceLocation(file: "a.tokens.json", line: 4, column: 17)
        var alias = ResolvedToken(
            name: "a", type: .number, value: .number(1), location: location, valueLocation: valueLocation, aliasOf: "b",
            deprecation: .active, description: nil, extensions: nil, references: ["b", "c"])
        #expect(alias.aliasOf == "b" && alias.references == ["b", "c"])
        #expect(alias.valueLocation == valueLocation && alias.location == location)
        alias.aliasOf = nil
        #expect(alias.aliasOf == nil && alias.references == ["b", "c"])
        alias.aliasOf = "d"
        #expect(alias.aliasOf == "d" && alias.references == ["d", "b", "c"])
        let literal = ResolvedToken(
            name: "a", type: .number, value: .number(1), location: location, valueLocation: valueLocation, aliasOf: nil,
            deprecation: .active, description: nil, extensions: nil, references: ["b"])
        #expect(literal.aliasOf == nil)
        var moved = literal
        moved.valueLocation = SourceLocation(file: "a.tokens.json", line: 9, column: 2)
        #expect(moved.valueLocation.description == "a.tokens.json:9:2" && moved != literal)
    }

    @Test func notesReadBackAsGivenAndCompareByValue() {
        let location = SourceLocation(file: "a.tokens.json", line: 1, column: 1)
        func token(_ deprecation: Deprecation, _ description: String?) -> ResolvedToken {
            ResolvedToken(
                name: "a", type: .number, value: .number(1), location: location, valueLocation: location, aliasOf: nil,
                deprecation: deprecation, description: description, extensions: nil, references: [])
        }
        var plain = token(.active, nil)
        #expect(plain.deprecation == .active && plain.description == nil && plain.extensions == nil)
        plain.description = "Body text"
        #expect(plain == token(.active, "Body text"))
        #expect(plain.hashValue == token(.active, "Body text").hashValue)
        plain.description = nil
        #expect(plain == token(.active, nil))
        #expect(token(.deprecated(reason: "Use b"), nil).deprecation == .deprecated(reason: "Use b"))
        #expect(token(.deprecated(reason: nil), nil) != token(.active, nil))
    }
}
