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
        for (wanted, change) in zip(changes, diff.changes) {
            let actual = DiffJSONFormat.change(change, in: diff)
            for member in try #require(wanted.object).members {
                let found = try #require(actual[member.key], "no \(member.key)")
                let difference = JSONComparison.difference(expected: member.value, actual: found, path: member.key, tolerance: 1e-4)
                #expect(difference == nil, "\(kind): \(change.message(in: diff))")
            }
        }
        if let findings = expected["findings"]?.object {
            try expectFindings(findings["new"], diff.newFindings, kind)
            try expectFindings(findings["resolved"], diff.resolvedFindings, kind)
        } else {
            #expect(diff.newFindings.isEmpty && diff.resolvedFindings.isEmpty, "\(diff.newFindings.map(\.diagnostic.message))")
        }
    }

    private func expectFindings(_ expected: JSONNode?, _ actual: [MovedFinding], _ kind: String) throws {
        let wanted = try #require(expected?.array)
        #expect(wanted.count == actual.count, "\(actual.map(\.diagnostic.message))")
        for (finding, moved) in zip(wanted, actual) {
            let json = DiffJSONFormat.finding(moved)
            for member in try #require(finding.object).members {
                let difference = JSONComparison.difference(
                    expected: member.value, actual: json[member.key] ?? .null, path: member.key, tolerance: 1e-4)
                #expect(difference == nil, "\(kind)")
            }
        }
    }
}
