import DesignCatalog
import DesignRules
import DesignSupport
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// The rule pages' examples are loaded from memory (``FileAccess``): each must load and check
/// exactly as the same catalogue written to a folder does, so the pages draw what a user who
/// copies the example would see.
struct RuleExampleChecksTests {
    /// A check as a comparison sees it: the catalogue's folder taken out of every path and
    /// message, the specs by id, and each context's measurements.
    struct Outcome: Equatable {
        var diagnostics: [String]
        var specs: [String]
        var measurements: [Int]

        init(_ checked: CheckedCatalog?) {
            guard let checked else {
                (diagnostics, specs, measurements) = ([], [], [])
                return
            }
            let folder = checked.catalog.folder
            diagnostics = checked.diagnostics.map { "\($0.clangStyleLine())".replacingOccurrences(of: folder, with: "CATALOG") }
            specs = checked.catalog.components.map(\.id) + checked.catalog.compositions.map(\.id)
            measurements = checked.contexts.map(\.measurements.count)
        }
    }

    @Test func everyExampleChecksFromMemoryAsItDoesFromAFolder() throws {
        let checks = RuleExampleChecks.checked
        var outcomes: [Outcome] = []
        var kinds: Set<String> = []
        for rule in RuleRegistry.descriptions {
            for (index, entry) in RuleExampleChecks.examples(of: rule).enumerated() {
                let fromDisk = try TemporaryFolder.with { folder in
                    let path = try ExampleCatalog.write(entry.example, ruleId: rule.id, into: folder)
                    return Catalog.load(folder: path).catalog.map { CatalogChecker().check($0) }
                }
                let fromMemory = checks.checked(rule.id, at: index)
                #expect((fromMemory == nil) == (fromDisk == nil), "\(rule.id) example \(index)")
                #expect(Outcome(fromMemory) == Outcome(fromDisk), "\(rule.id) example \(index): \(entry.example.summary)")
                outcomes.append(Outcome(fromMemory))
                kinds.formUnion(entry.example.files.map { ($0.path as NSString).pathComponents.first ?? "" })
                if !entry.example.sources.isEmpty { kinds.insert("sources") }
                if entry.example.contrastPairs != nil { kinds.insert("contrastPairs") }
            }
        }
        // Every kind of example is among them, and what they find is there to compare.
        #expect(kinds.isSuperset(of: ["components", "compositions", "tokens", "App", "sources", "contrastPairs"]))
        #expect(outcomes.filter { !$0.diagnostics.isEmpty }.count > outcomes.count / 3)
        #expect(outcomes.contains { $0.measurements.contains { $0 > 0 } })
    }

    /// The files in memory answer as a folder on disk does: folders above every file, names
    /// listed, `.` and `..` folded, nothing where nothing was given.
    @Test func filesInMemoryAnswerAsAFolderDoes() {
        let files = FileAccess(files: [
            (path: "/a/catalog/dscheck.json", contents: Array("{}".utf8)), (path: "/a/catalog/components/chip.json", contents: Array("[]".utf8)),
        ])
        #expect(files.presence("/a/catalog") == .folder)
        #expect(files.presence("/a/catalog/components/../dscheck.json") == .file)
        #expect(files.presence("/a/catalog/./components/") == .folder)
        #expect(files.presence("/a/catalog/missing.json") == .none)
        #expect(files.names(inFolder: "/a/catalog")?.sorted() == ["components", "dscheck.json"])
        #expect(files.names(inFolder: "/a/catalog/dscheck.json") == nil)
        #expect(files.status("/a/catalog/components/chip.json", followingLinks: false)?.size == 2)
        #expect(files.status("/a/catalog/components", followingLinks: true)?.kind == .folder)
        #expect(files.contents("/a/catalog/dscheck.json") == Data("{}".utf8))
        #expect(files.realPath("/a/catalog/components/../components/chip.json") == "/a/catalog/components/chip.json")
        #expect(files.realPath("/a/other") == nil)
        #expect(files.realPath("/") == "/")
    }
}
