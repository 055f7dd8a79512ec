import DesignCatalog
import DesignSupport

/// The parts of a component spec its documentation page needs and the spec leaves out: the
/// anatomy (no preview without it), guidance, usage Do / Don't and the code symbol. A
/// ``CatalogInspection``, so `site/no-anatomy` and `site/undocumented` are configured, waived
/// and reported by the one check like every other diagnostic; the page says the same.
package struct SiteDocumentation: CatalogInspection {
    /// The inspection.
    package init() {}

    package var diagnosticIDs: [DiagnosticID] { SiteDiagnostic.ids }

    package func inspect(_ catalog: Catalog) -> [Diagnostic] {
        catalog.components.flatMap(Self.gaps)
    }

    /// The parts of `component` its page says are not specified, in page order.
    static func missingParts(of component: Component) -> [String] {
        var missing: [String] = []
        if component.guidance.isEmpty { missing.append("guidance") }
        if component.usage.doItems.isEmpty && component.usage.dontItems.isEmpty { missing.append("usage Do / Don't") }
        if component.symbol == nil { missing.append("code symbol") }
        return missing
    }

    /// Whether `component` has nothing to draw.
    package static func hasNoAnatomy(_ component: Component) -> Bool {
        component.anatomy.isEmpty && component.variants.allSatisfy { $0.anatomy.isEmpty }
    }

    /// Each Do and Don't whose picture names a rule that does not exist, or an example the
    /// rule does not have of the right kind (a Don't pictures a triggering example, a Do one that
    /// passes), at the item, with the names it could have meant.
    private static func unknownExamples(of component: Component) -> [Diagnostic] {
        let items = component.usage.doItems.map { ($0, false) } + component.usage.dontItems.map { ($0, true) }
        return items.compactMap { item, dont in
            guard let rule = item.rule else { return nil }
            let kind = dont ? "Don't" : "Do"
            let location = item.location ?? component.location(of: "usage")
            guard let description = RuleRegistry.rule(rule)?.description else {
                let ids = RuleRegistry.descriptions.map(\.id)
                return Diagnostic(
                    SiteDiagnostic.unknownExample,
                    message:
                        "\(component.name)'s \(kind) “\(item.text)” names rule \"\(rule)\", which does not exist\(Suggestion.separator(for: rule, among: ids))name one 'dscheck rules' lists",
                    location: location, subject: component.id)
            }
            guard let example = item.example else { return nil }
            let summaries = (dont ? description.triggeringExamples : description.nonTriggeringExamples).map(\.summary)
            guard !summaries.contains(example) else { return nil }
            return Diagnostic(
                SiteDiagnostic.unknownExample,
                message:
                    "\(component.name)'s \(kind) “\(item.text)” names example \"\(example)\", which is not one of \(rule)'s \(dont ? "triggering" : "passing") examples\(Suggestion.separator(for: example, among: summaries))use one of: \(summaries.map { "\"\($0)\"" }.joined(separator: ", "))",
                location: location, subject: component.id)
        }
    }

    private static func gaps(of component: Component) -> [Diagnostic] {
        var diagnostics = unknownExamples(of: component)
        let location = component.location(of: "id")
        if hasNoAnatomy(component) {
            diagnostics.append(
                Diagnostic(
                    SiteDiagnostic.noAnatomy,
                    message: "\(component.name) has no anatomy, so its page shows no preview; add an \"anatomy\" layer stack to draw it",
                    location: location, subject: component.id))
        }
        let missing = missingParts(of: component)
        if !missing.isEmpty {
            diagnostics.append(
                Diagnostic(
                    SiteDiagnostic.undocumented,
                    message:
                        "\(component.name) does not specify \(missing.joined(separator: ", ")), so its page leaves those sections out; add them to the spec to document the component",
                    location: location, subject: component.id))
        }
        return diagnostics
    }
}
