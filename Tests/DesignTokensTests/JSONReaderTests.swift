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

    @Test func multiByteTextKeepsByteColumns() throws {
        let root = try reader.read("{\"é\": 1, \"x\": 2}", file: "t.json")
        #expect(root.object?.member("x")?.keyLocation.column == 11)
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
