/// An appearance an asset-catalogue colour can have: light or dark, at standard or increased
/// contrast.
package struct Appearance: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Whether it is the dark appearance.
    package var isDark: Bool
    /// Whether it is the increased-contrast appearance.
    package var isHighContrast: Bool

    /// Creates an appearance.
    package init(isDark: Bool = false, isHighContrast: Bool = false) {
        self.isDark = isDark
        self.isHighContrast = isHighContrast
    }

    /// The light, standard-contrast appearance, which an asset catalogue writes as the one for
    /// any appearance.
    package static let standard = Appearance()

    /// The asset catalogue's `appearances` entries, as (appearance, value) pairs: none for the
    /// light standard appearance (the colour for any appearance), `luminosity: dark` and
    /// `contrast: high` for the others.
    package var assetEntries: [(appearance: String, value: String)] {
        (isDark ? [("luminosity", "dark")] : []) + (isHighContrast ? [("contrast", "high")] : [])
    }

    /// `light`, `dark`, `light high-contrast` or `dark high-contrast`, as dscheck.json writes it.
    package var description: String {
        (isDark ? "dark" : "light") + (isHighContrast ? " high-contrast" : "")
    }

    /// Light before dark, standard before increased contrast.
    package static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        (lhs.isDark ? 1 : 0, lhs.isHighContrast ? 1 : 0) < (rhs.isDark ? 1 : 0, rhs.isHighContrast ? 1 : 0)
    }

    /// The appearance dscheck.json's words name, or nil for an unknown or repeated word, both
    /// light and dark, or both standard and high-contrast. `light`/`dark` name the luminosity
    /// axis, `standard`/`high-contrast` the contrast axis; an axis no word names is left to the
    /// other modifiers (light and standard when none decides it). Also says which axes the
    /// words name.
    static func parse(_ text: String) -> (appearance: Appearance, namesLuminosity: Bool, namesContrast: Bool)? {
        let words = text.split(separator: " ").map(String.init)
        guard !words.isEmpty, Set(words).count == words.count, words.allSatisfy(Self.words.contains),
            !(words.contains("light") && words.contains("dark")), !(words.contains("standard") && words.contains("high-contrast"))
        else { return nil }
        let appearance = Appearance(isDark: words.contains("dark"), isHighContrast: words.contains("high-contrast"))
        return (appearance, words.contains("light") || words.contains("dark"), words.contains("standard") || words.contains("high-contrast"))
    }

    /// The words dscheck.json may use.
    static let words = ["light", "dark", "standard", "high-contrast"]
}
