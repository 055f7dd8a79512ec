import Foundation
import TestSupport
import Testing

/// The README's pre-commit recipe in a new repository: before the first commit `HEAD` names a
/// branch with no commits, and `dscheck diff --base HEAD` compares against an empty catalogue
/// (everything is new) instead of failing; after it, the hook stops a breaking change.
struct FirstCommitTests {
    static func git(_ root: String, _ arguments: String...) throws -> (status: Int32, output: String) {
        let result = try DSCheckProcess.run(
            program: "/usr/bin/env",
            ["git", "-C", root, "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"] + arguments)
        return (result.status, result.stdout + result.stderr)
    }

    @Test(.endToEnd) func preCommitHookWorksFromTheFirstCommit() throws {
        try TemporaryFolder.with { folder in
            let root = folder.path
            #expect(try Self.git(root, "init", "-q").status == 0)
            #expect(try DSCheckProcess.run(["init", "catalog"], in: root).status == 0)

            let first = try DSCheckProcess.run(["diff", "--base", "HEAD", "catalog"], in: root)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout.contains("0 breaking"), "\(first.stdout)")
            #expect(first.stdout.contains(" additions"), "\(first.stdout)")

            let hook = root + "/.git/hooks/pre-commit"
            try Data("#!/bin/sh\nexec '\(DSCheckProcess.binary)' diff --base HEAD catalog\n".utf8).write(to: URL(fileURLWithPath: hook))
            #expect(chmod(hook, 0o755) == 0)
            #expect(try Self.git(root, "add", "-A").status == 0)
            let committed = try Self.git(root, "commit", "-q", "-m", "First catalogue")
            #expect(committed.status == 0, "\(committed.output)")

            // Removing a token the button uses is breaking: the hook stops the commit.
            let path = root + "/catalog/tokens/dimension.tokens.json"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "\"corner-radius\"", with: "\"radius\"").utf8).write(to: URL(fileURLWithPath: path))
            #expect(try Self.git(root, "add", "-A").status == 0)
            let stopped = try Self.git(root, "commit", "-q", "-m", "Rename a token")
            #expect(stopped.status != 0, "\(stopped.output)")
            #expect(stopped.output.contains("dimension.control.corner-radius"), "\(stopped.output)")
        }
    }

    /// Another revision that does not exist is still an error, even in a new repository.
    @Test(.endToEnd) func unknownRevisionInANewRepositoryIsAnError() throws {
        try TemporaryFolder.with { folder in
            #expect(try Self.git(folder.path, "init", "-q").status == 0)
            #expect(try DSCheckProcess.run(["init", "catalog"], in: folder.path).status == 0)
            let result = try DSCheckProcess.run(["diff", "--base", "main~1", "catalog"], in: folder.path)
            #expect(result.status == 2)
            #expect(result.stderr.contains("is neither a folder nor a revision"), "\(result.stderr)")
        }
    }
}
