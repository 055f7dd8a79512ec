import DesignCatalog
import DesignDiff
import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import CatalogCommands
@testable import DSCheckCLI

/// One fixture pair per change kind (`Tests/Fixtures/diff/<kind>/{base,head}`), each with the
/// changes it must yield in `expected.json`: every change's listed keys as the JSON report has
/// them, the suggested bump and, where listed, the moved findings.
struct DiffKindTests {
    static let kinds =
        (try? Fixtures.entries("diff"))?.filter {
            FileManager.default.fileExists(atPath: Fixtures.path("diff/\($0)/expected.json"))
        } ?? []

    static func diff(_ kind: String) throws -> CatalogDiff {
        let head = try #require(Catalog.load(folder: Fixtures.path("diff/\(kind)/head")).catalog)
        let base = try BaseCatalog.load(Fixtures.path("diff/\(kind)/base"), headFolder: Fixtures.path("diff/\(kind)/head"))
        return CatalogDiffer.diff(base: base, head: head, checker: CatalogRun.standardChecker)
    }

    @Test func everyChangeKindHasAFixture() {
        let covered = Set(
            Self.kinds.compactMap { kind -> [String]? in
                guard let changes = (try? Fixtures.json("diff/\(kind)/expected.json"))?.object?["changes"]?.array else { return nil }
                return changes.compactMap { $0.object?["id"]?.string }
            }.joined())
        #expect(covered == Set(ChangeKind.allCases.map(\.rawValue)))
    }

    @Test(arguments: kinds)
    func fixtureYieldsItsChanges(kind: String) throws {
        let expected = try #require(try Fixtures.json("diff/\(kind)/expected.json").object)
        let diff = try Self.diff(kind)
        #expect(diff.suggestedBump.rawValue == expected["suggestedBump"]?.string)
        let changes = try #require(expected["changes"]?.array)
        #expect(diff.changes.count == changes.count, "\(diff.changes.map { $0.message(in: diff) })")
        let report = try #require(try JSONReader().read(DiffJSONFormat.render(diff), file: "diff.json").object)
        let reported = try #require(report["changes"]?.array)
        for (wanted, (change, node)) in zip(changes, zip(diff.changes, reported)) {
            let actual = JSONComparison.output(node)
            for member in try #require(wanted.object).members {
                let found = try #require(actual[member.key], "no \(member.key)")
                let difference = JSONComparison.difference(expected: member.value, actual: found, path: member.key, tolerance: 1e-4)
                #expect(difference == nil, "\(kind): \(change.message(in: diff))")
            }
        }
        if let findings = expected["findings"]?.object {
            let moved = try #require(report["findings"]?.object)
            try expectFindings(findings["new"], diff.newFindings, moved["new"]?.array ?? [], kind)
            try expectFindings(findings["resolved"], diff.resolvedFindings, moved["resolved"]?.array ?? [], kind)
        } else {
            #expect(diff.newFindings.isEmpty && diff.resolvedFindings.isEmpty, "\(diff.newFindings.map(\.diagnostic.message))")
        }
    }

    /// Compares the expected findings with the `reported` ones of the JSON report, which are
    /// `actual`'s.
    private func expectFindings(_ expected: JSONNode?, _ actual: [MovedFinding], _ reported: [JSONNode], _ kind: String) throws {
        let wanted = try #require(expected?.array)
        #expect(wanted.count == actual.count && reported.count == actual.count, "\(actual.map(\.diagnostic.message))")
        for (finding, node) in zip(wanted, reported) {
            let json = JSONComparison.output(node)
            for member in try #require(finding.object).members {
                let difference = JSONComparison.difference(
                    expected: member.value, actual: json[member.key] ?? .null, path: member.key, tolerance: 1e-4)
                #expect(difference == nil, "\(kind)")
            }
        }
    }
}
