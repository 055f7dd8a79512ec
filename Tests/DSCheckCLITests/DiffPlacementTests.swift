import DesignTokens
import Foundation
import TestSupport
import Testing

/// `dscheck diff --base REV` places what only the base has in the head: a removed token at its
/// parent group's line (never at its old line, which the head may give to another token), and
/// names its base location in the message; machine-read formats are relative to the work tree
/// wherever dscheck runs from (issue 12).
struct DiffPlacementTests {
    /// A catalogue of two token files under a resolver with a three-context modifier.
    static let base: [String: String] = [
        "dscheck.json": manifest,
        "tokens.resolver.json": resolver(files: ["a.tokens.json", "b.tokens.json"], contexts: ["light", "dark", "contrast"]),
        "a.tokens.json": """
        {
          "color": {
            "$type": "color",
            "steel": {
              "3": { "$value": "#78858d" },
              "4": { "$value": "#747b81" }
            },
            "old": {
              "ink": { "$value": "#000000" }
            }
          }
        }
        """,
        "b.tokens.json": """
        {
          "space": { "$type": "number", "gap": { "$value": 8 } }
        }
        """,
        "light.tokens.json": "{}",
    ]

    /// The base with `color.steel.4` and the group `color.old` removed and a new token where
    /// `color.steel.4` was, `b.tokens.json` deleted and the `contrast` context dropped.
    static let head: [String: String] = [
        "dscheck.json": manifest,
        "tokens.resolver.json": resolver(files: ["a.tokens.json"], contexts: ["light", "dark"]),
        "a.tokens.json": """
        {
          "color": {
            "$type": "color",
            "steel": {
              "3": { "$value": "#78858d" },
              "5": { "$value": "#5d6a72" }
            }
          }
        }
        """,
        "light.tokens.json": "{}",
    ]

    static let manifest = """
        { "name": "Placement", "version": "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json",
          "rules": { "tokens/unused": "off" } }
        """

    static func resolver(files: [String], contexts: [String]) -> String {
        """
        {
          "version": "2025.10",
          "sets": {
            "core": { "sources": [\(files.map { "{ \"$ref\": \"\($0)\" }" }.joined(separator: ", "))] }
          },
          "modifiers": {
            "appearance": {
              "contexts": {
        \(contexts.map { "        \"\($0)\": [{ \"$ref\": \"light.tokens.json\" }]" }.joined(separator: ",\n"))
              },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/appearance" }]
        }
        """
    }

    /// A repository holding `base` then `head` at `design/catalog`, with an empty `tools/`.
    static func repository() throws -> DiffGitTests.Repository {
        let repository = try DiffGitTests.Repository(fixture: "token-added")
        try repository.write(base)
        try repository.commit("Placement base")
        try repository.write(head)
        try repository.commit("Placement head")
        try FileManager.default.createDirectory(atPath: repository.root + "/tools", withIntermediateDirectories: true)
        return repository
    }

    /// The 1-based line of the first line of `file` in `files` that contains `text`.
    static func line(of text: String, in file: String, of files: [String: String] = head) throws -> Int {
        let lines = try #require(files[file]).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test func removalsAreAnnotatedWhereTheyWouldBeInTheHead() throws {
        let repository = try Self.repository()
        let result = try repository.diff(["--base", "HEAD~1", "../design/catalog", "--format", "github"], in: repository.root + "/tools")
        #expect(result.status == 1, "\(result.stderr)")
        let annotations = result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") }
        let steel = try Self.line(of: "\"steel\"", in: "a.tokens.json")
        let color = try Self.line(of: "\"color\"", in: "a.tokens.json")
        let contexts = try Self.line(of: "\"contexts\"", in: "tokens.resolver.json")
        let wasAt = try Self.line(of: "\"4\"", in: "a.tokens.json", of: Self.base)
        let inkWasAt = try Self.line(of: "\"ink\"", in: "a.tokens.json", of: Self.base)
        let expected = [
            // The removed token at its group's line, not its old line (which holds "5" now).
            "::error file=design/catalog/a.tokens.json,line=\(steel),col=5,title=diff/token-removed::token \"color.steel.4\" was removed (base: design/catalog/a.tokens.json:\(wasAt):7 at HEAD~1); references to it break",
            // A token whose group went too: at the group above.
            "::error file=design/catalog/a.tokens.json,line=\(color),col=3,title=diff/token-removed::token \"color.old.ink\" was removed (base: design/catalog/a.tokens.json:\(inkWasAt):7 at HEAD~1); references to it break",
            // A token whose file is gone: at the resolver that listed the file.
            "::error file=design/catalog/tokens.resolver.json,line=1,col=1,title=diff/token-removed::token \"space.gap\" was removed (base: design/catalog/b.tokens.json:2:33 at HEAD~1); references to it break",
            // A removed context: at its modifier's contexts in the head.
            "::error file=design/catalog/tokens.resolver.json,line=\(contexts),col=7,title=diff/context-removed::context \"contrast\" of modifier \"appearance\" was removed (base: design/catalog/tokens.resolver.json:1:1 at HEAD~1)",
        ]
        for annotation in expected {
            #expect(annotations.contains(annotation), "\(annotation) in\n\(annotations.joined(separator: "\n"))")
        }
        let taken = try Self.line(of: "\"5\"", in: "a.tokens.json")
        #expect(!annotations.contains { $0.contains("line=\(taken),") && $0.contains("removed") })
    }

    @Test func textNamesThePlaceFromTheWorkingDirectory() throws {
        let repository = try Self.repository()
        let result = try repository.diff(["--base", "HEAD~1", "../design/catalog"], in: repository.root + "/tools")
        let steel = try Self.line(of: "\"steel\"", in: "a.tokens.json")
        #expect(
            result.stdout.contains(
                "../design/catalog/a.tokens.json:\(steel):5: error: token \"color.steel.4\" was removed (base: ../design/catalog/a.tokens.json:6:7 at HEAD~1)"
            ), "\(result.stdout)")
    }

    @Test func jsonKeepsBothSidesAndSaysWhereTheChangeIsShown() throws {
        let repository = try Self.repository()
        let result = try repository.diff(["--base", "HEAD~1", "../design/catalog", "--format", "json"], in: repository.root + "/tools")
        let root = try #require(try JSONReader().read(result.stdout, file: "stdout").object, "\(result.stderr)")
        let removed = try #require(
            root["changes"]?.array?.first { $0.object?["token"]?.string == "color.steel.4" }?.object, "\(result.stdout)")
        func location(_ key: String) -> [String] {
            let object = removed[key]?.object
            return [object?["file"]?.string ?? "-", object?["line"]?.number.map { String(Int($0)) } ?? "-"]
        }
        #expect(location("base") == ["design/catalog/a.tokens.json", "6"])
        #expect(removed["head"]?.isNull == true)
        let steel = try Self.line(of: "\"steel\"", in: "a.tokens.json")
        #expect(location("location") == ["design/catalog/a.tokens.json", String(steel)])
    }

    @Test(.endToEnd) func sarifFromASubfolderIsRepositoryRelativeAndValid() throws {
        let repository = try DiffGitTests.Repository(fixture: "showcase")
        try FileManager.default.createDirectory(atPath: repository.root + "/tools", withIntermediateDirectories: true)
        let result = try repository.diff(["--base", "HEAD~1", "../design/catalog", "--format", "sarif"], in: repository.root + "/tools")
        let run = try #require(try JSONReader().read(result.stdout, file: "stdout").object?["runs"]?.array?.first?.object, "\(result.stderr)")
        let base = run["originalUriBaseIds"]?.object?["%SRCROOT%"]?.object?["uri"]?.string
        #expect(base == URL(fileURLWithPath: repository.root, isDirectory: true).standardizedFileURL.absoluteString)
        let artifacts = (run["results"]?.array ?? []).compactMap {
            $0.object?["locations"]?.array?.first?.object?["physicalLocation"]?.object?["artifactLocation"]?.object
        }
        #expect(artifacts.count == 5)
        for artifact in artifacts {
            #expect(artifact["uri"]?.string?.hasPrefix("design/catalog/") == true, "\(artifact)")
            #expect(artifact["uriBaseId"]?.string == "%SRCROOT%")
        }
        let validation = try SARIFValidation.validate(result.stdout)
        #expect(validation.status == 0, "\(validation.output)")
    }
}
