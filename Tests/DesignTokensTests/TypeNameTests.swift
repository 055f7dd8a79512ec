import DesignSupport
import Foundation
import Testing

@testable import DesignTokens

/// `$type` is read in one place for groups and tokens (`TokenType.named(by:report:)`), so a name
/// is accepted or rejected, with the same words, wherever it is written. FACTS.md §1: the type
/// comes from the token's own `$type` or the nearest group's; there are 13 type names, and
/// names are case-sensitive.
struct TypeNameTests {
    static let typeNames =
        "color, dimension, duration, fontFamily, fontWeight, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography"

    /// A faulty `$type` and the diagnostic it gives, wherever it stands.
    static let faulty: [(type: String, diagnostic: String)] = [
        (#""colour""#, #"error tokens/unknown-type: unknown $type "colour"; did you mean "color"? use one of: \#(typeNames)"#),
        (#""Color""#, #"error tokens/unknown-type: unknown $type "Color"; did you mean "color"? use one of: \#(typeNames)"#),
        (#""shadows""#, #"error tokens/unknown-type: unknown $type "shadows"; did you mean "shadow"? use one of: \#(typeNames)"#),
        ("3", #"error tokens/invalid-property: "$type" is a number; it must be one of: \#(typeNames)"#),
    ]

    @Test(arguments: faulty.indices)
    func aFaultyTypeIsTheSameErrorOnAGroupAndOnAToken(_ index: Int) throws {
        let (type, diagnostic) = Self.faulty[index]
        let onGroup = try Self.diagnostics(#"{"group": {"$type": \#(type), "a": {"$value": 1}}}"#)
        let onToken = try Self.diagnostics(#"{"a": {"$type": \#(type), "$value": 1}}"#)
        #expect(onGroup.first == "1:21 " + diagnostic)
        #expect(onToken == ["1:17 " + diagnostic])
    }

    @Test(arguments: TokenType.allCases)
    func everyTypeNameIsReadOnAGroup(_ type: TokenType) throws {
        #expect(try Self.diagnostics(#"{"group": {"$type": "\#(type.rawValue)"}}"#) == [])
    }

    /// `TokenType.unit` and each unit's own `type` agree, so a value is parsed and written by the
    /// unit of the type it is read as.
    @Test(arguments: TokenType.allCases)
    func everyTypeHasAUnitOfItsOwn(_ type: TokenType) {
        #expect(type.unit.type == type)
    }

    /// The diagnostics of a token file holding `text`.
    private static func diagnostics(_ text: String) throws -> [String] {
        try TokenText.resolve(text).diagnostics.map(\.tableLine)
    }
}
