import DesignSupport
import DesignTokens
import OutputFolder

/// What the token engine finds in an import once it is written: the errors `dscheck tokens`,
/// `check`, `site` and `export` would show on it, resolved in every context of the written
/// resolver, each reported again at the source token it came from, so the import names every
/// problem of what it wrote and no later command meets one it did not.
struct WrittenCheck: Sendable {
    /// For each written token file (its path in the output folder), the source location of
    /// each token it holds, by name.
    let sourceLocations: [String: [String: SourceLocation]]

    /// The errors in the import written to `folder`, one per written token (the first
    /// context's), with the written file (its path in the folder) each is in. An error of a
    /// token in one of `tokenFiles` is at its source token's location and says the token is not
    /// written (`token` is its name); any other (the resolver's, a file's nesting) is at the
    /// file's line and column in `shownFolder`, where the import would write it, and says the
    /// written file would not load.
    func findings(inFolderAt folder: String, shownAs shownFolder: String, tokenFiles: Set<String>) throws(NewFolder.Failure) -> [(
        diagnostic: Diagnostic, file: String, token: String?
    )] {
        let source = TokenSource(file: PathName.joined(folder, TokenImport.resolverPath), root: folder)
        var found = source.diagnostics.filter { $0.severity == .error }.map { ($0, ResolverContext()) }
        for context in source.allContexts {
            found += source.resolve(context: context).diagnostics.filter { $0.severity == .error }.map { ($0, context) }
        }
        // A written file that cannot be read back (too many open files, a full disk) says
        // nothing about the conversion: the check itself could not run.
        if let (unreadable, _) = found.first(where: { $0.0.id == JSONDiagnostic.unreadable.id }) {
            throw .readBack(path: unreadable.location.file, reason: unreadable.message)
        }
        let prefix = Self.standardized(folder) + "/"
        var seen: Set<[String]> = []
        var problems: [(diagnostic: Diagnostic, file: String, token: String?)] = []
        for (diagnostic, context) in found {
            let written = Self.standardized(diagnostic.location.file)
            let file = written.hasPrefix(prefix) ? String(written.dropFirst(prefix.count)) : written
            // One error per written token, the first context's: a token wrong in several
            // contexts is one token not written.
            guard seen.insert([file, diagnostic.subject ?? diagnostic.message]).inserted else { continue }
            let shown = context.isEmpty ? "" : " (in \(context))"
            if let token = diagnostic.subject, tokenFiles.contains(file) {
                let problem = Diagnostic(
                    ImportDiagnostic.invalidResult,
                    message:
                        "\(token) would be an error in the written \(file)\(shown), so it is not written: \(diagnostic.message) [\(diagnostic.ruleId)]",
                    location: sourceLocations[file]?[token] ?? diagnostic.location, subject: token)
                problems.append((problem, file, token))
            } else {
                var location = diagnostic.location
                location.file = PathName.joined(shownFolder, file)
                let problem = Diagnostic(
                    ImportDiagnostic.invalidResult,
                    message:
                        "the written \(file) would not load\(shown), whatever tokens were left out: \(diagnostic.message) [\(diagnostic.ruleId)]",
                    location: location, subject: diagnostic.subject)
                problems.append((problem, file, nil))
            }
        }
        return problems
    }

    /// `path` with its links, `.` and `..` resolved (only `.` and `..` when nothing is there),
    /// so that the folder and the files found in it compare as the same place.
    private static func standardized(_ path: String) -> String {
        SystemFile.realPath(path) ?? URL(fileURLWithPath: path).standardized.path
    }
}
