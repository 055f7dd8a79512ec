import DesignCatalog
import DesignTokens

/// The spec values of one page in each context, each worked out once: a component's spec
/// tables (one per variant) share most rows, as a variant inherits the base's values.
final class SpecValues {
    /// The site, whose contexts values are shown in.
    let context: SiteContext
    private var known: [SpecTable.Value: Shown] = [:]
    /// The number of each distinct way a value is shown on the page.
    private var numbers: [ShownValue: Int] = [:]
    /// The text of each number's values, made when first asked for.
    private var texts: [String?] = []

    /// A value in each context, and the number of how it is shown (the tokens it names and
    /// those values): two values shown alike on the page have the same number, so the rows of
    /// the page's tables compare by it.
    struct Shown {
        let values: [SpecValue]
        let number: Int
    }

    /// What a reader sees of a value, which numbers it.
    private struct ShownValue: Hashable {
        let tokens: [String]
        let values: [SpecValue]
    }

    /// The values a page starts with room for, about what a component with two variants has:
    /// growing the tables from empty cost more than filling them.
    private static let expectedValues = 32

    init(context: SiteContext) {
        self.context = context
        known.reserveCapacity(Self.expectedValues)
        numbers.reserveCapacity(Self.expectedValues)
    }

    /// `value` in each context, with its number.
    func shown(_ value: SpecTable.Value) -> Shown {
        if let shown = known[value] { return shown }
        // A value that names no token is the same in every context: worked out once.
        let values =
            value.namesToken
            ? context.contexts.map { SpecValue(value, in: $0.tokens) }
            : context.contexts.first.map { Array(repeating: SpecValue(value, in: $0.tokens), count: context.contexts.count) } ?? []
        let seen = ShownValue(tokens: SpecTable.tokens(of: value), values: values)
        let number = numbers[seen] ?? numbers.count
        if number == numbers.count { numbers[seen] = number }
        let shown = Shown(values: values, number: number)
        known[value] = shown
        return shown
    }

    /// ``SpecTable/valueText(_:context:)`` of a row of the page's tables, made once per
    /// number: the key specs and the Markdown tables ask for each several times.
    func text(of row: SpecTable.Row) -> String {
        if row.shownNumber < texts.count, let text = texts[row.shownNumber] { return text }
        let text = SpecTable.valueText(row, context: context)
        if row.shownNumber >= texts.count { texts += Array(repeating: nil, count: row.shownNumber - texts.count + 1) }
        texts[row.shownNumber] = text
        return text
    }
}

extension SpecTable.Value {
    /// Whether resolving the value looks a token up anywhere (a stop of a gradient written out,
    /// a glass's dimming included), so that it can differ between contexts.
    fileprivate var namesToken: Bool {
        switch self {
        case .numbers(let bounds, _, _): bounds.contains { $0.tokenName != nil }
        case .color(let spec): spec.namesToken
        case .typography(let bound): bound.tokenName != nil
        case .paint(.color(let spec)): spec.namesToken
        case .paint(.linearGradient(let gradient)):
            gradient.token != nil || gradient.stops.contains { $0.color.namesToken || $0.location.tokenName != nil }
        case .paint(.material(let material)): material.tint?.namesToken == true || material.dimming?.tokenName != nil
        }
    }
}

extension ColorSpec {
    /// Whether the colour or its alpha is a token.
    fileprivate var namesToken: Bool { color.tokenName != nil || alpha?.tokenName != nil }
}
