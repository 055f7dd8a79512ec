import CatalogCommands
import DSCheckCLI
import DesignCatalog
import DesignRules
import Foundation
import Synchronization
import TestSupport

@testable import DesignExport

/// The bundled catalogue, checked and exported once for every test.
enum ExportFixture {
    static let checked: CheckedCatalog = {
        let catalog = Catalog.load(folder: Fixtures.repository("catalog")).catalog!
        return CatalogChecker().check(catalog)
    }()

    static let export = SwiftExporter.export(checked)

    /// The export written to a fresh temporary folder, for swiftc.
    static func written(_ body: (URL) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            for file in export.files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            try body(folder)
        }
    }

    /// What `dscheck` prints on stdout for `arguments`, run in process.
    static func stdout(_ arguments: [String]) -> String {
        let out = Mutex("")
        var console = Console(out: { text in out.withLock { $0 += text } }, err: { _ in })
        _ = DSCheck.run(arguments: arguments, console: &console)
        return out.withLock { $0 }
    }
}
