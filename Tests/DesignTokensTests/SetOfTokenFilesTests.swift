import DesignTokens
import Foundation
import TestSupport
import Testing

/// A set of several token files: each file's problem is reported in the order of the sources,
/// a file named twice is read once, and the files that can be read are all resolved.
@Suite struct SetOfTokenFilesTests {
    private static func write(_ files: [String: String], to folder: URL) throws {
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    @Test func aSetOfSeveralFilesReportsEachProblemInSourceOrder() throws {
        try TemporaryFolder.with { folder in
            try Self.write(
                [
                    "tokens.resolver.json": #"""
                    {"version": "2025.10",
                     "sets": {"core": {"sources": [
                       {"$ref": "a.tokens.json"}, {"$ref": "broken.tokens.json"}, {"$ref": "missing.tokens.json"},
                       {"$ref": "d.tokens.json"}, {"$ref": "a.tokens.json"}, {"$ref": "d.tokens.json#/more"}]}},
                     "resolutionOrder": [{"$ref": "#/sets/core"}]}
                    """#,
                    "a.tokens.json": #"{"space": {"one": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}"#,
                    "broken.tokens.json": #"{"space": {"two": {"$type": "dimension", "$value": }}}"#,
                    "d.tokens.json":
                        #"{"space": {"four": {"$type": "dimension", "$value": "{space.one}"}}, "more": {"gap": {"$type": "number", "$value": 2}}}"#,
                ], to: folder)
            let set = TokenSource(file: folder.appendingPathComponent("tokens.resolver.json").path).resolve()
            #expect(set.diagnostics.map(\.ruleId) == ["json/syntax", "tokens/missing-file"])
            #expect(set.diagnostics.map(\.location.line) == [1, 3])
            #expect(set.diagnostics.first?.location.file.hasSuffix("broken.tokens.json") == true)
            #expect(set.tokens.map(\.name) == ["gap", "more.gap", "space.four", "space.one"])
            #expect(set["space.four"]?.value == set["space.one"]?.value)
        }
    }
}
