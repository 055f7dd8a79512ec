import DesignSupport
import DesignTokens
import Foundation
import Testing

/// The located JSON reader: keeps line and column for every key and value, and rejects every
/// malformed input at the exact place with the rule id of its kind.
struct JSONReaderTests {
    let reader = JSONReader()

    func rejection(_ text: String) -> JSONReadError? {
        do {
            _ = try reader.read(text, file: "t.json")
            return nil
        } catch {
            return error
        }
    }

    func rejection(_ bytes: [UInt8]) -> JSONReadError? {
        do {
            _ = try reader.read(Data(bytes), file: "t.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func keepsLocationsOfKeysAndValues() throws {
        let root = try reader.read("{\n  \"a\": {\n    \"b\": [1, \"x\"]\n  }\n}", file: "f.json")
        #expect(root.location == SourceLocation(file: "f.json", line: 1, column: 1))
        let a = try #require(root.object?.member("a"))
        #expect(a.keyLocation == SourceLocation(file: "f.json", line: 2, column: 3))
        #expect(a.value.location == SourceLocation(file: "f.json", line: 2, column: 8))
        let b = try #require(a.value.object?.member("b"))
        #expect(b.keyLocation.line == 3 && b.keyLocation.column == 5)
        let elements = try #require(b.value.array)
        #expect(elements[0].location.column == 11)
        #expect(elements[1].location.column == 14)
        #expect(elements[1].string == "x")
    }

    /// Deep indentation, passed eight spaces at a time, and lines of spaces or tabs that end
    /// mid-word or before the end of the file, keep every column and line.
    @Test func keepsLocationsPastLongIndentation() throws {
        for width in [0, 1, 7, 8, 9, 15, 16, 17, 31, 40] {
            let indent = String(repeating: " ", count: width)
            let text = "{\n" + indent + "\"k\":\n" + indent + " \t  1,\n" + String(repeating: " ", count: width + 3) + "\"m\": [\n\n" + indent + "2]}"
            let root = try reader.read(text, file: "f.json")
            let k = try #require(root.object?.member("k"))
            #expect(k.keyLocation == SourceLocation(file: "f.json", line: 2, column: width + 1), "width \(width)")
            #expect(k.value.location == SourceLocation(file: "f.json", line: 3, column: width + 5), "width \(width)")
            let m = try #require(root.object?.member("m"))
            #expect(m.keyLocation == SourceLocation(file: "f.json", line: 4, column: width + 4), "width \(width)")
            #expect(m.value.array?.first?.location == SourceLocation(file: "f.json", line: 6, column: width + 1), "width \(width)")
        }
    }

    /// Looking a key up finds the member with exactly that key, first to last, and a key that
    /// differs only by case, by a combining mark or by its length is absent.
    @Test func findsMembersByKey() throws {
        let root = try reader.read(#"{"$value": 1, "$type": "number", "$ref": null, "é": 2, "e\u0301x": 3}"#, file: "f.json")
        let object = try #require(root.object)
        #expect(object.contains(key: "$value") && object.contains(key: "$type") && object.contains(key: "$ref"))
        #expect(object["$ref"]?.value == .null)
        #expect(object["$type"]?.string == "number")
        #expect(object.member("$value")?.keyLocation.column == 2)
        for absent in ["$Value", "$valu", "$values", "", "e", "x"] {
            #expect(!object.contains(key: absent) && object[absent] == nil && object.member(absent) == nil, "\(absent)")
        }
        // Keys compare as text: é written precomposed or decomposed is the same key.
        #expect(object["e\u{301}"]?.value == .number(2))
        #expect(object["\u{E9}x"]?.value == .number(3))
    }

    @Test func readsEveryValueKind() throws {
        let root = try reader.read(
            #"{"n": null, "t": true, "f": false, "i": -12, "d": 0.5e1, "s": "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "e": [], "o": {}}"#, file: "t.json"
        )
        let object = try #require(root.object)
        #expect(object["n"]?.isNull == true)
        #expect(object["t"]?.bool == true)
        #expect(object["f"]?.bool == false)
        #expect(object["i"]?.number == -12)
        #expect(object["d"]?.number == 5)
        #expect(object["s"]?.string == "a\"\\/\u{8}\u{c}\n\r\té😀")
        #expect(object["e"]?.array?.isEmpty == true)
        #expect(object["o"]?.object?.members.isEmpty == true)
        #expect(object.keys == ["n", "t", "f", "i", "d", "s", "e", "o"])
    }

    /// Containers inside containers, many values pending at once (more than the reader's first
    /// buffer holds), each closing into its own members and elements in file order, as
    /// Foundation reads them.
    @Test func nestedContainersKeepTheirOwnValuesInOrder() throws {
        func object(_ depth: Int, _ seed: Int) -> String {
            guard depth > 0 else { return "\(seed)" }
            let members = (0..<(seed % 5 + 1)).map { "\"m\($0)\": \(object(depth - 1, seed * 7 + $0))" }
            let elements = (0..<(seed % 4)).map { "[\($0), \(object(depth - 1, seed + $0)), \"s\($0)\"]" }
            return "{" + (members + ["\"list\": [" + elements.joined(separator: ", ") + "]"]).joined(separator: ", ") + "}"
        }
        let wide = (0..<70).map { "\"r\($0)\": [\($0)]" }.joined(separator: ", ")
        let text = "{" + wide + ", \"tree\": " + object(4, 3) + "}"
        func plain(_ node: JSONNode) -> NSObject {
            switch node.value {
            case .object(let object):
                return NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: object.members.map { ($0.key, plain($0.value)) }))
            case .array(let elements): return NSArray(array: elements.map(plain))
            case .number(let number): return NSNumber(value: number)
            case .string(let text): return NSString(string: text)
            default: return NSNull()
            }
        }
        let expected = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSObject
        #expect(plain(try reader.read(text, file: "t.json")) == expected)
        func keysInOrder(_ node: JSONNode) -> [String] {
            switch node.value {
            case .object(let object): object.members.flatMap { [$0.key] + keysInOrder($0.value) }
            case .array(let elements): elements.flatMap(keysInOrder)
            default: []
            }
        }
        let keys = keysInOrder(try reader.read(text, file: "t.json"))
        let written = text.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { !$0.hasPrefix("s") }
        #expect(keys == written)
    }

    @Test func multiByteTextKeepsByteColumns() throws {
        let root = try reader.read("{\"é\": 1, \"x\": 2}", file: "t.json")
        #expect(root.object?.member("x")?.keyLocation.column == 11)
    }

    /// Decimals of at most 15 digits take the reader's short path (digits divided by a power of
    /// ten); every one must be the double a correctly rounded conversion gives, bit for bit,
    /// with the sign of a negative zero kept. 16 digits and exponents take the long path.
    @Test func decimalsReadAsCorrectlyRoundedDoubles() throws {
        var texts = [
            "-0.0", "0.0", "0.1", "0.7933", "-12.5", "9007199254740.993", "999999999999999.9", "123456789012345.6", "1.5e3", "0.30000000000000004",
        ]
        var state: UInt64 = 2026  // a fixed seed: the same decimals every run
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<2_000 {
            let digits = 1 + Int(next() % 16)
            var text = String((0..<digits).map { _ in Character(String(next() % 10)) })
            text.insert(".", at: text.index(text.startIndex, offsetBy: Int(next() % UInt64(digits))))
            if text.hasPrefix(".") { text = "0" + text }
            while text.hasPrefix("0"), text.dropFirst().first?.isNumber == true { text.removeFirst() }
            texts.append(next() % 2 == 0 ? "-" + text : text)
        }
        let root = try reader.read("[" + texts.joined(separator: ",") + "]", file: "t.json")
        let elements = try #require(root.array)
        let read = elements.compactMap(\.number)
        #expect(read.count == texts.count)
        for (text, number) in zip(texts, read) {
            let expected = try #require(Double(text))
            #expect(number.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    /// Objects past the reader's member scan use a dictionary of keys: a duplicate is still
    /// found wherever it is, at its place, naming where the first one is.
    @Test(arguments: [2, 11, 12, 13, 40])
    func findsDuplicateKeysInObjectsOfAnySize(members: Int) throws {
        let keys = (0..<members).map { "\"k\($0)\": \($0)" }
        for duplicated in [0, members - 1] {
            let text = "{" + keys.joined(separator: ",\n") + ",\n\"k\(duplicated)\": 0}"
            let error = try #require(rejection(text))
            #expect(error.kind == .duplicateKey)
            #expect(error.location.line == members + 1 && error.location.column == 1)
            #expect(error.message.contains("first at line \(duplicated + 1), column \(duplicated == 0 ? 2 : 1)"), "\(error.message)")
        }
        #expect(rejection("{" + keys.joined(separator: ",") + "}") == nil)
    }

    /// Keys are the same key when their text is the same, as Swift compares strings: written
    /// with an escape, or composed and decomposed, at another length in bytes.
    @Test(arguments: [
        (#""caf\u00e9""#, #""café""#), (#""café""#, #""cafe\u0301""#), (#""\u0041""#, #""A""#), (#""K""#, #""\u212a""#),
        (#""K""#, "\"\u{212A}\""), ("\"e\u{301}\"", "\"\u{E9}\""), (#""a;""#, "\"a\u{37E}\""),
    ])
    func findsDuplicateKeysWrittenDifferently(first: String, second: String) throws {
        for padding in [0, 3, 12] {
            let others = (0..<padding).map { "\"k\($0)\": \($0)" }
            let text = "{" + ([first + ": 1"] + others + [second + ": 2"]).joined(separator: ", ") + "}"
            let error = try #require(rejection(text), "\(text)")
            #expect(error.kind == .duplicateKey)
        }
        #expect(rejection("{\(first): 1, \"zz\": 2}") == nil)
    }

    struct Rejection: CustomStringConvertible, Sendable {
        let input: String
        let kind: JSONDiagnostic
        let line: Int
        let column: Int
        var description: String { input }
    }

    static let rejections: [Rejection] = [
        Rejection(input: "{\"a\": 1,}", kind: .syntax, line: 1, column: 9),
        Rejection(input: "[1, 2", kind: .syntax, line: 1, column: 6),
        Rejection(input: "{\"a\": 1}\n{}", kind: .syntax, line: 2, column: 1),
        Rejection(input: "{\"a\": 1,\n \"a\": 2}", kind: .duplicateKey, line: 2, column: 2),
        Rejection(input: "{\"a\": NaN}", kind: .nonFiniteNumber, line: 1, column: 7),
        Rejection(input: "[Infinity]", kind: .nonFiniteNumber, line: 1, column: 2),
        Rejection(input: "[-Infinity]", kind: .nonFiniteNumber, line: 1, column: 2),
        Rejection(input: "[1e999]", kind: .nonFiniteNumber, line: 1, column: 2),
        Rejection(input: "", kind: .syntax, line: 1, column: 1),
        Rejection(input: "   \n  ", kind: .syntax, line: 2, column: 3),
        Rejection(input: "{\"a\": tru}", kind: .syntax, line: 1, column: 7),
        Rejection(input: "[01]", kind: .syntax, line: 1, column: 3),
        Rejection(input: "[1.]", kind: .syntax, line: 1, column: 4),
        Rejection(input: "[\"a\nb\"]", kind: .syntax, line: 1, column: 4),
        Rejection(input: "[\"\\x\"]", kind: .syntax, line: 1, column: 3),
        Rejection(input: "[\"\\ud800\"]", kind: .syntax, line: 1, column: 3),
        Rejection(input: "{'a': 1}", kind: .syntax, line: 1, column: 2),
        Rejection(input: "[\"unterminated", kind: .syntax, line: 1, column: 2),
        Rejection(input: "{\"a\" 1}", kind: .syntax, line: 1, column: 6),
    ]

    @Test(arguments: rejections)
    func rejectsMalformedJSON(_ rejection: Rejection) throws {
        let error = try #require(self.rejection(rejection.input))
        #expect(error.kind == rejection.kind, "\(error)")
        #expect(error.location.line == rejection.line && error.location.column == rejection.column, "\(error)")
        #expect(!error.message.isEmpty)
    }

    @Test func rejectsInvalidUTF8() throws {
        let invalid: [[UInt8]] = [
            Array("[\"".utf8) + [0xFF] + Array("\"]".utf8),
            Array("[\"".utf8) + [0xC3] + Array("\"]".utf8),
            Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8),
            Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8),
        ]
        for bytes in invalid {
            let error = try #require(rejection(bytes))
            #expect(error.kind == .invalidUTF8)
            #expect(error.location.column == 3)
        }
    }

    @Test func rejectsByteOrderMark() throws {
        let error = try #require(rejection([0xEF, 0xBB, 0xBF] + Array("{}".utf8)))
        #expect(error.kind == .byteOrderMark)
        #expect(error.location == SourceLocation(file: "t.json", line: 1, column: 1))
    }

    @Test func rejectsDeepNestingWithoutOverflowingTheStack() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(rejection(deep))
        #expect(error.kind == .tooDeep)
        #expect(error.location.column == reader.maximumDepth + 1)
        let fine = String(repeating: "[", count: reader.maximumDepth) + String(repeating: "]", count: reader.maximumDepth)
        #expect(rejection(fine) == nil)
    }

    @Test func rejectsOversizedInput() throws {
        let small = JSONReader(maximumSize: 10)
        #expect(throws: JSONReadError.self) { try small.read("[1, 2, 3, 4, 5]", file: "t.json") }
        do {
            _ = try small.read("[1, 2, 3, 4, 5]", file: "t.json")
        } catch {
            #expect(error.kind == .tooLarge)
        }
    }

    @Test func reportsMissingFilesAndDirectories() throws {
        let folder = FileManager.default.temporaryDirectory.path
        for path in ["/nonexistent/dscheck.json", folder, "/dev/null"] {
            do {
                _ = try reader.read(fileAt: path)
                Issue.record("\(path) was read")
            } catch {
                #expect(error.kind == .unreadable)
            }
        }
    }
}
