import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// A context's tokens share the storage of the default context's where they are the same to the
/// byte, and keep their own where they differ, even where `==` calls them equal.
@Suite struct SharedTokenStorageTests {
    /// Two contexts: `dark` gives `brand.base` the components `-0.0` and `0.5` where `light`
    /// gives `0` and `0.5` (equal by `==`, not to the byte); `brand.same` and the alias
    /// `brand.alias` are alike.
    private static let resolver = #"""
        {
          "version": "2025.10",
          "sets": {"core": {"sources": [{"brand": {
            "same": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}},
            "alias": {"$type": "color", "$value": "{brand.same}"},
            "base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.5, 0.5]}}
          }}]}},
          "modifiers": {"appearance": {"default": "light", "contexts": {
            "light": [],
            "dark": [{"brand": {"base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [-0.0, 0.5, 0.5]}}}}]
          }}},
          "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/appearance"}]
        }
        """#

    private static func contexts() throws -> (light: TokenSet, dark: TokenSet) {
        try TemporaryFolder.with { folder in
            let file = folder.appendingPathComponent("tokens.resolver.json").path
            try Data(resolver.utf8).write(to: URL(fileURLWithPath: file))
            let source = TokenSource(file: file)
            return (source.resolve(context: ["appearance": "light"]), source.resolve(context: ["appearance": "dark"]))
        }
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

    /// What `check` keeps per token and context: the rare deprecation, description and
    /// extensions are boxed apart.
    @Test func aTokenIsEightyEightBytes() {
        #expect(MemoryLayout<ResolvedToken>.stride == 88)
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
