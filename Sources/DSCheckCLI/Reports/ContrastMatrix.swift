import DesignRules
import DesignSupport
import DesignTokens

/// Every declared contrast pair's ratio in every context (`dscheck contrast --pairs`): one row
/// per pair of tokens and threshold, one column per resolver context, failing rows first, as
/// text, JSON or a GitHub-flavoured Markdown table.
struct ContrastMatrix {
    /// One pair of tokens against one threshold, and its measurement in each context (nil where
    /// it was not measured there: a token missing in that context).
    struct Row {
        let item: String
        let threshold: Double
        var cells: [RuleMeasurement?]

        var fails: Bool { cells.contains { $0?.passes == false } }
    }

    let contexts: [ResolverContext]
    let rows: [Row]

    /// The matrix of `checked`'s `a11y/token-contrast` measurements, rows in the order the
    /// pairs first measured them, failing rows first.
    init(_ checked: CheckedCatalog) {
        contexts = checked.contexts.map(\.context)
        var rows: [Row] = []
        var index: [[String]: Int] = [:]
        for (column, result) in checked.contexts.enumerated() {
            for measurement in result.measurements where measurement.ruleId == DeclaredContrastPair.ruleID {
                let key = [measurement.item, "\(measurement.threshold)"]
                if index[key] == nil {
                    index[key] = rows.count
                    rows.append(Row(item: measurement.item, threshold: measurement.threshold, cells: Array(repeating: nil, count: contexts.count)))
                }
                rows[index[key]!].cells[column] = measurement
            }
        }
        self.rows = rows.filter(\.fails) + rows.filter { !$0.fails }
    }

    /// How many rows fail in at least one context.
    var failures: Int { rows.count(where: \.fails) }

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

    /// The summary line.
    var summary: String {
        "\(rows.count) pair\(rows.count == 1 ? "" : "s") in \(contexts.count) context\(contexts.count == 1 ? "" : "s"), \(failures) failing in at least one"
    }

    /// A text table, its columns padded, the contexts named in a legend when any has a modifier.
    var text: String {
        let header = ["pair", "needs"] + contexts.map(Self.heading)
        let body = rows.map { [OutputEscaping.terminal($0.item), JSONOutput.format($0.threshold) + ":1"] + $0.cells.map(Self.cell) }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + body).map { row in
            (zip(row.dropLast(), widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) } + [row.last ?? ""]).joined(separator: "  ")
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
