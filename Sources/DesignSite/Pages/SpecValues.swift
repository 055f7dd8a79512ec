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

    /// `value` in each context, with its number. A value is worked out once for each set of
    /// values the tokens it reads have across the contexts (once in all for a value that names
    /// no token): contexts that agree on them show it alike, and the text and HTML of a value
    /// cost several times the lookups.
    func shown(_ value: SpecTable.Value) -> Shown {
        if let shown = known[value] { return shown }
        let names = value.tokensRead
        var values: [SpecValue] = []
        values.reserveCapacity(context.contexts.count)
        var made: [(read: [TokenValue?], value: SpecValue)] = []
        for entry in context.contexts {
            let read = names.map { entry.tokens.value(of: $0) }
            if let same = made.first(where: { $0.read == read }) {
                values.append(same.value)
            } else {
                let resolved = SpecValue(value, in: entry.tokens)
                made.append((read, resolved))
                values.append(resolved)
            }
        }
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
    /// Every token resolving the value looks up (a stop of a gradient written out, a glass's
    /// tint and dimming, a colour's alpha included): what the value in a context depends on
    /// besides the spec.
    fileprivate var tokensRead: [String] {
        switch self {
        case .numbers(let bounds, _, _): bounds.compactMap(\.tokenName)
        case .color(let spec): spec.tokensRead
        case .typography(let bound): [bound.tokenName].compactMap { $0 }
        case .paint(.color(let spec)): spec.tokensRead
        case .paint(.linearGradient(let gradient)):
            [gradient.token?.tokenName].compactMap { $0 } + gradient.stops.flatMap { $0.color.tokensRead + [$0.location.tokenName].compactMap { $0 } }
        case .paint(.material(let material)): (material.tint?.tokensRead ?? []) + [material.dimming?.tokenName].compactMap { $0 }
        }
    }
}

extension ColorSpec {
    /// The tokens of the colour and its alpha.
    fileprivate var tokensRead: [String] { [color.tokenName, alpha?.tokenName].compactMap { $0 } }
}
