import DesignSupport

/// The declared contrast pairs' measurements of a check (`a11y/token-contrast`), as a matrix: a
/// row per pair of tokens and threshold, a column per resolver context, failing rows first. The
/// command line (`contrast --pairs`) and the site's contrast page show the same matrix.
public struct DeclaredPairMatrix: Sendable {
    /// One pair of tokens against one threshold, and its measurement in each context (nil where
    /// it was not measured: a token missing or unresolved there).
    public struct Row: Sendable {
        /// `FOREGROUND on BACKGROUND`, as the measurement names it.
        public let item: String
        public let foreground: String
        public let background: String
        public let threshold: Double
        public internal(set) var cells: [RuleMeasurement?]

        /// Whether it fails in any context.
        public var fails: Bool { cells.contains { $0?.passes == false } }
    }

    public let contexts: [ResolverContext]
    public let rows: [Row]

    /// The matrix of `checked`, rows in the order the pairs first measured them, failing first.
    public init(_ checked: CheckedCatalog) {
        contexts = checked.contexts.map(\.context)
        var rows: [Row] = []
        var index: [[String]: Int] = [:]
        for (column, result) in checked.contexts.enumerated() {
            for measurement in result.measurements where measurement.ruleId == DeclaredContrastPair.ruleID {
                let key = [measurement.item, "\(measurement.threshold)"]
                if index[key] == nil {
                    index[key] = rows.count
                    let background = String(measurement.item.dropFirst(measurement.subject.count + " on ".count))
                    rows.append(
                        Row(
                            item: measurement.item, foreground: measurement.subject, background: background, threshold: measurement.threshold,
                            cells: Array(repeating: nil, count: contexts.count)))
                }
                rows[index[key]!].cells[column] = measurement
            }
        }
        self.rows = rows.filter(\.fails) + rows.filter { !$0.fails }
    }

    /// How many rows fail in at least one context.
    public var failures: Int { rows.count(where: \.fails) }

    /// `12 pairs in 4 contexts, 3 failing in at least one`.
    public var summary: String {
        "\(rows.count) pair\(rows.count == 1 ? "" : "s") in \(contexts.count) context\(contexts.count == 1 ? "" : "s"), \(failures) failing in at least one"
    }
}
