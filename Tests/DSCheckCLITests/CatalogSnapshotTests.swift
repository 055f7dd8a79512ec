import Foundation
import TestSupport
import Testing

@testable import DSCheckCLI

/// What `dscheck watch` notices: added, changed and removed files, in path order, but not hidden
/// files, backups or the folder it writes its site to.
struct CatalogSnapshotTests {
    @Test func addedChangedAndRemovedFilesAreNamedInPathOrder() throws {
        try TemporaryFolder.with { folder in
            let manager = FileManager.default
            try manager.createDirectory(at: folder.appendingPathComponent("components"), withIntermediateDirectories: true)
            try manager.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appendingPathComponent("dscheck.json"))
            try Data("{}".utf8).write(to: folder.appendingPathComponent("components/a.json"))
            let before = CatalogSnapshot(folder: folder.path, excluding: folder.appendingPathComponent("site").path)
            #expect(before.count == 2)

            try Data("{ }".utf8).write(to: folder.appendingPathComponent("dscheck.json"))
            try manager.removeItem(at: folder.appendingPathComponent("components/a.json"))
            try Data("{}".utf8).write(to: folder.appendingPathComponent("components/b.json"))
            for ignored in [".dscheck.json.swp", "components/a.json~", "site/index.html"] {
                try Data("x".utf8).write(to: folder.appendingPathComponent(ignored))
            }
            let after = CatalogSnapshot(folder: folder.path, excluding: folder.appendingPathComponent("site").path)
            #expect(after.changes(since: before).map(\.description) == ["components/a.json (deleted)", "components/b.json (new)", "dscheck.json"])
        }
    }

    @Test func aFileReplacedBySameSizedContentIsAChange() throws {
        try TemporaryFolder.with { folder in
            let file = folder.appendingPathComponent("dscheck.json")
            try Data("{\"a\": 1}".utf8).write(to: file)
            let before = CatalogSnapshot(folder: folder.path)
            try Data("{\"a\": 2}".utf8).write(to: file, options: .atomic)
            #expect(CatalogSnapshot(folder: folder.path).changes(since: before).map(\.description) == ["dscheck.json"])
        }
    }
}
