/// One context of a token resolver: for each modifier, the context it is in, such as
/// `appearance=dark, contrast=high`. Empty for a token set without modifiers, and for a finding
/// that holds in every context. A finding that holds in several contexts of a modifier, whatever
/// the others are, names them joined by `|` (`theme=dark|dark-hc`) and leaves the others out.
public struct ResolverContext: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByDictionaryLiteral {
    /// Modifier name to context name.
    public private(set) var values: [String: String]

    /// A context with the given modifier-to-context pairs.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The context of `modifier`, if the context names it.
    public subscript(modifier: String) -> String? {
        get { values[modifier] }
        set { values[modifier] = newValue }
    }

    /// Whether no modifier is named.
    public var isEmpty: Bool { values.isEmpty }

    /// How many modifiers are named.
    public var count: Int { values.count }

    /// The pairs in modifier order.
    public var pairs: [(modifier: String, context: String)] {
        values.sorted { $0.key < $1.key }.map { (modifier: $0.key, context: $0.value) }
    }

    /// This context with `other`'s pairs put over it.
    public func merging(_ other: ResolverContext) -> ResolverContext {
        ResolverContext(values.merging(other.values) { _, new in new })
    }

    /// `modifier=context` pairs in modifier order, joined by `", "`: how every report and page
    /// shows a context. Empty for the empty context.
    public var description: String {
        pairs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
    }

    /// Orders by the pairs in modifier order, so sorted contexts are deterministic.
    public static func < (lhs: ResolverContext, rhs: ResolverContext) -> Bool {
        lhs.description < rhs.description
    }
}
