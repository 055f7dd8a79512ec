import DesignCatalog
import DesignSupport
import DesignTokens
import Testing

/// ``JSONElementPaths``: the path of the innermost key or array element at or before a place,
/// array positions named by the element's `id` where it has one.
struct JSONElementPathsTests {
    static let text = #" {"id": "s", "root": {"children": [{"text": "A"}, {"id": "cta", "text": "B"}, {"text": "C", "a~b/c": 1}]}, "n": [[1, 2]]}"#

    /// The path at the first character of `fragment` (the `occurrence`th, counting from 0).
    static func path(at fragment: String, occurrence: Int = 0) throws -> String {
        let paths = JSONElementPaths(try JSONReader().read(text, file: "s.json"))
        var start = text.startIndex
        for _ in 0..<occurrence { start = text.index(after: try #require(text.range(of: fragment, range: start..<text.endIndex)).lowerBound) }
        let found = try #require(text.range(of: fragment, range: start..<text.endIndex))
        let column = text.utf8.distance(from: text.startIndex, to: found.lowerBound) + 1
        return paths.element(at: SourceLocation(file: "s.json", line: 1, column: column))
    }

    @Test func keysAndElementsAreNamedByPathAndId() throws {
        #expect(try Self.path(at: " {") == "")
        #expect(try Self.path(at: #"{"id""#) == "")
        #expect(try Self.path(at: #""id""#) == "/id")
        #expect(try Self.path(at: #""s""#) == "/id")
        #expect(try Self.path(at: #"{"text": "A"}"#) == "/root/children/0")
        #expect(try Self.path(at: #""text": "A""#) == "/root/children/0/text")
        #expect(try Self.path(at: #"{"id": "cta""#) == "/root/children/cta")
        #expect(try Self.path(at: #""B""#) == "/root/children/cta/text")
        #expect(try Self.path(at: #""a~b/c""#) == "/root/children/2/a~0b~1c")
        #expect(try Self.path(at: "]}, ") == "/root/children/2/a~0b~1c")
        #expect(try Self.path(at: "2]") == "/n/0/1")
    }
}
