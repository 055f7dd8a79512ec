import DesignDiff
import DesignSupport
import DesignTokens

/// Clang-style lines: each change as a finding of its `diff/…` rule, each accepted change as a
/// note with its reason, then each new finding, then each resolved finding as a note, then the
/// summary line with the suggested bump.
struct DiffTextFormat: ReportFormat {
    static let identifier = "text"
    static let fileExtension = "txt"
    /// Paths as given, relative to the working directory, where editors open them.
    static let locatesFromRoot = false

    func report(_ report: DiffReport) -> String {
        Self.render(report.diff)
    }

    static func render(_ diff: CatalogDiff) -> String {
        var lines = diff.changes.map { $0.diagnostic(in: diff).clangStyleLine() }
        lines += diff.accepted.map { accepted in
            accepted.change.diagnostic(in: diff).clangStyleLine(
                kind: "note",
                message: "accepted: \(accepted.change.message(in: diff)) — \(accepted.acceptance.reason)")
        }
        lines += diff.newFindings.map { finding in
            finding.diagnostic.clangStyleLine(message: "new: " + finding.diagnostic.message + contrastSuffix(finding))
        }
        lines += diff.resolvedFindings.map { finding in
            finding.diagnostic.clangStyleLine(kind: "note", message: "resolved: " + finding.diagnostic.message + contrastSuffix(finding))
        }
        lines.append(OutputEscaping.terminal("against \(diff.base): ") + diff.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func contrastSuffix(_ finding: MovedFinding) -> String {
        finding.contrast.map { " (contrast \($0.text))" } ?? ""
    }
}

extension ContrastShift {
    /// `4.61:1 → 3.20:1, needs 4.5:1`; ratios are cut, not rounded, to two decimals, as the
    /// contrast findings print them, so a failing ratio never reads as passing.
    var text: String {
        "\(Self.ratio(before)) → \(Self.ratio(after)), needs \(JSONOutput.format(required)):1"
    }

    /// A ratio cut to two decimals, as `4.61:1`, or `none` when absent.
    static func ratio(_ value: Double?) -> String {
        value.map { FixedDecimals.format(Self.cut($0), decimals: 2) + ":1" } ?? "none"
    }

    /// `value` cut (not rounded) to two decimals.
    static func cut(_ value: Double) -> Double {
        (value * 100).rounded(.down) / 100
    }
}
