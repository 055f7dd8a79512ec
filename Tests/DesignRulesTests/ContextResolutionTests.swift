import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// The loader resolves every resolver context before any rule runs and lets the parsed documents
/// go: each context's tokens and diagnostics must be those the token source resolves, and a
/// context whose tokens fail must still be reported in that context alone.
struct ContextResolutionTests {
    static let files = [
        ("dscheck.json", #"{"name": "Contexts", "version": "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json"}"#),
        (
            "tokens.resolver.json",
            """
            {"version": "2025.10", "sets": {"palette": {"sources": [{"$ref": "palette.tokens.json"}]}},
             "modifiers": {"appearance": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]},
                                          "default": "light"},
                           "contrast": {"contexts": {"standard": [], "high": [{"$ref": "high.tokens.json"}]}, "default": "standard"}},
             "resolutionOrder": [{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/appearance"}, {"$ref": "#/modifiers/contrast"}]}
            """
        ),
        (
            "palette.tokens.json",
            ##"{"palette": {"$type": "color", "white": {"$value": "#ffffff"}, "black": {"$value": "#000000"}}}"##
        ),
        ("light.tokens.json", #"{"color": {"$type": "color", "ink": {"$value": "{palette.black}"}}}"#),
        ("dark.tokens.json", "{\"color\": {\"$type\": \"color\",\n \"ink\": {\"$value\": \"{palette.whte}\"}}}"),
        ("high.tokens.json", ##"{"color": {"$type": "color", "line": {"$value": "#000001"}}}"##),
    ]

    @Test func everyContextIsResolvedAsTheSourceResolvesIt() throws {
        try TemporaryFolder.with { url in
            for (path, contents) in Self.files { try Data(contents.utf8).write(to: url.appendingPathComponent(path)) }
            let catalog = try #require(Catalog.load(folder: url.path).catalog)
            let source = TokenSource(file: url.appendingPathComponent("tokens.resolver.json").path, root: url.path)
            #expect(catalog.contextTokens.map(\.context) == source.allContexts)
            #expect(catalog.tokens.allContexts == source.allContexts)
            for (context, tokens) in catalog.contextTokens {
                let resolved = source.resolve(context: context)
                #expect(tokens.tokens == resolved.tokens)
                #expect(tokens.diagnostics == resolved.diagnostics)
            }

            // The dark contexts' reference names no token: reported once, in both dark contexts
            // and no other, at the reference.
            let broken = CatalogChecker().check(catalog).diagnostics.filter { $0.location.file.hasSuffix("dark.tokens.json") }
            #expect(broken.count == 1)
            #expect(broken.first?.subject == "color.ink")
            #expect(broken.first?.context == ["appearance": "dark"])
            #expect(broken.first.map { "\($0.location.line):\($0.location.column)" } == "2:20")
        }
    }
}
