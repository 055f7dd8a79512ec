import DesignSupport

/// Where a catalogue's tokens come from: one token file, or a DTCG 2025.10 resolver with its
/// sets and modifiers. Loading never throws: every problem becomes a located diagnostic, and
/// whatever could be read is still resolved.
public struct TokenSource: Sendable {
    /// A modifier of the resolver, with its contexts in file order.
    public struct Modifier: Sendable, Hashable {
        /// The modifier's name, such as `appearance`.
        public var name: String
        /// Its contexts, such as `light` and `dark`.
        public var contexts: [String]
        /// The context used when none is given.
        public var defaultContext: String?
        /// Where the modifier is declared in the resolver.
        public var location: SourceLocation
    }

    /// The file the tokens were loaded from.
    public let file: String
    /// The modifiers, in resolution order (empty for a single token file).
    public let modifiers: [Modifier]
    /// Problems found while reading files and the resolver (the same in every context).
    public let diagnostics: [Diagnostic]
    /// Where each token or resolver file that could not be read is reported (see
    /// ``TokenSet/unreadableFiles``).
    public let unreadableFiles: [SourceLocation]
    /// The parsed token and resolver documents, which only resolving reads; nil once
    /// ``resolveEveryContextReleasingDocuments(defaults:)`` let them go.
    private var steps: [ResolverDocument.Step]?
    private let settings: TokenSettings
    /// Whether the modifiers combine into at most ``maximumContexts`` contexts.
    private let contextsWithinLimit: Bool

    /// The most contexts ``allContexts`` lists. Each modifier multiplies the count (30 modifiers
    /// of two contexts make over a billion) and `dscheck check` runs every rule in each, so a
    /// resolver beyond it is reported and its default context alone is listed.
    public static let maximumContexts = 1_024

    /// Loads a `.tokens.json` file or a `.resolver.json` file. `root` is the folder no `$ref`
    /// may leave (defaults to the file's folder).
    public init(file: String, root: String? = nil, settings: TokenSettings = TokenSettings()) {
        self.init(file: file, root: root, settings: settings, files: .disk)
    }

    /// ``init(file:root:settings:)`` of a source whose files are in `files`.
    package init(file: String, root: String? = nil, settings: TokenSettings = TokenSettings(), files access: FileAccess) {
        self.file = file
        self.settings = settings
        let folder = PathName.parent(file)
        let files = CatalogFiles(root: root ?? (folder.isEmpty ? "." : folder), files: access)
        if Self.isResolver(file: file, files: files) {
            let document = LargeStack.run { ResolverDocument(file: file, files: files) }
            steps = document?.steps ?? []
            modifiers = (document?.modifiers ?? []).map {
                Modifier(name: $0.name, contexts: $0.contexts.map(\.name), defaultContext: $0.defaultContext, location: $0.location)
            }
            contextsWithinLimit = Self.checkContextCount(document?.modifiers ?? [], files: files)
        } else if let node = files.json(at: file) {
            if let object = node.object {
                steps = [.set([ResolverDocument.Source(root: object)])]
            } else {
                files.report(
                    TokenDiagnostic.typeMismatch, "a token file is a JSON object of groups and tokens; found \(node.value.kindDescription)",
                    at: node.location)
                steps = []
            }
            modifiers = []
            contextsWithinLimit = true
        } else {
            steps = []
            modifiers = []
            contextsWithinLimit = true
        }
        diagnostics = files.diagnostics
        unreadableFiles = files.unreadable
    }

    /// Whether `file` is a resolver: by name (`.resolver.json`), or by content (it has
    /// `resolutionOrder`).
    private static func isResolver(file: String, files: CatalogFiles) -> Bool {
        if file.hasSuffix(".resolver.json") { return true }
        if file.hasSuffix(".tokens.json") || file.hasSuffix(".tokens") { return false }
        return files.json(at: file)?.object?["resolutionOrder"] != nil
    }

    /// Whether `modifiers` combine into at most ``maximumContexts`` contexts; reports the
    /// modifier that takes the count past it.
    private static func checkContextCount(_ modifiers: [ResolverDocument.Modifier], files: CatalogFiles) -> Bool {
        var count = 1
        for modifier in modifiers {
            count = min(count * max(1, modifier.contexts.count), maximumContexts + 1)
            if count > maximumContexts {
                files.report(
                    TokenDiagnostic.resolverTooManyContexts,
                    "with modifier \"\(modifier.name)\" the modifiers combine into more than \(maximumContexts) contexts, and dscheck checks every rule in each; remove modifiers or contexts, or split the design system into catalogues (only the default context is checked)",
                    at: modifier.location)
                return false
            }
        }
        return true
    }

    /// Every combination of modifier contexts, in a stable order (first modifier slowest); the
    /// default context alone when there would be more than ``maximumContexts``.
    public var allContexts: [ResolverContext] {
        guard contextsWithinLimit else { return [defaultContext] }
        return modifiers.reduce([[:]]) { combinations, modifier in
            combinations.flatMap { partial in
                modifier.contexts.map { context in partial.merging([modifier.name: context]) }
            }
        }
    }

    /// The default context: each modifier at its default.
    public var defaultContext: ResolverContext {
        var context: ResolverContext = [:]
        for modifier in modifiers {
            if let value = modifier.defaultContext { context[modifier.name] = value }
        }
        return context
    }

    /// Problems with a requested context: unknown modifiers or contexts, or a modifier without
    /// a default that was not given. Empty when the context can be resolved.
    public func problems(with context: ResolverContext) -> [String] {
        var problems = unknownNames(in: context)
        for modifier in modifiers where modifier.defaultContext == nil && context[modifier.name] == nil {
            problems.append(
                "modifier \"\(modifier.name)\" has no default; choose one of \(modifier.contexts.joined(separator: ", ")) with --context \(modifier.name)=CONTEXT"
            )
        }
        return problems
    }

    /// The modifiers `context` names that the resolver lacks, and the contexts their modifier
    /// lacks, each said with what there is.
    package func unknownNames(in context: ResolverContext) -> [String] {
        var problems: [String] = []
        for name in context.pairs.map(\.modifier) {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                let known = modifiers.map(\.name)
                problems.append(
                    "unknown modifier \"\(name)\"; \(known.isEmpty ? "these tokens have no modifiers" : "the modifiers are \(known.joined(separator: ", "))")"
                )
                continue
            }
            if !modifier.contexts.contains(context[name]!) {
                problems.append(
                    "modifier \"\(name)\" has no context \"\(context[name]!)\"; its contexts are \(modifier.contexts.joined(separator: ", "))")
            }
        }
        return problems
    }

    /// The tokens of one context (missing modifiers take their default). The diagnostics hold
    /// the loading problems and those found while resolving. Not for a source whose documents
    /// were released (``resolveEveryContextReleasingDocuments(defaults:)``), as a loaded
    /// catalogue's is: its tokens in every context are `Catalog.contextTokens`. Asking such a
    /// source stops the program rather than answer with no tokens.
    public func resolve(context: ResolverContext = [:]) -> TokenSet {
        resolve(context: context, sharingNamesWith: nil)
    }

    /// ``resolve(context:)``, the tokens taking the storage of `names`' token names where they
    /// are the same (see ``TokenTreeWalker``).
    private func resolve(context: ResolverContext, sharingNamesWith names: TokenSet?) -> TokenSet {
        requireDocuments()
        return resolve(context: context, from: Documents(steps ?? []), sharingNamesWith: names)
    }

    /// Stops the program when the documents were released: answering with no tokens would
    /// drop every token without saying so.
    private func requireDocuments() {
        precondition(steps != nil, "this token source released its documents; take a loaded catalogue's tokens from Catalog.contextTokens")
    }

    /// The parsed documents handed to one resolution, which takes them once it has merged its
    /// tree: when nothing else holds them, they go before the walk. Unchecked: the one thread
    /// that takes them is started after they are handed over and waited for before they are
    /// read again.
    private final class Documents: @unchecked Sendable {
        private var steps: [ResolverDocument.Step]?

        init(_ steps: [ResolverDocument.Step]) {
            self.steps = steps
        }

        /// The documents, which this handoff no longer holds.
        func take() -> [ResolverDocument.Step] {
            defer { steps = nil }
            return steps ?? []
        }
    }

    /// The tokens of `context` from `documents`, resolved on a thread with a large stack.
    private func resolve(context: ResolverContext, from documents: Documents, sharingNamesWith names: TokenSet?) -> TokenSet {
        let source = self
        return LargeStack.run { source.resolveHere(context: context, from: documents, sharingNamesWith: names) }
    }

    /// The tokens of every context of ``allContexts``, in its order, each with its context:
    /// `defaults` (the default context's tokens, resolved) for the default context, and every
    /// other context resolved with the storage its tokens have in common with `defaults` shared
    /// (see ``TokenSet/shareStorage(with:)``). One context at a time: each walk holds a raw
    /// token per token until its context is resolved, and two at once on two cores raised
    /// `dscheck check`'s peak at 100,000 tokens (196 -> 208 MB) for no time saved at 10,000.
    ///
    /// Then the parsed documents are let go, for a catalogue that keeps the tokens of every
    /// context it checks: they were a quarter of `dscheck check`'s peak of memory at 100,000
    /// tokens. The last context resolved takes them, so they go once its tree is merged rather
    /// than stay through its walk and resolution. The modifiers, contexts and loading
    /// diagnostics stay; ``resolve(context:)`` may no longer be asked.
    package mutating func resolveEveryContextReleasingDocuments(defaults: TokenSet) -> [(context: ResolverContext, tokens: TokenSet)] {
        requireDocuments()
        let defaultContext = defaultContext
        let contexts = allContexts
        let last = contexts.lastIndex { $0 != defaultContext }
        var resolved: [(context: ResolverContext, tokens: TokenSet)] = []
        for (position, context) in contexts.enumerated() {
            guard context != defaultContext else {
                resolved.append((context, defaults))
                continue
            }
            let documents = Documents(steps ?? [])
            if position == last { steps = nil }
            var tokens = resolve(context: context, from: documents, sharingNamesWith: defaults)
            tokens.shareStorage(with: defaults)
            resolved.append((context, tokens))
        }
        steps = nil
        return resolved
    }

    /// Resolves `context` on the current thread, taking `documents`.
    private func resolveHere(context: ResolverContext, from documents: Documents, sharingNamesWith names: TokenSet?) -> TokenSet {
        // The walk's and the resolution's state (a raw token per token, the merged tree's
        // copies) ends with this closure, before the set sorts its tokens: at 100,000 tokens
        // both alive at once were the command's peak of memory.
        let (tokens, found, faults, waiting) = { () -> ([ResolvedToken], [Diagnostic], [String: TokenFault], Int) in
            var walker = TokenTreeWalker(root: Self.mergedTree(of: documents.take(), in: context), sharingNamesWith: names)
            walker.walk()
            let (rawTokens, groupPaths, walkDiagnostics) = (walker.tokens, walker.groupPaths, walker.diagnostics)
            // The merged tree goes with the walker: the raw tokens keep what they need of it.
            _ = consume walker
            let resolution = TokenResolution(
                tokens: rawTokens, groupPaths: groupPaths, settings: settings, incomplete: !unreadableFiles.isEmpty, sharingWith: names)
            let tokens = resolution.resolveAll()
            return (tokens, walkDiagnostics + resolution.diagnostics, resolution.faultsByName, resolution.waitingReferences)
        }()
        let contextDiagnostics = found.mergingSharedValues().map { diagnostic in
            var located = diagnostic
            if !modifiers.isEmpty { located.context = context.isEmpty ? defaultContext : defaultContext.merging(context) }
            return located
        }
        return TokenSet(
            tokens: consume tokens, diagnostics: diagnostics + contextDiagnostics, faults: faults, unreadableFiles: unreadableFiles,
            referencesWaitingOnUnreadableFiles: waiting)
    }

    /// The token tree of `context`: every set of `steps` and the chosen context of every
    /// modifier merged in resolution order.
    private static func mergedTree(of steps: [ResolverDocument.Step], in context: ResolverContext) -> JSONObject {
        var merged = JSONObject()
        for step in steps {
            switch step {
            case .set(let sources):
                for source in sources { merged = merged.merging(source.root) }
            case .modifier(let modifier):
                let chosen = context[modifier.name] ?? modifier.defaultContext
                guard let sources = modifier.contexts.first(where: { $0.name == chosen })?.sources else { continue }
                for source in sources { merged = merged.merging(source.root) }
            }
        }
        return merged
    }
}
