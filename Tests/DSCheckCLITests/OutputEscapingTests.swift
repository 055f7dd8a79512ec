import DesignSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The escaping function of each sink, with the inputs an attacker writes into a catalogue, and
/// the invariants a fuzzer checks: no control or bidirectional character survives, and no
/// escaped text can end the construct it sits in.
struct OutputEscapingTests {
    /// Text that tries each attack: a workflow command on a new line, clearing the screen,
    /// setting the terminal title, reversing text, the bidi marks and isolates, and a mention.
    static let hostile = [
        "\n::error::pwned", "a\r\n::warning file=x::y", "\u{1B}[2J", "\u{1B}]0;title\u{7}", "abc\u{202E}fed", "\u{2066}x\u{2069}",
        "\u{200E}\u{200F}\u{061C}", "\u{85}\u{9B}31m\u{7F}", "line\u{2028}sep\u{2029}", "@team and @org/team", "100%, a:b,c",
        "`code` | *b* <script>&amp;", "\u{0}\u{FFFE}\u{FFFF}", "e\u{301}\u{202E}", "", "::warning::x.tokens.json:1:1", " \t::error::x",
        "\u{1B}::a\n\u{202E}::b",
    ]

    /// Every escaping function, named.
    static let sinks: [(name: String, escape: @Sendable (String) -> String)] = [
        ("terminal", OutputEscaping.terminal), ("terminalLine", OutputEscaping.terminalLine), ("terminalLines", OutputEscaping.terminalLines),
        ("workflowCommandData", OutputEscaping.workflowCommandData), ("workflowCommandProperty", OutputEscaping.workflowCommandProperty),
        ("markdown", OutputEscaping.markdown), ("markdownCode", OutputEscaping.markdownCode), ("json", OutputEscaping.json),
        ("xml", OutputEscaping.xml),
    ]

    /// Whether `text` holds a control or bidirectional character, the line feed aside when
    /// `allowingLineFeed`.
    static func hasControl(_ text: String, allowingLineFeed: Bool = false) -> Bool {
        text.unicodeScalars.contains { ControlCharacters.contains($0) && !(allowingLineFeed && $0 == "\n") }
    }

    @Test(arguments: hostile)
    func noSinkLetsAControlCharacterThrough(text: String) {
        for sink in Self.sinks {
            #expect(!Self.hasControl(sink.escape(text), allowingLineFeed: sink.name == "terminalLines"), "\(sink.name)")
        }
    }

    @Test(arguments: hostile)
    func terminalEscapingIsIdempotentAndOneLine(text: String) {
        let once = OutputEscaping.terminal(text)
        #expect(OutputEscaping.terminal(once) == once)
        #expect(!once.contains { $0.isNewline })
        #expect(OutputEscaping.terminalLines(OutputEscaping.terminalLines(text)) == OutputEscaping.terminalLines(text))
    }

    @Test(arguments: hostile)
    func noTerminalLineStartsAWorkflowCommand(text: String) {
        let line = OutputEscaping.terminalLine(text)
        #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("::"))
        #expect(OutputEscaping.terminalLine(line) == line)
        for part in OutputEscaping.terminalLines(text).split(separator: "\n") {
            #expect(!part.trimmingCharacters(in: .whitespaces).hasPrefix("::"))
        }
    }

    @Test func aLineThatWouldStartACommandHasItsFirstColonEscaped() {
        #expect(OutputEscaping.terminalLine("::warning::x.json:1:1: error") == "\\u{3A}:warning::x.json:1:1: error")
        #expect(OutputEscaping.terminalLine("  ::error::x") == "  \\u{3A}:error::x")
        #expect(OutputEscaping.terminalLine("a ::error::x") == "a ::error::x")
        #expect(OutputEscaping.terminalLines("ok\n ::x\n") == "ok\n \\u{3A}:x\n")
    }

    @Test func terminalShowsEachCharacterAsAnEscape() {
        #expect(OutputEscaping.terminal("a\n::error::b\u{1B}[2J\u{1B}]0;t\u{7}\u{202E}") == "a ::error::b\\u{1B}[2J\\u{1B}]0;t\\u{7}\\u{202E}")
        #expect(OutputEscaping.terminal("one\r\ntwo") == "one two")
        #expect(OutputEscaping.terminal("plain ünïcode ✓") == "plain ünïcode ✓")
        #expect(OutputEscaping.terminalLines("a\u{1B}\nb\r") == "a\\u{1B}\nb\\u{D}")
    }

    @Test(arguments: hostile)
    func workflowCommandTextCannotEndItsCommand(text: String) {
        let data = OutputEscaping.workflowCommandData(text)
        let property = OutputEscaping.workflowCommandProperty(text)
        #expect(!data.contains("\n") && !data.contains("\r"))
        #expect(!property.contains(":") && !property.contains(","))
        // GitHub decodes %25, %0D, %0A (and %3A, %2C in properties): decoding gives the text back
        // with only the other controls escaped.
        let decoded = data.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%25", with: "%")
        let visible = text.unicodeScalars.map { scalar in
            ControlCharacters.contains(scalar) && scalar != "\r" && scalar != "\n" ? ControlCharacters.notation(scalar) : String(scalar)
        }.joined()
        #expect(decoded == visible)
    }

    @Test(arguments: [
        ("plain text", "plain text", "plain text"),
        ("100%", "100%25", "100%25"),
        ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
        ("a:b,c", "a:b,c", "a%3Ab%2Cc"),
        ("%3A", "%253A", "%253A"),
        ("x%0A\n", "x%250A%0A", "x%250A%0A"),
    ])
    func githubEscaping(raw: String, message: String, property: String) {
        #expect(OutputEscaping.workflowCommandData(raw) == message)
        #expect(OutputEscaping.workflowCommandProperty(raw) == property)
    }

    @Test func workflowCommandEscapingFollowsGitHub() {
        #expect(OutputEscaping.workflowCommandData("50%\r\n::error::x\u{1B}") == "50%25%0D%0A::error::x\\u{1B}")
        #expect(OutputEscaping.workflowCommandProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    }

    @Test(arguments: hostile)
    func markdownMentionsNobodyAndKeepsToOneLine(text: String) {
        let escaped = OutputEscaping.markdown(text)
        #expect(escaped.range(of: "@[A-Za-z0-9]", options: .regularExpression) == nil)
        #expect(!escaped.contains("\n") && !escaped.contains("<script"))
        let code = OutputEscaping.markdownCode(text)
        #expect(!code.contains("\n"))
        #expect(code.range(of: "(^|[^\\\\])\\|", options: .regularExpression) == nil, "a bare | would end the table cell")
    }

    /// GitHub links addresses, `GH-` references and commit hashes by itself; in a comment each
    /// is broken by a zero-width space, so it reads the same and links or loads nothing.
    @Test(arguments: [
        ("see https://example.com/pixel.png", "see https:&#8203;//example.com/pixel.png"),
        ("www.example.com", "www&#8203;.example.com"), ("fixes GH-12", "fixes GH&#8203;-12"),
        ("commit 1a2b3c4d5e6f", "commit 1a2b3c&#8203;4d5e6f"), ("#3182ce", "\\#3182ce"), ("width 1000000", "width 100000&#8203;0"),
        ("abcdef1234567x", "abcdef1234567x"),
    ])
    func markdownLinksNothingByItself(text: String, expected: String) {
        #expect(OutputEscaping.markdown(text) == expected)
    }

    @Test func markdownEscapesMarkupControlsAndMentions() {
        #expect(OutputEscaping.markdown("ping @team") == "ping @&#8203;team")
        #expect(OutputEscaping.markdown("a|b") == "a\\|b")
        #expect(OutputEscaping.markdown("<script>") == "&lt;script&gt;")
        #expect(OutputEscaping.markdown("*x* _y_ `z` [l](u) \\ # ~") == "\\*x\\* \\_y\\_ \\`z\\` \\[l\\](u) \\\\ \\# \\~")
        #expect(OutputEscaping.markdown("one\ntwo\r\nthree") == "one<br>two<br>three")
        #expect(OutputEscaping.markdown("x\u{1B}[2J\u{202E}") == "x\\\\u{1B}\\[2J\\\\u{202E}")
        #expect(OutputEscaping.markdownCode("a|b\u{1B}") == "`a\\|b\\u{1B}`")
        #expect(OutputEscaping.markdownCode("a`b") == "a\\`b")
    }

    @Test(arguments: hostile)
    func jsonIsTheSameTextWithNothingRaw(text: String) throws {
        let literal = OutputEscaping.json(text)
        let decoded = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
        #expect(decoded == text)
        #expect(!literal.unicodeScalars.contains { $0.value > 0x7E && ControlCharacters.contains($0) })
    }

    @Test func jsonEscapesBidiAndC1Controls() {
        #expect(OutputEscaping.json("a\u{202E}b\u{85}\u{1B}\"\\\n") == "\"a\\u202eb\\u0085\\u001b\\\"\\\\\\n\"")
    }

    @Test(arguments: hostile)
    func xmlIsWellFormed(text: String) throws {
        let document = "<a b=\"\(OutputEscaping.xml(text))\">\(OutputEscaping.xml(text))</a>"
        _ = try XMLDocument(xmlString: document)
    }

    @Test func xmlShowsWhatXMLCannotHold() {
        #expect(OutputEscaping.xml("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;")
        #expect(OutputEscaping.xml("bell\u{7}nul\u{0}\u{FFFF}tab\t\u{202E}") == "bell\\u{7}nul\\u{0}\\u{FFFF}tab&#9;\\u{202E}")
    }

    /// The byte scan that lets most text through unread finds exactly the characters the
    /// scalar test does: every scalar of the first three UTF-8 lengths and some of the fourth,
    /// alone and between other characters.
    @Test func theByteScanFindsEveryControlCharacterAndNothingElse() {
        let scalars = (0..<0x1_0000).compactMap(Unicode.Scalar.init) + [0x1_F600, 0x10_FFFF].compactMap(Unicode.Scalar.init)
        var disagreements: [String] = []
        for scalar in scalars {
            let expected = ControlCharacters.contains(scalar) ? scalar : nil
            for text in [String(scalar), "a→" + String(scalar) + "“b”"] where ControlCharacters.first(in: text) != expected {
                disagreements.append(ControlCharacters.codePoint(scalar))
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    /// The JSON and XML escapers scan bytes and copy clean runs whole: escaping a text must give
    /// what escaping each of its scalars alone gives, for every scalar of the first three UTF-8
    /// lengths and two of the fourth, between characters of every length.
    @Test func escapingCopiesRunsExactlyAsEachScalarIsEscapedAlone() {
        let scalars = (0..<0x1_0000).compactMap(Unicode.Scalar.init) + [0x1_F600, 0x10_FFFF].compactMap(Unicode.Scalar.init)
        let sinks: [(name: String, escape: (String) -> String)] = [
            ("json", { String(OutputEscaping.json($0).unicodeScalars.dropFirst().dropLast()) }), ("xml", OutputEscaping.xml),
        ]
        for sink in sinks {
            var disagreements: [String] = []
            for scalar in scalars {
                let text = "a→" + String(scalar) + "😀\"" + String(scalar)
                let alone = text.unicodeScalars.map { sink.escape(String($0)) }.joined()
                if sink.escape(text) != alone { disagreements.append(ControlCharacters.codePoint(scalar)) }
            }
            #expect(disagreements.isEmpty, "\(sink.name): \(disagreements.prefix(20))")
        }
    }

    /// Whole reports pass `terminalLines` unchanged when nothing needs escaping; a line that
    /// starts with a Unicode blank before `::` still has its colon escaped.
    @Test func terminalLinesKeepsCleanTextAndStillEscapesAfterUnicodeBlanks() {
        let report = "case/a.tokens.json:2:21: error: \"t0\" depends on \"t1\" → \"t2\" [tokens/invalid-dependency]\n1 error\n"
        #expect(OutputEscaping.terminalLines(report) == report)
        #expect(OutputEscaping.terminalLines("ok\n\u{A0}::x\n\u{2003} ::y") == "ok\n\u{A0}\\u{3A}:x\n\u{2003} \\u{3A}:y")
    }

    @Test func namesWithControlCharactersAreRefusedInOneSentence() {
        #expect(ControlCharacters.nameProblem("mode", what: "modifier") == nil)
        #expect(
            ControlCharacters.nameProblem("mode\u{1B}[2J", what: "modifier")
                == "modifier \"mode\\u{1B}[2J\" contains the control character U+001B, which would corrupt every report that shows it; remove it")
        for scalar: Unicode.Scalar in ["\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{2069}", "\u{7F}", "\u{9F}", "\n", "\t"] {
            #expect(ControlCharacters.nameProblem("a" + String(scalar), what: "id") != nil, "\(ControlCharacters.codePoint(scalar))")
        }
    }
}
