import DesignSupport
import OutputFolder

/// The asset catalogue `<Module>.xcassets`: a folder per token group (each providing a
/// namespace, so a colour's asset name is its Swift path, such as
/// `Color/Kotek/Button/Primary/fill`) and a colour set per colour token with one entry per
/// appearance, in Apple's asset-catalogue JSON.
enum AssetCatalog {
    /// The `info` every `Contents.json` has.
    static let info: JSONOutput = .object(["author": .string("dscheck"), "version": .number(1)])

    /// The catalogue's files for `colors` (each with its namespace path and its colour per
    /// appearance), under `<module>.xcassets`.
    static func files(module: String, colors: [(path: [String], identifier: String, appearances: [(Appearance, AssetColor)])]) -> [OutputFile] {
        let root = "\(module).xcassets"
        var files = [OutputFile(path: root + "/Contents.json", contents: contents(.object(["info": info])))]
        var folders: Set<String> = []
        for color in colors {
            for depth in color.path.indices {
                let folder = root + "/" + color.path[...depth].joined(separator: "/")
                guard folders.insert(folder).inserted else { continue }
                let namespace: JSONOutput = .object(["info": info, "properties": .object(["provides-namespace": .bool(true)])])
                files.append(OutputFile(path: folder + "/Contents.json", contents: contents(namespace)))
            }
            files.append(
                OutputFile(
                    path: colorSetFile(module: module, path: color.path, identifier: color.identifier),
                    contents: contents(colorSet(color.appearances))))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The `Contents.json` of a colour's colour set.
    static func colorSetFile(module: String, path: [String], identifier: String) -> String {
        (["\(module).xcassets"] + path + [identifier + ".colorset", "Contents.json"]).joined(separator: "/")
    }

    /// The asset name of a colour: its namespace path and identifier joined by `/`.
    static func assetName(path: [String], identifier: String) -> String {
        (path + [identifier]).joined(separator: "/")
    }

    /// A colour set's `Contents.json`: one entry per appearance, the light standard one (for
    /// any appearance) first and without `appearances`.
    static func colorSet(_ appearances: [(Appearance, AssetColor)]) -> JSONOutput {
        let colors: [JSONOutput] = appearances.map { appearance, color in
            var members: [JSONOutput.Member] = []
            if !appearance.assetEntries.isEmpty {
                let entries = appearance.assetEntries.map { JSONOutput.object(["appearance": .string($0.appearance), "value": .string($0.value)]) }
                members.append(.init("appearances", .array(entries)))
            }
            let components = color.components.map { JSONOutput.Member($0.name, .string(componentText($0.value))) }
            members.append(
                .init("color", .object(["color-space": .string(color.space.rawValue), "components": .object(components)])))
            members.append(.init("idiom", .string("universal")))
            return .object(members)
        }
        return .object(["colors": .array(colors), "info": info])
    }

    /// A component (in [0, 1]) as the asset catalogue writes it: a decimal string to four
    /// places, finer than an 8-bit channel's step of 1/255, without trailing zeros.
    static func componentText(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded()
        let whole = Int(scaled) / 10_000
        var fraction = String(Int(scaled) % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? "\(whole).0" : "\(whole).\(fraction)"
    }

    private static func contents(_ json: JSONOutput) -> String {
        json.serialized(pretty: true) + "\n"
    }
}
