import DesignCatalog
import DesignSupport
import Foundation
import TestSupport
import Testing

@testable import DesignRules

/// The rules that no context changes run either before the contexts (the lower peak of memory,
/// for `check`) or as a task beside them (sooner, for `site` and `diff`): a catalogue's check
/// must come out the same both ways, each context-free finding among the per-context ones.
struct ContextFreeOrderTests {
    /// The four contexts of ``ContextResolutionTests``, with other colours: the icon button has
    /// no label (a context-free finding), and the ink is grey on white in the dark contexts alone
    /// (a finding in those contexts).
    static let files =
        ContextResolutionTests.files.filter { ["dscheck.json", "tokens.resolver.json", "high.tokens.json"].contains($0.0) } + [
            (
                "palette.tokens.json",
                ##"""
                {"palette": {"$type": "color", "white": {"$value": "#ffffff"}, "black": {"$value": "#000000"}, "grey": {"$value": "#888888"}},
                 "typography": {"$type": "typography", "body": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 17, "unit": "px"},
                   "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}}}}
                """##
            ),
            ("light.tokens.json", #"{"color": {"$type": "color", "ink": {"$value": "{palette.black}"}, "page": {"$value": "{palette.white}"}}}"#),
            ("dark.tokens.json", #"{"color": {"$type": "color", "ink": {"$value": "{palette.grey}"}, "page": {"$value": "{palette.white}"}}}"#),
            (
                "components/icon.json",
                """
                {"id": "icon", "name": "Icon", "status": "stable", "summary": "Icon button.", "kind": "control", "layer": "functional",
                 "metrics": {"size": 44}, "anatomy": [{"id": "glyph", "shape": {"symbol": "chevron.left"}}], "states": [{"kind": "pressed", "scale": 0.96}]}
                """
            ),
            (
                "compositions/screen.json",
                """
                {"id": "screen", "name": "Screen", "background": "{color.page}",
                 "root": {"axis": "vertical", "children": [{"text": "Subtitle", "typography": "{typography.body}", "textStyle": "body", "fill": "{color.ink}"},
                   {"component": "icon"}]}}
                """
            ),
        ]

    @Test func contextFreeRulesFoundFirstOrBesideTheContextsGiveTheSameCheck() throws {
        try TemporaryFolder.with { url in
            for (path, contents) in Self.files {
                let file = url.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: file)
            }
            let catalog = try #require(Catalog.load(folder: url.path).catalog)
            #expect(catalog.contextTokens.count == 4)
            let first = CatalogChecker().check(catalog, contextFreeRulesFirst: true)
            let beside = CatalogChecker().check(catalog, contextFreeRulesFirst: false)
            #expect(first.diagnostics == beside.diagnostics)
            #expect(first.contexts.map(\.context) == beside.contexts.map(\.context))
            #expect(first.contexts.map(\.measurements.count) == beside.contexts.map(\.measurements.count))

            // Both kinds are there: the missing label once, for every context, and the grey ink
            // in each dark context.
            let label = first.diagnostics.filter { $0.id == AccessibilityLabelRule.description.diagnosticID }
            #expect(label.count == 1)
            #expect(label.first?.context == [:])
            let contrast = first.diagnostics.filter { $0.id == TextContrastRule.description.diagnosticID }
            #expect(contrast.map(\.context) == [["appearance": "dark"]])
        }
    }
}
