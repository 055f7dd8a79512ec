import DesignTokens

/// The spec values of one page in each context, each worked out once: a component's spec
/// tables (one per variant) share most rows, as a variant inherits the base's values.
final class SpecValues {
    /// The site, whose contexts values are shown in.
    let context: SiteContext
    private var known: [SpecTable.Value: [SpecValue]] = [:]

    init(context: SiteContext) {
        self.context = context
    }

    /// `value` in each context.
    func values(of value: SpecTable.Value) -> [SpecValue] {
        if let values = known[value] { return values }
        let values = context.contexts.map { SpecValue(value, in: $0.tokens) }
        known[value] = values
        return values
    }
}
