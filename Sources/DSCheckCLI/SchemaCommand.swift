import CatalogCommands
import DesignCatalog
import DesignSupport
import DesignTokens
import OutputFolder

/// `dscheck schema`: prints or writes the JSON Schemas of the catalogue's files.
enum SchemaCommand: Subcommand {
    static let name = "schema"
    static let summary = "Print or write the JSON Schemas of the catalogue's files"
    static let overview = """
        Print or write the JSON Schemas (draft 2020-12) of every file a catalogue holds.

        Without NAME, lists the schemas; with NAME, prints that schema; with --out DIR, writes all of
        them to DIR as NAME.schema.json, each replacing its old version in one step and read back
        as JSON (other files in DIR are left alone). Each schema has a stable "$id" (urn:dscheck:schema:NAME:1). Point a
        file's "$schema" at the schema by a relative path, as 'dscheck init' does
        ("$schema": "../schemas/component.schema.json"), and editors complete and check the file as
        you type; dscheck itself ignores "$schema".
        """
    static let positionals = [
        Positional("NAME", optional: true, help: "One of: \(CatalogSchema.allCases.map(\.rawValue).joined(separator: ", "))")
    ]
    static let options: [Option] = [
        .value("--out", value: "DIR", help: "Write every schema to DIR instead of printing")
    ]
    static let examples = [
        "dscheck schema",
        "dscheck schema component > component.schema.json",
        "dscheck schema --out catalog/schemas",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "printed or written"),
        (2, "usage error, an unknown NAME, or a DIR that could not be written"),
    ]

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        let chosen = try parsed.singlePositional()
        if let out = try parsed.value("--out") {
            if chosen != nil { throw UsageError("give NAME or --out, not both: --out writes every schema") }
            if out.isEmpty { throw UsageError("--out is empty; give a folder, such as --out schemas") }
            try refuseCatalogFolder(out)
            do {
                try FileReplacement.write(CatalogSchema.allCases.map { OutputFile(path: $0.fileName, contents: $0.text) }, into: out)
            } catch {
                console.errLine("error: \(error.description)")
                return ExitCode.usage
            }
            if let problem = unreadableSchema(in: out) {
                console.errLine("error: \(problem); write them again, or to another folder")
                return ExitCode.usage
            }
            console.errLine("wrote \(CatalogSchema.allCases.count) schemas to \(out)")
            return ExitCode.success
        }
        guard let chosen else {
            let width = CatalogSchema.allCases.map(\.rawValue.count).max() ?? 0
            let idWidth = CatalogSchema.allCases.map(\.id.count).max() ?? 0
            for schema in CatalogSchema.allCases {
                console.out(
                    schema.rawValue.padded(to: width) + "  "
                        + schema.id.padded(to: idWidth) + "  \(schema.describes)\n")
            }
            console.out("'dscheck schema NAME' prints one; 'dscheck schema --out DIR' writes them all\n")
            return ExitCode.success
        }
        guard let schema = CatalogSchema(rawValue: chosen) else {
            let names = CatalogSchema.allCases.map(\.rawValue)
            throw UsageError(
                "unknown schema '\(chosen)'\(Suggestion.separator(for: chosen, among: names))choose one of: \(names.joined(separator: ", "))")
        }
        console.out(schema.text)
        return ExitCode.success
    }

    /// What one command writes, the next reads: each schema is read back from `out` as JSON
    /// (as an editor will) and must be the schema of its `$id`, else why not.
    static func unreadableSchema(in out: String) -> String? {
        for schema in CatalogSchema.allCases {
            let path = PathName.joined(out, schema.fileName)
            do {
                let id = try JSONReader().read(fileAt: path).object?["$id"]?.string
                if id != schema.id { return "\(path) was written but reads back without the \"$id\" \(schema.id)" }
            } catch {
                return "\(path) was written but does not read back: \(error.description)"
            }
        }
        return nil
    }

    /// Refuses a folder whose every file a catalogue's loader reads (`catalog/components`):
    /// schemas written there would be read back as specs.
    private static func refuseCatalogFolder(_ out: String) throws(UsageError) {
        let folder = URL(fileURLWithPath: out).standardizedFileURL
        let name = folder.lastPathComponent
        let catalog = folder.deletingLastPathComponent()
        guard Catalog.readFolders.contains(name),
            FileManager.default.fileExists(atPath: catalog.appendingPathComponent(CatalogManifest.fileName).path)
        else { return }
        throw UsageError(
            "refusing to write the schemas to \(out): it is the \(name) folder of the catalogue \(catalog.path), whose every file dscheck reads as part of the catalogue; write them beside it, such as --out \(catalog.appendingPathComponent("schemas").path)"
        )
    }
}
