import DesignSupport
import DesignTokens
import SwiftCode

/// The Swift export's settings in dscheck.json, `"export": {"swift": {...}}`:
///
/// ```json
/// "export": { "swift": {
///     "module": "Kotek",
///     "access": "package",
///     "exclude": ["color.primitive"],
///     "appearances": {
///         "theme": { "day": "light", "night": "dark" },
///         "contrast": { "off": "standard", "on": "high-contrast" },
///         "brand": "kotek"
///     },
///     "rename": { "dimension.1,5x": "oneAndAHalfX" } } }
/// ```
///
/// `module` names the asset catalogue and the bundle's doc comments (`--module` overrides it);
/// `access` (`public`, the default, `package` or `internal`) is the generated declarations';
/// `include` and `exclude` list token names, groups or globs (`color.primitive.*`) to export or
/// leave out (a spec naming a token left out gets its value);
/// `appearances` says, per resolver modifier, which appearance each of its contexts is, or
/// names the one context the export uses (`--context` overrides that). `light`/`dark` decide
/// the luminosity and `standard`/`high-contrast` the contrast, so two modifiers combine into
/// the four appearances; `dark high-contrast` decides both, and `null` leaves a context out. Modifiers whose context names say
/// this already (``AppearanceNames``) and those with one context need no entry. `rename` gives
/// tokens the name of their constant, for names that convert badly or would meet.
struct ExportSettings {
    /// The module name, if set.
    var module: String?
    /// The `appearances` object, if any.
    var appearances: JSONObject?
    /// Token name to the name of its constant, from `rename`.
    var renames: [String: String] = [:]
    /// The entries of `rename`, where they are written.
    var renameEntries: [JSONObject.Member] = []
    /// The access level of the generated declarations, from `access`.
    var access = AccessLevel.public
    /// The tokens to export (all when empty), from `include`, and those not to, from
    /// `exclude`, each pattern with where it is written.
    var include: [(pattern: TokenNamePattern, location: SourceLocation)] = []
    var exclude: [(pattern: TokenNamePattern, location: SourceLocation)] = []

    /// Whether the export writes the token called `name`.
    func exports(_ name: String) -> Bool {
        (include.isEmpty || include.contains { $0.pattern.matches(name) }) && !exclude.contains { $0.pattern.matches(name) }
    }

    static let keys = ["swift"]
    static let swiftKeys = ["module", "access", "include", "exclude", "appearances", "rename"]

    /// Reads the manifest's `export` node, reporting wrong shapes and unknown keys; settings
    /// that cannot be read count as absent.
    static func read(_ node: JSONNode?, collector: inout DiagnosticCollector) -> ExportSettings {
        guard let node else { return ExportSettings() }
        guard let export = objectReporting(node, named: "\"export\"", keys: keys, collector: &collector),
            let swiftNode = export["swift"]
        else { return ExportSettings() }
        guard let swift = objectReporting(swiftNode, named: "\"export.swift\"", keys: swiftKeys, collector: &collector) else {
            return ExportSettings()
        }
        var settings = ExportSettings()
        if let module = swift["module"] {
            if let name = module.string, SwiftIdentifier.isPlainTypeName(name) {
                settings.module = name
            } else {
                collector.report(
                    ExportDiagnostic.invalidSettings,
                    "\"module\" must be a Swift type name such as \"KotekTokens\" (letters, digits and _, not starting with a digit)",
                    at: module.location)
            }
        }
        if let access = swift["access"] {
            if let level = access.string.flatMap(AccessLevel.init(rawValue:)) {
                settings.access = level
            } else {
                collector.report(
                    ExportDiagnostic.invalidSettings,
                    "\"access\" must be \(AccessLevel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")): the access level of the generated declarations",
                    at: access.location)
            }
        }
        settings.include = patterns(swift["include"], named: "include", collector: &collector)
        settings.exclude = patterns(swift["exclude"], named: "exclude", collector: &collector)
        let renames = SwiftTokenNames.renames(in: swift)
        settings.renames = renames.renames
        settings.renameEntries = swift["rename"]?.object?.members ?? []
        for problem in renames.problems { collector.report(ExportDiagnostic.invalidSettings, problem.message, at: problem.location) }
        if let appearances = swift["appearances"] {
            settings.appearances = objectReporting(appearances, named: "\"appearances\"", keys: nil, collector: &collector)
        }
        return settings
    }

    /// The token name patterns of `node`, an array of strings; what cannot be read is reported.
    private static func patterns(
        _ node: JSONNode?, named name: String, collector: inout DiagnosticCollector
    ) -> [(pattern: TokenNamePattern, location: SourceLocation)] {
        guard let node else { return [] }
        guard let array = node.array else {
            collector.report(
                ExportDiagnostic.invalidSettings,
                "\"\(name)\" must be an array of token names, groups or globs such as [\"color.semantic\", \"size.*\"]; found \(node.value.kindDescription)",
                at: node.location)
            return []
        }
        return array.compactMap { entry in
            guard let text = entry.string, !text.isEmpty else {
                collector.report(
                    ExportDiagnostic.invalidSettings, "each \"\(name)\" entry is a token name, a group or a glob, as a string", at: entry.location)
                return nil
            }
            return (TokenNamePattern(text), entry.location)
        }
    }

    /// `node` as an object, or nil after reporting that it is not one; unknown keys (when
    /// `keys` lists the allowed ones) are reported.
    private static func objectReporting(
        _ node: JSONNode, named name: String, keys: [String]?, collector: inout DiagnosticCollector
    ) -> JSONObject? {
        guard let object = node.object else {
            collector.report(
                ExportDiagnostic.invalidSettings, "\(name) must be a JSON object; found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        for member in object.members where keys.map({ !$0.contains(member.key) }) ?? false {
            collector.report(
                ExportDiagnostic.invalidSettings,
                "unknown key \"\(member.key)\" in \(name)\(Suggestion.separator(for: member.key, among: keys ?? []))allowed keys: \(keys?.joined(separator: ", ") ?? "")",
                at: member.keyLocation)
        }
        return object
    }
}
