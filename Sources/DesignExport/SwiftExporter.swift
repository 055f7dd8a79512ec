import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import OutputFolder
import SwiftCode

/// The Swift export of a checked catalogue: what `dscheck export swift` writes.
package struct SwiftExport: Sendable {
    /// The files, sorted by path: `<Module>.xcassets/…`, `TokenValues.swift`,
    /// `ComponentSpecs.swift` and `Tokens.swift`.
    package let files: [OutputFile]
    /// The settings' problems, the names that could not be given, and the values written
    /// differently from the tokens, at the severities dscheck.json's `rules` give them.
    package let diagnostics: [Diagnostic]
    /// Whether the export settings cannot be used, so there is nothing to write whatever the
    /// severities say; the problems are then in ``diagnostics`` as errors, unconfigured.
    package let settingsUnusable: Bool

    /// The files that would not read back as written (a colour set that parses to other
    /// colours, Swift whose brackets do not close), each with why: a fault of dscheck, never
    /// of the catalogue, and it stops the export like an error.
    package var unreadable: [(path: String, problem: String)] = []

    /// Whether an error stops the export from being written.
    package var hasErrors: Bool { settingsUnusable || diagnostics.contains { $0.severity == .error } }
}

/// Writes a checked catalogue as Swift source and an asset catalogue, from the results the
/// checker resolved (nothing is resolved again):
///
/// - `<Module>.xcassets`: a colour set per colour token, one colour per appearance (light,
///   dark and increased contrast, from the resolver contexts ``AppearanceMapping`` assigns);
/// - `TokenValues.swift`: every token as platform-neutral values (colours as [0, 1] components
///   per appearance, lengths in points, times in seconds) in namespaces that mirror the
///   groups, compiling without SwiftUI or Foundation;
/// - `ComponentSpecs.swift`: each component's metrics per variant, naming the token constants;
/// - `Tokens.swift`, inside `#if canImport(SwiftUI)`: the same namespaces as SwiftUI values
///   (`Color` from the asset catalogue, `CGFloat`, fonts scaling with Dynamic Type,
///   `Animation`, shadows and gradients);
/// - `TokensUIKit.swift`, inside `#if canImport(UIKit)`: colours, lengths and fonts as UIKit
///   values (`UIColor` from the asset catalogue, `UIFont` scaled by `UIFontMetrics`);
/// - `TokenAssets.swift`: the bundle both find the asset catalogue in.
///
/// The output depends only on the catalogue, so a second export of an unchanged catalogue is
/// byte for byte the same.
package enum SwiftExporter {
    /// The namespace of the platform-neutral values.
    package static let valuesRoot = SwiftTokenNames.valuesRoot
    /// The namespace of the SwiftUI values.
    package static let swiftUIRoot = SwiftTokenNames.swiftUIRoot

    /// The module name the export uses when neither `--module` nor dscheck.json gives one: the
    /// catalogue's name in UpperCamelCase (`Kotek Design System` is `KotekDesignSystem`).
    package static func defaultModule(for catalog: Catalog) -> String {
        SwiftIdentifier.typeName(catalog.manifest.name)
    }

    /// Whether `name` can be a module name: a plain Swift type name.
    package static func isValidModule(_ name: String) -> Bool {
        SwiftIdentifier.isPlainTypeName(name)
    }

    /// Exports `checked`; `module` (from `--module`) overrides dscheck.json's and the default,
    /// and `fixed` (from `--context`, checked against the resolver) fixes modifiers to one
    /// context over dscheck.json's `appearances`.
    package static func export(_ checked: CheckedCatalog, module: String? = nil, fixed: ResolverContext = [:]) -> SwiftExport {
        var collector = DiagnosticCollector()
        let catalog = checked.catalog
        let settings = ExportSettings.read(catalog.manifest.export, collector: &collector)
        let module = module ?? settings.module ?? defaultModule(for: catalog)
        guard
            let mapping = AppearanceMapping.make(
                modifiers: catalog.tokens.modifiers, fixed: fixed, settings: settings.appearances, collector: &collector),
            let slots = results(of: mapping, in: checked, collector: &collector)
        else { return SwiftExport(files: [], diagnostics: collector.diagnostics.sorted(), settingsUnusable: true) }
        // Every value that does not follow the appearance comes from the light standard-contrast
        // slot: the fixed contexts with the others at their light, standard-contrast contexts.
        let defaults = slots[0].tokens
        let reserved = SwiftTokenNames.reservedTypes
        let exported = defaults.tokens.filter { settings.exports($0.name) }
        reportUnmatched(settings, tokens: defaults.tokens, collector: &collector)
        let namespace = SwiftTokenNames.namespace(of: exported, renames: settings.renames)
        reportNames(of: namespace, settings: settings, tokens: defaults, collector: &collector)
        let places = namespace.allMembers()
        var appearances: [String: [(Appearance, AssetColor)]] = [:]
        for place in places {
            let token = place.member.token
            appearances[token.name] = AppearanceValues.colors(of: token, in: slots, collector: &collector)
            AppearanceValues.reportDifferences(of: token, in: slots, collector: &collector)
        }
        let header =
            "// Generated by dscheck from \(catalog.manifest.name) \(catalog.manifest.version). Do not edit; run 'dscheck export swift' again."
        let colors = places.filter { appearances[$0.member.token.name] != nil }.map {
            (path: $0.path, identifier: $0.member.identifier, appearances: appearances[$0.member.token.name]!)
        }
        var constants: [String: String] = [:]
        // A metric is a `Bound<Double>`, so the tokens it can name are those `Double(token:)` reads.
        for place in places where place.member.token.value.flatMap(Double.init(token:)) != nil {
            constants[place.member.token.name] = NamespaceSource.reference(root: valuesRoot, place: place)
        }
        let values = ValuesFile.text(header: header, catalog: catalog, namespace: namespace, appearances: appearances)
        let specs = ComponentSpecSource.lines(
            catalog.components, tokens: defaults, constants: constants, reservedTypes: reserved, collector: &collector)
        let specsText = ([header, "", ComponentSpecSource.types, ""] + specs).joined(separator: "\n")
        let swiftUI = SwiftUIFile.text(header: header, module: module, catalog: catalog, namespace: namespace)
        let uiKit = UIKitFile.text(header: header, module: module, catalog: catalog, namespace: namespace)
        let sources = [
            OutputFile(path: "ComponentSpecs.swift", contents: specsText.trimmedToOneNewline),
            OutputFile(path: "TokenAssets.swift", contents: AssetBundleFile.text(header: header, module: module)),
            OutputFile(path: "TokenValues.swift", contents: values),
            OutputFile(path: "Tokens.swift", contents: swiftUI),
            OutputFile(path: "TokensUIKit.swift", contents: uiKit),
        ].map { OutputFile(path: $0.path, contents: settings.access.applied(to: $0.contents)) }
        let files = AssetCatalog.files(module: module, colors: colors) + sources
        var export = SwiftExport(
            files: files.sorted { $0.path < $1.path }, diagnostics: checked.judged(collector.diagnostics), settingsUnusable: false)
        export.unreadable = readBack(files, module: module, colors: colors)
        return export
    }

    /// The files of an export that do not read back as what they were made from: each colour
    /// set (``AssetCatalogReadBack``) and each Swift file (``SwiftReadBack``).
    static func readBack(
        _ files: [OutputFile], module: String, colors: [(path: [String], identifier: String, appearances: [(Appearance, AssetColor)])]
    ) -> [(path: String, problem: String)] {
        let text = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        var problems: [(path: String, problem: String)] = []
        for color in colors {
            let path = AssetCatalog.colorSetFile(module: module, path: color.path, identifier: color.identifier)
            if let problem = AssetCatalogReadBack.problem(in: text[path] ?? "", path: path, appearances: color.appearances) {
                problems.append((path, problem))
            }
        }
        for file in files where file.path.hasSuffix(".swift") {
            if let problem = SwiftReadBack.problem(in: file.contents) { problems.append((file.path, problem)) }
        }
        return problems
    }
}

extension SwiftExporter {
    /// Reports the tokens left out for their names, those given their spelled name, and
    /// renames of tokens the catalogue does not have.
    private static func reportNames(of namespace: TokenNamespace, settings: ExportSettings, tokens: TokenSet, collector: inout DiagnosticCollector) {
        for (token, reason) in namespace.rejected {
            collector.report(
                ExportDiagnostic.nameCollision,
                "\(token.name) is not exported: \(reason); give it a Swift name of its own in dscheck.json's \"export\": {\"swift\": {\"rename\": {\"\(token.name)\": \"NAME\"}}}, or rename the token or its group",
                at: token.location, subject: token.name)
        }
        for entry in namespace.disambiguated {
            collector.report(
                ExportDiagnostic.nameDisambiguated,
                "\(entry.token.name) and \(entry.other.name) would both be `\(entry.shared)`, so \(entry.token.name) is written `\(entry.identifier)` and \(entry.other.name) `\(entry.shared)`; to choose the names, give them in dscheck.json's \"export\": {\"swift\": {\"rename\": {\"\(entry.token.name)\": \"NAME\"}}}",
                at: entry.token.location, subject: entry.token.name)
        }
        for entry in namespace.renamedGroups {
            collector.report(
                ExportDiagnostic.nameDisambiguated,
                "group \(entry.group) would be the Swift type `\(entry.reserved)`, a name the generated code uses itself, so it is written `\(entry.identifier)`; rename the group to choose another name",
                at: entry.token.location, subject: entry.group)
        }
        let names = tokens.tokens.map(\.name)
        for member in settings.renameEntries where tokens[member.key] == nil {
            collector.report(
                ExportDiagnostic.invalidSettings,
                "\"rename\" names \(member.key), which is not a token\(Suggestion.separator(for: member.key, among: names))rename only tokens the catalogue has",
                at: member.keyLocation, subject: member.key)
        }
    }

    /// Reports each `include` or `exclude` pattern that matches no token: a misspelt pattern
    /// would otherwise export more, or fewer, tokens than it says.
    private static func reportUnmatched(_ settings: ExportSettings, tokens: [ResolvedToken], collector: inout DiagnosticCollector) {
        for (key, patterns) in [("include", settings.include), ("exclude", settings.exclude)] {
            for entry in patterns where !tokens.contains(where: { entry.pattern.matches($0.name) }) {
                collector.report(
                    ExportDiagnostic.invalidSettings,
                    "\"\(key)\" pattern \"\(entry.pattern)\" matches no token\(Suggestion.separator(for: entry.pattern.description, among: tokens.map(\.name)))give a token name, a group or a glob such as color.text.*",
                    at: entry.location)
            }
        }
    }

    /// Each slot of `mapping` with the tokens the checker resolved for its context, the light
    /// standard one first; nil after reporting a context the checker did not resolve (a
    /// resolver with more contexts than dscheck checks has only its default context checked).
    private static func results(
        of mapping: AppearanceMapping, in checked: CheckedCatalog, collector: inout DiagnosticCollector
    ) -> [AppearanceSlot]? {
        var slots: [AppearanceSlot] = []
        for slot in mapping.slots {
            guard let result = checked.result(for: slot.context) else {
                collector.report(
                    ExportDiagnostic.invalidSettings,
                    "the \(slot.appearance) appearance is the context \(slot.context), which was not checked (a resolver of more than \(TokenSource.maximumContexts) contexts is checked in its default context alone); fix the other modifiers to one context with --context, or split the design system",
                    at: checked.catalog.tokens.modifiers.first?.location ?? checked.catalog.manifest.location)
                return nil
            }
            slots.append(AppearanceSlot(appearance: slot.appearance, context: slot.context, tokens: result.tokens))
        }
        return slots
    }
}

extension String {
    /// The text ending in exactly one line break.
    var trimmedToOneNewline: String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text + "\n"
    }
}
