import DesignRules
import DesignSupport
import DesignTokens

/// `dscheck contrast --pairs`: the declared pairs' matrix as text, JSON or a GitHub-flavoured
/// Markdown table.
extension DeclaredPairMatrix {
    /// A context as a column heading: its contexts' names, such as `light · increased`, or
    /// `all` for a resolver without modifiers.
    private static func heading(_ context: ResolverContext) -> String {
        context.isEmpty ? "all" : context.pairs.map(\.context).joined(separator: " · ")
    }

    /// A cell: the ratio floored to two decimals and whether it passes, `-` where not measured.
    private static func cell(_ measurement: RuleMeasurement?) -> String {
        guard let measurement else { return "-" }
        return "\(measurement.shownValue) \(measurement.passes ? "pass" : "FAIL")"
    }

    /// A text table, its columns padded, the contexts named in a legend when any has a modifier.
    var text: String {
        let header = ["pair", "needs"] + contexts.map(Self.heading)
        let body = rows.map { [OutputEscaping.terminal($0.item), JSONOutput.format($0.threshold) + ":1"] + $0.cells.map(Self.cell) }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + body).map { row in
            (zip(row.dropLast(), widths).map { $0.padded(to: $1) } + [row.last ?? ""]).joined(separator: "  ")
        }
        let legend =
            contexts.first.map { $0.isEmpty } == false
            ? "columns: " + contexts.map { OutputEscaping.terminal($0.description) }.joined(separator: "; ") + "\n" : ""
        return lines.joined(separator: "\n") + "\n" + legend + summary + "\n"
    }

    /// A GitHub-flavoured Markdown table.
    var markdown: String {
        let header = ["Pair", "Needs"] + contexts.map { OutputEscaping.markdown(Self.heading($0)) }
        var lines = ["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: header.count)]
        for row in rows {
            let cells =
                [OutputEscaping.markdownCode(row.item), JSONOutput.format(row.threshold) + ":1"]
                + row.cells.map { cell in
                    cell.map { $0.passes ? "\($0.shownValue)" : "**\($0.shownValue) ✗**" } ?? "–"
                }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n\n" + OutputEscaping.markdown(summary) + "\n"
    }

    /// JSON: the contexts, then each row with its measurement per context.
    var json: JSONOutput {
        .object([
            "contexts": .array(contexts.map { context in .object(context.pairs.map { .init($0.modifier, .string($0.context)) }) }),
            "pairs": .array(
                rows.map { row in
                    .object([
                        "pair": .string(row.item), "threshold": .number(row.threshold), "fails": .bool(row.fails),
                        "contexts": .array(
                            row.cells.map { cell in
                                guard let cell, let pair = cell.contrast else { return .null }
                                return .object([
                                    "ratio": .number(cell.flooredValue), "passes": .bool(cell.passes),
                                    "foreground": .string(pair.foreground.hexString),
                                    "foregroundOpacity": .number(pair.foreground.alpha), "background": .string(pair.background.hexString),
                                    "apcaLc": .number((pair.apcaLc * 10).rounded() / 10), "file": .string(cell.location.file),
                                    "line": .number(Double(cell.location.line)), "column": .number(Double(cell.location.column)),
                                ])
                            }),
                    ])
                }),
            "failures": .number(Double(failures)),
        ])
    }
}
