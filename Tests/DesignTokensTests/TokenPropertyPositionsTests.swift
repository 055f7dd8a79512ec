import DesignSupport
import DesignTokens
import Testing

/// The walk remembers where a token's `$value`, `$ref`, `$type`, `$description` and
/// `$extensions` are among its members, a byte each, and resolving reads them there; a property
/// further on than a byte holds is looked up by key. Both give the same token.
struct TokenPropertyPositionsTests {
    /// A token with `before` plain members ahead of its properties, and an alias of it.
    static func file(before: Int) -> String {
        let members = (0..<before).map { "\"m\($0)\": \($0), " }.joined()
        return """
            {"big": {\(members)"$type": "number", "$value": 5, "$description": "late", "$extensions": {"com.example": {"a": 1}}},
             "small": {"$ref": "#/big"}}

            """
    }

    @Test(arguments: [0, 3, 253, 254, 255, 300])
    func readsPropertiesWhereverTheyAre(before: Int) throws {
        let text = Self.file(before: before)
        let set = try TokenText.resolve(text)
        let big = try #require(set.tokens.first { $0.name == "big" })
        #expect(big.type == .number)
        #expect(big.value.map { $0.jsonOutput.serialized(pretty: false) } == "5")
        #expect(big.description == "late")
        #expect(big.extensions?.object?["com.example"]?.object?["a"]?.value == .number(1))
        // The value's column: one past the text before the 5.
        let valueOffset = try #require(text.utf8.firstRange(of: "\"$value\": 5".utf8)).upperBound
        #expect(big.valueLocation.line == 1)
        #expect(big.valueLocation.column == text.utf8.distance(from: text.utf8.startIndex, to: valueOffset))
        let small = try #require(set.tokens.first { $0.name == "small" })
        #expect(small.value.map { $0.jsonOutput.serialized(pretty: false) } == "5")
        #expect(small.valueLocation.line == 2)
        #expect(set.diagnostics.count == before, "one unknown member each")
    }
}
