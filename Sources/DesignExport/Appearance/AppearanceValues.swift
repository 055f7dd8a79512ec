import DesignSupport
import DesignTokens

/// One appearance the export writes, with its resolver context and the tokens of that context.
struct AppearanceSlot {
    let appearance: Appearance
    let context: ResolverContext
    let tokens: TokenSet
}

/// A token's values across the appearances: a colour's colour in each, and the report of any
/// other token whose value an appearance changes (only colours follow the appearance; the rest
/// is written with its value in the light standard-contrast appearance, the first slot).
enum AppearanceValues {
    /// A colour token's colour in each appearance of `slots` (the first slot's colour where an
    /// appearance's context lacks it); nil for a token that is not a colour. A colour clipped
    /// to Display P3 is reported.
    static func colors(of token: ResolvedToken, in slots: [AppearanceSlot], collector: inout DiagnosticCollector) -> [(Appearance, AssetColor)]? {
        guard case .color(let base) = token.value else { return nil }
        let colors = slots.map { slot -> (Appearance, AssetColor) in
            guard case .color(let color) = slot.tokens[token.name]?.value else { return (slot.appearance, AssetColor(base)) }
            return (slot.appearance, AssetColor(color))
        }
        for (appearance, color) in colors where color.clipped {
            collector.report(
                ExportDiagnostic.colorClipped,
                "\(token.name) lies outside Display P3 in the \(appearance) appearance and is written clipped to it; use a colour inside Display P3 for the exact value",
                at: token.valueLocation, subject: token.name)
        }
        return colors
    }

    /// Reports a token that is not a colour and whose value differs between appearances,
    /// with its value in the first slot, which is written, and in the first that differs.
    static func reportDifferences(of token: ResolvedToken, in slots: [AppearanceSlot], collector: inout DiagnosticCollector) {
        guard let written = token.value, let first = slots.first else { return }
        if case .color = written { return }
        let differing = slots.filter { $0.tokens[token.name]?.value.map { $0 != written } ?? false }
        guard let other = differing.first, let otherValue = other.tokens[token.name]?.value else { return }
        collector.report(
            ExportDiagnostic.appearanceDependentValue,
            "\(token.name) is \(written.shortText) in the \(first.appearance) appearance (\(contextText(first.context))) but \(otherValue.shortText) in the \(differing.map(\.appearance.description).joined(separator: ", ")) appearance (\(contextText(other.context))); only colour tokens follow the appearance, so \(written.shortText) is written; make it the same in every appearance, or fix the modifier that changes it with --context",
            at: token.valueLocation, subject: token.name)
    }

    private static func contextText(_ context: ResolverContext) -> String {
        context.isEmpty ? "no modifiers" : context.description
    }
}
