import DesignSupport
import DesignTokens

/// Which resolver context each asset-catalogue appearance shows: the grid of modifier × context
/// → appearance (light, dark, light high-contrast, dark high-contrast). Each modifier is fixed
/// to one context (by `--context`, by a context name in dscheck.json's `appearances`, or
/// because it has only one), mapped in `appearances`, or read from its context names
/// (``AppearanceNames``: `light`/`dark`, `standard`/`increased`, `dark-high-contrast`). A
/// modifier none of these covers is a configuration error at the modifier in the resolver, and
/// so is a context the grid leaves out: nothing is dropped unsaid.
package struct AppearanceMapping: Sendable {
    /// The appearances the catalogue has, light standard first, each with its context.
    package let slots: [(appearance: Appearance, context: ResolverContext)]

    /// How one modifier's contexts map to appearances.
    private enum ModifierMapping {
        /// The export uses this context whatever the appearance.
        case fixed(String)
        /// Each context is an appearance; the axes say which parts of an appearance the
        /// modifier decides (the others it leaves at light or standard).
        case appearances([(context: String, appearance: Appearance)], luminosity: Bool, contrast: Bool, location: SourceLocation)
    }

    /// Maps `modifiers` with `fixed` (from `--context`, already checked against the resolver) and
    /// `settings` (the `appearances` object), reporting what cannot be mapped; nil when
    /// something is not.
    static func make(
        modifiers: [TokenSource.Modifier], fixed: ResolverContext, settings: JSONObject?, collector: inout DiagnosticCollector
    ) -> AppearanceMapping? {
        var failed = false
        for member in settings?.members ?? [] where !modifiers.contains(where: { $0.name == member.key }) {
            collector.report(
                ExportDiagnostic.invalidSettings,
                "\"appearances\" names \"\(member.key)\", which is not a modifier of the resolver\(Suggestion.separator(for: member.key, among: modifiers.map(\.name)))the modifiers are \(modifiers.isEmpty ? "none" : modifiers.map(\.name).joined(separator: ", "))",
                at: member.keyLocation)
            failed = true
        }
        var mappings: [(modifier: String, mapping: ModifierMapping)] = []
        for modifier in modifiers {
            if let context = fixed[modifier.name] {
                mappings.append((modifier.name, .fixed(context)))
            } else if let mapping = mapping(of: modifier, setting: settings?[modifier.name], collector: &collector) {
                mappings.append((modifier.name, mapping))
            } else {
                failed = true
            }
        }
        guard !failed else { return nil }
        return slots(of: mappings, collector: &collector).map(AppearanceMapping.init(slots:))
    }

    /// The mapping of one modifier: its setting, else its one context, else what its context
    /// names say.
    private static func mapping(of modifier: TokenSource.Modifier, setting: JSONNode?, collector: inout DiagnosticCollector) -> ModifierMapping? {
        guard let setting else {
            if modifier.contexts.count == 1 { return .fixed(modifier.contexts[0]) }
            if let read = AppearanceNames.read(modifier.contexts) {
                return .appearances(read.pairs, luminosity: read.luminosity, contrast: read.contrast, location: modifier.location)
            }
            let example = modifier.defaultContext ?? modifier.contexts.first ?? "CONTEXT"
            collector.report(
                ExportDiagnostic.invalidSettings,
                "modifier \"\(modifier.name)\" (contexts \(modifier.contexts.joined(separator: ", "))) maps to no appearance, so the export cannot tell which colours an asset catalogue shows when; export one context with --context \(modifier.name)=\(example) (or \"\(modifier.name)\": \"\(example)\" in dscheck.json's \"export\": {\"swift\": {\"appearances\": …}}), or say there which appearance each context is, such as \"\(modifier.name)\": {\"\(modifier.contexts.first ?? "default")\": \"light\", …} (light, dark, standard, high-contrast, or a light/dark word with a contrast word)",
                at: modifier.location)
            return nil
        }
        if let context = setting.string {
            guard modifier.contexts.contains(context) else {
                collector.report(
                    ExportDiagnostic.invalidSettings,
                    "modifier \"\(modifier.name)\" has no context \"\(context)\"; its contexts are \(modifier.contexts.joined(separator: ", "))",
                    at: setting.location)
                return nil
            }
            return .fixed(context)
        }
        guard let object = setting.object else {
            collector.report(
                ExportDiagnostic.invalidSettings,
                "the appearances of \"\(modifier.name)\" must be an object from each context to its appearance, such as {\"light\": \"light\", \"dark\": \"dark\"}, or the name of the one context to export; found \(setting.value.kindDescription)",
                at: setting.location)
            return nil
        }
        return appearances(of: modifier, object: object, at: setting.location, collector: &collector)
    }

    /// Each context of `modifier` with the appearance `object` gives it; nil after reporting an
    /// unknown context, an unreadable appearance or a context left out.
    private static func appearances(
        of modifier: TokenSource.Modifier, object: JSONObject, at location: SourceLocation, collector: inout DiagnosticCollector
    ) -> ModifierMapping? {
        var pairs: [(context: String, appearance: Appearance)] = []
        var luminosity = false
        var contrast = false
        var failed = false
        for member in object.members {
            guard modifier.contexts.contains(member.key) else {
                collector.report(
                    ExportDiagnostic.invalidSettings,
                    "modifier \"\(modifier.name)\" has no context \"\(member.key)\"\(Suggestion.separator(for: member.key, among: modifier.contexts))its contexts are \(modifier.contexts.joined(separator: ", "))",
                    at: member.keyLocation)
                failed = true
                continue
            }
            // null leaves the context out of the export, said in the settings themselves.
            if member.value.isNull { continue }
            guard let parsed = member.value.string.flatMap(Appearance.parse) else {
                collector.report(
                    ExportDiagnostic.invalidSettings,
                    "the appearance of \"\(modifier.name)\" context \"\(member.key)\" must be \"light\" or \"dark\" (deciding only light or dark), \"standard\" or \"high-contrast\" (deciding only the contrast), one of each such as \"dark high-contrast\", or null to leave the context out of the export",
                    at: member.value.location)
                failed = true
                continue
            }
            pairs.append((member.key, parsed.appearance))
            luminosity = luminosity || parsed.namesLuminosity
            contrast = contrast || parsed.namesContrast
        }
        let missing = modifier.contexts.filter { context in !object.keys.contains(context) }
        if !missing.isEmpty {
            collector.report(
                ExportDiagnostic.invalidSettings,
                "the appearances of modifier \"\(modifier.name)\" leave out \(missing.map { "\"\($0)\"" }.joined(separator: ", ")); give every context its appearance",
                at: location)
            failed = true
        }
        return failed ? nil : .appearances(pairs, luminosity: luminosity, contrast: contrast, location: location)
    }

    /// Every appearance the mappings make, with the context of each modifier in it; nil after
    /// reporting two contexts of one modifier with the same appearance, none in the light
    /// standard one, or a context in no appearance (another modifier has no context to go with
    /// it). An appearance some modifier has no context for is left out: the asset catalogue
    /// then shows the nearest one, as Xcode documents.
    private static func slots(
        of mappings: [(modifier: String, mapping: ModifierMapping)], collector: inout DiagnosticCollector
    ) -> [(appearance: Appearance, context: ResolverContext)]? {
        var darks: Set<Bool> = [false]
        var contrasts: Set<Bool> = [false]
        for case (_, .appearances(let pairs, _, _, _)) in mappings {
            darks.formUnion(pairs.map(\.appearance.isDark))
            contrasts.formUnion(pairs.map(\.appearance.isHighContrast))
        }
        var slots: [(appearance: Appearance, context: ResolverContext)] = []
        var used: [String: Set<String>] = [:]
        var unfilled: [(appearance: Appearance, lacking: [String])] = []
        var failed = false
        for isDark in darks.sorted(by: { !$0 && $1 }) {
            for isHighContrast in contrasts.sorted(by: { !$0 && $1 }) {
                let appearance = Appearance(isDark: isDark, isHighContrast: isHighContrast)
                var context: ResolverContext = [:]
                var lacking: [String] = []
                for (modifier, mapping) in mappings {
                    switch mapping {
                    case .fixed(let name):
                        context[modifier] = name
                    case .appearances(let pairs, let luminosity, let contrast, let location):
                        let matching = pairs.filter {
                            (!luminosity || $0.appearance.isDark == isDark) && (!contrast || $0.appearance.isHighContrast == isHighContrast)
                        }
                        if matching.count > 1 {
                            collector.report(
                                ExportDiagnostic.invalidSettings,
                                "modifier \"\(modifier)\" has \(matching.map { "\"\($0.context)\"" }.joined(separator: " and ")) for the \(appearance) appearance; give each appearance one context",
                                at: location)
                            failed = true
                        }
                        if let first = matching.first { context[modifier] = first.context } else { lacking.append(modifier) }
                        if matching.isEmpty, appearance == .standard {
                            collector.report(
                                ExportDiagnostic.invalidSettings,
                                "no context of modifier \"\(modifier)\" is the light standard-contrast appearance, which an asset catalogue needs for any appearance; map one to \"light\" (or \"standard\" when the modifier decides only the contrast)",
                                at: location)
                            failed = true
                        }
                    }
                }
                if lacking.isEmpty {
                    slots.append((appearance, context))
                    for (modifier, name) in context.values { used[modifier, default: []].insert(name) }
                } else {
                    unfilled.append((appearance, lacking))
                }
            }
        }
        for case (let modifier, .appearances(let pairs, let luminosity, let contrast, let location)) in mappings {
            for pair in pairs where !(used[modifier]?.contains(pair.context) ?? false) {
                let gap = unfilled.first {
                    (!luminosity || $0.appearance.isDark == pair.appearance.isDark)
                        && (!contrast || $0.appearance.isHighContrast == pair.appearance.isHighContrast)
                }
                let others = (gap?.lacking ?? []).map { "\"\($0)\"" }.joined(separator: ", ")
                collector.report(
                    ExportDiagnostic.invalidSettings,
                    "context \"\(pair.context)\" of modifier \"\(modifier)\" (\(pair.appearance)) is in no appearance the export can write, so its colours would be lost: \(others.isEmpty ? "no other modifier" : others) has no context for \(gap.map { "the \($0.appearance) appearance" } ?? "it"); let each modifier decide only its own axis (\"light\"/\"dark\" for the appearance, \"standard\"/\"high-contrast\" for the contrast)",
                    at: location)
                failed = true
            }
        }
        return failed ? nil : slots
    }
}
