import DesignTokens
import Foundation

/// Paths into the repository for tests: fixtures, the bundled catalogue, the built binary.
public enum Fixtures {
    /// The repository root (two folders above this file's folder).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures/<relative>`.
    public static func path(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relative).path
    }

    /// A path relative to the repository root.
    public static func repository(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent(relative).path
    }

    /// The parsed JSON of a fixture file; fails the calling test through `throws` if unreadable.
    public static func json(_ relative: String) throws -> JSONNode {
        try JSONReader().read(fileAt: path(relative))
    }

    /// The entries of a fixture folder, sorted.
    public static func entries(_ relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).sorted()
    }
}
