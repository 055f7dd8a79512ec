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
            Kotlin). Pick one case style and keep to it; numbers such as scale steps are always allowed.
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
                """)
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
                "\"\(segment)\" in token \"\(token.name)\" is not \(style); rename it to keep names consistent",
                at: token.location, subject: token.name)
        }
    }

    private func matches(_ segment: String) -> Bool {
        if segment == "$root" || segment.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "." }) { return true }
        let lowerDigits = { (c: Character) in c.isLowercase || c.isNumber }
        switch style {
        case "camelCase":
            return segment.first.map(lowerDigits) == true && segment.allSatisfy { $0.isLetter || $0.isNumber }
        case "snake_case":
            return segment.allSatisfy { lowerDigits($0) || $0 == "_" } && !segment.hasPrefix("_") && !segment.hasSuffix("_")
        default:
            return segment.allSatisfy { lowerDigits($0) || $0 == "-" } && !segment.hasPrefix("-") && !segment.hasSuffix("-")
                && !segment.contains("--")
        }
    }
}
