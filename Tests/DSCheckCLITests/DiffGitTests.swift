import DesignTokens
import Foundation
import TestSupport
import Testing

/// `dscheck diff --base REV` in a temporary git repository: the base is read with git itself,
/// the work tree is left alone, and revisions that do not exist or hold no catalogue exit 2.
/// Each test makes its own repository, so they run in parallel.
@Suite
struct DiffGitTests {
    /// A temporary repository: a first commit without a catalogue, the fixture's base in
    /// `design/catalog` (also on branch `design-base`), then its head.
    final class Repository {
        let root: String

        init(fixture: String) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-git-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try git("init", "-q", "-b", "main")
            try Data("# app\n".utf8).write(to: URL(fileURLWithPath: root + "/README.md"))
            try commit("README")
            try place(Fixtures.path("diff/\(fixture)/base"))
            try commit("Base catalogue")
            try git("branch", "design-base")
            try place(Fixtures.path("diff/\(fixture)/head"))
            try commit("New tokens")
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        /// Replaces `design/catalog` with a copy of `folder`.
        func place(_ folder: String) throws {
            let catalog = root + "/design/catalog"
            try? FileManager.default.removeItem(atPath: catalog)
            try FileManager.default.createDirectory(atPath: root + "/design", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: folder, toPath: catalog)
        }

        /// Replaces `design/catalog` with `files` (path to content).
        func write(_ files: [String: String]) throws {
            let catalog = root + "/design/catalog"
            try? FileManager.default.removeItem(atPath: catalog)
            for (path, content) in files {
                let url = URL(fileURLWithPath: catalog + "/" + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(content.utf8).write(to: url)
            }
        }

        func commit(_ message: String) throws {
            try git("add", "-A")
            try git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", message)
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", root] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")): \(output)")
            return output
        }

        func diff(_ arguments: [String], in folder: String? = nil) throws -> DSCheckProcess.Result {
            let result = try DSCheckProcess.run(["diff"] + arguments, in: folder ?? root)
            #expect(!result.crashed)
            return result
        }
    }

    static func summary(_ result: DSCheckProcess.Result) throws -> [Double?] {
        let root = try #require(try JSONReader().read(result.stdout, file: "stdout").object, "\(result.stderr)")
        return try #require(root["summary"]?.object).members.map { $0.value.number }
    }

    /// The bundled catalogue against itself at HEAD: its waivers narrowed to an element match
    /// on both sides, so nothing is new or resolved (the base is read from its snapshot while
    /// it is checked).
    @Test(.endToEnd) func aRevisionsWaiversByElementMatchAsTheHeadsDo() throws {
        let repository = try Repository(fixture: "token-added")
        try repository.place(Fixtures.repository("catalog"))
        try repository.commit("Bundled catalogue")
        let result = try repository.diff(["--base", "HEAD", "design/catalog"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("0 new findings, 0 resolved"), "\(result.stdout)")
    }

    @Test(.endToEnd, arguments: ["HEAD~1", "design-base"])
    func aRevisionIsReadWithGitAndComparedLikeAFolder(revision: String) throws {
        let repository = try Repository(fixture: "showcase")
        let result = try repository.diff(["--base", revision, "design/catalog", "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(try Self.summary(result) == [1, 0, 2, 1, 0, 1, 0])
        let root = try #require(try JSONReader().read(result.stdout, file: "stdout").object)
        #expect(root["base"]?.string == revision)
        let removed = try #require(root["changes"]?.array?.first?.object)
        #expect(removed["base"]?.object?["file"]?.string == "design/catalog/tokens.tokens.json", "base paths read as the catalogue's own")
        #expect(try repository.git("status", "--porcelain").isEmpty, "the work tree is untouched")
    }

    @Test(.endToEnd) func theWorkTreeIsTheHeadAndAFolderInsideTheCatalogueWorks() throws {
        let repository = try Repository(fixture: "showcase")
        let clean = try repository.diff(["--base", "HEAD", "design/catalog"])
        #expect(clean.status == 0)
        #expect(
            clean.stdout
                == "against HEAD: 0 breaking, 0 deprecations, 0 value changes, 0 additions; 0 new findings, 0 resolved; suggested bump: none\n")

        let tokens = repository.root + "/design/catalog/tokens.tokens.json"
        let edited = try String(contentsOfFile: tokens, encoding: .utf8).replacingOccurrences(of: "\"value\": 14,", with: "\"value\": 16,")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: tokens))
        let result = try repository.diff(["--base", "HEAD", "."], in: repository.root + "/design/catalog")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "tokens.tokens.json:54:5: info: token \"dimension.radius\" changed from 14px to 16px (+14.3%); used by card [diff/value-changed]",
                "against HEAD: 0 breaking, 0 deprecations, 1 value change, 0 additions; 0 new findings, 0 resolved; suggested bump: patch",
            ])
    }

    @Test(.endToEnd) func anUnknownRevisionExitsWithTwo() throws {
        let repository = try Repository(fixture: "token-added")
        let result = try repository.diff(["--base", "no-such-branch", "design/catalog"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'no-such-branch' is neither a folder nor a revision of the git repository at"))
        #expect(result.stdout.isEmpty)
    }

    /// A tag of a file (or a tree) is a revision git knows but no commit: it once got "is
    /// neither a folder nor a revision".
    @Test(.endToEnd) func aTagOfAFileIsNamedAsOne() throws {
        let repository = try Repository(fixture: "token-added")
        _ = try repository.git("tag", "readme", "HEAD:README.md")
        _ = try repository.git("tag", "design-tree", "HEAD:design")
        let blob = try repository.diff(["--base", "readme", "design/catalog"])
        #expect(blob.status == 2)
        #expect(
            blob.stderr.contains(
                "'readme' names a git blob (a file), not a commit, so it holds no catalogue to compare with; give a branch, tag or commit"),
            "\(blob.stderr)")
        let tree = try repository.diff(["--base", "design-tree", "design/catalog"])
        #expect(tree.stderr.contains("'design-tree' names a git tree, not a commit"), "\(tree.stderr)")
    }

    @Test(.endToEnd) func aRevisionWithoutTheCatalogueExitsWithTwo() throws {
        let repository = try Repository(fixture: "token-added")
        let result = try repository.diff(["--base", "HEAD~2", "design/catalog"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("revision 'HEAD~2' has no catalogue at design/catalog/"))
    }

    @Test(.endToEnd) func binaryTokensAtTheRevisionAreReportedAndTheRestIsCompared() throws {
        let repository = try Repository(fixture: "broken-base")
        let result = try repository.diff(["--base", "HEAD~1", "design/catalog"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("design/catalog/tokens/more.tokens.json:1:1: error: unexpected byte 0x89"))
        #expect(result.stdout.contains("token \"dimension.radius\" was added"))
    }

    @Test(.endToEnd) func outsideARepositoryARevisionCannotBeRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-nogit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Fixtures.path("diff/token-added/head"), toPath: folder + "/catalog")
        let result = try DSCheckProcess.run(["diff", "--base", "main"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("catalog is not inside a git repository"))
    }
}
