import DesignCatalog
import DesignRules
import DesignSite
import DesignSupport
import DesignTokens
import Foundation

/// How every command checks a catalogue: the one ``CatalogChecker``, with the site's
/// documentation inspection and the `--baseline` / `--no-baseline` options.
enum CatalogCheck {
    /// Reads the catalogue folder (the one positional argument, default `catalog`) and the
    /// `--baseline` and `--no-baseline` options, then loads and checks the catalogue. The check
    /// is nil after printing why when the catalogue cannot be loaded.
    static func run(_ parsed: Arguments, strictBaseline: Bool = false, sources: [String] = [], console: inout Console) throws(UsageError) -> (
        folder: String, check: CheckedCatalog?
    ) {
        let folder = try parsed.singlePositional() ?? CatalogArgument.defaultFolder
        let checker = try checker(parsed, strictBaseline: strictBaseline, sources: sources)
        guard let catalog = try CatalogArgument.load(folder, checker: checker, console: &console) else { return (folder, nil) }
        return (folder, checker.check(catalog))
    }

    /// The checker the `--baseline` and `--no-baseline` options ask for, strict about fixed
    /// findings when `strictBaseline` (`check --strict-baseline`), reading the app's Swift
    /// `sources` (`check --sources`) instead of the manifest's when given; throws for both
    /// baseline options at once, strictness without a baseline, an unreadable baseline, or a
    /// source path that does not exist.
    static func checker(_ parsed: Arguments, strictBaseline strict: Bool = false, sources: [String] = []) throws(UsageError) -> CatalogChecker {
        let noBaseline = parsed.has("--no-baseline")
        let baselineFile = try parsed.value("--baseline")
        if noBaseline, baselineFile != nil {
            throw UsageError("--baseline and --no-baseline contradict each other; give one")
        }
        if strict, baselineFile == nil {
            throw UsageError("--strict-baseline needs --baseline FILE: it makes the baseline's fixed findings errors")
        }
        var checker = CatalogChecker(strictBaseline: strict, ignoresWaivers: noBaseline, inspections: [SiteDocumentation()])
        if let baselineFile {
            checker.baseline = try baseline(at: baselineFile)
        }
        checker.sources = try selection(sources)
        return checker
    }

    /// The checker of `diff`, which takes no baseline and reads no app sources (a base revision
    /// holds the catalogue, not the app).
    static var standard: CatalogChecker { CatalogChecker(inspections: [SiteDocumentation()], sources: .none) }

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
