import DesignSupport
import DesignTokens

/// The contexts a finding holds in, written as one context when they are exactly the
/// combinations of some values of each modifier: a fault in a file that only the dark and
/// dark high-contrast themes include holds in those themes at every size, and is reported once
/// as `theme=dark|dark-hc` rather than once per theme and size. Modifiers whose every value is
/// among them are left out.
enum ContextSpan {
    /// The separator between the values of one modifier in a spanning context.
    static let separator = "|"

    /// One context that stands for exactly `contexts` (distinct contexts of `modifiers`), or
    /// nil when they are not every combination of some values per modifier.
    static func context(spanning contexts: [ResolverContext], of modifiers: [TokenSource.Modifier]) -> ResolverContext? {
        guard !contexts.isEmpty else { return nil }
        var combinations = 1
        var span = ResolverContext()
        for modifier in modifiers {
            let values = Set(contexts.compactMap { $0[modifier.name] })
            guard !values.isEmpty else { return nil }
            combinations *= values.count
            guard combinations <= contexts.count else { return nil }
            if values.count < modifier.contexts.count {
                span[modifier.name] = modifier.contexts.filter(values.contains).joined(separator: separator)
            }
        }
        return combinations == contexts.count ? span : nil
    }
}
