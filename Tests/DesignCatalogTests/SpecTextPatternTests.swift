import DesignSupport
import Testing

/// The quick checks of spec strings and token references accept and refuse exactly what the
/// regular expression and the character rules do, ASCII or not.
struct SpecTextPatternTests {
    /// The `catalog/invalid-value` diagnostics of a component with `extra` top-level fields.
    private func invalidValues(_ extra: String = "", anatomy: String = #"[{"id": "face"}]"#) throws -> [String] {
        let loaded = try HostileSpecTests.TemporaryCatalog(component: HostileSpecTests.component(anatomy: anatomy, extra: extra))
        return loaded.diagnostics.filter { $0.ruleId == "catalog/invalid-value" }.map(\.message)
    }

    @Test func symbolsAndPathsMatchTheirPatterns() throws {
        for symbol in ["PillButton", "GlassView.Tinted", "_Private", "A1.b_2", "Bad\\n"] {
            #expect(try invalidValues(#" "symbol": "\#(symbol)","#).isEmpty, "\(symbol)")
        }
        for symbol in ["1Button", "Pill.", ".Pill", "Pill..Button", "Pill-Button", "Pillé", "Pill\\nButton", ""] {
            #expect(try invalidValues(#" "symbol": "\#(symbol)","#).count == 1, "\(symbol)")
        }
        for path in ["Sources/Buttons/PillButton.swift", "a b/c.d", "@x/+y/-z", "é/x", "Sources/x.swift\\n"] {
            let accepted = path == "é/x" ? 1 : 0
            #expect(try invalidValues(#" "sourceFile": "\#(path)","#).count == accepted, "\(path)")
        }
        for path in ["/abs", "../up", "a//b", "a/", ".hidden", "a/.b", "a\\\\b", ""] {
            #expect(try invalidValues(#" "sourceFile": "\#(path)","#).count == 1, "\(path)")
        }
    }

    @Test func tokenReferencesAreDotPathsInBraces() throws {
        for reference in ["{color.ink}", "{color.ink", "color.ink}", "{}", "{.ink}", "{color.}", "{color..ink}", "{co{lor}", "{é..x}", "{é.x}"] {
            let messages = try invalidValues(anatomy: #"[{"id": "face", "fill": "\#(reference)"}]"#)
            let malformed = messages.contains { $0.contains("is not a token reference") }
            #expect(malformed == !["{color.ink}", "{é.x}"].contains(reference), "\(reference)")
        }
    }
}
