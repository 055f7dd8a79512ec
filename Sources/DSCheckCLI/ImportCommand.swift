import CatalogCommands
import DesignSupport
import DesignTokens
import OutputFolder
import TokenImport

/// `dscheck import`: converts a Tokens Studio export or a Style Dictionary source to DTCG
/// 2025.10 token files and a resolver.
enum ImportCommand: Subcommand {
    static let name = "import"
    static let summary = "Convert Tokens Studio or Style Dictionary tokens to DTCG 2025.10 files and a resolver"
    static let overview = """
        Convert a Tokens Studio export or Style Dictionary tokens to DTCG 2025.10.

        tokens-studio SOURCE reads a Tokens Studio export: a single JSON file (sets as top-level
        keys, with $themes and $metadata) or a folder of sets (core.json, themes/light.json…)
        with $themes.json and $metadata.json. Each set becomes tokens/<set>.tokens.json; the
        resolver tokens.resolver.json takes the sets every theme uses as its sets, and each
        theme group as a modifier whose contexts are the group's themes, adding the sets only
        they use. Sets apply in Tokens Studio's order ($metadata's tokenSetOrder).

        style-dictionary SOURCE reads Style Dictionary's value/type form (a JSON file or a
        folder of them): each file becomes a token file; tokens without a type take it from
        their category as Style Dictionary does (color; size, whose bare numbers are rem; time,
        in ms). Aliases {a.b.value} become {a.b}.

        Values are converted: hex, rgb(a)() and other CSS colours (oklch() with commas too);
        px and rem lengths (a bare number is px in Tokens Studio); font weights by name (Semi
        Bold is 600); line heights and opacities as numbers (150% is 1.5); typography, box
        shadows and borders as DTCG composites. Math (8 * 2, calc(), min(), pow()…), colour
        functions (rgba({color.red}, 0.5), TokenScript's set_chroma() and the like) and Tokens
        Studio's colour modifiers are written as the value they come to when every token they
        alias has one value in every set (the expression is kept in $extensions, and an info
        says so). What DTCG cannot express is not written and is reported at its
        file:line:col: such expressions over tokens whose value changes with the theme,
        percentages, em, composition and other types DTCG lacks, and every token aliasing one
        of those. Nothing is dropped silently: the summary counts the tokens read, written and
        not converted.

        DIR is written as 'dscheck export' writes its folder: built beside it and exchanged in
        one step; it must be new, empty or written by 'dscheck import' before (listed in
        DIR/.dscheck-import). Read the result with 'dscheck tokens DIR', or name
        DIR/tokens.resolver.json as "tokens" in a catalogue's dscheck.json. Where the colour
        tokens have text or icon groups (text, foreground, fgColor, on-…) beside background
        groups (background, bg, surface…), it prints the "contrastPairs" to declare there, for
        you to check and add; it adds none itself.
        """
    static let positionals = [
        Positional("FORMAT", help: "What SOURCE holds: tokens-studio or style-dictionary"),
        Positional("SOURCE", help: "The export: a JSON file or a folder of JSON files"),
    ]
    static let options: [Option] = [
        .value("--out", value: "DIR", required: true, help: "The folder to write the token files and resolver to (required)")
    ]
    static let examples = [
        "dscheck import tokens-studio figma-tokens --out catalog/tokens",
        "dscheck import tokens-studio tokens.json --out imported && dscheck tokens imported --context mode=dark",
        "dscheck import style-dictionary tokens --out imported",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "every token, set and theme was converted and written"),
        (
            1,
            """
            some tokens, sets or themes could not be converted (each is an error; the rest are
            written), or the source cannot be read or would not load as written (nothing is
            written)
            """
        ),
        (2, "usage error, a SOURCE that does not exist, or a refused --out"),
    ]

    /// The formats `import` reads.
    private static let formats = ["tokens-studio", "style-dictionary"]

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        guard let format = parsed.positionals.first else {
            throw UsageError("missing what to import: write 'dscheck import tokens-studio SOURCE --out DIR'")
        }
        guard formats.contains(format) else {
            let closest = Suggestion.closest(to: format, among: formats).map { "did you mean '\($0)'? " } ?? ""
            throw UsageError("cannot import '\(format)': \(closest)dscheck imports \(formats.joined(separator: " and "))")
        }
        guard parsed.positionals.count > 1 else { throw UsageError("missing SOURCE: give the export's JSON file or folder") }
        if parsed.positionals.count > 2 {
            throw UsageError("unexpected argument '\(parsed.positionals[2])'; this command takes one SOURCE")
        }
        let source = parsed.positionals[1]
        guard let out = try parsed.value("--out"), !out.isEmpty else {
            throw UsageError("missing --out DIR: say where to write the token files, such as --out imported-tokens")
        }
        guard FileManager.default.fileExists(atPath: source) else {
            throw UsageError("cannot read '\(source)': no such file or folder")
        }
        let converted = format == "tokens-studio" ? TokenImport.tokensStudio(at: source) : TokenImport.styleDictionary(at: source)
        // The converted tokens are checked in the work folder beside --out (whose problems are
        // known before any conversion is written), so a killed run leaves nothing under TMPDIR.
        let work: WorkFolder
        do {
            work = try FolderWriter<ImportOutput>.prepare(out, catalogFolder: source)
        } catch {
            console.errLine("error: \(error.description)")
            return ExitCode.usage
        }
        defer { work.remove() }
        let result: TokenImport
        do {
            result = try converted.verified(in: work.scratch, shownAs: out)
        } catch {
            console.errLine(
                "error: cannot check the converted tokens in \(work.scratch): \(error.description); nothing was written to \(out)")
            return ExitCode.usage
        }
        if !result.diagnostics.isEmpty { console.err(TextDiagnostics.render(result.diagnostics)) }
        guard result.isReadable else {
            console.errLine(
                "error: \(source) cannot be read as a \(format) source (see above); fix it and run 'dscheck import' again. Nothing was written to \(out)."
            )
            return ExitCode.findings
        }
        guard result.loadsAsWritten else {
            console.errLine(
                "error: what \(source) converts to would not load as written (see above); fix it and run 'dscheck import' again. Nothing was written to \(out)."
            )
            return ExitCode.findings
        }
        do {
            if let note = try FolderWriter<ImportOutput>.write(result.files, using: work, to: out).note { console.errLine(note) }
        } catch {
            console.errLine("error: \(error.description)")
            return ExitCode.usage
        }
        let plural = { (count: Int, noun: String) in "\(count) \(noun)\(count == 1 ? "" : "s")" }
        console.errLine(
            "read \(plural(result.tokensRead, "token")) in \(plural(result.setCount, "set"))\(result.themeCount > 0 ? " and \(plural(result.themeCount, "theme"))" : ""); wrote \(result.tokensWritten) to \(out) (\(plural(result.files.count - 1, "token file")) and \(TokenImport.resolverPath)); \(result.tokensNotConverted) not converted"
        )
        suggestPairs(in: out, console: &console)
        // A theme or set left out is an error without a token count; it fails the run as a
        // token left out does.
        let leftOut = result.tokensNotConverted > 0 || result.diagnostics.contains { $0.severity == .error }
        return leftOut ? ExitCode.findings : ExitCode.success
    }

    /// Prints the contrast pairs the written colour tokens' names suggest, for the user to check
    /// and add to dscheck.json (``ContrastPairSuggestion``); nothing when the names suggest none.
    private static func suggestPairs(in out: String, console: inout Console) {
        let source = TokenSource(file: PathName.joined(out, TokenImport.resolverPath), root: out)
        let colors = source.resolve(context: source.defaultContext).tokens.filter { $0.type == .color }.map(\.name)
        let pairs = ContrastPairSuggestion.pairs(colorTokens: colors)
        guard !pairs.isEmpty else { return }
        let json = JSONOutput.array(
            pairs.map { .object(["foreground": .string($0.foreground), "background": .string($0.background), "role": .string($0.role)]) })
        console.errLine(
            "the colour names suggest these \"contrastPairs\" for the catalogue's dscheck.json, so dscheck measures them in every context; check each before adding it:"
        )
        console.errLine("  \"contrastPairs\": \(json.serialized(pretty: false))")
    }
}
