import DesignCatalog
import DesignRules
import DesignTokens
import Foundation
import TestSupport
import Testing

/// Built-in diagnostic ids are documented, explainable and, for warnings, configurable; waivers
/// and settings naming unknown ids are configuration errors.
struct BuiltInDiagnosticsTests {
    @Test func everyIdInTheSourcesIsARuleOrABuiltIn() throws {
        let sources = Fixtures.repositoryRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let pattern = try Regex(#""((?:json|tokens|catalog|config|site)/[a-z0-9-]+)""#)
        let pagePaths: Set<String> = ["tokens/index"]
        var ids: Set<String> = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let id = match.output[1].substring, !pagePaths.contains(String(id)) { ids.insert(String(id)) }
            }
        }
        #expect(ids.count > 40)
        for id in ids.sorted() {
            #expect(RuleRegistry.rule(id) != nil || BuiltInDiagnostics.diagnostic(id) != nil, "\(id) is neither a rule nor a built-in diagnostic")
        }
        let builtIns = BuiltInDiagnostics.all.map(\.id)
        #expect(Set(builtIns).count == builtIns.count)
        #expect(Set(builtIns).isDisjoint(with: RuleRegistry.descriptions.map(\.id)))
    }

    func manifest(_ json: String) throws -> CatalogManifest {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(json.utf8).write(to: folder.appendingPathComponent("dscheck.json"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("t.json"))
        return try #require(CatalogManifest.load(folder: folder.path).manifest)
    }

    @Test func warningsAmongBuiltInsCanBeConfiguredErrorsCannot() throws {
        let configuration = RuleConfiguration(
            manifest: try manifest(
                """
                {"name": "X", "version": "1", "platform": "ios", "tokens": "t.json",
                 "rules": {"tokens/legacy-format": "off", "tokens/resolver-single-context": "error", "json/syntax": "off"}}
                """))
        #expect(configuration.severity(ofBuiltIn: "tokens/legacy-format", default: .warning) == nil)
        #expect(configuration.severity(ofBuiltIn: "tokens/resolver-single-context", default: .warning) == .error)
        #expect(configuration.diagnostics.map(\.ruleId) == ["config/unknown-rule"])
        #expect(configuration.diagnostics.first?.message.contains("cannot be configured") == true)
    }

    @Test func waiversMustNameKnownRules() throws {
        let waivers = try #require(
            try manifest(
                """
                {"name": "X", "version": "1", "platform": "ios", "tokens": "t.json",
                 "waivers": [{"rule": "hig/touch-targt", "subject": "chip", "reason": "r"},
                             {"rule": "tokens/legacy-format", "subject": "color.a", "reason": "r"},
                             {"rule": "tokens/legacy-format", "subject": "color.a", "reason": "again"}]}
                """
            ).waivers)
        let read = Waiver.read(waivers)
        #expect(read.waivers.count == 1)
        #expect(read.diagnostics.map(\.ruleId) == ["config/unknown-rule", "config/invalid-waiver"])
        #expect(read.diagnostics.first?.message.contains("did you mean \"hig/touch-target\"") == true)
    }
}
