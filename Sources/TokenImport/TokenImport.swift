import DesignSupport
import DesignTokens
import OutputFolder

/// A Tokens Studio export or a Style Dictionary source converted to DTCG 2025.10: token files
/// (one per set, under `tokens/`) and `tokens.resolver.json`, with every token that could not
/// be converted reported at its source location. Nothing is dropped silently: every token read
/// is either written or named by an error.
package struct TokenImport: Sendable {
    /// The files to write, the resolver first; empty when the source could not be read.
    package let files: [OutputFile]
    /// What was found, sorted.
    package private(set) var diagnostics: [Diagnostic]
    /// The tokens the source holds.
    package let tokensRead: Int
    /// The tokens written to the token files.
    package let tokensWritten: Int
    /// The sets (Tokens Studio) or files (Style Dictionary) read.
    package let setCount: Int
    /// The themes that became modifier contexts.
    package let themeCount: Int
    /// Where each written token comes from, for ``verified(in:)``.
    private let writtenCheck: WrittenCheck
    /// What the files are made from, to make them again without tokens ``verified(in:)``
    /// leaves out.
    private let source: Source?

    /// The conversion and the resolver plan the files are written from.
    private struct Source: Sendable {
        var conversion: SetConversion
        let plan: ResolverPlan
        let name: String
        let description: String
    }

    /// The resolver's path in the output folder.
    package static let resolverPath = "tokens.resolver.json"

    /// The tokens read but not written, each named by an error.
    package var tokensNotConverted: Int { tokensRead - tokensWritten }

    /// Whether the source was read (false: its files could not be read as JSON, see the
    /// diagnostics, and nothing is to be written).
    package var isReadable: Bool { !files.isEmpty }

    /// Whether the written files load: false when ``verified(in:shownAs:)`` found errors that
    /// no token left out removes (the resolver's, a token file nested too deep), and nothing
    /// is to be written.
    package private(set) var loadsAsWritten = true

    /// Imports the Tokens Studio export at `path` (a JSON file or a folder of sets).
    package static func tokensStudio(at path: String) -> TokenImport {
        var collector = DiagnosticCollector()
        guard let export = TokensStudioExport.read(path, collector: &collector) else { return unreadable(collector) }
        let plan = ResolverPlan(themes: export.themes, order: export.order)
        let ordered = export.order.compactMap { name in export.sets.first { $0.name == name } }
        var conversion = SetConversion(ordered, dialect: .tokensStudio, collector: collector)
        conversion.reportFallbacks(together: plan.applyTogether)
        collector = conversion.collector
        plan.precedenceChanges(order: export.order, names: conversion.convertedNames, collector: &collector)
        plan.identicalContexts(collector: &collector)
        for set in plan.unusedSets {
            collector.report(
                ImportDiagnostic.unusedSet,
                "no theme uses the set '\(set)'; its tokens are written but left out of the resolver, as Tokens Studio leaves them out of every theme",
                at: export.sets.first { $0.name == set }!.root.location)
        }
        let description =
            "Imported by dscheck from the Tokens Studio export \(PathName.lastComponent(path)): "
            + (export.themes.isEmpty ? "every set in order." : "sets every theme uses, then one modifier per theme group.")
        return make(conversion, plan: plan, name: name(of: path), description: description, themes: export.themes.count, collector: collector)
    }

    /// Imports the Style Dictionary source at `path` (a JSON file or a folder of them, read
    /// in path order, later files winning as in Style Dictionary).
    package static func styleDictionary(at path: String) -> TokenImport {
        var collector = DiagnosticCollector()
        guard let status = FileStatus(path, followingLinks: true) else {
            collector.report(
                JSONDiagnostic.unreadable, "no such file or folder; give a Style Dictionary JSON file or a folder of them", at: .file(path))
            return unreadable(collector)
        }
        let files =
            status.kind == .folder ? SourceFiles.readableJSONFiles(under: path, collector: &collector).files : [PathName.lastComponent(path)]
        let folder = status.kind == .folder ? path : PathName.parent(path)
        var sets: [SourceSet] = []
        for relative in files {
            let file = folder.isEmpty ? relative : PathName.joined(folder, relative)
            if let root = SourceFiles.read(file, collector: &collector) {
                sets.append(SourceSet(name: String(relative.dropLast(".json".count)), root: root))
            }
        }
        if collector.diagnostics.contains(where: { $0.severity == .error }) { return unreadable(collector) }
        if sets.isEmpty {
            collector.report(ImportDiagnostic.invalidSource, "the folder holds no JSON files", at: .file(path))
            return unreadable(collector)
        }
        sets = SourceSet.writable(sets, collector: &collector)
        var conversion = SetConversion(sets, dialect: .styleDictionary, collector: collector)
        let plan = ResolverPlan(themes: [], order: sets.map(\.name))
        conversion.reportFallbacks(together: plan.applyTogether)
        let description = "Imported by dscheck from the Style Dictionary source \(PathName.lastComponent(path)), its files in order."
        return make(conversion, plan: plan, name: name(of: path), description: description, themes: 0, collector: conversion.collector)
    }

    private static func make(
        _ conversion: SetConversion, plan: ResolverPlan, name: String, description: String, themes: Int, collector: DiagnosticCollector
    )
        -> TokenImport
    {
        make(Source(conversion: conversion, plan: plan, name: name, description: description), themes: themes, diagnostics: collector.diagnostics)
    }

    private static func make(_ source: Source, themes: Int, diagnostics: [Diagnostic]) -> TokenImport {
        let conversion = source.conversion
        let paths = TokenFilePaths.paths(for: conversion.converted.map(\.set))
        var files = [
            OutputFile(
                path: resolverPath,
                contents: ResolverWriter.document(name: source.name, description: source.description, plan: source.plan, files: paths))
        ]
        var locations: [String: [String: SourceLocation]] = [:]
        for set in conversion.converted {
            files.append(OutputFile(path: paths[set.set]!, contents: TokenFileBuilder.file(set.tokens)))
            locations[paths[set.set]!] = conversion.convertedNames(of: set.set)
        }
        return TokenImport(
            files: files, diagnostics: diagnostics.sorted(), tokensRead: conversion.readCount, tokensWritten: conversion.convertedCount,
            setCount: conversion.read.count, themeCount: themes, writtenCheck: WrittenCheck(sourceLocations: locations), source: source)
    }

    private static func unreadable(_ collector: DiagnosticCollector) -> TokenImport {
        TokenImport(
            files: [], diagnostics: collector.diagnostics.sorted(), tokensRead: 0, tokensWritten: 0, setCount: 0, themeCount: 0,
            writtenCheck: WrittenCheck(sourceLocations: [:]), source: nil)
    }

    /// The import without the tokens its written files would hold as errors: the files are
    /// written to `scratch` (an empty folder the caller owns and removes) and resolved in every
    /// context; each token with an error is reported at its source (``WrittenCheck``) and left
    /// out with the tokens that alias it, and the check runs again, at most eight rounds, so
    /// `dscheck tokens`, `check`, `site` and `export` meet no error the import did not name.
    /// An error no token explains is reported where the file would be written, under
    /// `shownFolder` (the output folder), and the import then ``loadsAsWritten`` no longer.
    package func verified(in scratch: String, shownAs shownFolder: String) throws(NewFolder.Failure) -> TokenImport {
        guard var source else { return self }
        var current = self
        var diagnostics = self.diagnostics
        for _ in 0..<8 {
            try FileReplacement.write(current.files, into: scratch)
            let setOfFile = Dictionary(
                TokenFilePaths.paths(for: source.conversion.converted.map(\.set)).map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let found = try current.writtenCheck.findings(inFolderAt: scratch, shownAs: shownFolder, tokenFiles: Set(setOfFile.keys))
            guard !found.isEmpty else { break }
            let unexplained = found.filter { $0.token == nil }.map(\.diagnostic)
            if !unexplained.isEmpty {
                var refused = current
                refused.diagnostics = (diagnostics + unexplained).sorted()
                refused.loadsAsWritten = false
                return refused
            }
            // Every finding now names a token of a written token file, so of a set.
            let tokens = Set(found.compactMap { finding in finding.token.flatMap { name in setOfFile[finding.file].map { [$0, name] } } })
            diagnostics += found.map(\.diagnostic)
            diagnostics += source.conversion.drop(tokens)
            current = Self.make(source, themes: themeCount, diagnostics: diagnostics)
        }
        return current
    }

    private static func name(of path: String) -> String {
        let last = PathName.removingExtension(URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent)
        return last.isEmpty ? "tokens" : last
    }
}
