/// The appearance a modifier's context names say, for the export's default mapping: a resolver
/// whose modifiers are called `light`/`dark` and `standard`/`increased`/`high-contrast` (or one
/// modifier whose contexts combine them, such as `dark-high-contrast`) needs no `appearances`
/// setting. A name is read only when every word in it is one of ``words``, so `dark-dimmed` or
/// `brand-a` is never guessed at.
enum AppearanceNames {
    /// What one word says: the luminosity, the contrast, or nothing (a word such as `mode`).
    private enum Meaning {
        case luminosity(dark: Bool)
        case contrast(high: Bool)
        case neutral
    }

    /// The words a context name may be made of (compared in lower case).
    private static let words: [String: Meaning] = [
        "light": .luminosity(dark: false), "dark": .luminosity(dark: true),
        "standard": .contrast(high: false), "normal": .contrast(high: false), "regular": .contrast(high: false),
        "increased": .contrast(high: true), "high": .contrast(high: true), "highcontrast": .contrast(high: true),
        "hc": .contrast(high: true), "more": .contrast(high: true),
        "default": .neutral, "base": .neutral, "mode": .neutral, "theme": .neutral, "contrast": .neutral,
    ]

    /// Each context of a modifier with the appearance its name says, and which axes the
    /// modifier decides; nil when a name has another word or says two things on one axis, when
    /// no name says anything, when two contexts would be the same appearance, or when none is
    /// the light standard one.
    static func read(_ contexts: [String]) -> (pairs: [(context: String, appearance: Appearance)], luminosity: Bool, contrast: Bool)? {
        var readings: [(context: String, dark: Bool?, high: Bool?)] = []
        for context in contexts {
            guard let reading = read(context) else { return nil }
            readings.append((context, reading.dark, reading.high))
        }
        let luminosity = readings.contains { $0.dark != nil }
        let contrast = readings.contains { $0.high != nil }
        guard luminosity || contrast else { return nil }
        let pairs = readings.map { (context: $0.context, appearance: Appearance(isDark: $0.dark ?? false, isHighContrast: $0.high ?? false)) }
        guard Set(pairs.map(\.appearance)).count == pairs.count, pairs.contains(where: { $0.appearance == .standard }) else { return nil }
        return (pairs, luminosity, contrast)
    }

    /// What one context name says on each axis (nil where it says nothing); nil for a name with
    /// a word outside ``words`` or two words that disagree.
    private static func read(_ name: String) -> (dark: Bool?, high: Bool?)? {
        var dark: Bool?
        var high: Bool?
        let split = splitWords(name)
        guard !split.isEmpty else { return nil }
        for word in split {
            switch words[word] {
            case nil: return nil
            case .luminosity(let isDark):
                guard dark == nil || dark == isDark else { return nil }
                dark = isDark
            case .contrast(let isHigh):
                guard high == nil || high == isHigh else { return nil }
                high = isHigh
            case .neutral: break
            }
        }
        return (dark, high)
    }

    /// `name`'s words in lower case: split at every character that is not an ASCII letter or
    /// digit, and where a lower-case letter meets an upper-case one (`darkHighContrast`).
    private static func splitWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousWasLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
