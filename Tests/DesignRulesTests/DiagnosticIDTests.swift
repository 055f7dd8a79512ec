import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// Diagnostic ids are typed values declared once, by the module that reports them; every id
/// can be configured (below error) and waived through the one checker; settings and waivers
/// naming unknown ids are configuration errors.
struct DiagnosticIDTests {
    /// A quoted id (`"prefix/name"`) in the sources outside the file that declares it.
    @Test func noIdIsWrittenAsAStringOutsideItsDeclaration() throws {
        let sources = Fixtures.repositoryRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let pattern = try Regex(#""((?:json|tokens|catalog|config|site|diff|hig|a11y|feedback|code)/[a-z0-9-]+)""#)
        let known = Set(KnownDiagnostics.all().map(\.rawValue) + ["site/no-anatomy", "site/undocumented"])
        var checked = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let declares = url.lastPathComponent.hasSuffix("Diagnostic.swift") || url.path.contains("/DesignRules/Rules/")
            for match in text.matches(of: pattern) {
                guard let id = match.output[1].substring.map(String.init), known.contains(id) else { continue }
                checked += 1
                #expect(declares, "\(id) is written as a string in \(url.lastPathComponent); use its typed id")
            }
        }
        #expect(checked >= KnownDiagnostics.all().count)
    }

    @Test func idsAreUniqueAndEachModuleDeclaresItsOwnPrefix() {
        let all = KnownDiagnostics.all()
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(JSONDiagnostic.ids.allSatisfy { $0.rawValue.hasPrefix("json/") && $0.origin == .reader })
        #expect(TokenDiagnostic.ids.allSatisfy { $0.rawValue.hasPrefix("tokens/") && $0.origin == .tokens })
        #expect(CatalogDiagnostic.ids.allSatisfy { $0.rawValue.hasPrefix("catalog/") && $0.origin == .loader })
        #expect(ConfigDiagnostic.ids.allSatisfy { $0.rawValue.hasPrefix("config/") && $0.origin == .configuration })
        #expect(all.filter { $0.origin == .rule }.count == RuleRegistry.rules.count)
    }

    static func manifest(_ json: String) throws -> CatalogManifest {
        try TemporaryFolder.with { folder in
            try Data(json.utf8).write(to: folder.appendingPathComponent("dscheck.json"))
            try Data("{}".utf8).write(to: folder.appendingPathComponent("t.json"))
            return try #require(CatalogManifest.load(folder: folder.path).manifest)
        }
    }

    @Test func everyKnownIdTakesASeverityOrOffAndUnknownIdsAreErrors() throws {
        let configuration = RuleConfiguration(
            manifest: try Self.manifest(
                """
                {"name": "X", "version": "1", "platform": "ios", "tokens": "t.json",
                 "rules": {"tokens/legacy-format": "off", "tokens/resolver-single-context": "error", "json/syntax": "warning",
                           "tokens/legacy-formt": "off"}}
                """), known: KnownDiagnostics.all())
        let legacy = Diagnostic(TokenDiagnostic.legacyFormat, message: "m", location: .file("t.json"))
        let single = Diagnostic(TokenDiagnostic.resolverSingleContext, message: "m", location: .file("t.json"))
        let syntax = Diagnostic(JSONDiagnostic.syntax, message: "m", location: .file("t.json"))
        #expect(configuration.configured(legacy) == nil)
        #expect(configuration.configured(single)?.severity == .error)
        #expect(configuration.configured(syntax)?.severity == .warning)
        #expect(configuration.diagnostics.map(\.ruleId) == ["config/unknown-rule"])
        #expect(configuration.diagnostics.first?.message.contains("did you mean \"tokens/legacy-format\"") == true)
    }

    @Test func waiversMustNameKnownRules() throws {
        let waivers = try #require(
            try Self.manifest(
                """
                {"name": "X", "version": "1", "platform": "ios", "tokens": "t.json",
                 "waivers": [{"rule": "hig/touch-targt", "subject": "chip", "reason": "r"},
                             {"rule": "tokens/legacy-format", "subject": "color.a", "reason": "r"},
                             {"rule": "tokens/legacy-format", "subject": "color.a", "reason": "again"}]}
                """
            ).waivers)
        let read = Waiver.read(waivers, known: KnownDiagnostics.all())
        #expect(read.waivers.count == 1)
        #expect(read.diagnostics.map(\.ruleId) == ["config/unknown-rule", "config/invalid-waiver"])
        #expect(read.diagnostics.first?.message.contains("did you mean \"hig/touch-target\"") == true)
    }

    // A reason of only line breaks said nothing, yet was taken as one.
    @Test(arguments: ["\n", " \t\r\n "])
    func aReasonOfOnlyBlanksIsNoReason(reason: String) throws {
        let encoded = String(decoding: try JSONEncoder().encode(reason), as: UTF8.self)
        let waivers = try #require(
            try Self.manifest(
                """
                {"name": "X", "version": "1", "platform": "ios", "tokens": "t.json",
                 "waivers": [{"rule": "tokens/legacy-format", "subject": "color.a", "reason": \(encoded)}]}
                """
            ).waivers)
        let read = Waiver.read(waivers, known: KnownDiagnostics.all())
        #expect(read.waivers.isEmpty)
        #expect(read.diagnostics.map(\.message).contains { $0.contains("non-empty \"reason\"") })
    }
}

/// One id of each prefix, turned off and waived through the checker: both work alike for
/// every id (`json/`, `tokens/`, `catalog/`, `config/`, `site/` and a rule's), and a waiver for one
/// is not stale. A diagnostic about no spec or token is waived by its file's path in the catalogue.
struct EveryPrefixConfigurableTests {
    struct Inspection: CatalogInspection {
        var diagnosticIDs: [DiagnosticID] { [Self.id] }
        static let id = DiagnosticID("site/example-gap", summary: "A gap.", defaultSeverity: .warning, origin: .site)
        func inspect(_ catalog: Catalog) -> [Diagnostic] {
            catalog.components.map { Diagnostic(id: Self.id, severity: .warning, message: "gap", location: .file("c"), subject: $0.id) }
        }
    }

    /// Each id the catalogue below reports, with the subject a waiver names it by.
    static let subjects = [
        "json/syntax": "components/broken.json", "tokens/legacy-format": "size.small", "catalog/unknown-key": "components/chip.json",
        "config/unknown-key": "dscheck.json", "site/example-gap": "chip", "hig/touch-target": "chip",
    ]

    static func check(rules: String, waivers: String) throws -> CheckedCatalog {
        try TemporaryFolder.with { folder in
            let settings = ["\"hig/press-state\": {\"severty\": \"warning\"}", rules].filter { !$0.isEmpty }.joined(separator: ", ")
            let manifest = """
                {"name": "X", "version": "1", "platform": "ios", "tokens": "t.tokens.json", "rules": {\(settings)}, "waivers": \(waivers)}
                """
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("dscheck.json"))
            let tokens = #"{"size": {"$type": "dimension", "small": {"$value": "20px"}}}"#
            try Data(tokens.utf8).write(to: folder.appendingPathComponent("t.tokens.json"))
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("components"), withIntermediateDirectories: true)
            let chip = """
                {"id": "chip", "name": "Chip", "status": "stable", "kind": "control", "layer": "content", "summary": "A chip.",
                 "colour": "red", "metrics": {"size": "{size.small}"}, "anatomy": [{"id": "face", "shape": "capsule"}],
                 "states": [{"kind": "pressed", "scale": 0.96}]}
                """
            try Data(chip.utf8).write(to: folder.appendingPathComponent("components/chip.json"))
            try Data(#"{"id": "broken",}"#.utf8).write(to: folder.appendingPathComponent("components/broken.json"))
            let catalog = try #require(Catalog.load(folder: folder.path).catalog)
            return CatalogChecker(inspections: [Inspection()]).check(catalog)
        }
    }

    static let unused = #"[{"rule": "hig/press-state", "subject": "nothing", "reason": "r"}]"#

    @Test func eachIdIsReportedByDefault() throws {
        let reported = Set(try Self.check(rules: "", waivers: Self.unused).diagnostics.map(\.ruleId))
        for id in Self.subjects.keys.sorted() + ["config/stale-waiver"] {
            #expect(reported.contains(id), "\(id) not reported: \(reported.sorted())")
        }
    }

    @Test(arguments: subjects.keys.sorted() + ["config/stale-waiver"]) func eachIdCanBeTurnedOff(id: String) throws {
        let checked = try Self.check(rules: "\"\(id)\": \"off\"", waivers: Self.unused)
        #expect(!checked.diagnostics.contains { $0.ruleId == id })
        #expect(!checked.diagnostics.contains { $0.ruleId == "config/unknown-rule" })
    }

    @Test(arguments: subjects.keys.sorted()) func eachIdCanBeWaived(id: String) throws {
        let subject = try #require(Self.subjects[id])
        let checked = try Self.check(rules: "", waivers: "[{\"rule\": \"\(id)\", \"subject\": \"\(subject)\", \"reason\": \"known\"}]")
        #expect(!checked.diagnostics.contains { $0.ruleId == id })
        #expect(checked.waived.contains { $0.diagnostic.ruleId == id })
        #expect(!checked.diagnostics.contains { $0.ruleId == "config/stale-waiver" })
    }
}
