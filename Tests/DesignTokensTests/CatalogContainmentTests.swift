import DesignSupport
import DesignTokens
import Foundation
import Testing

/// A resolver `$ref` may not leave the catalogue folder: not by an absolute path, not by `..`
/// above the root, not through a symbolic link that points outside.
final class CatalogContainmentTests {
    let base: URL
    let root: URL
    let outside: URL

    deinit { try? FileManager.default.removeItem(at: base) }

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-containment-\(UUID().uuidString)")
        root = base.appendingPathComponent("catalog")
        outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let tokens = #"{"size": {"$type": "number", "one": {"$value": 1}}}"#
        try Data(tokens.utf8).write(to: outside.appendingPathComponent("secret.tokens.json"))
        try Data(tokens.utf8).write(to: root.appendingPathComponent("tokens/inside.tokens.json"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("tokens/link.tokens.json"),
            withDestinationURL: outside.appendingPathComponent("secret.tokens.json"))
    }

    func diagnostics(for reference: String) throws -> [Diagnostic] {
        let resolver = """
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "\(reference)"}]}},
             "resolutionOrder": [{"$ref": "#/sets/core"}]}
            """
        let file = root.appendingPathComponent("tokens.resolver.json")
        try Data(resolver.utf8).write(to: file)
        return TokenSource(file: file.path, root: root.path).resolve().diagnostics
    }

    @Test func aFileInsideIsRead() throws {
        #expect(try diagnostics(for: "tokens/inside.tokens.json").isEmpty)
    }

    @Test func aCatalogueReachedThroughALinkToItsFolderIsRead() throws {
        _ = try diagnostics(for: "tokens/inside.tokens.json")
        let linked = base.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: root)
        let source = TokenSource(file: linked.appendingPathComponent("tokens.resolver.json").path, root: linked.path)
        #expect(source.resolve().diagnostics.isEmpty)
        #expect(CatalogPath.escapeProblem(linked.appendingPathComponent("tokens/link.tokens.json").path, root: linked.path) != nil)
        #expect(CatalogPath.escapeProblem(linked.appendingPathComponent("../outside/secret.tokens.json").path, root: linked.path) != nil)
    }

    /// A missing file in a catalogue reached through a link (as every temporary folder is on
    /// macOS, where /var links to /private/var) is missing, not "a link that leads outside".
    @Test func aMissingFileInALinkedCatalogueIsInside() throws {
        let linked = base.appendingPathComponent("linked-for-missing")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: root)
        #expect(CatalogPath.escapeProblem(linked.appendingPathComponent("tokens/missing.tokens.json").path, root: linked.path) == nil)
        #expect(CatalogPath.escapeProblem(linked.appendingPathComponent("new/folder/missing.tokens.json").path, root: linked.path) == nil)
        #expect(CatalogPath.escapeProblem(linked.appendingPathComponent("../outside/missing.tokens.json").path, root: linked.path) != nil)
    }

    /// The files of a folder checked by name, as the spec loader lists them (the folder's real
    /// path worked out once, only a link resolved), in a catalogue reached through a link: as
    /// checking each path on its own finds.
    @Test func filesListedInAFolderOfALinkedCatalogue() throws {
        let linked = base.appendingPathComponent("linked-for-listing")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: root)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("tokens/inner-link.tokens.json"),
            withDestinationURL: root.appendingPathComponent("tokens/inside.tokens.json"))
        let catalog = CatalogPath.Root(linked.path)
        let folder = linked.appendingPathComponent("tokens").path
        let listing = catalog.listing(folder)
        for name in ["inside.tokens.json", "inner-link.tokens.json", "missing.tokens.json", "link.tokens.json"] {
            let path = folder + "/" + name
            let problem = catalog.escapeProblem(ofFileNamed: name, in: listing, status: FileStatus(path, followingLinks: false))
            #expect(problem == catalog.escapeProblem(path), "\(name)")
            #expect((problem == nil) == (name != "link.tokens.json"), "\(name)")
        }
    }

    @Test(arguments: [
        "/etc/hostname",
        "../outside/secret.tokens.json",
        "tokens/../../outside/secret.tokens.json",
        "tokens/link.tokens.json",
    ])
    func referencesLeavingTheCatalogueAreRefused(reference: String) throws {
        let found = try diagnostics(for: reference)
        #expect(found.map(\.ruleId) == ["tokens/outside-catalog"])
        #expect(found.first?.location.line == 1)
        #expect(found.first?.location.column == 63)
    }
}
