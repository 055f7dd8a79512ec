import Foundation

/// The real, public DTCG 2025.10 token sets under `Tests/Fixtures/real-token-sets/` (converted
/// by terrazzoapp/dtcg-examples; each folder's SOURCE.md gives its origin and licence), and what
/// a test can learn from their files by walking the JSON itself, without dscheck's reader or
/// resolver.
public enum RealTokenSets {
    /// The folder names: one catalogue each, with a resolver named after the folder.
    public static let names = ["adobe-spectrum", "figma-sds", "github-primer", "shopify-polaris"]

    /// The catalogue folder of the set `name`.
    public static func folder(_ name: String) -> String {
        Fixtures.path("real-token-sets/\(name)")
    }

    /// The resolver of the set `name`.
    public static func resolver(_ name: String) -> String {
        folder(name) + "/\(name).resolver.json"
    }

    /// `path` (absolute, or relative to any folder above the fixtures) relative to the set's
    /// folder, as golden files write it; unchanged when it is not inside that folder.
    public static func relative(_ path: String, in name: String) -> String {
        let marker = "real-token-sets/\(name)/"
        guard let range = path.range(of: marker) else { return path }
        return String(path[range.upperBound...])
    }

    /// The set's token files, relative to its folder, sorted.
    public static func tokenFiles(_ name: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder(name)) ?? []).filter { $0.hasSuffix(".tokens.json") }.sorted()
    }

    /// The names of every token the set's files define: the dot path of each object that has a
    /// `$value` (a `$root` token keeps `$root` as its last segment), in any file and context.
    public static func definedNames(_ name: String) throws -> Set<String> {
        var names: Set<String> = []
        for file in tokenFiles(name) {
            walk(try json(file, in: name), path: []) { path, _ in names.insert(path.joined(separator: ".")) }
        }
        return names
    }

    /// Every `{reference}` written in a `$value` of the set's files (at any depth: composite
    /// members and string values that embed one).
    public static func references(_ name: String) throws -> Set<String> {
        var references: Set<String> = []
        for file in tokenFiles(name) {
            walk(try json(file, in: name), path: []) { _, value in collectReferences(in: value, into: &references) }
        }
        return references
    }

    private static func json(_ file: String, in name: String) throws -> Any {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder(name) + "/" + file))
        return try JSONSerialization.jsonObject(with: data)
    }

    /// Calls `visit` with the path and `$value` of every token under `node`. Members whose
    /// names start with `$` (other than `$root`) are properties, not children; members that are
    /// not objects (Primer's stray `"alpha": 0`) are neither tokens nor groups.
    private static func walk(_ node: Any, path: [String], visit: ([String], Any) -> Void) {
        guard let object = node as? [String: Any] else { return }
        if let value = object["$value"] { visit(path, value) }
        for (key, child) in object where !key.hasPrefix("$") || key == "$root" {
            walk(child, path: path + [key], visit: visit)
        }
    }

    private static func collectReferences(in value: Any, into references: inout Set<String>) {
        switch value {
        case let text as String:
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                references.insert(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
        case let array as [Any]:
            for element in array { collectReferences(in: element, into: &references) }
        case let object as [String: Any]:
            for member in object.values { collectReferences(in: member, into: &references) }
        default:
            break
        }
    }
}
