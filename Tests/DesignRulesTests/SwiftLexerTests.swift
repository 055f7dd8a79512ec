import Foundation
import SwiftCode
import Testing

/// The Swift lexer, declarations and literal finder the drift rules read app code with: what is
/// code and what is a comment or a string, places in UTF-8 columns, and hostile input that must
/// end quickly without a crash.
struct SwiftLexerTests {
    static func lexemes(_ source: String) -> [SwiftLexeme] {
        SwiftLexer.lexemes(of: Array(source.utf8))
    }

    static func identifiers(_ source: String) -> [String] {
        lexemes(source).filter { $0.kind == .identifier }.map(\.text)
    }

    /// A run of `#` is scanned once for the quote that would make it a raw string (a file of
    /// 1,000,000 `#` took minutes when each one scanned the rest of the run); each `#` is still
    /// its own punctuation, and a run that ends in a quote still opens a raw string.
    @Test func runsOfHashesAreScannedOnceAndStillOpenRawStrings() {
        let run = Self.lexemes(String(repeating: "#", count: 200_000) + " x")
        #expect(run.count == 200_001)
        #expect(run.dropLast().allSatisfy { $0.kind == .punctuation && $0.text == "#" })
        #expect(Self.identifiers("## ###\"struct A\"### b") == ["b"])
        #expect(Self.identifiers("#if c\n#endif").contains("c"), "a directive's condition is code")
    }

    @Test func commentsAndStringsAreNotCode() {
        let source = """
            // struct A
            /* struct B /* nested struct C */ still comment struct D */
            let s = "struct E \\(f("struct G)")) end"
            let raw = #"struct H "quoted" \\(x)"#
            let multi = \"""
                struct I
                \"""
            struct J {}
            """
        #expect(Self.identifiers(source) == ["let", "s", "let", "raw", "let", "multi", "struct", "J"])
    }

    @Test func placesAreLinesAndUTF8Columns() {
        let found = Self.lexemes("let café = 1\n\tx.frame(width: 44)\r\nnext")
        let places = found.map { "\($0.text)@\($0.line):\($0.column)" }
        #expect(
            places == [
                "let@1:1", "café@1:5", "=@1:11", "1@1:13", "x@2:2", ".@2:3", "frame@2:4", "(@2:9", "width@2:10", ":@2:15", "44@2:17", ")@2:19",
                "next@3:1",
            ])
    }

    @Test func plainStringsKeepTheirContent() {
        let found = Self.lexemes(##"a("#FBD494", "x\n", "\(y)", #"raw"#)"##)
        #expect(found.filter { $0.kind == .plainString }.map(\.text) == ["#FBD494", "raw"])
        #expect(found.filter { $0.kind == .string }.count == 2)
    }

    @Test func numbersAndTheirValues() {
        let found = Self.lexemes("0.984 12 1_000 0xFBD494 1e3 12abc x.0")
        #expect(found.filter { $0.kind == .number }.map(\.numberValue) == [0.984, 12, 1000, 0xFBD494, 1000, nil, 0])
    }

    @Test func declarationsAreFoundOutsideCommentsAndStrings() throws {
        let source = """
            // struct Ghost
            let text = "class Phantom"
            struct PillButton: View { var body: some View { Text("x").padding(16) } }
            extension GlassView.Tinted {}
            func makeCard() {}
            class func notAName() {}
            """
        let scan = SwiftFileScan(Array(source.utf8))
        for name in ["PillButton", "body", "text", "GlassView.Tinted", "Tinted", "makeCard", "GlassView"] {
            #expect(scan.declarations.declares(name), "\(name)")
        }
        for name in ["Ghost", "Phantom", "func"] {
            #expect(!scan.declarations.declares(name), "\(name)")
        }
        let literal = try #require(scan.literals.first)
        #expect(scan.declarations.enclosingDeclarations(line: literal.line, column: literal.column) == ["PillButton", "body"])
        #expect(scan.declarations.enclosingDeclarations(line: 5, column: 1).isEmpty)
    }

    @Test func colourLiteralsInEveryForm() {
        let source = """
            a = Color(red: 0.984, green: 0.831, blue: 0.58)
            b = Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5)
            c = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
            d = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
            e = Color(hex: "#FBD494")
            f = NSColor(hex: 0xFBD494)
            g = "#fbd494cc"
            h = Color(red: r, green: 0, blue: 0)
            i = Color(.displayP3, red: 1, green: 0, blue: 0)
            j = "#12345"
            """
        let literals = CodeLiteralFinder.literals(in: Self.lexemes(source), matches: SwiftBrackets.matches(in: Self.lexemes(source))).map(\.literal)
        #expect(
            literals.map(\.text) == [
                "Color(red: 0.984, green: 0.831, blue: 0.58)", "Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5)",
                "UIColor(red: 0, green: 0, blue: 0, alpha: 1)", "#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)",
                "Color(hex: \"#FBD494\")", "NSColor(hex: 0xFBD494)", "\"#fbd494cc\"",
            ])
        #expect(literals.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(literals[1].value == .color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let channels: [Double] = [0xFB, 0xD4, 0x94, 0xCC].map { $0 / 255 }
        #expect(literals[6].value == .color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3]))
    }

    @Test func lengthLiteralsWhereTheyAreUsed() {
        let source = """
            v.cornerRadius(12).padding(16).padding(.horizontal, 8).frame(width: 44, maxHeight: .infinity)
            RoundedRectangle(cornerRadius: 20)
            EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
            foo(width: 44).padding(0).cornerRadius(radius)
            """
        let lexemes = Self.lexemes(source)
        let found = CodeLiteralFinder.literals(in: lexemes, matches: SwiftBrackets.matches(in: lexemes)).map(\.literal)
        #expect(
            found.map(\.value) == [
                .length(12, .cornerRadius), .length(16, .padding), .length(8, .padding), .length(44, .frame),
                .length(20, .cornerRadius), .length(4, .padding), .length(4, .padding),
            ])
        #expect(found.map(\.text)[2] == ".padding(.horizontal, 8)")
        #expect(found.map(\.column)[0] == 16)
    }

    /// Input that is not Swift, or is built to make a reader loop, recurse or crash, ends
    /// quickly with lexemes for what could be read.
    @Test(arguments: [
        "\"unterminated", "\"\"\"never closed", "/* /* never closed */", "#\"raw \\#( \"", "\"\\(\"\\(\"\\(", "`", "#", "0x", "1.",
        String(repeating: "\"\\(", count: 200_000), String(repeating: "(", count: 300_000) + "Color(red: 1, green: 0, blue: 0",
        String(repeating: "/*", count: 200_000), String(repeating: "Color(", count: 200_000),
        String(decoding: (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }, as: UTF8.self),
    ])
    func hostileInputEndsQuickly(_ source: String) {
        let start = Date()
        let scan = SwiftFileScan(Array(source.utf8))
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(scan.literals.count <= source.utf8.count)
    }

    @Test func anUnterminatedStringEndsAtItsLine() {
        let found = Self.lexemes("let a = \"open\nstruct After {}")
        #expect(found.contains { $0.isIdentifier("After") && $0.line == 2 })
    }
}
