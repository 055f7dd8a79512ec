import DesignCatalog
import DesignRules
import DesignTokens
import Foundation

/// A catalogue loaded and checked once, as `check` and `site` both need it: the rules run with
/// the manifest's configuration and waivers (and a baseline's), waiver problems included.
struct CatalogCheck {
    let catalog: Catalog
    let configuration: RuleConfiguration
    /// The waivers written in dscheck.json (as opposed to a baseline file's).
    let manifestWaivers: Set<Waiver>
    var result: CheckResult

    /// Reads the catalogue folder (the one positional argument, default `catalog`) and the
    /// `--baseline` and `--no-baseline` options, then loads and checks the catalogue. The check
    /// is nil after printing why when the catalogue cannot be loaded.
    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> (folder: String, check: CatalogCheck?) {
        let noBaseline = parsed.has("--no-baseline")
        let baselineFile = try parsed.value("--baseline")
        if noBaseline, baselineFile != nil {
            throw UsageError("--baseline and --no-baseline contradict each other; give one")
        }
        let folder = try parsed.singlePositional() ?? "catalog"
        return (folder, try run(folder: folder, baselineFile: baselineFile, noBaseline: noBaseline, console: &console))
    }

    /// Loads the catalogue in `folder` and checks it. Returns nil after printing why when the
    /// catalogue cannot be loaded; throws for a missing folder or an unreadable baseline.
    static func run(folder: String, baselineFile: String?, noBaseline: Bool, console: inout Console) throws(UsageError) -> CatalogCheck? {
        guard let catalog = try CatalogArgument.load(folder, console: &console) else { return nil }
        let configuration = RuleConfiguration(manifest: catalog.manifest)
        var waivers: [Waiver] = []
        var manifestWaivers: Set<Waiver> = []
        var waiverProblems: [Diagnostic] = []
        if !noBaseline {
            if let node = catalog.manifest.waivers {
                let read = Waiver.read(node)
                waivers += read.waivers
                manifestWaivers = Set(read.waivers)
                waiverProblems += read.diagnostics
            }
            if let baselineFile {
                let read = try baseline(at: baselineFile)
                waivers += read.waivers
                waiverProblems += read.diagnostics
            }
        }
        var result = RuleEngine.check(catalog, configuration: configuration, waivers: waivers)
        result.diagnostics = (result.diagnostics + waiverProblems).sorted()
        return CatalogCheck(catalog: catalog, configuration: configuration, manifestWaivers: manifestWaivers, result: result)
    }

    /// The errors that stop the catalogue loading as written: unreadable JSON, broken tokens and
    /// spec problems, as opposed to rule findings.
    var loadErrors: [Diagnostic] {
        result.diagnostics.filter { diagnostic in
            diagnostic.severity == .error && Self.loadPrefixes.contains { diagnostic.ruleId.hasPrefix($0) }
        }
    }

    private static let loadPrefixes = ["json/", "tokens/", "catalog/"]

    /// Whether the configuration has errors (then not every rule runs as intended).
    var hasConfigurationErrors: Bool {
        result.diagnostics.contains { $0.ruleId.hasPrefix("config/") && $0.severity == .error }
    }

    private static func baseline(at path: String) throws(UsageError) -> (waivers: [Waiver], diagnostics: [Diagnostic]) {
        let node: JSONNode
        do {
            node = try JSONReader().read(fileAt: path)
        } catch {
            throw UsageError("cannot read the baseline: \(error.description)")
        }
        guard let waivers = node.object?["waivers"] else {
            throw UsageError("\(path) is not a baseline: expected {\"waivers\": [...]}, as --write-baseline writes")
        }
        return Waiver.read(waivers)
    }
}
