import DesignExport
import DesignRules
import DesignSupport
import OutputFolder

/// `dscheck export swift`: writes the catalogue as Swift source and an asset catalogue, or
/// checks that a folder holds what it would write.
package enum ExportCommand: Subcommand {
    package static let name = "export"
    package static let summary = "Write the tokens and component metrics as Swift source and an asset catalogue"
    package static let overview = """
        Write the catalogue as Swift source and an Xcode asset catalogue for an app to compile.

        Loads and checks the catalogue as 'dscheck check' does, then writes to DIR:
          <Module>.xcassets     a colour set per colour token, with its light, dark and
                                increased-contrast appearances from the resolver contexts
          TokenValues.swift     every token as plain values (RGBA, points, seconds) in
                                namespaces mirroring the groups; needs no SwiftUI
          ComponentSpecs.swift  each component's metrics per variant (ButtonSpec.primary.height),
                                naming the token constants
          Tokens.swift          the same tokens as SwiftUI values (Color from the asset
                                catalogue, CGFloat, the system font or the family scaling with
                                Dynamic Type, Animation, shadows, gradients)
          TokensUIKit.swift     colours, lengths and fonts for UIKit (UIColor from the asset
                                catalogue, UIFont scaled by UIFontMetrics)
          TokenAssets.swift     the bundle both find the asset catalogue in

        Modifiers whose contexts are named light/dark, standard/increased (or high-contrast),
        or both (dark-high-contrast) map to those appearances, and a modifier with one
        context needs nothing. Fix any other to one context with --context brand=kotek (or
        "brand": "kotek" in dscheck.json's "export": {"swift": {"appearances": …}}); every
        token type is then taken from that context. Or map its contexts there: "theme":
        {"day": "light", "night": "dark", "night-hc": "dark high-contrast"}. A context the
        mapping leaves out of every appearance is an error, never dropped.

        Token names become Swift names deterministically (arrow-button is ArrowButton,
        steel.1 is _1, keywords in backticks); of two that would meet, one is written with
        its punctuation spelled out (sm+ is smPlus) and a warning says so. In the same
        "swift" object, "rename": {"dimension.1,5x": "oneAndAHalfX"} chooses names,
        "access": "package" (or "internal") the access level of every declaration, and
        "include"/"exclude" (token names, groups or globs such as "color.primitive.*") which
        tokens are written; a pattern that matches no token is an error.

        Each colour set is read back as Xcode reads it, and each Swift file through the lexer,
        before anything is written. DIR is written as 'dscheck site' writes its folder: built
        beside it and exchanged in one step; it must be new, empty or written by dscheck before
        (listed in DIR/.dscheck-export).
        With --check nothing is written: the command lists the files DIR lacks, holds with other
        contents, or holds but the export no longer writes, and fails when there are any, or
        when DIR is a folder the export would refuse to write (one holding files dscheck did not
        write).
        """
    package static let positionals = [
        Positional("LANGUAGE", help: "What to write: swift"),
        Positional("CATALOG", optional: true, help: "The catalogue folder, holding dscheck.json (default: ./catalog)"),
    ]
    package static let options: [Option] = [
        .value("--out", value: "DIR", required: true, help: "The folder to write to (required)"),
        .value("--module", value: "NAME", help: "The asset catalogue's name (default: dscheck.json's, else the catalogue's name)"),
        .context(
            help: """
                Export this context of a modifier whatever the appearance, for
                every token type (repeatable); overrides dscheck.json's appearances
                """),
        .flag("--check", help: "Write nothing; fail when DIR is not what the export would write"),
    ]
    package static let examples = [
        "dscheck export swift catalog --out Sources/KotekUI/Generated",
        "dscheck export swift catalog --out Generated --module KotekTokens",
        "dscheck export swift catalog --out Generated/Mobile --context device=mobile",
        "dscheck export swift catalog --out Generated --check",
    ]
    package static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "the code was written, or (--check) DIR is current"),
        (
            1,
            """
            (--check) DIR is stale; or the catalogue has errors that stop it loading, or
            tokens or components cannot be exported as written; nothing is written
            """
        ),
        (2, "usage or configuration error, a catalogue that cannot be loaded, or a refused --out"),
    ]

    package static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        guard let language = parsed.positionals.first else {
            throw UsageError("missing what to export: write 'dscheck export swift [CATALOG] --out DIR'")
        }
        guard language == "swift" else {
            throw UsageError("cannot export '\(language)': dscheck exports swift (dscheck export swift [CATALOG] --out DIR)")
        }
        if parsed.positionals.count > 2 {
            throw UsageError("unexpected argument '\(parsed.positionals[2])'; this command takes one catalogue folder")
        }
        guard let out = try parsed.value("--out"), !out.isEmpty else {
            throw UsageError("missing --out DIR: say where to write the code, such as --out Generated")
        }
        let module = try parsed.value("--module")
        if let module, !SwiftExporter.isValidModule(module) {
            throw UsageError(
                "--module '\(module)' is not a Swift type name; use letters, digits and _, not starting with a digit, such as KotekTokens")
        }
        let fixed = try parsed.context()
        let run = CatalogRun(folder: parsed.positionals.count > 1 ? parsed.positionals[1] : CatalogRun.defaultFolder)
        let loaded = try run.check(console: &console)
        let checked: CheckedCatalog
        do throws(CatalogRefusal) {
            checked = try CatalogGate.export.admit(loaded, of: run, to: out)
        } catch {
            return error.report(to: &console)
        }
        let unknown = checked.catalog.tokens.unknownNames(in: fixed)
        if !unknown.isEmpty { throw UsageError(unknown.joined(separator: "; ") + "; nothing was written to \(out)") }
        let export = SwiftExporter.export(checked, module: module, fixed: fixed)
        if !export.diagnostics.isEmpty { console.err(TextDiagnostics.render(export.diagnostics)) }
        if export.settingsUnusable {
            let first = export.diagnostics.first.map { ", first at \($0.location)" } ?? ""
            console.errLine("error: the export settings cannot be used (see above\(first)); fix them. Nothing was written to \(out).")
            return ExitCode.usage
        }
        if export.hasErrors {
            console.errLine(
                "error: the export has errors (see above): fix them, or set their severity in dscheck.json's \"rules\". Nothing was written to \(out)."
            )
            return ExitCode.findings
        }
        if let first = export.unreadable.first {
            console.errLine(
                "error: \(PathName.joined(out, first.path)) would not read back as written: \(first.problem)\(export.unreadable.count > 1 ? " (and \(export.unreadable.count - 1) more files)" : ""). This is a bug in dscheck: please report it with the catalogue. Nothing was written to \(out)."
            )
            return ExitCode.findings
        }
        return parsed.has("--check") ? check(export, out: out, console: &console) : write(export, out: out, folder: run.folder, console: &console)
    }

    private static func write(_ export: SwiftExport, out: String, folder: String, console: inout Console) -> Int32 {
        do {
            if let note = try FolderWriter<ExportOutput>.write(export.files, to: out, catalogFolder: folder).note { console.errLine(note) }
        } catch {
            console.errLine("error: \(error.description)")
            return ExitCode.usage
        }
        let colorSets = export.files.filter { $0.path.hasSuffix(".colorset/Contents.json") }.count
        console.errLine("wrote \(export.files.count) files (\(colorSets) colour sets) to \(out)")
        return ExitCode.success
    }

    private static func check(_ export: SwiftExport, out: String, console: inout Console) -> Int32 {
        guard FileStatus.isFolder(out) else {
            console.errLine(
                "error: \(out) \(FileManager.default.fileExists(atPath: out) ? "is not a folder" : "does not exist"), so it holds none of the \(export.files.count) files the export writes; run 'dscheck export swift' without --check to write them"
            )
            return ExitCode.findings
        }
        let stale: [String]
        do {
            stale = try FolderWriter<ExportOutput>.staleFiles(export.files, in: out)
        } catch {
            console.errLine("error: \(out) is not what the export would write, and writing it would fail: \(error.description)")
            return ExitCode.findings
        }
        guard !stale.isEmpty else {
            console.errLine("\(out) is current (\(export.files.count) files)")
            return ExitCode.success
        }
        for path in stale { console.out(PathName.joined(out, path) + "\n") }
        console.errLine(
            "error: \(stale.count) generated file\(stale.count == 1 ? " is" : "s are") stale in \(out); run 'dscheck export swift' without --check to write them"
        )
        return ExitCode.findings
    }
}
