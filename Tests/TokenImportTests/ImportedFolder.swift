import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import TokenImport

/// An import's files written to a temporary folder and read back through the resolver, as
/// `dscheck tokens` reads them.
struct ImportedFolder {
    let source: TokenSource

    /// Writes `result`'s files under `folder` and loads its resolver.
    init(_ result: TokenImport, in folder: URL) throws {
        for file in result.files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        source = TokenSource(file: folder.appendingPathComponent(TokenImport.resolverPath).path, root: folder.path)
    }

    /// The tokens of `context`, by name.
    func tokens(_ context: ResolverContext) -> [String: ResolvedToken] {
        Dictionary(uniqueKeysWithValues: source.resolve(context: context).tokens.map { ($0.name, $0) })
    }

    /// The errors found in any context.
    var errors: [Diagnostic] {
        source.allContexts.flatMap { source.resolve(context: $0).diagnostics }.filter { $0.severity == .error }
    }

    /// The hex of a colour token in `context`.
    func hex(_ name: String, _ context: ResolverContext) -> String? {
        guard case .color(let color)? = tokens(context)[name]?.value else { return nil }
        return color.hex
    }

    /// The value of a token in `context` as 2025.10 JSON on one line.
    func json(_ name: String, _ context: ResolverContext) -> String? {
        tokens(context)[name]?.value?.jsonOutput.serialized(pretty: false)
    }
}
