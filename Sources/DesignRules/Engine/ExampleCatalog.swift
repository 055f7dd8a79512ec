import DesignCatalog
import DesignSupport
import DesignTokens

/// Turns a ``RuleExample`` into a real catalogue folder: a manifest, the standard example
/// tokens, and the example's files, so examples are loaded exactly as users' catalogues are.
public enum ExampleCatalog {
    /// The tokens every example can reference.
    public static let standardTokens = #"""
        {
          "color": {
            "$type": "color",
            "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
            "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000" } },
            "grey": { "$value": { "colorSpace": "srgb", "components": [0.5333, 0.5333, 0.5333], "hex": "#888888" } },
            "light-grey": { "$value": { "colorSpace": "srgb", "components": [0.8667, 0.8667, 0.8667], "hex": "#dddddd" } },
            "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.5333, 1], "hex": "#0088ff" } },
            "old-accent": { "$value": "{color.accent}", "$deprecated": "Use color.accent." }
          },
          "typography": {
            "$type": "typography",
            "body": { "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } },
            "headline": { "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 600, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } },
            "tiny": { "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 9, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } },
            "large": { "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 24, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }
          },
          "size": {
            "$type": "dimension",
            "target": { "$value": { "value": 44, "unit": "px" } }
          }
        }
        """#

    /// The id of a spec written as JSON text, if it has one.
    public static func specID(_ json: String) -> String? {
        (try? JSONReader().read(json, file: "example"))?.object?["id"]?.string
    }

    /// Writes `example` as a catalogue into `folder` (created if needed) and returns the path
    /// of the catalogue. `ruleId` and the example's options go into the manifest.
    public static func write(_ example: RuleExample, ruleId: String, into folder: URL) throws -> String {
        let manager = FileManager.default
        for (path, contents) in files(example, ruleId: ruleId) {
            let file = folder.appendingPathComponent(path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        return folder.path
    }

    /// The files of `example`'s catalogue, by path relative to it: the manifest (with
    /// `ruleId`'s options), the resolver, the standard tokens and the example's own files.
    public static func files(_ example: RuleExample, ruleId: String) -> [(path: String, contents: String)] {
        let hasExtraTokens = example.files.contains { $0.path.hasPrefix("tokens/") }
        let tokenSources = ["tokens/standard.tokens.json"] + (hasExtraTokens ? ["tokens/example.tokens.json"] : [])
        let resolver = JSONOutput.object([
            "version": .string("2025.10"),
            "sets": .object(["examples": .object(["sources": .array(tokenSources.map { .object(["$ref": .string($0)]) })])]),
            "resolutionOrder": .array([.object(["$ref": .string("#/sets/examples")])]),
        ])
        var manifest = "{\"name\": \"Example\", \"version\": \"1.0.0\", \"platform\": \"ios\", \"tokens\": \"tokens.resolver.json\""
        if let options = example.options {
            manifest += ", \"rules\": {\"\(ruleId)\": {\"options\": \(options)}}"
        }
        if !example.sources.isEmpty {
            manifest += ", \"sources\": " + JSONOutput.array(example.sources.map { .string($0) }).serialized(pretty: false)
        }
        if let pairs = example.contrastPairs { manifest += ", \"contrastPairs\": " + pairs }
        manifest += "}\n"
        return [("dscheck.json", manifest), ("tokens.resolver.json", resolver.serialized()), ("tokens/standard.tokens.json", standardTokens)]
            + example.files
    }
}
