import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// Root causes first, no cascades (issue 12, item 2), on the minimal reproductions of the
/// cascades found in real token sets (docs/research/real-token-sets.md, section 5): an invalid
/// token is reported once, at its own place; what depends on it is reported once each as a
/// dependent, with the chain; a faulty optional field keeps the value; every faulty member of a
/// composite is reported.
struct RootCauseTests {
    /// `line:column id` of every diagnostic, in order.
    static func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.sorted().map { "\($0.location.line):\($0.location.column) \($0.ruleId)" }
    }

    static func resolve(_ name: String) -> TokenSet {
        TokenSource(file: Fixtures.path("tokens/root-causes/\(name)")).resolve()
    }

    static let white = TokenColor(colorSpace: .srgb, components: [.value(1), .value(1), .value(1)])

    @Test func aStrayMemberIsAnUnknownMemberOfATokenThatKeepsItsValue() throws {
        let set = Self.resolve("stray-member.tokens.json")
        #expect(Self.places(set.diagnostics) == ["6:7 tokens/unknown-member"])
        let message = try #require(set.diagnostics.first?.message)
        #expect(
            message
                == "token \"color.transparent\" has a member \"alpha\" that is neither a $-property nor a child token (an object); move it into \"$value\" or \"$extensions\", or remove it"
        )
        var transparent = Self.white
        transparent.hex = "#ffffff"
        #expect(set["color.transparent"]?.value == .color(transparent))
        #expect(set["color.overlay"]?.value == .color(transparent))
    }

    @Test func aShortHexBesideValidComponentsKeepsTheValueAndItsDependentsTheirs() throws {
        let set = Self.resolve("hex3.tokens.json")
        #expect(Self.places(set.diagnostics) == ["4:94 tokens/invalid-value"])
        for name in ["color.white", "color.neutral-0", "color.bg"] {
            #expect(set[name]?.type == .color, "\(name)")
            #expect(set[name]?.value == .color(Self.white), "\(name)")
        }
    }

    @Test func everyFaultyShadowLayerIsReported() throws {
        let set = Self.resolve("shadow-multi.tokens.json")
        #expect(Self.places(set.diagnostics) == ["5:89 tokens/invalid-value", "8:89 tokens/invalid-value"])
        guard case .shadow(let shadow)? = set["elevation"]?.value else {
            Issue.record("the shadow keeps its value: only the hex fallbacks are faulty")
            return
        }
        #expect(shadow.layers.count == 2)
    }

    @Test(arguments: [
        ("typography-extra-members.tokens.json", ["9:26 tokens/type-mismatch", "11:9 tokens/invalid-value", "12:9 tokens/invalid-value"]),
        ("typography-lineheight.tokens.json", ["9:23 tokens/type-mismatch", "10:48 tokens/unit-not-allowed"]),
        ("typography-lineheight-px.tokens.json", ["9:23 tokens/type-mismatch"]),
        ("typography-multi.tokens.json", ["6:23 tokens/unresolved-reference", "9:23 tokens/type-mismatch", "10:48 tokens/unit-not-allowed"]),
    ])
    func everyFaultyTypographyMemberIsReported(file: String, expected: [String]) throws {
        let set = Self.resolve(file)
        #expect(Self.places(set.diagnostics) == expected)
        #expect(set.tokens.allSatisfy { $0.value == nil && $0.type == .typography })
    }

    @Test func aTypeMismatchInACompositeNamesTheMember() throws {
        let set = Self.resolve("typography-lineheight-px.tokens.json")
        #expect(set.diagnostics.first?.message == "\"font.body\" has an object in lineHeight where a number value needs a number")
    }

    @Test func dependentsAreReportedOnceEachWithTheChainAndKeepTheirTypes() throws {
        let set = Self.resolve("dependents.tokens.json")
        #expect(
            Self.places(set.diagnostics) == [
                "4:68 tokens/invalid-value", "5:5 tokens/value-and-children", "9:28 tokens/invalid-dependency",
                "12:43 tokens/invalid-dependency", "13:25 tokens/invalid-dependency", "16:28 tokens/invalid-dependency",
                "21:18 tokens/invalid-dependency", "25:43 tokens/unresolved-reference",
            ])
        let messages = Dictionary(uniqueKeysWithValues: set.diagnostics.filter(\.isDependent).map { ($0.subject ?? "", $0.message) })
        #expect(
            messages["button.ring"]
                == "\"button.ring\" depends on \"button.fill\" → \"base.neutral\" → \"base.white\", which is invalid (see dependents.tokens.json:4:68); fix that first"
        )
        #expect(messages["button.glow"]?.contains("\"base.shade\", which is invalid (see dependents.tokens.json:5:5)") == true)
        #expect(messages["button.edge"]?.contains("\"base.white\", which is invalid") == true)
        #expect(
            set.diagnostics.filter { $0.ruleId == "tokens/unresolved-reference" }.map(\.message) == [
                "\"{base.whyte}\" does not name any token; did you mean \"{base.white}\"?"
            ])
        #expect(set["base.shade"] != nil, "a token with children is listed, without a value")
        #expect(set["button.ring"]?.type == .color, "the aliased token's type")
        #expect(set["button.fill"]?.type == .color, "its own type")
        #expect(
            set.fault(of: "button.ring")
                == TokenFault(
                    root: "base.white", location: set.diagnostics.sorted()[0].location, chain: ["button.fill", "base.neutral", "base.white"]))
        #expect(set.fault(of: "base.white")?.isOwn == true)
        #expect(set.fault(of: "button.typo")?.isOwn == true)
    }

    @Test func aLongChainOfDependentsHasShortMessagesAndResolvesInLinearTime() throws {
        let count = 20_000
        var tokens: [String: Any] = ["$type": "number", "t0": ["$value": "seven"]]
        for index in 1..<count { tokens["t\(index)"] = ["$value": "{c.t\(index - 1)}"] }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-dependents-\(UUID().uuidString).tokens.json")
        try JSONSerialization.data(withJSONObject: ["c": tokens]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let set = TokenSource(file: url.path).resolve()
        #expect(set.diagnostics.count == count)
        #expect(set.diagnostics.count(where: \.isDependent) == count - 1)
        #expect(set.diagnostics.allSatisfy { $0.message.count < 300 })
        let last = try #require(set.diagnostics.first { $0.subject == "c.t\(count - 1)" })
        #expect(last.message.contains("… \(count - 6) more … → \"c.t0\", which is invalid"))
        #expect(set.fault(of: "c.t\(count - 1)")?.chain.count == 5)
    }

    @Test func referencesIntoAnUnreadableFileAreCountedNotReportedAsMissing() throws {
        let folder = Fixtures.path("tokens/root-causes/unreadable-file")
        let set = TokenSource(file: folder + "/tokens.resolver.json").resolve()
        #expect(set.diagnostics.map(\.ruleId) == ["json/syntax"])
        #expect(set.unreadableFiles.map(\.line) == [5])
        #expect(set.referencesWaitingOnUnreadableFiles == 2)
        #expect(set["role.surface"]?.value == nil && set.fault(of: "role.surface") == nil)
        #expect(set["role.black"]?.value != nil)
    }
}
