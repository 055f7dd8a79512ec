import DesignSupport
import DesignTokens
import Testing

@testable import DesignDiff

/// Levels, the suggested bump and location mapping.
struct DiffModelTests {
    static func diff(_ kinds: [ChangeKind], newError: Bool = false) -> CatalogDiff {
        let finding = Diagnostic(
            id: DiagnosticID("a11y/text-contrast", summary: "", defaultSeverity: .error, origin: .rule), severity: .error, message: "m",
            location: .file("c.json"), subject: "c")
        return CatalogDiff(
            base: "main", changes: kinds.map { TokenChange($0, token: "t") }, accepted: [],
            newFindings: newError ? [MovedFinding(diagnostic: finding, contrast: nil)] : [],
            resolvedFindings: [], baseProblems: [], acceptanceProblems: [])
    }

    @Test(arguments: [
        ([ChangeKind](), false, VersionBump.none),
        ([.valueChanged], false, .patch),
        ([.valueChanged], true, .major),
        ([.valueChanged, .tokenAdded], false, .minor),
        ([.tokenDeprecated], false, .minor),
        ([.contextAdded, .tokenRemoved], false, .major),
        ([.deprecatedTokenRemoved], false, .major),
    ])
    func suggestedBump(kinds: [ChangeKind], newError: Bool, bump: VersionBump) {
        #expect(Self.diff(kinds, newError: newError).suggestedBump == bump)
    }

    @Test func everyKindHasItsLevel() {
        let levels = Dictionary(grouping: ChangeKind.allCases, by: \.level).mapValues { $0.map(\.rawValue).sorted() }
        #expect(
            levels[.breaking] == [
                "alias-type-changed", "context-removed", "deprecated-token-removed", "modifier-removed",
                "token-removed", "token-renamed", "token-type-changed",
            ])
        #expect(levels[.deprecation] == ["token-deprecated"])
        #expect(levels[.valueChange] == ["value-changed"])
        #expect(levels[.addition] == ["context-added", "modifier-added", "token-added"])
    }

    @Test func aRenameThatKeepsTheOldNameIsADeprecation() {
        #expect(TokenChange(.tokenRenamed, token: "b", detail: .renamed(from: "a", keptAsDeprecatedAlias: true)).level == .deprecation)
        #expect(TokenChange(.tokenRenamed, token: "b", detail: .renamed(from: "a", keptAsDeprecatedAlias: false)).level == .breaking)
    }

    @Test func baseLocationsReadAsTheCataloguesOwnPaths() {
        let mapping = LocationMapping(from: "/tmp/dscheck-base-1", to: "design/catalog")
        #expect(
            mapping.map(SourceLocation(file: "/tmp/dscheck-base-1/tokens/a.tokens.json", line: 3, column: 5))
                == SourceLocation(file: "design/catalog/tokens/a.tokens.json", line: 3, column: 5))
        #expect(mapping.map(.file("/tmp/dscheck-base-10/x.json")) == .file("/tmp/dscheck-base-10/x.json"))
        #expect(LocationMapping(from: "/tmp/b", to: ".").map(.file("/tmp/b/dscheck.json")) == .file("dscheck.json"))
        #expect(LocationMapping.identity.map(.file("/tmp/b/dscheck.json")) == .file("/tmp/b/dscheck.json"))
    }
}
