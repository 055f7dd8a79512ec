import Foundation
import TestSupport
import Testing

/// The shipped JSON Schemas accept every spec the loader accepts (the bundled catalogue and the
/// valid fixture) and reject what it rejects, checked with a real JSON Schema validator
/// (`scripts/validate-specs`, jsonschema draft 2020-12).
struct SchemaValidationTests {
    func validate(_ files: [String]) throws -> (status: Int32, output: String) {
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/validate-specs"), files)
        return (result.status, result.stdout + result.stderr)
    }

    func specs(in folder: String) throws -> [String] {
        try ["components", "compositions"].flatMap { kind in
            try FileManager.default.contentsOfDirectory(atPath: Fixtures.repository("\(folder)/\(kind)"))
                .filter { $0.hasSuffix(".json") }.sorted().map { Fixtures.repository("\(folder)/\(kind)/\($0)") }
        }
    }

    @Test func bundledAndFixtureSpecsAreValid() throws {
        let files = try specs(in: "catalog") + specs(in: "Tests/Fixtures/catalog/valid")
        #expect(files.count >= 15)
        let result = try validate(files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func specsTheLoaderRejectsAreInvalid() throws {
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

    @Test func valuesOutOfTheLoadersRangesAndShapesAreInvalid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-schema-\(UUID().uuidString)/components")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let cases = [
            ("huge", #""anatomy": [{"id": "face", "shape": "circle", "frame": {"width": 1e300}}]"#, "1e+300"),
            ("opacity", #""anatomy": [{"id": "face", "shape": "circle", "opacity": 1.5}]"#, "1.5"),
            ("symbol", #""symbol": "<script>""#, "<script>"),
            ("source", #""guidance": [{"title": "T", "text": "t", "source": {"title": "S", "url": "javascript:alert(1)"}}]"#, "javascript:"),
        ]
        for (id, member, shown) in cases {
            let file = folder.appendingPathComponent("\(id).json")
            try Data(
                """
                {"id": "\(id)", "name": "N", "status": "stable", "summary": "S.", "kind": "control", "layer": "functional", \(member)}
                """.utf8
            ).write(to: file)
            let result = try validate([file.path])
            #expect(result.status == 1, "\(id): \(result.output)")
            #expect(result.output.contains(shown), "\(id): \(result.output)")
        }
    }
}
