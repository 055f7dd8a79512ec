import DesignSupport
import DesignTokens

/// The token references that wait on a token file that cannot be read: they name tokens the
/// default context does not have, which the unreadable file may define. Reporting each as a
/// missing token would bury the one error that matters, so they are counted instead, in one
/// dependent diagnostic at the first unreadable file.
struct WaitingReferences {
    /// The default context's tokens.
    let tokens: TokenSet
    /// How many such references the specs make.
    let inSpecs: Int

    /// One `tokens/invalid-dependency` diagnostic with the counts, or none when every token file
    /// was read or nothing waits on one.
    var diagnostics: [Diagnostic] {
        let inTokens = tokens.referencesWaitingOnUnreadableFiles
        guard let unreadable = tokens.unreadableFiles.first, inTokens + inSpecs > 0 else { return [] }
        let parts = [(inTokens, "token files"), (inSpecs, "specs")].filter { $0.0 > 0 }.map { "\($0.0) in \($0.1)" }
        let total = inTokens + inSpecs
        return [
            Diagnostic(
                TokenDiagnostic.invalidDependency,
                message:
                    "\(total) token reference\(total == 1 ? "" : "s") (\(parts.joined(separator: ", "))) name\(total == 1 ? "s" : "") tokens that are not defined while a token file cannot be read; fix that file first: they are checked once it can be read",
                location: unreadable)
        ]
    }
}
