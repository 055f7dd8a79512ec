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

    /// The case style names follow, decided once: each segment of every token in every context
    /// is checked against it, and comparing the style's name each time was a string comparison
    /// per segment.
    let style: CaseStyle

    /// A case style, by the name the option gives it.
    enum CaseStyle: String {
        case kebab = "kebab-case"
        case camel = "camelCase"
        case snake = "snake_case"
    }

    init(options: RuleOptions) {
        style = CaseStyle(rawValue: options.choice("style", in: Self.description)) ?? .kebab
    }

    func check(_ input: RuleInput) -> [Finding] {
        input.tokens.tokens.compactMap { token in
            guard let segment = firstMisfit(in: token.name) else { return nil }
            return Finding(
                "\"\(segment)\" in token \"\(token.name)\" is not \(style.rawValue)\(Self.foreignCharacter(in: segment)); rename it to keep names consistent",
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

    /// The first segment of the dotted token name `name` that does not follow the style. The
    /// segments are read in place: no name holds a dot byte, so the dot bytes separate them, as
    /// ``ResolvedToken/path`` splits them (building that path cost 4,700 instructions a token,
    /// 380 M in a diff at 10k tokens).
    private func firstMisfit(in name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes in
            guard !bytes.isEmpty else { return nil }
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: ".") { end += 1 }
                let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if !fits(segment) { return String(decoding: segment, as: UTF8.self) }
                start = end + 1
            }
            return nil
        }
    }

    /// Whether a segment, as UTF-8 bytes, follows the style: an ASCII one decided in one pass
    /// over its bytes (there each byte is a scalar), any other by ``matches(_:)``.
    private func fits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var digitsAndDashes = true
        var camel = true
        var snake = true
        var kebab = true
        var previous: UInt8 = 0
        for byte in bytes {
            guard byte < 0x80 else { return matches(String(decoding: bytes, as: UTF8.self)) }
            let lowerOrDigit = byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
            let dash = byte == UInt8(ascii: "-")
            digitsAndDashes = digitsAndDashes && (byte &- UInt8(ascii: "0") < 10 || dash)
            camel = camel && (lowerOrDigit || byte &- UInt8(ascii: "A") < 26)
            snake = snake && (lowerOrDigit || byte == UInt8(ascii: "_"))
            kebab = kebab && (lowerOrDigit || dash) && !(dash && previous == byte)
            previous = byte
        }
        if digitsAndDashes || (bytes.count == 5 && bytes.elementsEqual("$root".utf8)) { return true }
        let first = bytes[0]
        switch style {
        case .camel: return camel && (first &- UInt8(ascii: "a") < 26 || first &- UInt8(ascii: "0") < 10)
        case .snake: return snake && first != UInt8(ascii: "_") && previous != UInt8(ascii: "_")
        case .kebab: return kebab && first != UInt8(ascii: "-") && previous != UInt8(ascii: "-")
        }
    }

    private func matches(_ segment: String) -> Bool {
        let digit = { (c: Unicode.Scalar) in ("0"..."9").contains(c) }
        let lowerDigits = { (c: Unicode.Scalar) in ("a"..."z").contains(c) || digit(c) }
        let scalars = segment.unicodeScalars
        if segment == "$root" || scalars.allSatisfy({ digit($0) || $0 == "-" || $0 == "." }) { return true }
        switch style {
        case .camel:
            return scalars.first.map(lowerDigits) == true && scalars.allSatisfy { lowerDigits($0) || ("A"..."Z").contains($0) }
        case .snake:
            return scalars.allSatisfy { lowerDigits($0) || $0 == "_" } && !segment.hasPrefix("_") && !segment.hasSuffix("_")
        case .kebab:
            return scalars.allSatisfy { lowerDigits($0) || $0 == "-" } && !segment.hasPrefix("-") && !segment.hasSuffix("-")
                && !segment.includes("--")
        }
    }
}
