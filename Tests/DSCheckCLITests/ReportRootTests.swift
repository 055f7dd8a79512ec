import DesignTokens
import Foundation
import TestSupport
import Testing

/// Machine-read reports place findings relative to the git work tree that holds the catalogue,
/// wherever dscheck runs from; the text report stays relative to the working directory, where
/// a terminal opens `file:line:col` (issue 12).
struct ReportRootTests {
    /// A git work tree `repo/` with the bundled catalogue at `repo/design/catalog` and an empty
    /// `repo/tools/` to run from.
    static func withRepository(_ body: (_ repository: URL, _ subfolder: String) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            let repository = folder.appendingPathComponent("repo")
            try FileManager.default.createDirectory(at: repository.appendingPathComponent("design"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: repository.appendingPathComponent("tools"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Fixtures.repository("catalog"), toPath: repository.appendingPathComponent("design/catalog").path)
            let git = try DSCheckProcess.run(program: "/usr/bin/env", ["git", "init", "-q"], in: repository.path)
            #expect(git.status == 0)
            try body(repository, repository.appendingPathComponent("tools").path)
        }
    }

    @Test(.endToEnd) func sarifFromASubfolderIsRepositoryRelativeAndValid() throws {
        try Self.withRepository { repository, tools in
            let result = try DSCheckProcess.run(["check", "../design/catalog", "--format", "sarif"], in: tools)
            let run = try #require(try JSONReader().read(result.stdout, file: "stdout").object?["runs"]?.array?.first?.object)
            let base = run["originalUriBaseIds"]?.object?["%SRCROOT%"]?.object?["uri"]?.string
            #expect(base == URL(fileURLWithPath: repository.path, isDirectory: true).standardizedFileURL.absoluteString)
            let artifacts = (run["results"]?.array ?? []).compactMap {
                $0.object?["locations"]?.array?.first?.object?["physicalLocation"]?.object?["artifactLocation"]?.object
            }
            #expect(!artifacts.isEmpty)
            for artifact in artifacts {
                #expect(artifact["uri"]?.string?.hasPrefix("design/catalog/") == true, "\(artifact)")
                #expect(artifact["uriBaseId"]?.string == "%SRCROOT%")
            }
            let validation = try SARIFValidation.validate(result.stdout)
            #expect(validation.status == 0, "\(validation.output)")
        }
    }

    @Test(.endToEnd) func annotationsAreRepositoryRelativeAndTextFollowsTheWorkingDirectory() throws {
        try Self.withRepository { _, tools in
            let github = try DSCheckProcess.run(["check", "../design/catalog", "--format", "github", "--no-baseline"], in: tools)
            let annotations = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
            #expect(!annotations.isEmpty)
            #expect(annotations.allSatisfy { $0.contains("file=design/catalog/") })
            let text = try DSCheckProcess.run(["check", "../design/catalog", "--no-baseline"], in: tools)
            #expect(text.stdout.hasPrefix("../design/catalog/"))
        }
    }
}
