import DesignSupport
import DesignTokens
import Foundation
import OutputFolder

/// A Tokens Studio export or a Style Dictionary source converted to DTCG 2025.10: token files
/// (one per set, under `tokens/`) and `tokens.resolver.json`, with every token that could not
/// be converted reported at its source location. Nothing is dropped silently: every token read
/// is either written or named by an error.
package struct TokenImport: Sendable {
    /// The files to write, the resolver first; empty when the source could not be read.
    package let files: [OutputFile]
    /// What was found, sorted.
    package let diagnostics: [Diagnostic]
    /// The tokens the source holds.
    package let tokensRead: Int
    /// The tokens written to the token files.
    package let tokensWritten: Int
    /// The sets (Tokens Studio) or files (Style Dictionary) read.
    package let setCount: Int
    /// The themes that became modifier contexts.
    package let themeCount: Int
    /// The check of what was written, for ``WrittenCheck/problems(inFolderAt:)``.
    package let writtenCheck: WrittenCheck

    /// The resolver's path in the output folder.
    package static let resolverPath = "tokens.resolver.json"

    /// The tokens read but not written, each named by an error.
    package var tokensNotConverted: Int { tokensRead - tokensWritten }

    /// Whether the source was read (false: its files could not be read as JSON, see the
    /// diagnostics, and nothing is to be written).
    package var isReadable: Bool { !files.isEmpty }

    /// Imports the Tokens Studio export at `path` (a JSON file or a folder of sets).
    package static func tokensStudio(at path: String) -> TokenImport {
        var collector = DiagnosticCollector()
        guard let export = TokensStudioExport.read(path, collector: &collector) else { return unreadable(collector) }
        let plan = ResolverPlan(themes: export.themes, order: export.order)
        let ordered = export.order.compactMap { name in export.sets.first { $0.name == name } }
        let conversion = SetConversion(ordered, dialect: .tokensStudio, collector: collector)
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
            "Imported by dscheck from the Tokens Studio export \((path as NSString).lastPathComponent): "
            + (export.themes.isEmpty ? "every set in order." : "sets every theme uses, then one modifier per theme group.")
        return make(conversion, plan: plan, name: name(of: path), description: description, themes: export.themes.count, collector: collector)
    }

    /// Imports the Style Dictionary source at `path` (a JSON file or a folder of them, read
    /// in path order, later files winning as in Style Dictionary).
    package static func styleDictionary(at path: String) -> TokenImport {
        var collector = DiagnosticCollector()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            collector.report(
                JSONDiagnostic.unreadable, "no such file or folder; give a Style Dictionary JSON file or a folder of them", at: .file(path))
            return unreadable(collector)
        }
        let files = isFolder.boolValue ? SourceFiles.jsonFiles(under: path) : [(path as NSString).lastPathComponent]
        let folder = isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
        var sets: [SourceSet] = []
        for relative in files {
            let file = folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
            if let root = SourceFiles.read(file, collector: &collector) {
                sets.append(SourceSet(name: String(relative.dropLast(".json".count)), root: root))
            }
        }
        if collector.diagnostics.contains(where: { $0.severity == .error }) { return unreadable(collector) }
        if sets.isEmpty {
            collector.report(ImportDiagnostic.invalidSource, "the folder holds no JSON files", at: .file(path))
            return unreadable(collector)
        }
        let conversion = SetConversion(sets, dialect: .styleDictionary, collector: collector)
        let plan = ResolverPlan(themes: [], order: sets.map(\.name))
        let description = "Imported by dscheck from the Style Dictionary source \((path as NSString).lastPathComponent), its files in order."
        return make(conversion, plan: plan, name: name(of: path), description: description, themes: 0, collector: conversion.collector)
    }

    private static func make(
        _ conversion: SetConversion, plan: ResolverPlan, name: String, description: String, themes: Int, collector: DiagnosticCollector
    )
        -> TokenImport
    {
        let paths = TokenFilePaths.paths(for: conversion.converted.map(\.set))
        var files = [
            OutputFile(path: resolverPath, contents: ResolverWriter.document(name: name, description: description, plan: plan, files: paths))
        ]
        var locations: [String: [String: SourceLocation]] = [:]
        for set in conversion.converted {
            files.append(OutputFile(path: paths[set.set]!, contents: TokenFileBuilder.file(set.tokens)))
            locations[paths[set.set]!] = conversion.convertedNames(of: set.set)
        }
        return TokenImport(
            files: files, diagnostics: collector.diagnostics.sorted(), tokensRead: conversion.readCount, tokensWritten: conversion.convertedCount,
            setCount: conversion.read.count, themeCount: themes, writtenCheck: WrittenCheck(sourceLocations: locations))
    }

    private static func unreadable(_ collector: DiagnosticCollector) -> TokenImport {
        TokenImport(
            files: [], diagnostics: collector.diagnostics.sorted(), tokensRead: 0, tokensWritten: 0, setCount: 0, themeCount: 0,
            writtenCheck: WrittenCheck(sourceLocations: [:]))
    }

    private static func name(of path: String) -> String {
        let last = (URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent as NSString).deletingPathExtension
        return last.isEmpty ? "tokens" : last
    }
}
