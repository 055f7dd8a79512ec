import DesignSupport
import DesignTokens
import TestSupport
import Testing

/// A realistic design-system export (466 tokens over 11 files, a resolver with two modifiers),
/// resolved in every context and checked against values worked out by hand.
struct RealisticTokenSetTests {
    static let resolver = Fixtures.path("tokens/realistic/tokens.resolver.json")

    static func context(_ key: String) -> [String: String] {
        var context: [String: String] = [:]
        for pair in key.split(separator: ",") {
            let parts = pair.split(separator: "=")
            context[String(parts[0])] = String(parts[1])
        }
        return context
    }

    @Test func resolverHasTwoModifiersAndFourContexts() {
        let source = TokenSource(file: Self.resolver)
        #expect(source.modifiers.map(\.name) == ["appearance", "contrast"])
        #expect(source.allContexts.count == 4)
        #expect(source.defaultContext == ["appearance": "light", "contrast": "standard"])
        #expect(source.diagnostics.isEmpty)
    }

    @Test func everyContextResolvesCleanly() throws {
        let expected = try #require(try Fixtures.json("tokens/realistic/expected.json").object)
        let counts = try #require(expected["tokenCount"]?.object)
        let source = TokenSource(file: Self.resolver)
        for member in counts.members {
            let set = source.resolve(context: ResolverContext(Self.context(member.key)))
            #expect(set.diagnostics.isEmpty, "\(member.key): \(set.diagnostics.map { "\($0.location): \($0.message)" })")
            #expect(set.tokens.count == Int(member.value.number ?? -1), "\(member.key)")
            #expect(set.tokens.count >= 300)
            #expect(set.tokens.allSatisfy { $0.value != nil })
        }
    }

    @Test func samplesResolveToTheirExpectedValues() throws {
        let expected = try #require(try Fixtures.json("tokens/realistic/expected.json").object)
        let samples = try #require(expected["samples"]?.object)
        let source = TokenSource(file: Self.resolver)
        for contextMember in samples.members {
            let set = source.resolve(context: ResolverContext(Self.context(contextMember.key)))
            for sample in try #require(contextMember.value.object).members {
                let token = try #require(set[sample.key], "\(contextMember.key): \(sample.key)")
                let value = try #require(token.value)
                let difference = JSONComparison.difference(expected: sample.value, actual: value.jsonOutput)
                #expect(difference == nil, "\(contextMember.key) \(sample.key): \(difference ?? "")")
            }
        }
    }

    @Test func unknownContextsAreProblems() {
        let source = TokenSource(file: Self.resolver)
        #expect(source.problems(with: ["appearance": "dark"]).isEmpty)
        #expect(source.problems(with: ["appearance": "sepia"]).count == 1)
        #expect(source.problems(with: ["mood": "happy"]).count == 1)
    }
}
