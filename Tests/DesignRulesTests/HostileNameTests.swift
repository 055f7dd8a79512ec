import DesignRules
import Testing

/// Names that look right and are not: letters from other scripts that read as ASCII ones.
struct HostileNameTests {
    static func namingFindings(_ name: String, style: String = "kebab-case") throws -> [String] {
        let example = RuleExample.tokens(
            "confusable", #"{"spacing": {"$type": "dimension", "\#(name)": {"$value": {"value": 48, "unit": "px"}}}}"#,
            options: #"{"style": "\#(style)"}"#)
        return try RuleExampleTests.run(example, ruleId: "tokens/naming").findings.map(\.message)
    }

    @Test func aCyrillicLetterIsNotKebabCaseAndIsNamed() throws {
        let messages = try Self.namingFindings("\u{0435}xtra-large")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("U+0435 CYRILLIC SMALL LETTER IE") == true, "\(messages)")
    }

    @Test(arguments: [
        ("large\u{0301}", "kebab-case"), ("ﬁne", "kebab-case"), ("٣", "kebab-case"), ("extra\u{0391}", "camelCase"), ("ex_\u{0430}", "snake_case"),
    ])
    func nonASCIIFailsEveryStyle(_ name: String, _ style: String) throws {
        #expect(try Self.namingFindings(name, style: style).first?.contains("which is not ASCII") == true)
    }

    @Test func asciiNamesStillPass() throws {
        #expect(try Self.namingFindings("extra-large-2").isEmpty)
        #expect(try Self.namingFindings("extraLarge", style: "camelCase").isEmpty)
    }
}
