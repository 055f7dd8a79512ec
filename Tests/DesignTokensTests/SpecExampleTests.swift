import DesignSupport
import DesignTokens
import TestSupport
import Testing

/// The Design Tokens Format 2025.10 specification's own examples, one file per feature, read
/// without a diagnostic and resolved to the values the spec gives.
struct SpecExampleTests {
    static let files: [String] = {
        ((try? Fixtures.entries("tokens/spec-examples")) ?? []).filter { $0.hasSuffix(".tokens.json") }
    }()

    @Test(arguments: files)
    func exampleResolvesWithoutDiagnostics(file: String) throws {
        let set = TokenSource(file: Fixtures.path("tokens/spec-examples/\(file)")).resolve()
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map { "\($0.location): \($0.message)" })")
        #expect(!set.tokens.isEmpty)

        guard let expected = try Fixtures.json("tokens/spec-examples/expected.json").object?[file]?.object else { return }
        for member in expected.members {
            let token = try #require(set[member.key], "\(file): no token \(member.key)")
            let want = try #require(member.value.object)
            #expect(token.type?.rawValue == want["type"]?.string, "\(member.key)")
            let value = try #require(token.value, "\(member.key) has no value")
            let difference = JSONComparison.difference(expected: try #require(want["value"]), actual: value.jsonOutput)
            #expect(difference == nil, "\(file) \(member.key): \(difference ?? "")")
            #expect(token.aliasOf == want["aliasOf"]?.string, "\(member.key) aliasOf")
            switch (token.deprecation, want["deprecated"]?.value) {
            case (.active, .bool(false)?), (.deprecated(nil), .bool(true)?): break
            case (.deprecated(let reason?), .string(let expectedReason)?): #expect(reason == expectedReason)
            default: Issue.record("\(member.key): deprecation \(token.deprecation), expected \(String(describing: want["deprecated"]))")
            }
        }
    }

    @Test func expectationsCoverManyTokens() throws {
        let expected = try #require(try Fixtures.json("tokens/spec-examples/expected.json").object)
        let count = expected.members.reduce(0) { $0 + ($1.value.object?.members.count ?? 0) }
        #expect(count >= 40)
    }
}
