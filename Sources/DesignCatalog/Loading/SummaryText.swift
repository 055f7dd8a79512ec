/// Summaries: one short plain sentence that pages, cards and search results show as it is.
/// Longer text (where facts come from, assumptions, build notes) belongs in a `source` note.
enum SummaryText {
    /// The most characters a summary has before the loader warns.
    static let limit = 160
}

extension SpecObject {
    /// The string at `key`, with a `catalog/long-summary` warning when it is longer than
    /// ``SummaryText/limit`` characters.
    func summary(_ key: String = "summary") -> String? {
        guard let summary = string(key) else { return nil }
        if summary.count > SummaryText.limit, let node = node(key) {
            reader.report(
                aboutSpec: .longSummary,
                "summary is \(summary.count) characters; keep it to one plain sentence of at most \(SummaryText.limit) and move provenance and build notes to \"source\"",
                at: node.location)
        }
        return summary
    }
}
