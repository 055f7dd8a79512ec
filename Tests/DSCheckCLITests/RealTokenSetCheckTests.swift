import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// `dscheck check` on real, public design systems (`Tests/Fixtures/real-token-sets/`: GitHub
/// Primer, Adobe Spectrum, Figma SDS and the clean control Shopify Polaris, DTCG 2025.10 with
/// resolvers): the exact diagnostics of each set in a golden file, and no token that the set
/// defines reported as naming no token. The sample values are pinned in `RealTokenSetTests`.
struct RealTokenSetCheckTests {
    /// `check --format json` of every set, run once in process (Primer has 12 contexts).
    static let reports: [String: DSCheckInProcess.Result] = Dictionary(
        uniqueKeysWithValues: RealTokenSets.names.map { set in
            (set, DSCheckInProcess.run(["check", RealTokenSets.folder(set), "--format", "json"]))
        })

    static func diagnostics(_ set: String) throws -> (summary: JSONObject, diagnostics: [JSONObject]) {
        let result = try #require(reports[set])
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let report = try #require(try JSONReader().read(result.stdout, file: "stdout").object)
        let summary = try #require(report["summary"]?.object)
        let diagnostics = try #require(report["diagnostics"]?.array).compactMap(\.object)
        return (summary, diagnostics)
    }

    /// The report as golden text: the summary, then one line per diagnostic in dscheck's order,
    /// clang style with the path relative to the set's folder and the context, if any.
    static func golden(_ set: String) throws -> String {
        let (summary, diagnostics) = try diagnostics(set)
        var lines = [
            "summary: " + summary.members.map { "\($0.key)=\(JSONComparison.output($0.value).serialized(pretty: false))" }.joined(separator: " ")
        ]
        for diagnostic in diagnostics {
            let file = RealTokenSets.relative(diagnostic["file"]?.string ?? "?", in: set)
            let line = Int(diagnostic["line"]?.number ?? 0)
            let column = Int(diagnostic["column"]?.number ?? 0)
            let context = (diagnostic["context"]?.object?.members ?? []).map { "\($0.key)=\($0.value.string ?? "?")" }
            lines.append(
                "\(file):\(line):\(column): \(diagnostic["severity"]?.string ?? "?"): \(diagnostic["message"]?.string ?? "?")"
                    + (context.isEmpty ? "" : " (\(context.joined(separator: ", ")))") + " [\(diagnostic["ruleId"]?.string ?? "?")]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: RealTokenSets.names)
    func diagnosticsMatchTheGoldenFile(_ set: String) throws {
        try Golden.check(try Self.golden(set), against: "real-token-sets/\(set).txt")
    }

    /// A token that exists but is invalid (Primer's colours with a stray `"alpha"` member, 69
    /// references in 0.1.0) is a root cause at its own location; what refers to it must not be
    /// told that the name is not a token. The defined names come from walking the files.
    @Test(arguments: RealTokenSets.names)
    func noDefinedTokenIsReportedAsMissing(_ set: String) throws {
        let defined = try RealTokenSets.definedNames(set)
        var missing: [String] = []
        for diagnostic in try Self.diagnostics(set).diagnostics {
            let message = diagnostic["message"]?.string ?? ""
            guard diagnostic["ruleId"]?.string == "tokens/unresolved-reference" || message.contains("does not name any token") else { continue }
            let named = Self.references(in: message).filter(defined.contains)
            if !named.isEmpty {
                let file = RealTokenSets.relative(diagnostic["file"]?.string ?? "?", in: set)
                missing.append("\(file):\(Int(diagnostic["line"]?.number ?? 0)): \(message)")
            }
        }
        let count = missing.count
        #expect(count == 0, "diagnostics that call a defined token missing, such as:\n\(missing.prefix(5).joined(separator: "\n"))")
    }

    /// The `{name}` references quoted in a message.
    static func references(in message: String) -> [String] {
        message.components(separatedBy: "\"{").dropFirst().compactMap { part in
            part.range(of: "}\"").map { String(part[..<$0.lowerBound]) }
        }
    }

    /// Through the built binary, from the repository root: the exit status of `check` (1 where
    /// the set has errors, 0 for the clean control), with error lines only where it fails.
    @Test(.endToEnd, arguments: [("github-primer", 1), ("adobe-spectrum", 1), ("figma-sds", 1), ("shopify-polaris", 0)])
    func checkExitsByTheSetsFaults(_ set: String, _ status: Int32) throws {
        let result = try DSCheckProcess.run(["check", "Tests/Fixtures/real-token-sets/\(set)"])
        #expect(!result.crashed && !result.timedOut)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout.contains(": error: ") == (status == 1), "\(result.stdout.suffix(500))")
        #expect(!result.stdout.contains(": warning: "), "the manifest turns tokens/naming off")
    }

    /// `dscheck tokens` through the binary: Spectrum's modifiers have no default, so a context
    /// must be chosen (the resolver spec's "Inputs"); with one, the values differ per context as
    /// the files write them (size-desktop/size-mobile.tokens.json:1061, theme-dark.tokens.json:328).
    @Test(.endToEnd) func spectrumTokensNeedAContextAndResolvePerContext() throws {
        let folder = "Tests/Fixtures/real-token-sets/adobe-spectrum"
        let without = try DSCheckProcess.run(["tokens", folder])
        #expect(without.status == 2)
        #expect(without.stderr.contains("modifier \"theme\" has no default"), "\(without.stderr)")

        func tokens(_ context: [String]) throws -> [String: JSONObject] {
            let result = try DSCheckProcess.run(["tokens", folder, "--format", "json"] + context.flatMap { ["--context", $0] })
            #expect(!result.crashed && result.status != 2, "\(result.stderr)")
            let list = try #require(try JSONReader().read(result.stdout, file: "stdout").object?["tokens"]?.array).compactMap(\.object)
            return Dictionary(list.map { ($0["name"]?.string ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        }
        let desktop = try tokens(["theme=light", "size=desktop"])
        let mobile = try tokens(["theme=dark", "size=mobile"])
        #expect(desktop.count == 1_579 && mobile.count == 1_579)
        #expect(desktop["component-height-100"]?["value"]?.object?["value"]?.number == 32)
        #expect(mobile["component-height-100"]?["value"]?.object?["value"]?.number == 40)
        #expect(desktop["blue-900"]?["value"]?.object?["hex"]?.string == "#3b63fb")
        #expect(mobile["blue-900"]?["value"]?.object?["hex"]?.string == "#5681ff")
        #expect(mobile["accent-color-900"]?["aliasOf"]?.string == "blue-900")
    }
}
