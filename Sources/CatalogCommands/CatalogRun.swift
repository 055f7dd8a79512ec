import DesignCatalog
import DesignExport
import DesignRules
import DesignSupport
import DesignTokens

/// One command's run over a catalogue folder: the folder it was given (or ``defaultFolder``),
/// the one ``CatalogChecker`` its options ask for, and the catalogue loaded once and checked
/// once with it. What may be made of the result is decided by the gates in `CatalogGate.swift`.
package struct CatalogRun {
    /// The folder a command reads or writes when it is given none: `./catalog`, where `init`
    /// puts a new catalogue.
    package static let defaultFolder = "catalog"

    /// The checker of the commands that take no baseline and read no app sources: `diff` (a
    /// base revision holds the catalogue, not the app), `export`, and the settings `tokens`
    /// and `rules` read.
    package static var standardChecker: CatalogChecker {
        CatalogChecker(inspections: [SiteDocumentation()], sources: .none, laterDiagnostics: ExportDiagnostic.ids)
    }

    /// The catalogue folder, as given.
    package let folder: String
    /// The checker the command's options ask for.
    package let checker: CatalogChecker
    /// The `--baseline` file, which configuration problems may come from as well as dscheck.json.
    package let baselineFile: String?

    /// The folder a command's one positional argument names, or ``defaultFolder``.
    package static func folder(_ parsed: Arguments) throws(UsageError) -> String {
        try parsed.singlePositional() ?? defaultFolder
    }

    /// A run of `folder` with ``standardChecker``.
    package init(folder: String) {
        self.folder = folder
        checker = Self.standardChecker
        baselineFile = nil
    }

    /// A run of `folder` with the checker the `--baseline` and `--no-baseline` options of
    /// `parsed` ask for, strict about fixed findings when `strictBaseline` (`check
    /// --strict-baseline`), reading the app's Swift `sources` (`check --sources`) instead of the
    /// manifest's when given; throws for both baseline options at once, strictness without a
    /// baseline, an unreadable baseline, or a source path that does not exist.
    package init(folder: String, options parsed: Arguments, strictBaseline strict: Bool = false, sources: [String] = []) throws(UsageError) {
        let noBaseline = parsed.has("--no-baseline")
        let baselineFile = try parsed.value("--baseline")
        if noBaseline, baselineFile != nil {
            throw UsageError("--baseline and --no-baseline contradict each other; give one")
        }
        if strict, baselineFile == nil {
            throw UsageError("--strict-baseline needs --baseline FILE: it makes the baseline's fixed findings errors")
        }
        var checker = Self.standardChecker
        checker.strictBaseline = strict
        checker.ignoresWaivers = noBaseline
        if let baselineFile {
            checker.baseline = try Self.baseline(at: baselineFile)
        }
        checker.sources = try Self.selection(sources)
        self.folder = folder
        self.checker = checker
        self.baselineFile = baselineFile
    }

    /// Throws unless the folder is a folder.
    package func requireFolder() throws(UsageError) {
        guard FileStatus.isFolder(folder) else {
            throw UsageError("cannot read the catalogue '\(folder)': no such folder (a catalogue is a folder holding dscheck.json)")
        }
    }

    /// The catalogue (nil when its manifest cannot be used) and the problems found loading it,
    /// those the checker finds in the settings of an unusable manifest included. Throws when
    /// there is no such folder.
    package func read() throws(UsageError) -> (catalog: Catalog?, diagnostics: [Diagnostic]) {
        try requireFolder()
        return Catalog.load(folder: folder, settingsProblems: checker.settingsProblems(in:))
    }

    /// The catalogue, or nil after printing why its manifest cannot be used (the command then
    /// exits 2). Throws when there is no such folder.
    package func load(console: inout Console) throws(UsageError) -> Catalog? {
        let (loaded, diagnostics) = try read()
        if loaded == nil { console.err(TextDiagnostics.render(diagnostics.sorted())) }
        return loaded
    }

    /// The catalogue loaded and checked, or nil after printing why it cannot be loaded (the
    /// command then exits 2). Throws when there is no such folder.
    package func check(console: inout Console) throws(UsageError) -> CheckedCatalog? {
        try load(console: &console).map(checker.check)
    }

    /// The configuration files, as messages name them: dscheck.json, and the baseline when
    /// one is given.
    package var configurationFiles: String {
        "\(folder)/\(CatalogManifest.fileName)" + (baselineFile.map { " or \($0)" } ?? "")
    }

    /// The sources `--sources` names (the manifest's when it names none); throws for a path that
    /// does not exist.
    private static func selection(_ paths: [String]) throws(UsageError) -> SourceSelection {
        guard !paths.isEmpty else { return .manifest }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw UsageError("--sources '\(path)': no such folder or file; give the app's Swift source folder, relative to the working directory")
        }
        return .paths(paths)
    }

    private static func baseline(at path: String) throws(UsageError) -> Baseline {
        let node: JSONNode
        do {
            node = try JSONReader().read(fileAt: path)
        } catch {
            throw UsageError("cannot read the baseline: \(error.description)")
        }
        switch Baseline.read(node) {
        case .success(let baseline): return baseline
        case .failure(let problem): throw UsageError("\(path) is not a baseline dscheck can use: \(problem)")
        }
    }
}
