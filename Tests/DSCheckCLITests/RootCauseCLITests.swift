import DesignTokens
import Foundation
import TestSupport
import Testing

/// Root causes first, through the built binary on copies of the bundled catalogue (issue 12,
/// item 2): one trailing comma in a token file gives the syntax error first and nothing that
/// merely follows from it, and a typo in a spec's token reference gives the did-you-mean and no
/// contrast measured over the fill it left unresolved.
struct RootCauseCLITests {
    /// One finding of a JSON report.
    struct Finding {
        let ruleId: String
        let severity: String
        let message: String
        let dependent: Bool
    }

    /// `check --format json` of `catalog`: the exit status, the findings in report order, the
    /// summary and the measured items of text contrast.
    static func check(_ catalog: String) throws -> (status: Int32, findings: [Finding], summary: [String: Double], measured: [String]) {
        let result = try DSCheckProcess.run(["check", catalog, "--format", "json"])
        #expect(!result.crashed)
        let root = try #require(try JSONReader().read(result.stdout, file: "report.json").object)
        let findings = try #require(root["diagnostics"]?.array).map { node in
            let object = try #require(node.object)
            return Finding(
                ruleId: try #require(object["ruleId"]?.string), severity: try #require(object["severity"]?.string),
                message: try #require(object["message"]?.string), dependent: object["dependent"]?.bool ?? false)
        }
        let summary = try #require(root["summary"]?.object).members.reduce(into: [String: Double]()) { $0[$1.key] = $1.value.number }
        let measured = try #require(root["measurements"]?.array).compactMap { node -> String? in
            guard node.object?["ruleId"]?.string == "a11y/text-contrast" else { return nil }
            return node.object?["item"]?.string
        }
        return (result.status, findings, summary, measured)
    }

    /// A copy of the bundled catalogue in `folder`.
    static func copyCatalogue(into folder: URL) throws -> String {
        let catalog = folder.appendingPathComponent("catalog").path
        try FileManager.default.copyItem(atPath: Fixtures.repository("catalog"), toPath: catalog)
        return catalog
    }

    static let tokenFiles = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.repository("catalog/tokens")).sorted()) ?? []

    @Test(.endToEnd) func theBundledCatalogueHasNoErrorsToBeginWith() throws {
        let (status, findings, _, _) = try Self.check(Fixtures.repository("catalog"))
        #expect(status == 0)
        #expect(findings.allSatisfy { $0.severity == "info" })
    }

    @Test(.endToEnd, arguments: tokenFiles)
    func oneTrailingCommaGivesTheSyntaxErrorFirstAndNoCascade(file: String) throws {
        try TemporaryFolder.with { folder in
            let catalog = try Self.copyCatalogue(into: folder)
            let path = "\(catalog)/tokens/\(file)"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lastMember = try #require(text.firstRange(of: /(["\d\]}])(\n\s*\})/))
            try text.replacingCharacters(in: lastMember, with: text[lastMember].replacing("\n", with: ",\n", maxReplacements: 1))
                .write(toFile: path, atomically: true, encoding: .utf8)
            let (status, findings, summary, _) = try Self.check(catalog)
            #expect(status == 1)
            #expect(findings.first?.ruleId == "json/syntax")
            let errors = findings.filter { $0.severity != "info" }
            #expect(errors.filter { !$0.dependent }.map(\.ruleId) == ["json/syntax"], "\(errors.map(\.message))")
            #expect(errors.filter(\.dependent).count <= 1, "at most one count of the references that wait on the file")
            #expect(
                errors.filter(\.dependent).allSatisfy {
                    $0.ruleId == "tokens/invalid-dependency" && $0.message.contains("while a token file cannot be read")
                })
            #expect(summary["rootCauses"] == 1)
            #expect(summary["dependents"] == Double(errors.count - 1))
            #expect(summary["warnings"] == 0)
        }
    }

    @Test(.endToEnd) func theTextSummaryCountsRootCausesAndDependentsApart() throws {
        try TemporaryFolder.with { folder in
            let catalog = try Self.copyCatalogue(into: folder)
            let path = "\(catalog)/tokens/color.tokens.json"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacing("\"components\": [", with: "\"components\": [,", maxReplacements: 1).write(
                toFile: path, atomically: true, encoding: .utf8)
            let result = try DSCheckProcess.run(["check", catalog])
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.first?.hasSuffix("[json/syntax]") == true)
            #expect(lines.last?.hasPrefix("2 errors (1 root cause, 1 dependent), 0 warnings,") == true, "\(lines.last ?? "")")
        }
    }

    @Test(.endToEnd) func aTypoInASpecGivesTheDidYouMeanAndNoContrastOverTheEmptyFill() throws {
        try TemporaryFolder.with { folder in
            let catalog = try Self.copyCatalogue(into: folder)
            func edit(_ file: String, _ old: String, _ new: String) throws {
                let path = "\(catalog)/\(file)"
                let text = try String(contentsOfFile: path, encoding: .utf8)
                #expect(text.contains(old), "\(file) holds \(old)")
                try text.replacing(old, with: new, maxReplacements: 1).write(toFile: path, atomically: true, encoding: .utf8)
            }
            try edit(
                "tokens/color.tokens.json", "\"color\": {",
                "\"color\": {\n\"accent\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0.2, 0.3, 0.9]}},")
            try edit("components/button.json", "\"fill\": \"{color.kotek.button.primary.fill}\"", "\"fill\": \"{color.acent}\"")
            try edit(
                "compositions/kotek-bottom-bar.json", "\"variant\": \"glass\",\n                    \"label\": \"NEXT\"",
                "\"variant\": \"primary\",\n              \"label\": \"Continue\"")
            let (status, findings, _, measured) = try Self.check(catalog)
            #expect(status == 1)
            let errors = findings.filter { $0.severity == "error" }
            #expect(errors.map(\.ruleId) == ["catalog/unknown-token"], "\(errors.map(\.message))")
            #expect(errors.first?.message == "no token \"color.acent\" in the default context; did you mean \"{color.accent}\"?")
            #expect(!findings.contains { $0.message.contains("\"Continue\"") }, "no contrast finding over the unresolved fill")
            #expect(!measured.contains("\"Continue\""), "the label over the unresolved fill is not measured")
            #expect(measured.contains("\"BACK\""), "its neighbour, on a fill that resolves, still is")
        }
    }
}
