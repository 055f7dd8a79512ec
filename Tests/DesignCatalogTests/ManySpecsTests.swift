import DesignCatalog
import DesignSupport
import Foundation
import TestSupport
import Testing

/// A catalogue of many components is read in runs on every core; what the runs find comes out
/// as one reader would have found it: the components, their token uses and their diagnostics
/// in file order, each once.
struct ManySpecsTests {
    static let componentCount = 150

    /// Component `index`: it fills its base with a token that exists and its edge with one that
    /// does not, and has a key no spec has.
    static func spec(_ index: Int) -> String {
        """
        {
          "id": "\(id(index))", "name": "Part \(index)", "status": "stable", "summary": "Part number \(index).",
          "kind": "control", "layer": "content", "stray-\(index)": true,
          "anatomy": [
            { "id": "base", "shape": "capsule", "fill": "{color.ink}" },
            { "id": "edge", "shape": "capsule", "stroke": { "paint": "{color.missing-\(index)}", "width": 1 } }
          ]
        }
        """
    }

    /// The id and file name of component `index`: they sort as the numbers do.
    static func id(_ index: Int) -> String { String(format: "part-%03d", index) }

    @Test func manyComponentsComeOutAsOneReaderWouldReadThem() throws {
        try TemporaryFolder.with { folder in
            let manifest = #"{"name": "Many", "version": "1.0.0", "platform": "ios", "tokens": "tokens.tokens.json"}"#
            let tokens = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.12]}}}}"#
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("dscheck.json"))
            try Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens.tokens.json"))
            let components = folder.appendingPathComponent("components")
            try FileManager.default.createDirectory(at: components, withIntermediateDirectories: false)
            let indices = Array(0..<Self.componentCount)
            for index in indices {
                try Data(Self.spec(index).utf8).write(to: components.appendingPathComponent(Self.id(index) + ".json"))
            }

            let catalog = try #require(Catalog.load(folder: folder.path).catalog)
            #expect(catalog.components.map(\.id) == indices.map(Self.id))
            let uses = catalog.tokenUses.map { "\($0.subject) \($0.token)" }
            #expect(uses == indices.flatMap { ["\(Self.id($0)) color.ink", "\(Self.id($0)) color.missing-\($0)"] })
            let strays = catalog.diagnostics.filter { $0.message.contains("unknown key \"stray-") }
            #expect(strays.map(\.location.file) == indices.map { components.appendingPathComponent(Self.id($0) + ".json").path })
            let missing = catalog.diagnostics.filter { $0.message.contains("color.missing-") }
            #expect(Set(missing.map(\.location.file)).count == Self.componentCount, "each missing token is reported at its own spec")
        }
    }
}
