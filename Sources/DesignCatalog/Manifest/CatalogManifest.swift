import DesignSupport
import DesignTokens

/// The platforms whose Human Interface Guidelines dscheck applies.
public enum Platform: String, Sendable, Hashable, CaseIterable {
    case ios
    case ipados
    case macos
    case tvos
    case visionos
    case watchos

    /// Apple's name for the platform, such as `iOS` or `visionOS`.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .ipados: "iPadOS"
        case .macos: "macOS"
        case .tvos: "tvOS"
        case .visionos: "visionOS"
        case .watchos: "watchOS"
        }
    }
}

/// A catalogue's manifest, `dscheck.json`: what the design system is and where its tokens are.
public struct CatalogManifest: Sendable {
    /// The manifest's file name inside a catalogue folder.
    public static let fileName = "dscheck.json"

    /// The design system's name.
    public var name: String
    /// The design system's version.
    public var version: String
    /// The platform whose guidelines apply.
    public var platform: Platform
    /// The token source (a resolver or a token file), relative to the catalogue folder.
    public var tokens: String
    /// Units accepted in tokens besides the format's own.
    public var extraUnits: [String]
    /// Rule settings as written (`"rule-id": "off" | "info" | "warning" | "error" | {severity, options}`);
    /// the rules engine reads and checks them.
    public var rules: JSONNode?
    /// Accepted findings as written (`[{rule, subject, reason}]`); the rules engine reads them.
    public var waivers: JSONNode?
    /// Accepted token changes as written (`[{change, token, reason}]`); `dscheck diff` reads them.
    public var acceptedChanges: JSONNode?
    /// The screen compositions are drawn in: `device` as written, or the platform's.
    public var device: Device
    /// Export settings as written (`{"swift": {module, appearances}}`); `dscheck export` reads
    /// and checks them.
    public var export: JSONNode?
    /// The app's Swift source folders as written (`["../App/Sources"]`, relative to the
    /// catalogue folder); the drift rules read and check them.
    public var sources: JSONNode?
    /// The colour pairs whose contrast must hold in every context, as written
    /// (`[{foreground, background, role, over}]`); `a11y/token-contrast` reads and checks them.
    public var contrastPairs: JSONNode?
    /// Typography token names and the Apple text style each scales with, as written
    /// (`{"typography.body": "body"}`); `hig/type-ramp` reads and checks them.
    public var textStyles: JSONNode?
    /// Where the manifest is.
    public var location: SourceLocation

    /// The token settings the manifest asks for.
    public var tokenSettings: TokenSettings { TokenSettings(extraUnits: Set(extraUnits)) }
}

extension CatalogManifest {
    /// Checks the parts of a manifest that other modules read (rule settings and waivers) and
    /// returns their problems; ``load(folder:settingsProblems:)`` calls it only for a manifest
    /// that cannot be used, so every problem of the file is reported at once.
    public typealias SettingsCheck = @Sendable (JSONObject) -> [Diagnostic]

    /// Reads `dscheck.json` from `folder`. Returns nil with diagnostics when the manifest is
    /// missing or cannot be used; every problem is reported at once, each at its location:
    /// unknown keys (with a did-you-mean), wrong types, missing members, an unknown platform,
    /// a bad token source, a bad device, and, through `settingsProblems`, the rule settings and
    /// waivers of a manifest that cannot be used.
    public static func load(
        folder: String, settingsProblems: SettingsCheck? = nil
    ) -> (manifest: CatalogManifest?, diagnostics: [Diagnostic]) {
        load(folder: folder, settingsProblems: settingsProblems, files: .disk)
    }

    /// ``load(folder:settingsProblems:)`` of a catalogue whose files are in `files`.
    package static func load(
        folder: String, settingsProblems: SettingsCheck? = nil, files: FileAccess
    ) -> (manifest: CatalogManifest?, diagnostics: [Diagnostic]) {
        let path = PathName.joined(folder, fileName)
        let shown = folder == "." ? fileName : path
        guard files.presence(path) != .none else {
            return (
                nil,
                [
                    Diagnostic(
                        CatalogDiagnostic.missingManifest, severity: .error,
                        message: "no \(fileName) in \(folder); create one with \"name\", \"version\", \"platform\" and \"tokens\"",
                        location: .file(shown))
                ]
            )
        }
        let root: JSONNode
        do {
            root = try JSONReader().read(fileAt: path, displayPath: shown, files: files)
        } catch {
            return (nil, [error.diagnostic])
        }
        var reader = ManifestReader(folder: folder, files: files)
        let manifest = reader.read(root)
        var diagnostics = reader.collector.diagnostics
        if manifest == nil, let object = root.object, let settingsProblems { diagnostics += settingsProblems(object) }
        return (manifest, diagnostics)
    }
}

extension CatalogManifest {
    /// Why the token source `tokens` cannot be used, or nil: it must be a relative path to a file
    /// inside the catalogue folder.
    fileprivate static func tokenSourceProblem(_ tokens: String, folder: String, files: FileAccess) -> String? {
        if CatalogPath.isAbsolute(tokens) {
            return "is absolute; write a path relative to the catalogue folder, such as \"tokens.resolver.json\""
        }
        let path = PathName.joined(folder, tokens)
        if let problem = CatalogPath.escapeProblem(path, root: folder, files: files) { return "cannot be read: \(problem)" }
        switch files.presence(path) {
        case .none:
            let candidates = tokenFiles(in: folder, files: files)
            return
                "does not exist\(Suggestion.separator(for: tokens, among: candidates))name the resolver or token file, relative to the catalogue folder"
        case .folder: return "is a folder; name a .resolver.json or .tokens.json file in it"
        case .file: return nil
        }
    }

    /// The files that could be a token source, for a did-you-mean: the JSON and `.tokens` files
    /// in the catalogue folder and its subfolders but the spec folders, one level deep, in name
    /// order.
    private static func tokenFiles(in folder: String, files access: FileAccess) -> [String] {
        let isCandidate = { (name: String) in !name.hasPrefix(".") && (name.hasSuffix(".json") || name.hasSuffix(".tokens")) && name != fileName }
        var files: [String] = []
        for name in (access.names(inFolder: folder) ?? []).sorted() where !name.hasPrefix(".") {
            if isCandidate(name) { files.append(name) }
            guard !["components", "compositions", "assets"].contains(name) else { continue }
            let inner = access.names(inFolder: PathName.joined(folder, name)) ?? []
            files += inner.sorted().filter(isCandidate).map { name + "/" + $0 }
        }
        return files
    }
}

/// Reads the manifest's JSON into a ``CatalogManifest``, reporting every problem.
private struct ManifestReader {
    /// The catalogue folder, which the token source must lie in.
    let folder: String
    /// Where its files are.
    let files: FileAccess
    var collector = DiagnosticCollector()
    /// An example of each required member, for the message that says it is missing.
    static let required = [
        ("name", "\"My Design System\""), ("version", "\"1.0.0\""), ("platform", "\"ios\""), ("tokens", "\"tokens.resolver.json\""),
    ]
    static let keys = [
        "name", "version", "platform", "tokens", "extraUnits", "device", "rules", "waivers", "acceptedChanges", "export", "sources", "contrastPairs",
        "textStyles", "$schema",
    ]

    mutating func error(_ message: String, at location: SourceLocation, rule: CatalogDiagnostic = .invalidManifest) {
        collector.report(rule, message, at: location)
    }

    mutating func read(_ root: JSONNode) -> CatalogManifest? {
        guard let object = root.object else {
            error("\(CatalogManifest.fileName) must be a JSON object; found \(root.value.kindDescription)", at: root.location)
            return nil
        }
        for member in object.members where !Self.keys.contains(member.key) {
            error(
                "unknown key \"\(member.key)\" in \(CatalogManifest.fileName)\(Suggestion.separator(for: member.key, among: Self.keys))allowed keys: \(Self.keys.joined(separator: ", "))",
                at: member.keyLocation, rule: CatalogDiagnostic.unknownKey)
        }
        let name = string(object, "name", at: root.location)
        let version = string(object, "version", at: root.location)
        var tokens = string(object, "tokens", at: root.location)
        if let source = tokens, let problem = CatalogManifest.tokenSourceProblem(source, folder: folder, files: files) {
            error("\"tokens\" names \"\(source)\", which \(problem)", at: object["tokens"]!.location)
            tokens = nil
        }
        var platform: Platform?
        if let text = string(object, "platform", at: root.location) {
            platform = Platform(rawValue: text)
            if platform == nil {
                let names = Platform.allCases.map(\.rawValue)
                error(
                    "unknown platform \"\(text)\"\(Suggestion.separator(for: text, among: names))use one of: \(names.joined(separator: ", "))",
                    at: object["platform"]!.location)
            }
        }
        var extraUnits: [String] = []
        if let node = object["extraUnits"] {
            if let elements = node.array, elements.allSatisfy({ $0.string != nil }) {
                extraUnits = elements.compactMap(\.string)
            } else {
                error("\"extraUnits\" must be an array of unit names, such as [\"pt\"]", at: node.location)
            }
        }
        // While the platform is unknown, the device's members are still checked, so their
        // problems are reported with the others; whether it leaves room for content is not.
        let screen = object["device"].flatMap { device($0, standard: .standard(for: platform ?? .ios), checksRoom: platform != nil) }
        guard let name, let version, let platform, let tokens else { return nil }
        return CatalogManifest(
            name: name, version: version, platform: platform, tokens: tokens, extraUnits: extraUnits,
            rules: object["rules"], waivers: object["waivers"], acceptedChanges: object["acceptedChanges"],
            device: screen ?? .standard(for: platform), export: object["export"], sources: object["sources"],
            contrastPairs: object["contrastPairs"], textStyles: object["textStyles"], location: root.location)
    }

    /// `{"width", "height", "safeArea": {"top", "leading", "bottom", "trailing"}, "cornerRadius"}`,
    /// each a number of points; what is left out keeps the platform's value. `checksRoom`: also
    /// check that the safe area leaves room for content.
    mutating func device(_ node: JSONNode, standard: Device, checksRoom: Bool) -> Device? {
        let expected =
            "\"device\" must be {\"width\", \"height\", \"safeArea\": {\"top\", \"leading\", \"bottom\", \"trailing\"}, \"cornerRadius\"} in points"
        guard let object = node.object else {
            error(expected, at: node.location)
            return nil
        }
        let keys = ["width", "height", "safeArea", "cornerRadius"]
        let edges = ["top", "leading", "bottom", "trailing"]
        var device = standard
        var valid = true
        func points(_ value: JSONNode, _ key: String, upTo limit: Double) -> Double? {
            guard let number = value.number, number >= 0, number <= limit else {
                error("\"\(key)\" in \"device\" must be a number of points from 0 to \(Int(limit))", at: value.location)
                valid = false
                return nil
            }
            return number
        }
        for member in object.members {
            switch member.key {
            case "width": device.width = points(member.value, "width", upTo: 10_000) ?? device.width
            case "height": device.height = points(member.value, "height", upTo: 10_000) ?? device.height
            case "cornerRadius": device.cornerRadius = points(member.value, "cornerRadius", upTo: 10_000) ?? device.cornerRadius
            case "safeArea":
                guard let insets = member.value.object else {
                    error("\"safeArea\" must be {\"top\", \"leading\", \"bottom\", \"trailing\"} in points", at: member.value.location)
                    valid = false
                    continue
                }
                for edge in insets.members {
                    guard edges.contains(edge.key) else {
                        error(
                            "unknown key \"\(edge.key)\" in \"safeArea\"\(Suggestion.separator(for: edge.key, among: edges))allowed keys: \(edges.joined(separator: ", "))",
                            at: edge.keyLocation, rule: .unknownKey)
                        continue
                    }
                    let value = points(edge.value, edge.key, upTo: 10_000) ?? 0
                    switch edge.key {
                    case "top": device.safeTop = value
                    case "leading": device.safeLeading = value
                    case "bottom": device.safeBottom = value
                    default: device.safeTrailing = value
                    }
                }
            default:
                error(
                    "unknown key \"\(member.key)\" in \"device\"\(Suggestion.separator(for: member.key, among: keys))allowed keys: \(keys.joined(separator: ", "))",
                    at: member.keyLocation, rule: .unknownKey)
            }
        }
        if checksRoom,
            device.safeTop + device.safeBottom >= device.height || device.safeLeading + device.safeTrailing >= device.width || device.width == 0
        {
            error("the \"device\" safe area leaves no room for content; keep the insets smaller than the screen", at: node.location)
            valid = false
        }
        return valid ? device : nil
    }

    /// The required string `key`; one holding a control or bidirectional character is refused.
    mutating func string(_ object: JSONObject, _ key: String, at location: SourceLocation) -> String? {
        guard let node = object[key] else {
            let example = Self.required.first { $0.0 == key }.map { ", such as \"\(key)\": \($0.1)" } ?? ""
            error("\(CatalogManifest.fileName) has no \"\(key)\"; add it\(example)", at: location)
            return nil
        }
        guard let text = node.string else {
            error("\"\(key)\" must be a string; found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        if let problem = NameRules.problem(text, what: key) {
            error(problem, at: node.location)
            return nil
        }
        return text
    }
}
