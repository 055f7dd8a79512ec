import DesignSupport
import Foundation
import Testing

/// ``JSONBuffer`` writes strings and numbers from bytes and digits, not through `Unicode.Scalar`
/// and `String`: each is checked here against the plain definition it must match, at the
/// edges where a byte-level writer goes wrong (a control character first or last, a clean run
/// of every length around a machine word, a multi-byte character that only starts like a
/// control one).
struct JSONBufferTests {
    /// The escapes RFC 8259 gives a short form.
    static let shortEscapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{8}": "\\b", "\u{C}": "\\f",
    ]

    /// JSON of `text` as RFC 8259 and dscheck define it, a scalar at a time.
    static func expectedJSON(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar in
            shortEscapes[scalar]
                ?? (ControlCharacters.contains(scalar) ? "\\u" + String(String(scalar.value + 0x10000, radix: 16).dropFirst()) : String(scalar))
        }
        return "\"" + escaped.joined() + "\""
    }

    /// Every character that is escaped, and characters whose UTF-8 starts with the same byte
    /// as one (C2 A0, D8 80, E2 80 8D, E2 80 B0, E2 81 A5, E2 81 AA, the euro sign) or that
    /// are wider (an emoji), which must come out as they are.
    static let specials: [String] =
        (Array(0x00...0x1F) + [0x22, 0x5C, 0x7F] + Array(0x80...0x9F) + [0x061C, 0x200E, 0x200F] + Array(0x2028...0x202E)
        + Array(0x2066...0x2069)).map { String(Unicode.Scalar($0)!) }
        + [
            "\u{A0}", "\u{FF}", "\u{600}", "\u{61B}", "\u{61D}", "\u{200D}", "\u{2010}", "\u{2027}", "\u{202F}", "\u{2030}", "\u{2065}", "\u{206A}",
            "€", "é", "😀",
        ]

    @Test func eachSpecialCharacterIsEscapedAtEveryPlaceInACleanRun() {
        for special in Self.specials {
            for before in 0...17 {
                for after in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: before) + special + String(repeating: "z", count: after)
                    #expect(OutputEscaping.json(text) == Self.expectedJSON(text), "\(before) \(special.unicodeScalars.map(\.value)) \(after)")
                }
            }
        }
    }

    @Test func runsOfSpecialCharactersAndEmptyText() {
        #expect(OutputEscaping.json("") == "\"\"")
        let all = Self.specials.joined()
        #expect(OutputEscaping.json(all) == Self.expectedJSON(all))
        let reversed = String(all.reversed())
        #expect(OutputEscaping.json(reversed) == Self.expectedJSON(reversed))
        // Pseudo-random texts of specials and letters (a fixed seed, so the test is the same each run).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(Self.next(&state) % 40) {
                let pick = Self.next(&state)
                text += pick % 3 == 0 ? Self.specials[Int(pick / 3 % UInt64(Self.specials.count))] : String(repeating: "x", count: Int(pick % 11))
            }
            #expect(OutputEscaping.json(text) == Self.expectedJSON(text))
        }
    }

    /// A text longer than the piece the buffer makes room for at a time (4 KiB), with escapes
    /// (a multi-byte one among them) just before, on and after each piece's end.
    @Test func aLongTextIsEscapedAcrossThePiecesItIsWrittenIn() {
        for special in ["\u{1B}", "\u{202E}", "\u{85}", "\"", "é"] {
            for offset in -9...9 {
                var text = String(repeating: "a", count: 3 * 4096)
                for piece in 1...2 {
                    let index = text.index(text.startIndex, offsetBy: piece * 4096 + offset)
                    text.replaceSubrange(index...index, with: special)
                }
                #expect(OutputEscaping.json(text) == Self.expectedJSON(text), "\(offset)")
            }
        }
        let allSpecial = String(repeating: "\u{1}\u{2028}", count: 3_000)
        #expect(OutputEscaping.json(allSpecial) == Self.expectedJSON(allSpecial))
    }

    /// A step of a linear congruential generator.
    static func next(_ state: inout UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 17
    }

    /// Numbers as `format` has always defined them: null when not finite, whole numbers below
    /// 10^15 as integers, the rest as Swift writes them.
    static func expectedNumber(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    @Test func numbersAreWrittenAsSwiftWritesThem() {
        var numbers: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 0.001, -0.001, 0.0009999, 0.0001, 1e-5, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 0.7933, 0.0234,
            8_388_607.5, 8_388_608.5, -8_388_607.99999999, 123_456.123_456_78, 1e15, 1e15 + 0.5, -1e15, 999_999_999_999_999, 1e16,
            1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .nan, .infinity, -.infinity, Double(Int64.max), Double(Int64.min), 0.015, 2.675,
        ]
        var state: UInt64 = 12_345
        for _ in 0..<20_000 {
            let decimals = Double(pow(10, Double(Self.next(&state) % 10)))
            let digits = Double(Int64(Self.next(&state) % 2_000_000_000_000) - 1_000_000_000_000)
            numbers.append(digits / decimals)
            numbers.append(Double(Int64(Self.next(&state) % 20_001) - 10_000) / decimals)
            numbers.append(Double(bitPattern: Self.next(&state) << 17 ^ Self.next(&state)))
        }
        for number in numbers {
            #expect(JSONOutput.format(number) == Self.expectedNumber(number), "\(number)")
        }
    }

    /// Nesting deeper than any report (62 levels, the stream takes 64), indented by more than
    /// a run of spaces copied at once.
    @Test func deepIndentationIsTheTreeSerialized() {
        var tree = JSONOutput.object(["leaf": .string("x\u{1B}"), "list": .array([.number(1.5), .string("b")])])
        var stream = JSONStream()
        for depth in 0..<31 {
            stream.openArray()
            stream.element()
            stream.openObject()
            stream.key(.init("level \(depth)"))
        }
        stream.value(tree)
        for depth in (0..<31).reversed() {
            stream.closeObject()
            stream.closeArray()
            tree = .array([.object([.init("level \(depth)", tree)])])
        }
        #expect(stream.finished() == tree.serialized())
    }

    /// A string longer than the hand-over size, with escapes on either side of it, is handed
    /// over whole in one piece and the pieces are the document.
    @Test func aStringLongerThanAPieceIsHandedOverWhole() {
        let long = String(repeating: "\u{202E}ab\"c\u{1}", count: 60)
        var pieces: [[UInt8]] = []
        var stream = JSONStream(handingOverPast: 32) { pieces.append($0) }
        stream.openArray()
        for index in 0..<6 {
            stream.element()
            stream.string(index % 2 == 0 ? long : "short \(index)")
        }
        stream.closeArray()
        stream.finish()
        let tree = JSONOutput.array((0..<6).map { .string($0 % 2 == 0 ? long : "short \($0)") })
        // An array of strings is written whole by the tree, on one line: compare element by element.
        let expected = "[\n" + (0..<6).map { "  " + Self.expectedJSON($0 % 2 == 0 ? long : "short \($0)") }.joined(separator: ",\n") + "\n]\n"
        #expect(pieces.count > 3)
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == expected)
        #expect(
            tree.serialized(pretty: false) == "[" + (0..<6).map { Self.expectedJSON($0 % 2 == 0 ? long : "short \($0)") }.joined(separator: ",") + "]"
        )
    }
}
