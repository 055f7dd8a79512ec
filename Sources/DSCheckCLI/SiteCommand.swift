import CatalogCommands
import DesignCatalog
import DesignRules
import DesignSite
import DesignSupport
import OutputFolder

/// `dscheck site`: writes the catalogue's documentation site.
enum SiteCommand: Subcommand {
    static let name = "site"
    static let summary = "Write the documentation site: HTML pages with previews drawn from the specs"
    static let overview = """
        Write the catalogue's documentation site, as HTML pages and their Markdown twins.

        Loads and checks the catalogue as 'dscheck check' does, then writes index.html, a page per
        component (components/<id>.html), per composition (compositions/<id>.html) and per rule
        (rules/<rule-id with / as ->.html), and the token catalogue (tokens/index.html), each beside
        the Markdown it was rendered from (.md) through cmark-gfm. Previews are drawn from the specs'
        anatomy. The pages work from file:// with no network, in light and dark. The pages show the
        findings; the terminal gets the site's own (undocumented components) and the summary line
        'dscheck check' prints for the same catalogue and baseline options.

        The site is built in a temporary folder beside DIR (.DIR.dscheck-XXXXXX) and exchanged
        with DIR in one step when complete, so DIR is never missing, even when the run is killed;
        a run stopped by SIGINT, SIGTERM or SIGHUP removes its temporary folder, and the next run
        removes one left by a run that was killed outright. DIR must be new, empty, or a site
        dscheck wrote before (it keeps a list of its files in DIR/.dscheck-site, and deletes only
        those); /, the home folder and the catalogue itself (following links) are refused. A DIR
        that cannot be renamed, such as a mount point, is replaced file by file.
        """
    /// The pages are built and rendered on every core, allocating as they go.
    static let allocation = Allocation.arenaPerThread
    static let positionals = [Positional("CATALOG", optional: true, help: "The catalogue folder, holding dscheck.json (default: ./catalog)")]
    static let options: [Option] = [
        .value("--out", value: "DIR", required: true, help: "The folder to write the site to (required)"),
        .value("--baseline", value: "FILE", help: "Also show the findings waived in FILE as known issues"),
        .flag("--no-baseline", help: "Ignore every waiver: show all findings as open"),
    ]
    static let examples = [
        "dscheck site catalog --out site",
        "dscheck check catalog && dscheck site catalog --out site",
        "dscheck site catalog --out site --no-baseline",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "the site was written (rule findings are shown on its pages, not failed on)"),
        (
            1,
            """
            the catalogue has errors that stop it loading as written (JSON, tokens or specs);
            nothing is written
            """
        ),
        (2, "usage or configuration error, a catalogue that cannot be loaded, or a refused --out"),
    ]

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        guard let out = try parsed.value("--out") else {
            throw UsageError("missing --out DIR: say where to write the site, such as --out site")
        }
        if out.isEmpty { throw UsageError(SiteWriteError.emptyPath.description) }
        let run = try CatalogRun(folder: CatalogRun.folder(parsed), options: parsed)
        // The rule pages' examples depend on dscheck alone: they are checked on another thread
        // while this one loads and checks the catalogue, and are ready, or waited for, when the
        // pages are made.
        if case .success(let started) = OS.startThread(stackSize: 8 << 20, { _ = RuleExampleChecks.checked }) { started.detach() }
        let loaded = try run.check(console: &console)
        defer { KeptUntilExit.keep(loaded) }
        let published: (checked: CheckedCatalog, written: String)
        do throws(PublishFailure) {
            published = try publish(loaded, of: run, to: out)
        } catch {
            switch error {
            case .refused(let refusal): return refusal.report(to: &console)
            case .cannotWrite(let problem):
                console.errLine("error: \(problem.description)")
                return ExitCode.usage
            }
        }
        let gaps = published.checked.diagnostics.filter { $0.id.origin == .site }
        console.err(gaps.map { $0.clangStyleLine() + "\n" }.joined())
        console.errLine(CheckReport(published.checked).summaryLine)
        console.errLine(published.written)
        return ExitCode.success
    }

    /// Why the site was not written: the publish gate refused the catalogue, or its folder
    /// could not be written.
    enum PublishFailure: Error {
        case refused(CatalogRefusal)
        case cannotWrite(SiteWriteError)
    }

    /// Generates the site of `loaded`, the result of `run` (nil when it could not be loaded),
    /// and writes it to `out` (see ``SiteWriter``) once ``CatalogGate/publish`` lets it
    /// through, so no site is written past the gate; returns the catalogue published and the
    /// line that says what was written.
    static func publish(_ loaded: CheckedCatalog?, of run: CatalogRun, to out: String) throws(PublishFailure) -> (
        checked: CheckedCatalog, written: String
    ) {
        let checked: CheckedCatalog
        do {
            checked = try CatalogGate.publish.admit(loaded, of: run, to: out)
        } catch {
            throw .refused(error)
        }
        let work: WorkFolder
        do {
            work = try SiteWriter.prepare(out, catalogFolder: run.folder)
        } catch {
            throw .cannotWrite(error)
        }
        defer { work.remove() }
        // The pages are written as they are made; the writer is done before the work folder goes.
        let writer = BackgroundFileWriter(under: work.output, reusing: work.previous)
        defer { try? writer.finish() }
        let site = SiteGenerator.generate(
            checked, toolVersion: DSCheck.version, root: ReportRoot(catalogFolder: run.folder), examples: RuleExampleChecks.checked,
            handingFilesTo: writer)
        let replacement: FolderReplacement
        do {
            replacement = try SiteWriter.write(site, using: work, to: out, writtenBy: writer)
        } catch {
            throw .cannotWrite(error)
        }
        let pages = site.files.filter { $0.path.hasSuffix(".html") }.count
        return (checked, (replacement.note.map { $0 + "\n" } ?? "") + "wrote \(pages) pages (\(site.files.count) files) to \(out)")
    }
}
