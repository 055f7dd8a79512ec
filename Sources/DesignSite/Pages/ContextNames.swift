import DesignSupport
import DesignTokens

/// Resolver contexts named as people say them on the pages: `appearance=dark,
/// contrast=increased` is "Dark, increased contrast", and `appearance=light, contrast=standard`
/// is "Light", because a modifier at its default goes unsaid. The first modifier (the one the
/// resolver resolves first, usually the appearance) is always said. A group of contexts that
/// share a value is named by what they have in common: light at every contrast is "Light", every
/// appearance at standard contrast "Standard contrast"; a group that is no such product but
/// leaves out fewer contexts than it holds is named by those ("All but dark, increased
/// contrast"), any other by its members' names joined by semicolons.
struct ContextNames {
    private let modifiers: [TokenSource.Modifier]
    /// Every context's name, or nil when two would read the same (then the `modifier=context`
    /// pairs are used for all, so no two contexts share a name).
    private let plain: [ResolverContext: String]?
    private let all: [ResolverContext]
    /// The groups named so far, by their members' positions in `all`: the spec tables of a
    /// large catalogue name the same few groups hundreds of thousands of times.
    private let named = Memo<[Int], String>()

    init(modifiers: [TokenSource.Modifier], contexts: [ResolverContext]) {
        self.modifiers = modifiers
        all = contexts
        var names: [ResolverContext: String] = [:]
        for context in contexts { names[context] = Self.group([context], modifiers: modifiers) }
        plain = Set(names.values).count == names.count ? names : nil
    }

    /// The name of one context.
    func name(of context: ResolverContext) -> String {
        if context.isEmpty { return "value" }
        return plain?[context] ?? context.description
    }

    /// The name of contexts sharing a value, in the order given.
    func name(ofGroup contexts: [ResolverContext]) -> String {
        guard contexts.count > 1 else { return contexts.first.map(name(of:)) ?? "" }
        guard plain != nil else { return contexts.map(name(of:)).joined(separator: "; ") }
        if let common = Self.group(contexts, modifiers: modifiers) { return common }
        let members = Set(contexts)
        let rest = all.filter { !members.contains($0) }
        if !rest.isEmpty, rest.count < contexts.count,
            let others = rest.count == 1 ? name(of: rest[0]) : Self.group(rest, modifiers: modifiers)
        {
            return "All but " + others.prefix(1).lowercased() + others.dropFirst()
        }
        return contexts.map(name(of:)).joined(separator: "; ")
    }

    /// ``name(ofGroup:)`` of the contexts at `members` (positions in the contexts given at
    /// init), worked out once per group.
    func name(ofMembers members: [Int]) -> String {
        named.value(members) { name(ofGroup: members.map { all[$0] }) }
    }

    /// What `contexts` have in common, in words, when they are every combination of the
    /// contexts they name per modifier; nil otherwise.
    private static func group(_ contexts: [ResolverContext], modifiers: [TokenSource.Modifier]) -> String? {
        let named = modifiers.filter { modifier in contexts.contains { $0[modifier.name] != nil } }
        guard !named.isEmpty else { return nil }
        let chosen = named.map { modifier in modifier.contexts.filter { name in contexts.contains { $0[modifier.name] == name } } }
        guard chosen.map(\.count).reduce(1, *) == Set(contexts).count else { return nil }
        var parts: [(words: String, isDefault: Bool)] = []
        for (index, modifier) in named.enumerated() where chosen[index].count < modifier.contexts.count {
            let values = chosen[index].map(words).joined(separator: " or ")
            let modifierWords = words(modifier.name)
            let said = index == 0 || values.contains(modifierWords) ? values : values + " " + modifierWords
            parts.append((said, index > 0 && chosen[index] == [modifier.defaultContext]))
        }
        let kept = parts.contains { !$0.isDefault } ? parts.filter { !$0.isDefault } : parts
        guard !kept.isEmpty else { return nil }
        let text = kept.map(\.words).joined(separator: ", ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A name in lower-case words: `high-contrast`, `high_contrast` and `highContrast` are
    /// "high contrast".
    private static func words(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character == "-" || character == "_" || character == " " || character == "." {
                if !result.hasSuffix(" ") && !result.isEmpty { result += " " }
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result += " " }
                result += character.lowercased()
            }
            previous = character
        }
        return result.trimmingSpaces()
    }

    /// A modifier's or context's name as a menu says it: `high-contrast` is "High contrast".
    static func capitalised(_ name: String) -> String {
        let text = words(name)
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
