import DesignSupport
import DesignTokens

/// A token's values across the appearances: a colour's colour in each, and the report of any
/// other token whose value an appearance changes (only colours follow the appearance; the rest
/// is written with its default-context value).
enum AppearanceValues {
    /// A colour token's colour in each appearance of `slots` (its default-context value where
    /// an appearance's context lacks it); nil for a token that is not a colour. A colour
    /// clipped to Display P3 is reported.
    static func colors(
        of token: ResolvedToken, in slots: [(Appearance, TokenSet)], collector: inout DiagnosticCollector
    ) -> [(Appearance, AssetColor)]? {
        guard case .color(let base) = token.value else { return nil }
        let colors = slots.map { appearance, tokens -> (Appearance, AssetColor) in
            guard case .color(let color) = tokens[token.name]?.value else { return (appearance, AssetColor(base)) }
            return (appearance, AssetColor(color))
        }
        for (appearance, color) in colors where color.clipped {
            collector.report(
                ExportDiagnostic.colorClipped,
                "\(token.name) lies outside Display P3 in the \(appearance) appearance and is written clipped to it; use a colour inside Display P3 for the exact value",
                at: token.valueLocation, subject: token.name)
        }
        return colors
    }

    /// Reports a token that is not a colour and whose value differs between appearances.
    static func reportDifferences(of token: ResolvedToken, in slots: [(Appearance, TokenSet)], collector: inout DiagnosticCollector) {
        if case .color = token.value { return }
        let differing = slots.filter { $0.1[token.name]?.value.map { $0 != token.value } ?? false }.map(\.0)
        guard !differing.isEmpty else { return }
        collector.report(
            ExportDiagnostic.appearanceDependentValue,
            "\(token.name) differs in the \(differing.map(\.description).joined(separator: ", ")) appearance; only colour tokens follow the appearance, so it is written with its default-context value; make it a colour token or the same in every appearance",
            at: token.valueLocation, subject: token.name)
    }
}
