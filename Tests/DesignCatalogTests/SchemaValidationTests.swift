import Foundation
import TestSupport
import Testing

/// The shipped JSON Schemas accept every file the loader accepts (the bundled catalogue, the
/// valid fixture, `dscheck init`'s output on every platform) and reject what it rejects for a
/// structural reason, checked with a real JSON Schema validator (`scripts/validate-specs`,
/// jsonschema draft 2020-12).
struct SchemaValidationTests {
    func validate(_ files: [String]) throws -> (status: Int32, output: String) {
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/validate-specs"), files)
        return (result.status, result.stdout + result.stderr)
    }

    /// What `validate` gives for each of `lists`, from one validator process
    /// (`scripts/validate-specs --each`), so a test of many fixtures loads the schemas once.
    func validateEach(_ lists: [[String]]) throws -> [(status: Int32, output: String)] {
        try TemporaryFolder.with { folder in
            let file = folder.appendingPathComponent("lists.json")
            try JSONSerialization.data(withJSONObject: lists).write(to: file)
            let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/validate-specs"), ["--each", file.path])
            try #require(result.status == 0, "scripts/validate-specs --each failed: \(result.stderr)")
            let results = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            try #require(results.count == lists.count, "\(result.stdout)")
            return results.map { (Int32($0["status"] as? Int ?? -1), $0["output"] as? String ?? "") }
        }
    }

    /// Every JSON file of a catalogue folder but its schemas.
    static func catalogueFiles(in folder: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") && !$0.hasPrefix("schemas/") }
            .sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    @Test(.endToEnd) func bundledAndFixtureCataloguesAreValid() throws {
        let files = try Self.catalogueFiles(in: Fixtures.repository("catalog")) + Self.catalogueFiles(in: Fixtures.path("catalog/valid"))
        #expect(files.count >= 25)
        #expect(files.contains { $0.hasSuffix("/dscheck.json") } && files.contains { $0.hasSuffix(".resolver.json") })
        let result = try validate(files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.endToEnd, arguments: ["ios", "ipados", "macos", "tvos", "visionos", "watchos"])
    func initOutputIsValid(platform: String) throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog").path
            let made = try DSCheckProcess.run(["init", catalog, "--platform", platform])
            #expect(made.status == 0, "\(made.stderr)")
            let files = try Self.catalogueFiles(in: catalog)
            #expect(files.count == (["visionos", "watchos"].contains(platform) ? 11 : 12))
            let result = try validate(files)
            #expect(result.status == 0, "\(result.output)")
        }
    }

    /// Catalogue fixtures the loader rejects, and why a schema cannot reject some of them: what
    /// they get wrong is between files, not in one file's shape.
    static let catalogueFixturesNotStructural = [
        "extends-cycle": "a variant cycle runs through ids in one file; JSON Schema cannot follow references between values",
        "long-summary": "a warning about length, not a rejection",
        "no-manifest": "a file is missing",
        "token-type": "a spec names a token of the wrong type, which only the token files know",
        "unknown-component": "a composition names a component another file would define",
        "unknown-layer": "a state names a layer id the same file does not define (a reference between values)",
        "unknown-token": "a spec names a token the token files do not define",
        "unknown-variant": "a composition names a variant of a component in another file",
        "three-modifiers": "a valid catalogue whose resolver has three modifiers (the site's context chooser)",
        "valid": "the valid catalogue",
    ]

    @Test(.endToEnd) func catalogueFixturesTheLoaderRejectsStructurallyAreInvalid() throws {
        let fixtures = try Fixtures.entries("catalog").sorted()
        let results = try validateEach(fixtures.map { try Self.catalogueFiles(in: Fixtures.path("catalog/\($0)")) })
        for (fixture, result) in zip(fixtures, results) {
            let structural = Self.catalogueFixturesNotStructural[fixture] == nil
            #expect(result.status == (structural ? 1 : 0), "catalog/\(fixture): \(result.output)")
        }
    }

    /// Invalid token fixtures whose fault JSON Schema cannot see, and why.
    static let tokenFixturesNotStructural = [
        "extends-token.tokens.json": "$extends points at a token rather than a group: a reference",
        "extends-unresolved.tokens.json": "$extends names a group that does not exist: a reference",
        "invalid-pointer-index.tokens.json": "a $ref pointer reaches past an array: a reference",
        "invalid-pointer-missing.tokens.json": "a $ref pointer names nothing: a reference",
        "reference-cycle-extends.tokens.json": "a cycle of references",
        "reference-cycle-pair.tokens.json": "a cycle of references",
        "reference-cycle-ref.tokens.json": "a cycle of references",
        "reference-cycle-self.tokens.json": "a cycle of references",
        "reference-to-group.tokens.json": "a reference to a group: a reference",
        "type-mismatch-alias.tokens.json": "the alias target's type differs: a reference",
        "type-mismatch-border-width-alias.tokens.json": "the alias target's type differs: a reference",
        "undetermined-type.tokens.json": "no type anywhere up the tree or through its alias",
        "unit-not-allowed-dimension-pt.tokens.json": "units depend on the manifest's extraUnits",
        "unit-not-allowed-duration-min.tokens.json": "units depend on the manifest's extraUnits",
        "unresolved-reference.tokens.json": "a reference to a token that does not exist",
    ]

    @Test(.endToEnd) func tokenFixturesTheEngineRejectsStructurallyAreInvalid() throws {
        let fixtures = try Fixtures.entries("tokens/invalid").filter { $0.hasSuffix(".tokens.json") }.sorted()
        #expect(fixtures.count > 40)
        let results = try validateEach(fixtures.map { [Fixtures.path("tokens/invalid/\($0)")] })
        for (fixture, result) in zip(fixtures, results) {
            let structural = Self.tokenFixturesNotStructural[fixture] == nil
            #expect(result.status == (structural ? 1 : 0), "tokens/invalid/\(fixture): \(result.output)")
        }
    }

    @Test(.endToEnd) func specsTheLoaderRejectsAreInvalid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-schema-\(UUID().uuidString)/components")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let broken = folder.appendingPathComponent("chip.json")
        try Data(
            """
            {"id": "chip", "name": "Chip", "status": "stable", "summary": "A chip.", "kind": "control", "layer": "functional",
             "anatomy": [{"id": "face", "shape": "circle", "rotation": {"degrees": 3}, "colour": "#fff"}]}
            """.utf8
        ).write(to: broken)
        let result = try validate([broken.path])
        #expect(result.status == 1)
        #expect(result.output.contains("/anatomy/0"))
    }

    @Test(.endToEnd) func valuesOutOfTheLoadersRangesAndShapesAreInvalid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-schema-\(UUID().uuidString)/components")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let cases = [
            ("huge", #""anatomy": [{"id": "face", "shape": "circle", "frame": {"width": 1e300}}]"#, "1e+300"),
            ("opacity", #""anatomy": [{"id": "face", "shape": "circle", "opacity": 1.5}]"#, "1.5"),
            ("symbol", #""symbol": "<script>""#, "<script>"),
            ("source", #""guidance": [{"title": "T", "text": "t", "source": {"title": "S", "url": "javascript:alert(1)"}}]"#, "javascript:"),
        ]
        var files: [[String]] = []
        for (id, member, _) in cases {
            let file = folder.appendingPathComponent("\(id).json")
            try Data(
                """
                {"id": "\(id)", "name": "N", "status": "stable", "summary": "S.", "kind": "control", "layer": "functional", \(member)}
                """.utf8
            ).write(to: file)
            files.append([file.path])
        }
        let results = try validateEach(files)
        for ((id, _, shown), result) in zip(cases, results) {
            #expect(result.status == 1, "\(id): \(result.output)")
            #expect(result.output.contains(shown), "\(id): \(result.output)")
        }
    }
}
