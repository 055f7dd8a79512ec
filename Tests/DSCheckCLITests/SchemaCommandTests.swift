import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import DSCheckCLI

/// `dscheck schema` through the built binary: the schemas it carries are the repository's
/// `schemas/` files byte for byte (run scripts/embed-schemas after editing one).
struct SchemaCommandTests {
    static let names = ["manifest", "component", "composition", "tokens", "resolver"]

    @Test(.endToEnd) func writesTheRepositorysSchemas() throws {
        try TemporaryFolder.with { folder in
            let out = folder.appendingPathComponent("schemas").path
            let result = try DSCheckProcess.run(["schema", "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == Self.names.map { "\($0).schema.json" }.sorted())
            for name in Self.names {
                let written = try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name).schema.json"))
                let repository = try Data(contentsOf: URL(fileURLWithPath: Fixtures.repository("schemas/\(name).schema.json")))
                #expect(written == repository, "schemas/\(name).schema.json differs from what dscheck carries; run scripts/embed-schemas")
            }
        }
    }

    @Test(.endToEnd, arguments: names)
    func printsOneSchemaWithItsID(name: String) throws {
        let result = try DSCheckProcess.run(["schema", name])
        #expect(result.status == 0)
        let schema = try #require(try JSONReader().read(result.stdout, file: "stdout").object)
        #expect(schema["$id"]?.string == "urn:dscheck:schema:\(name):1")
        #expect(schema["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test(.endToEnd) func listsTheSchemas() throws {
        let result = try DSCheckProcess.run(["schema"])
        #expect(result.status == 0)
        for name in Self.names { #expect(result.stdout.contains("urn:dscheck:schema:\(name):1")) }
    }

    @Test(.endToEnd) func refusesAnUnknownName() throws {
        let result = try DSCheckProcess.run(["schema", "componnet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown schema 'componnet'; did you mean \"component\"? choose one of"), "\(result.stderr)")
    }

    /// Writing leaves the folder's other files alone.
    @Test(.endToEnd) func keepsOtherFiles() throws {
        try TemporaryFolder.with { folder in
            try Data("mine\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            #expect(try DSCheckProcess.run(["schema", "--out", folder.path]).status == 0)
            #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine\n")
        }
    }

    /// Nothing a command reads is a place it writes: schemas among the components would be read
    /// back as 70 broken component specs.
    @Test(arguments: ["components", "compositions", "assets", "components/"])
    func refusesAFolderTheCatalogueReads(folder name: String) throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog")
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent("components"), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: catalog.appendingPathComponent("dscheck.json"))
            let out = catalog.path + "/" + name
            let result = DSCheckInProcess.run(["schema", "--out", out])
            #expect(result.status == 2)
            let plain = name.replacingOccurrences(of: "/", with: "")
            #expect(
                result.stderr.contains(
                    "refusing to write the schemas to \(out): it is the \(plain) folder of the catalogue \(catalog.path), whose every file dscheck reads as part of the catalogue; write them beside it, such as --out \(catalog.path)/schemas"
                ), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.path + "/components").isEmpty)
        }
    }

    /// What one command writes, the next reads: `schema --out` reads each schema back as JSON
    /// and names the first that is cut short or is another schema; what it writes reads back.
    @Test func eachWrittenSchemaIsReadBack() throws {
        try TemporaryFolder.with { folder in
            let out = folder.appendingPathComponent("schemas").path
            let result = DSCheckInProcess.run(["schema", "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(SchemaCommand.unreadableSchema(in: out) == nil)
            let component = out + "/component.schema.json"
            let text = try String(contentsOfFile: component, encoding: .utf8)
            try Data(text.prefix(200).utf8).write(to: URL(fileURLWithPath: component))
            let cut = SchemaCommand.unreadableSchema(in: out) ?? ""
            #expect(cut.hasPrefix("\(component) was written but does not read back: \(component):"), "\(cut)")
            try Data(text.replacingOccurrences(of: "urn:dscheck:schema:component:1", with: "urn:x").utf8).write(to: URL(fileURLWithPath: component))
            #expect(
                SchemaCommand.unreadableSchema(in: out)
                    == "\(component) was written but reads back without the \"$id\" urn:dscheck:schema:component:1")
        }
    }
}
