import DesignSupport
import DesignTokens
import Foundation

/// What the token engine finds in an import once it is written: the errors `dscheck tokens`,
/// `check`, `site` and `export` would show on it, resolved in every context of the written
/// resolver, each reported again at the source token it came from, so the import names every
/// problem of what it wrote and no later command meets one it did not.
struct WrittenCheck: Sendable {
    /// For each written token file (its path in the output folder), the source location of
    /// each token it holds, by name.
    let sourceLocations: [String: [String: SourceLocation]]

    /// The errors in the import written to `folder`, each at its source token's location (at
    /// the written file's where no source token is known), one per written token, with the
    /// written file (its path in the folder) it is in.
    func findings(inFolderAt folder: String) -> [(diagnostic: Diagnostic, file: String)] {
        let source = TokenSource(file: (folder as NSString).appendingPathComponent(TokenImport.resolverPath), root: folder)
        var found = source.diagnostics.filter { $0.severity == .error }.map { ($0, ResolverContext()) }
        for context in source.allContexts {
            found += source.resolve(context: context).diagnostics.filter { $0.severity == .error }.map { ($0, context) }
        }
        let prefix = (folder as NSString).standardizingPath + "/"
        var seen: Set<[String]> = []
        var problems: [(diagnostic: Diagnostic, file: String)] = []
        for (diagnostic, context) in found {
            let written = (diagnostic.location.file as NSString).standardizingPath
            let file = written.hasPrefix(prefix) ? String(written.dropFirst(prefix.count)) : written
            // One error per written token, the first context's: a token wrong in several
            // contexts is one token not written.
            guard seen.insert([file, diagnostic.subject ?? diagnostic.message]).inserted else { continue }
            let location = diagnostic.subject.flatMap { sourceLocations[file]?[$0] } ?? diagnostic.location
            let shown = context.isEmpty ? "" : " (in \(context))"
            let problem = Diagnostic(
                ImportDiagnostic.invalidResult,
                message:
                    "\(diagnostic.subject ?? "a token") would be an error in the written \(file)\(shown), so it is not written: \(diagnostic.message) [\(diagnostic.ruleId)]",
                location: location, subject: diagnostic.subject)
            problems.append((problem, file))
        }
        return problems
    }
}
