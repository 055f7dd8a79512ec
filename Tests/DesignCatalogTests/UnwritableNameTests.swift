import DesignCatalog
import DesignSupport
import Foundation
import TestSupport
import Testing

/// Names that `check` once accepted and a later command could not write: two spec files a Mac
/// takes for one (`café` precomposed and decomposed, `Button` and `button`), and names longer
/// than a file name may be. Each is refused at load, at its file:line:col.
struct UnwritableNameTests {
    static let manifest = #"{"name": "Names", "version": "1.0.0", "platform": "ios", "tokens": "tokens.tokens.json"}"#
    static let tokens = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#

    static func component(id: String) -> String {
        #"{"id": "\#(id)", "name": "Divider", "status": "stable", "summary": "A rule.", "kind": "container", "layer": "content", "anatomy": [], "variants": []}"#
    }

    /// Loads a catalogue holding `files` (path → contents) besides the manifest and tokens.
    static func load(_ files: [(path: String, contents: String)]) throws -> [Diagnostic] {
        try TemporaryFolder.with { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("components"), withIntermediateDirectories: true)
            for (path, contents) in [("dscheck.json", manifest), ("tokens.tokens.json", tokens)] + files {
                try Data(contents.utf8).write(to: folder.appendingPathComponent(path))
            }
            return Catalog.load(folder: folder.path).diagnostics.filter { $0.severity == .error }
        }
    }

    /// The two spellings of `café` are one file name on APFS, and one page name on the site:
    /// `site` once failed with "File exists" in its work folder after `check` passed.
    @Test(arguments: [("caf\u{E9}", "cafe\u{301}", "cafe<U+0301> and caf<U+00E9>"), ("Button", "button", "button and Button")])
    func specFilesAMacTakesForOneAreRefused(first: String, second: String, spelled: String) throws {
        let errors = try Self.load([
            ("components/\(first).json", Self.component(id: first)), ("components/\(second).json", Self.component(id: second)),
        ])
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(error.message.contains("differ only in case or in how an accent is encoded (\(spelled))"), "\(error.message)")
        #expect(error.message.hasSuffix("which a Mac takes for one file name; rename one of them"))
        #expect(error.location.line == 1 && error.location.column == 1)
    }

    /// A token name of 300 characters passed `check`; `export` then failed with "File name too
    /// long" at a temporary path. Names over 128 bytes are refused where they are written; 128
    /// is still a name.
    @Test func namesLongerThanAFileNameMayBeAreRefusedAtTheirLocation() throws {
        let long = String(repeating: "a", count: 300)
        let fits = String(repeating: "b", count: NameRules.maximumBytes)
        let errors = try TemporaryFolder.with { folder in
            let tokens =
                #"{"color": {"$type": "color", "\#(long)": {"$value": "{color.ink}"}, "\#(fits)": {"$value": "{color.ink}"}, "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#
            try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("dscheck.json"))
            try Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens.tokens.json"))
            return (Catalog.load(folder: folder.path).catalog?.defaultTokens.diagnostics ?? []).filter { $0.severity == .error }
        }
        #expect(errors.map(\.ruleId) == ["tokens/invalid-name"], "\(errors)")
        #expect(errors.first?.location.line == 1 && errors.first?.location.column == 30)
        #expect(errors.first?.message.contains("is 300 bytes long; names become file names") == true, "\(errors)")
        // A spec id (its file name) is held to the same limit: 200 bytes fit the file system, not dscheck.
        let id = String(repeating: "c", count: 200)
        let specErrors = try Self.load([("components/\(id).json", Self.component(id: id))])
        #expect(specErrors.map(\.message).contains { $0.contains("id \"\(id.prefix(24))…\" is 200 bytes long") }, "\(specErrors)")
    }

    /// Names under 128 bytes each can still nest into a path no Mac can write: the asset
    /// catalogue and the site make each group a folder, and macOS allows 1,024 bytes in a whole
    /// path. A token name of more than 512 bytes with its groups is refused at its key; 512 is
    /// still a name. (Twelve groups of 115 bytes passed `check`, and `export` wrote a path of
    /// 1,434 bytes, which would fail on a Mac with "File name too long" at a temporary path.)
    @Test func tokenNamesLongerThanAPathMayHoldAreRefusedAtTheirKey() throws {
        let group = String(repeating: "g", count: 100)
        // `color.a.` (or `color.b.`), 4 groups of 100 bytes and their dots, then the name: 512
        // bytes exactly, then 513.
        let fits = String(repeating: "f", count: 512 - 8 - 4 * 101)
        let over = fits + "x"
        let errors = try TemporaryFolder.with { folder in
            let nested = { (name: String) in
                String(repeating: #""\#(group)": {"#, count: 4) + #""\#(name)": {"$value": "{color.ink}"}"# + String(repeating: "}", count: 4)
            }
            let tokens =
                #"{"color": {"$type": "color", "a": {"#
                + nested(fits) + #"}, "b": {"# + nested(over) + #"}, "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#
            try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("dscheck.json"))
            try Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens.tokens.json"))
            return (Catalog.load(folder: folder.path).catalog?.defaultTokens.diagnostics ?? []).filter { $0.severity == .error }
        }
        #expect(errors.map(\.ruleId) == ["tokens/invalid-name"], "\(errors)")
        #expect(errors.first?.subject?.hasSuffix(over) == true, "\(errors)")
        #expect(errors.first?.message.contains("is 513 bytes long with its groups") == true, "\(errors)")
    }
}
