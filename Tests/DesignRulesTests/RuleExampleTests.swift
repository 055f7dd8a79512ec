import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import Testing

/// Every registered rule against its own examples, as SwiftLint verifies its rules: each
/// triggering example yields at least one finding of the rule in the example's own files, and
/// each non-triggering example yields none. Examples load through the real catalogue loader.
struct RuleExampleTests {
    static let ids = RuleRegistry.descriptions.map(\.id)

    struct Outcome {
        let findings: [Diagnostic]
        let loadProblems: [Diagnostic]
    }

    static func run(_ example: RuleExample, ruleId: String) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try ExampleCatalog.write(example, ruleId: ruleId, into: folder)
        let (loaded, diagnostics) = Catalog.load(folder: path)
        let catalog = try #require(loaded, "example did not load: \(diagnostics)")
        let result = CatalogChecker().check(catalog)
        // A pairs example's findings are at the standard tokens or at its pairs in the manifest.
        let pairFiles = example.contrastPairs == nil ? [] : ["dscheck.json", "tokens/standard.tokens.json"]
        let exampleFiles = Set((example.files.map(\.path) + pairFiles).map { folder.appendingPathComponent($0).path })
        let own = result.diagnostics.filter { $0.ruleId == ruleId && exampleFiles.contains($0.location.file) }
        let problems = result.diagnostics.filter { RuleRegistry.rule($0.ruleId) == nil && $0.severity == .error }
        return Outcome(findings: own, loadProblems: problems + diagnostics.filter { $0.severity == .error })
    }

    @Test func everyRuleHasExamplesBothWays() {
        #expect(RuleRegistry.rules.count >= 19)
        for description in RuleRegistry.descriptions {
            #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
            #expect(description.sourceURL.hasPrefix("https://"), "\(description.id)")
        }
    }

    @Test func ruleIdsAreUniqueAndGrouped() {
        #expect(Set(Self.ids).count == Self.ids.count)
        for id in Self.ids {
            #expect(["hig/", "a11y/", "feedback/", "tokens/", "catalog/", "code/"].contains { id.hasPrefix($0) }, "\(id)")
        }
    }

    @Test(arguments: ids)
    func triggeringExamplesTrigger(ruleId: String) throws {
        let description = try #require(RuleRegistry.rule(ruleId)).description
        for example in description.triggeringExamples {
            let outcome = try Self.run(example, ruleId: ruleId)
            #expect(
                outcome.loadProblems.isEmpty,
                "\(ruleId) «\(example.summary)» does not load cleanly: \(outcome.loadProblems.map { "\($0.location): \($0.message)" })")
            #expect(!outcome.findings.isEmpty, "\(ruleId) did not trigger on «\(example.summary)»")
        }
    }

    @Test(arguments: ids)
    func nonTriggeringExamplesPass(ruleId: String) throws {
        let description = try #require(RuleRegistry.rule(ruleId)).description
        for example in description.nonTriggeringExamples {
            let outcome = try Self.run(example, ruleId: ruleId)
            #expect(
                outcome.loadProblems.isEmpty,
                "\(ruleId) «\(example.summary)» does not load cleanly: \(outcome.loadProblems.map { "\($0.location): \($0.message)" })")
            #expect(outcome.findings.isEmpty, "\(ruleId) triggered on «\(example.summary)»: \(outcome.findings.map(\.message))")
        }
    }
}
