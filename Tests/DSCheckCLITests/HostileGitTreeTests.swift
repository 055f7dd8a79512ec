import DesignTokens
import Foundation
import TestSupport
import Testing

/// `dscheck diff --base REV` against crafted git objects, through the built binary: trees made
/// with `git mktree` holding `..`, `.`, control characters, links and submodules, huge blobs at
/// a token path, and catalogue folders whose names git could read as pathspec magic. dscheck
/// runs with its temporary folder inside a sandbox, which is checked afterwards: nothing is
/// written outside it, and nothing is left in it. Each test has its own sandbox, so they run in
/// parallel.
@Suite(
    .enabled(if: ShellProbe.limitsAddressSpace && ShellProbe.measuresPeakMemory, "needs `ulimit -v` and GNU time's -f %M (Linux)"))
struct HostileGitTreeTests {
    /// A sandbox folder holding a repository (`repo`, the token-added base committed at
    /// `catalog`) and the temporary folder dscheck is given (`tmp`).
    final class Sandbox {
        let folder: String
        let catalog: String
        var root: String { folder + "/repo" }
        var temporary: String { folder + "/tmp" }

        init(catalog: String = "catalog") throws {
            self.catalog = catalog
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-hostile-git-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try git(["init", "-q", "-b", "main"])
            try FileManager.default.copyItem(atPath: Fixtures.path("diff/token-added/base"), toPath: root + "/" + catalog)
            try git(["add", "-A"])
            try git(["commit", "-q", "-m", "catalogue"])
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// Runs git in the repository with `input` on standard input; returns standard output
        /// without its last line break.
        @discardableResult
        func git(_ arguments: [String], input: Data = Data()) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", root, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
            let output = Pipe()
            let feed = Pipe()
            process.standardOutput = output
            process.standardInput = feed
            try process.run()
            try feed.fileHandleForWriting.write(contentsOf: input)
            try feed.fileHandleForWriting.close()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
            return text.hasSuffix("\n") ? String(text.dropLast()) : text
        }

        /// Writes `data` as a blob; returns its object name.
        func blob(_ data: Data) throws -> String {
            try git(["hash-object", "-w", "--stdin"], input: data)
        }

        /// Commits, on branch `base`, the catalogue as committed plus `entries`
        /// (`"<mode> <type> <object>\t<name>"`, written with `git mktree` as they are).
        @discardableResult
        func craft(_ entries: [String]) throws -> String {
            let existing = try git(["ls-tree", "-z", "HEAD:" + catalog]).split(separator: "\0").map(String.init)
            let tree = try git(["mktree", "-z"], input: Data((existing + entries).map { $0 + "\0" }.joined().utf8))
            let top = try git(["mktree", "-z"], input: Data("040000 tree \(tree)\t\(catalog)\0".utf8))
            let commit = try git(["commit-tree", top, "-m", "crafted"])
            try git(["branch", "-f", "base", commit])
            return "base"
        }

        /// Replaces the committed file `name` of the catalogue with `entry` on branch `base`
        /// (see ``craft(_:)``); the work tree keeps the file.
        func craft(replacing name: String, with entry: String) throws {
            try git(["rm", "-q", catalog + "/" + name])
            try git(["commit", "-q", "-m", "without " + name])
            try craft([entry])
            try git(["checkout", "-q", "main~1", "--", catalog])
        }

        /// Runs dscheck in the repository with the sandbox's temporary folder and at most 3 GB
        /// of address space; returns the result and the peak resident memory in kB.
        func dscheck(_ arguments: [String]) throws -> (result: DSCheckProcess.Result, kilobytes: Int) {
            let usage = folder + "/usage.txt"
            defer { try? FileManager.default.removeItem(atPath: usage) }
            let command = "ulimit -v 3000000; exec /usr/bin/time -f %M -o \"$0\" \"$@\""
            let result = try DSCheckProcess.run(
                program: "/usr/bin/env", ["TMPDIR=" + temporary, "/bin/sh", "-c", command, usage, DSCheckProcess.binary] + arguments,
                in: root, timeLimit: 60)
            let kilobytes = Int((try? String(contentsOfFile: usage, encoding: .utf8))?.split(separator: "\n").last ?? "") ?? .max
            return (result, kilobytes)
        }

        /// `dscheck diff --base base` on the catalogue.
        func diff() throws -> DSCheckProcess.Result {
            let result = try dscheck(["diff", "--base", "base", catalog]).result
            #expect(!result.crashed && !result.timedOut)
            return result
        }

        /// What dscheck left in the sandbox besides the repository: nothing, when it wrote
        /// only inside its temporary folder and removed it.
        func leftovers() throws -> [String] {
            let outside = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "repo" && $0 != "tmp" }
            return outside + (try FileManager.default.contentsOfDirectory(atPath: temporary)).map { "tmp/" + $0 }
        }
    }

    static let pwned = Data(#"{"pwned": {"$type": "number", "$value": 1}}"#.utf8)

    @Test(
        .endToEnd,
        arguments: [
            (["..", "pwned.json"], "the path catalog/../pwned.json has a '..' component, which would leave the catalogue folder"),
            (["..", "..", "pwned.json"], "the path catalog/../../pwned.json has a '..' component"),
            ([".", "dscheck.json"], "the path catalog/./dscheck.json has a '.' component"),
            (["", "pwned.json"], "git cannot list its tree: fatal: empty filename in tree entry"),
            (
                ["tokens", "e\u{1B}]0;owned\u{7}\u{1B}[2J.tokens.json"],
                "the path catalog/tokens/e\\u{1B}]0;owned\\u{7}\\u{1B}[2J.tokens.json holds a control"
            ),
            (["tokens", "txt.\u{202E}nosj.tokens"], "the path catalog/tokens/txt.\\u{202E}nosj.tokens holds a control or text-direction character"),
        ])
    func treeEntriesThatLeaveTheSnapshotOrHideTextAreRefused(path: [String], message: String) throws {
        let sandbox = try Self.Sandbox()
        var entry = "100644 blob \(try sandbox.blob(Self.pwned))\t\(path.last!)"
        for name in path.dropLast().reversed() {
            let tree = try sandbox.git(["mktree", "-z"], input: Data((entry + "\0").utf8))
            entry = "040000 tree \(tree)\t\(name)"
        }
        try sandbox.craft([entry])
        let result = try sandbox.diff()
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: revision 'base' cannot be compared: " + message), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" })
        #expect(result.stdout.isEmpty)
        #expect(try sandbox.leftovers() == [])
    }

    @Test(.endToEnd) func twoNamesForOneFileOnMacOSAreRefused() throws {
        let sandbox = try Self.Sandbox()
        let blob = try sandbox.blob(Self.pwned)
        try sandbox.craft(["100644 blob \(blob)\tTokens.tokens.json"])
        let result = try sandbox.diff()
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "catalog/tokens.tokens.json and catalog/Tokens.tokens.json name the same file on macOS and Windows")
                || result.stderr.contains("catalog/Tokens.tokens.json and catalog/tokens.tokens.json name the same file"),
            "\(result.stderr)")
        #expect(try sandbox.leftovers() == [])
    }

    @Test(.endToEnd) func aSymbolicLinkIsNeverFollowed() throws {
        let sandbox = try Self.Sandbox()
        try Data(#"{"secret": {"$type": "number", "$value": 42}}"#.utf8).write(to: URL(fileURLWithPath: sandbox.folder + "/secret.json"))
        let target = try sandbox.blob(Data((sandbox.folder + "/secret.json").utf8))
        try sandbox.craft(replacing: "tokens.tokens.json", with: "120000 blob \(target)\ttokens.tokens.json")
        let result = try sandbox.diff()
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "catalog/tokens.tokens.json:1:1: error: tokens.tokens.json is a symbolic link at revision 'base'; dscheck reads only regular files from a revision and never follows links or submodules, so the base is compared without it [json/unreadable]"
            ), "\(result.stderr)")
        #expect(!result.stdout.contains("secret"))
        #expect(try sandbox.leftovers() == ["secret.json"])
    }

    @Test(.endToEnd) func aManifestThatIsALinkIsNoCatalogue() throws {
        let sandbox = try Self.Sandbox()
        let target = try sandbox.blob(Data("../dscheck.json".utf8))
        try sandbox.craft(replacing: "dscheck.json", with: "120000 blob \(target)\tdscheck.json")
        let result = try sandbox.diff()
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: revision 'base' has catalog/dscheck.json as a symbolic link, and dscheck reads only regular files from a revision (it never follows links); commit the manifest as a file, or diff against a folder with --base DIR\n"
        )
        #expect(try sandbox.leftovers() == [])
    }

    @Test(.endToEnd) func aSubmoduleIsReportedAndSkipped() throws {
        let sandbox = try Self.Sandbox()
        let commit = try sandbox.git(["rev-parse", "HEAD"])
        try sandbox.craft(["160000 commit \(commit)\tcomponents"])
        let result = try sandbox.diff()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("catalog/components:1:1: error: components is a submodule at revision 'base'"), "\(result.stderr)")
        #expect(try sandbox.leftovers() == [])
    }

    /// A 100 MB blob at the token path is refused by its size, as in a folder, without being
    /// read: the run stays far below the blob's size in memory.
    @Test(.endToEnd) func aHugeBlobAtATokenPathIsRefusedWithoutReadingIt() throws {
        let sandbox = try Self.Sandbox()
        var huge = Data(#"{"pad": ""#.utf8)
        huge.append(Data(repeating: UInt8(ascii: " "), count: 100_000_000))
        huge.append(Data(#""}"#.utf8))
        let blob = try sandbox.blob(huge)
        huge = Data()
        try sandbox.craft(replacing: "tokens.tokens.json", with: "100644 blob \(blob)\ttokens.tokens.json")
        let (result, kilobytes) = try sandbox.dscheck(["diff", "--base", "base", "catalog"])
        #expect(result.status == 0, "\(result.stderr)")
        // Refused by size as a folder's file is: past the catalogue's 32 MiB of token files.
        #expect(
            result.stderr.contains(
                "catalog/tokens.tokens.json:1:1: error: tokens.tokens.json (100000011 bytes) would take the token files past 32 MiB"),
            "\(result.stderr)")
        #expect(kilobytes < 80_000, "peak resident memory \(kilobytes) kB")
        #expect(try sandbox.leftovers() == [])
    }

    @Test(.endToEnd) func aRevisionWhoseFilesAddUpToTooMuchIsRefusedBeforeReading() throws {
        let sandbox = try Self.Sandbox()
        let blob = try sandbox.blob(Data(repeating: UInt8(ascii: " "), count: 16 << 20))
        try sandbox.craft((0..<17).map { "100644 blob \(blob)\tpad-\($0).json" })
        let result = try sandbox.diff()
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: the catalogue at revision 'base' is 2852"), "\(result.stderr)")
        #expect(
            result.stderr.hasSuffix(
                " bytes of JSON, more than the 268435456 bytes dscheck reads from a revision; split the design system into catalogues, or diff against a folder with --base DIR\n"
            ))
        #expect(try sandbox.leftovers() == [])
    }

    /// Folder names git would read as pathspec magic or globs are paths like any other.
    @Test(.endToEnd, arguments: [":(top)cat", ":(icase)cat", "c*t", "[c]at", "ca?", "-cat"])
    func catalogueFoldersNamedLikePathspecMagicAreFound(name: String) throws {
        let sandbox = try Self.Sandbox(catalog: name)
        let tokens = sandbox.root + "/\(name)/tokens.tokens.json"
        let edited = try String(contentsOfFile: tokens, encoding: .utf8).replacingOccurrences(of: "\"value\": 12", with: "\"value\": 16")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: tokens))
        let result = try sandbox.dscheck(["diff", "--base", "HEAD", "./" + name]).result
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 value change"), "\(result.stdout)\(result.stderr)")
        #expect(try sandbox.leftovers() == [])
    }

    /// Writes a resolver of `count` modifiers, each with contexts `a` (the default) and `b`
    /// setting one dimension token, over the catalogue's own token file.
    static func writeModifiers(_ count: Int, in catalog: String) throws {
        try FileManager.default.createDirectory(atPath: catalog + "/modifiers", withIntermediateDirectories: true)
        var modifiers: [String] = []
        for index in 0..<count {
            for (context, value) in [("a", 1), ("b", 2)] {
                let token = #"{"m\#(index)": {"$type": "dimension", "size": {"$value": {"value": \#(value), "unit": "px"}}}}"#
                try Data(token.utf8).write(to: URL(fileURLWithPath: catalog + "/modifiers/m\(index)-\(context).tokens.json"))
            }
            modifiers.append(
                #""m\#(index)": {"contexts": {"a": [{"$ref": "modifiers/m\#(index)-a.tokens.json"}], "b": [{"$ref": "modifiers/m\#(index)-b.tokens.json"}]}, "default": "a"}"#
            )
        }
        let order = (0..<count).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        let resolver = """
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "tokens.tokens.json"}]}},
             "modifiers": {\(modifiers.joined(separator: ", "))},
             "resolutionOrder": [{"$ref": "#/sets/core"}, \(order.joined(separator: ", "))]}
            """
        try Data(resolver.utf8).write(to: URL(fileURLWithPath: catalog + "/tokens.resolver.json"))
        let manifest = catalog + "/dscheck.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"tokens.tokens.json\"", with: "\"tokens.resolver.json\"").utf8)
            .write(to: URL(fileURLWithPath: manifest))
    }

    /// 30 modifiers make over a billion contexts: `diff` compares within the contexts `check`
    /// checks, reports the same cap, and takes the time and memory `check` takes.
    @Test(.endToEnd) func thirtyModifiersAreComparedWithinTheCapOfCheck() throws {
        let sandbox = try Self.Sandbox()
        try Self.writeModifiers(30, in: sandbox.root + "/catalog")
        try sandbox.git(["add", "-A"])
        try sandbox.git(["commit", "-q", "-m", "modifiers"])
        let tokens = sandbox.root + "/catalog/tokens.tokens.json"
        let edited = try String(contentsOfFile: tokens, encoding: .utf8).replacingOccurrences(of: "\"value\": 12", with: "\"value\": 16")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: tokens))
        let (check, checkMemory) = try sandbox.dscheck(["check", "catalog"])
        let (diff, diffMemory) = try sandbox.dscheck(["diff", "--base", "HEAD", "catalog"])
        let cap = "with modifier \"m10\" the modifiers combine into more than 1024 contexts"
        #expect(check.stdout.contains(cap), "\(check.stdout)")
        // Exit 1 as check's: past the cap the catalogue does not load as written.
        #expect(diff.status == 1 && !diff.crashed && !diff.timedOut, "\(diff.stderr)")
        #expect(diff.stderr.contains("does not load as written"), "\(diff.stderr)")
        #expect(diff.stderr.contains("catalog/tokens.resolver.json:2:1343: error: "), "\(diff.stderr)")
        #expect(diff.stderr.contains(cap), "\(diff.stderr)")
        #expect(diff.stdout.contains("token \"dimension.radius\" changed from 12px to 16px"), "\(diff.stdout)")
        #expect(diffMemory < 2 * checkMemory + 50_000, "diff \(diffMemory) kB, check \(checkMemory) kB")
        #expect(try sandbox.leftovers() == [])
    }
}
