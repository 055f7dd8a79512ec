import DesignCatalog
import DesignSupport
import DesignTokens

/// `tokens/naming`: token names that do not follow the catalogue's case style.
struct TokenNamingRule: Rule {
    static let description = RuleDescription(
        id: "tokens/naming",
        name: "Token naming",
        summary: "A token or group name does not follow the configured case style (kebab-case by default).",
        rationale: """
            Consistent names make tokens predictable in code generated for every platform (Swift, CSS, \
            Kotlin). Pick one case style and keep to it; numbers such as scale steps are always allowed. \
            Every style is ASCII only: a letter from another script that looks like a Latin one (a \
            Cyrillic "е") makes a name that reads the same and is not the same.
            """,
        sourceURL: "https://www.designtokens.org/TR/2025.10/format/#name-and-value",
        defaultSeverity: .warning,
        options: [
            RuleOption(
                name: "style", summary: "The case style names follow.", kind: .choice(["kebab-case", "camelCase", "snake_case"]),
                defaultValue: .string("kebab-case"))
        ],
        triggeringExamples: [
            .tokens(
                "A camelCase name among kebab-case ones",
                """
                {"spacing": {"$type": "dimension", "extraLarge": {"$value": {"value": 48, "unit": "px"}}}}
                """),
            .tokens(
                "A Cyrillic \"е\" (U+0435) that looks like a Latin \"e\"",
                """
                {"spacing": {"$type": "dimension", "\u{0435}xtra-large": {"$value": {"value": 48, "unit": "px"}}}}
                """),
        ],
        nonTriggeringExamples: [
            .tokens(
                "Kebab-case names and numeric steps",
                """
                {"spacing": {"$type": "dimension", "extra-large": {"$value": {"value": 48, "unit": "px"}}, "100": {"$value": {"value": 4, "unit": "px"}}}}
                """),
            .tokens(
                "camelCase names with the style set to camelCase",
                """
                {"spacing": {"$type": "dimension", "extraLarge": {"$value": {"value": 48, "unit": "px"}}}}
                """, options: "{\"style\": \"camelCase\"}"),
        ])

    let style: String

    init(options: RuleOptions) {
        style = options.choice("style", in: Self.description)
    }

    func check(_ input: RuleInput) -> [Finding] {
        var checked: [String: Bool] = [:]
        func fits(_ segment: String) -> Bool {
            if let known = checked[segment] { return known }
            let result = matches(segment)
            checked[segment] = result
            return result
        }
        return input.tokens.tokens.compactMap { token in
            guard let segment = token.path.first(where: { !fits($0) }) else { return nil }
            return Finding(
                "\"\(segment)\" in token \"\(token.name)\" is not \(style)\(Self.foreignCharacter(in: segment)); rename it to keep names consistent",
                at: token.location, subject: token.name)
        }
    }

    /// Names the first character outside ASCII, which no case style allows and which may look
    /// like an ASCII one (U+0435 CYRILLIC SMALL LETTER IE reads as "e"); empty if there is none.
    private static func foreignCharacter(in segment: String) -> String {
        guard let scalar = segment.unicodeScalars.first(where: { !$0.isASCII }) else { return "" }
        let name = scalar.properties.name ?? "an unnamed character"
        return " (it holds \(ControlCharacters.codePoint(scalar)) \(name), which is not ASCII)"
    }

    private func matches(_ segment: String) -> Bool {
        let digit = { (c: Unicode.Scalar) in ("0"..."9").contains(c) }
        let lowerDigits = { (c: Unicode.Scalar) in ("a"..."z").contains(c) || digit(c) }
        let scalars = segment.unicodeScalars
        if segment == "$root" || scalars.allSatisfy({ digit($0) || $0 == "-" || $0 == "." }) { return true }
        switch style {
        case "camelCase":
            return scalars.first.map(lowerDigits) == true && scalars.allSatisfy { lowerDigits($0) || ("A"..."Z").contains($0) }
        case "snake_case":
            return scalars.allSatisfy { lowerDigits($0) || $0 == "_" } && !segment.hasPrefix("_") && !segment.hasSuffix("_")
        default:
            return scalars.allSatisfy { lowerDigits($0) || $0 == "-" } && !segment.hasPrefix("-") && !segment.hasSuffix("-")
                && !segment.contains("--")
        }
    }
}
