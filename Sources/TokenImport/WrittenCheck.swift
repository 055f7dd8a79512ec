import DesignSupport
import DesignTokens
import Foundation

/// What the token engine finds in an import once it is written: the errors `dscheck tokens`,
/// `check`, `site` and `export` would show on it, resolved in every context of the written
/// resolver, each reported again at the source token it came from, so the import names every
/// problem of what it wrote and no later command meets one it did not.
package struct WrittenCheck: Sendable {
    /// For each written token file (its path in the output folder), the source location of
    /// each token it holds, by name.
    let sourceLocations: [String: [String: SourceLocation]]

    /// The errors in the import written to `folder`, at the source tokens' locations (at the
    /// written file's where no source token is known), one per message and token, sorted.
    package func problems(inFolderAt folder: String) -> [Diagnostic] {
        let source = TokenSource(file: (folder as NSString).appendingPathComponent(TokenImport.resolverPath), root: folder)
        var found = source.diagnostics.filter { $0.severity == .error }.map { ($0, ResolverContext()) }
        for context in source.allContexts {
            found += source.resolve(context: context).diagnostics.filter { $0.severity == .error }.map { ($0, context) }
        }
        let prefix = (folder as NSString).standardizingPath + "/"
        var seen: Set<[String]> = []
        var problems: [Diagnostic] = []
        for (diagnostic, context) in found {
            guard seen.insert([diagnostic.ruleId, diagnostic.message, diagnostic.subject ?? ""]).inserted else { continue }
            let written = (diagnostic.location.file as NSString).standardizingPath
            let file = written.hasPrefix(prefix) ? String(written.dropFirst(prefix.count)) : written
            let location = diagnostic.subject.flatMap { sourceLocations[file]?[$0] } ?? diagnostic.location
            let shown = context.isEmpty ? "" : " (in \(context))"
            problems.append(
                Diagnostic(
                    ImportDiagnostic.invalidResult,
                    message:
                        "the written \(file)\(shown) has an error: \(diagnostic.message) [\(diagnostic.ruleId)]; fix it in the source and import again",
                    location: location, subject: diagnostic.subject))
        }
        return problems.sorted()
    }
}
