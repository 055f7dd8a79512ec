import DesignSupport
import DesignTokens

/// What one command writes, the next reads: each colour set the export would write is read
/// back as Xcode reads it (its JSON, then each entry's appearances, colour space and
/// components) and compared with the colours it was made from, so a colour set that parses
/// wrongly, loses an appearance or rounds a component past the written precision stops the
/// export instead of reaching the app.
enum AssetCatalogReadBack {
    /// How far a component read back may lie from the colour: half the written step (four
    /// decimal places), with room for the double's rounding.
    static let tolerance = 0.00005 + 1e-12

    /// Why the colour set `text` (written at `path`) does not read back as `appearances`, or nil.
    static func problem(in text: String, path: String, appearances: [(Appearance, AssetColor)]) -> String? {
        let root: JSONNode
        do {
            root = try JSONReader().read(text, file: path)
        } catch {
            return "it does not parse: \(error.description)"
        }
        guard let entries = root.object?["colors"]?.array else { return "it has no \"colors\" array" }
        guard entries.count == appearances.count else {
            return "it holds \(entries.count) appearance\(entries.count == 1 ? "" : "s") where the token has \(appearances.count)"
        }
        for (entry, (appearance, color)) in zip(entries, appearances) {
            let written = (entry.object?["appearances"]?.array ?? []).map {
                "\($0.object?["appearance"]?.string ?? "?")=\($0.object?["value"]?.string ?? "?")"
            }
            guard written == appearance.assetEntries.map({ "\($0.appearance)=\($0.value)" }) else {
                return "its \(appearance) entry reads back with the appearances \(written)"
            }
            let read = entry.object?["color"]?.object
            guard read?["color-space"]?.string == color.space.rawValue else {
                return "its \(appearance) entry reads back in the colour space \(read?["color-space"]?.string ?? "none"), not \(color.space.rawValue)"
            }
            for (name, value) in color.components {
                guard let text = read?["components"]?.object?[name]?.string, let number = Double(text), abs(number - value) <= tolerance else {
                    return
                        "its \(appearance) \(name) component reads back as \(read?["components"]?.object?[name]?.string ?? "nothing"), not \(value)"
                }
            }
        }
        return nil
    }
}
