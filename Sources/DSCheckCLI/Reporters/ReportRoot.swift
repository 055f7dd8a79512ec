import DesignSupport
import DesignTokens
import Foundation

/// The one folder every machine-read report's paths are relative to: the git work tree that
/// holds the catalogue, or the catalogue's parent folder when it is in none. Code scanning,
/// annotations and dashboards then place findings the same way wherever dscheck ran from.
struct ReportRoot: Sendable {
    /// The root's absolute, standardized path.
    let path: String

    /// The root of the catalogue in `catalogFolder` (relative to the working directory or absolute).
    init(catalogFolder: String) {
        let catalog = CatalogPath.absolute(catalogFolder)
        var folder = catalog
        while true {
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) {
                path = folder
                return
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        let parent = (catalog as NSString).deletingLastPathComponent
        path = parent.isEmpty ? "/" : parent
    }

    /// `file` relative to the root, with forward slashes; a file outside the root keeps its
    /// absolute path.
    func relative(_ file: String) -> String {
        CatalogPath.relative(file, to: path) ?? CatalogPath.absolute(file)
    }

    /// `location` with its file relative to the root.
    func relative(_ location: SourceLocation) -> SourceLocation {
        var location = location
        location.file = relative(location.file)
        return location
    }

    /// `diagnostic` with its location relative to the root.
    func relative(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location = relative(diagnostic.location)
        return diagnostic
    }

    /// The root as a `file:` URI ending with a slash, for SARIF's `originalUriBaseIds`.
    var uri: String {
        URL(fileURLWithPath: path, isDirectory: true).absoluteString
    }
}

extension CheckReport {
    /// The report with every location (findings, waivers, measurements) relative to `root`.
    func relocated(to root: ReportRoot) -> CheckReport {
        var report = self
        report.root = root
        report.diagnostics = diagnostics.map(root.relative)
        report.waived = waived.map { entry in
            var waiver = entry.waiver
            waiver.location = root.relative(waiver.location)
            return (root.relative(entry.diagnostic), waiver)
        }
        report.measurements = measurements.map { entry in
            var measurement = entry.measurement
            measurement.location = root.relative(measurement.location)
            return (entry.context, measurement)
        }
        report.identities = Dictionary(identities.map { (root.relative($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        return report
    }
}
