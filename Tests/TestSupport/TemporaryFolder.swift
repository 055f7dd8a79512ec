import Foundation

/// A fresh folder under the system's temporary folder for one test, removed when the test is
/// done with it, whatever the test throws.
public enum TemporaryFolder {
    /// Runs `body` with a new empty folder and removes the folder afterwards.
    public static func with<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
