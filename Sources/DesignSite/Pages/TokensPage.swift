import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation

/// The token catalogue: every token by type with its value in each context (colours as
/// swatches, dimensions and radii drawn to size), the contrast of text colours on the surfaces
/// they are used on, and for every token the specs that use it.
struct TokensPage {
    let context: SiteContext

    private let path = SitePaths.tokens

    /// The sections, by type, in page order.
    private static let sections: [(title: String, types: Set<TokenType>)] = [
        ("Colours", [.color]), ("Gradients", [.gradient]), ("Dimensions", [.dimension]),
        ("Typography", [.typography, .fontFamily, .fontWeight]), ("Motion", [.duration, .cubicBezier, .transition]),
        ("Numbers", [.number]), ("Shadows and borders", [.shadow, .border, .strokeStyle]),
    ]

    /// The heading of tokens of no section (whose type could not be determined).
    private static let otherSection = "Unresolved"

    /// The section heading a token is listed under.
    static func section(of token: ResolvedToken) -> String {
        guard let type = token.type else { return otherSection }
        return sections.first { $0.types.contains(type) }?.title ?? otherSection
    }

    /// The page and the images it links to (paths relative to `tokens/`).
    func build() -> (page: SitePage, images: [String: String]) {
        var page = SitePage(path: path, title: "Tokens", summary: "Every design token with its value in each context")
        var images = TokenImages()
        let tokens = context.defaultTokens.tokens
        let names = context.contexts.map(\.name)
        page.add("# Tokens")
        page.add(
            "\(tokens.count) tokens, resolved in \(names.count) \(names.count == 1 ? "context" : "contexts"): \(names.map(MarkdownText.cell).joined(separator: ", ")). Each lists the components and compositions that use it, directly or through an alias."
        )
        for section in Self.sections {
            let members = tokens.filter { Self.section(of: $0) == section.title }
            if !members.isEmpty { page.add(table(section.title, members, images: &images)) }
            if section.types.contains(.color) { page.add(contrast()) }
        }
        let untyped = tokens.filter { Self.section(of: $0) == Self.otherSection }
        if !untyped.isEmpty { page.add(table(Self.otherSection, untyped, images: &images)) }
        return (page, images.files)
    }

    private func table(_ title: String, _ members: [ResolvedToken], images: inout TokenImages) -> String {
        var text =
            "## \(title)\n\n| Token | " + context.contexts.map { MarkdownText.cell($0.name) }.joined(separator: " | ")
            + " | Used by | Description |\n"
        text += "| --- |" + String(repeating: " --- |", count: context.contexts.count) + " --- | --- |\n"
        for token in members {
            var name = MarkdownText.tableCode(token.name)
            if let alias = token.aliasOf { name += " → " + MarkdownText.tableCode(alias) }
            switch token.deprecation {
            case .deprecated(let reason?): name += " (deprecated: \(MarkdownText.cell(reason)))"
            case .deprecated(nil): name += " (deprecated)"
            default: break
            }
            let values = context.contexts.map { value(of: $0.tokens[token.name], images: &images) }
            let used = context.users(of: token.name)
            let users = used.isEmpty ? "nothing" : used.map { context.subjectLink($0, from: path) }.joined(separator: ", ")
            text += "| \(name) | \(values.joined(separator: " | ")) | \(users) | \(token.description.map(MarkdownText.cell) ?? "") |\n"
        }
        return text.trimmingTrailingNewlines
    }

    /// A value cell: the value as text, after a swatch, a bar or a radius square.
    private func value(of token: ResolvedToken?, images: inout TokenImages) -> String {
        guard let token, let value = token.value else { return "unresolved" }
        let text = MarkdownText.cell(ValueText.token(value))
        switch value {
        case .color(let color):
            return "![](\(images.swatch(color))) \(text)"
        case .gradient(let stops):
            return "![](\(images.swatch(stops))) \(text)"
        case .dimension(let dimension):
            if Self.isCornerRadius(token.name) { return "![](\(images.radius(dimension.points()))) \(text)" }
            return images.bar(dimension.points()).map { "![](\($0)) \(text)" } ?? text
        default:
            return text
        }
    }

    /// Whether a dimension token is a corner radius (not a shadow or blur radius), by its name.
    private static func isCornerRadius(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("radius") && !lowered.contains("shadow") && !lowered.contains("blur")
    }

    /// The contrast of every text the check measured, in every context: the same ratio and
    /// verdict `dscheck check` reports (the weakest pair over what is really behind the text,
    /// floored to two decimals), with the APCA Lc beside it.
    private func contrast() -> String {
        var text =
            "## Text contrast\n\nEvery text and label: a component's over its own opaque fills (each variant and state), and every other over what is really behind it where a composition places it: the weakest WCAG 2.2 ratio over the colours each can show (gradient stops, opacity composited), with the AA threshold for its size, and the APCA Lc beside it (advisory). The same numbers `dscheck check` measures.\n\n"
        let rows = MeasurementRows(context.checked.contexts, \.textContrast).rows
        guard !rows.isEmpty else { return text + "No text is placed over a solid or gradient surface in this catalogue." }
        text +=
            "| Text | Where | "
            + context.contexts.map { "\(MarkdownText.cell($0.name)) WCAG | \(MarkdownText.cell($0.name)) APCA" }.joined(separator: " | ") + " |\n"
        text += "| --- | --- |" + String(repeating: " --- | --- |", count: context.contexts.count) + "\n"
        for (key, measurements) in rows {
            var row = "| \(MarkdownText.cell(key.item)) | \(context.subjectLink(key.subject, from: path)) |"
            for measurement in measurements {
                guard let measurement else {
                    row += " not measured | |"
                    continue
                }
                let lc = measurement.contrast.map { String(format: "%.1f", $0.apcaLc) } ?? "?"
                row += " \(MeasurementRows.verdict(measurement)) | Lc \(lc) |"
            }
            text += row + "\n"
        }
        return text.trimmingTrailingNewlines
    }

    /// A paint by its token name, or its literal value.
    private func paintName(_ paint: Paint) -> String {
        if let name = paint.tokenName { return MarkdownText.tableCode(name) }
        return MarkdownText.cell(ValueText.paint(paint, in: context.defaultTokens) ?? "unresolved")
    }
}
