import DesignCatalog
import DesignSupport
import DesignTokens

/// Token references that the loader accepted in the default context but that do not hold in
/// another context: the token is missing there, has a type that does not fit, or is a number
/// outside the range a literal would have to lie in.
enum ContextReferenceCheck {
    /// The problems in `tokens` (one context) for references that are fine in `defaults`.
    static func problems(in catalog: Catalog, uses: [TokenUse], tokens: TokenSet, defaults: TokenSet, context: ResolverContext) -> [Diagnostic] {
        let shown = context.description
        return uses.compactMap { use in
            guard let fine = defaults[use.token], fine.type.map(use.acceptedTypes.contains) ?? false else { return nil }
            guard let token = tokens[use.token] else {
                // A token file that cannot be read may define it; the loader counts these.
                if tokens.waitsOnUnreadableFiles { return nil }
                return Diagnostic(
                    CatalogDiagnostic.unknownToken, severity: .error,
                    message: "token \"\(use.token)\" exists in the default context but not in \(shown); define it in that context's token files too",
                    location: use.location, subject: use.subject, context: context)
            }
            guard let type = token.type, !use.acceptedTypes.contains(type) else {
                guard use.rangeProblem(in: defaults) == nil, let problem = use.rangeProblem(in: tokens) else { return nil }
                return Diagnostic(
                    CatalogDiagnostic.invalidValue, severity: .error, message: problem, location: use.location,
                    subject: use.subject, context: context)
            }
            return Diagnostic(
                CatalogDiagnostic.tokenType, severity: .error,
                message:
                    "token \"\(use.token)\" is a \(type.rawValue) token in \(shown) but a \(fine.type!.rawValue) token by default; keep one type in every context",
                location: use.location, subject: use.subject, context: context)
        }
    }
}
