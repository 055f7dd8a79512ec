import DesignSupport
import DesignTokens

/// Values a token can hold: literals, or `"{token.path}"` references checked against the default
/// context. A reference to a missing token or to a token of another type is reported but kept:
/// it resolves to nil in every context where it does not fit.
extension SpecReader {
    static let numberExpectation = "a number or a token reference such as \"{dimension.button.height}\""
    static let typographyExpectation = "a typography token reference such as \"{typography.body}\""

    /// A number (see ``number(_:)`` for its bounds), or a reference to a number, dimension or
    /// duration token whose value lies in the same bounds.
    func boundNumber(_ node: JSONNode) -> Bound<Double>? {
        if node.number != nil { return number(node).map { Bound(.literal($0), at: node.location) } }
        return boundNumber(node, in: -Self.largestNumber...Self.largestNumber, what: "this number")
    }

    /// A number inside `range` (which lies inside the ``largestNumber`` bounds), or a reference
    /// to a number, dimension or duration token whose value lies in it, checked in the default
    /// context here and in the others by the checker; `what` names it in messages.
    func boundNumber(_ node: JSONNode, in range: ClosedRange<Double>, what: String) -> Bound<Double>? {
        if node.number != nil { return number(node, in: range, what: what).map { Bound(.literal($0), at: node.location) } }
        if let text = node.string, Self.isReference(text) { return reference(text, at: node.location, range: range, what: what) }
        wrongType(node, expected: Self.numberExpectation)
        return nil
    }

    /// An opacity: a number from 0 to 1, or a token reference.
    func opacity(_ node: JSONNode) -> Bound<Double>? {
        boundNumber(node, in: 0...1, what: "opacity")
    }

    /// A reference to a typography token.
    func typography(_ node: JSONNode) -> Bound<Typography>? {
        if let text = node.string, Self.isReference(text) { return reference(text, at: node.location) }
        wrongType(node, expected: Self.typographyExpectation)
        return nil
    }

    /// A font weight: a number from 1 to 1000, a 2025.10 keyword such as "bold", or a reference
    /// to a fontWeight token.
    func fontWeight(_ node: JSONNode) -> Bound<FontWeight>? {
        if let text = node.string, Self.isReference(text) { return reference(text, at: node.location) }
        if let keyword = node.string, let value = FontWeight.keywords[keyword] {
            return Bound(.literal(FontWeight(value: value, keyword: keyword)), at: node.location)
        }
        if node.number != nil {
            return number(node, in: 1...1000, what: "fontWeight").map { Bound(.literal(FontWeight(value: $0)), at: node.location) }
        }
        wrongType(node, expected: "a font weight: 1 to 1000, a keyword such as \"bold\", or a fontWeight token reference")
        return nil
    }

    /// Whether `text` is meant as a token reference (it starts with `{` or ends with `}`).
    static func isReference(_ text: String) -> Bool {
        text.hasPrefix("{") || text.hasSuffix("}")
    }

    /// The token `text` references, checked: malformed syntax is an invalid value (nil); a token
    /// missing from the default context, or of a type that does not fit `Value`, is reported.
    func reference<Value: TokenRepresentable>(
        _ text: String, at location: SourceLocation, range: ClosedRange<Double>? = nil, what: String = "this number"
    ) -> Bound<Value>? {
        guard Self.isWellFormedReference(text) else {
            report(
                .invalidValue, "\"\(text)\" is not a token reference; write the token's dot path in braces, such as \"{color.accent}\"",
                at: location)
            return nil
        }
        let name = String(text.dropFirst().dropLast())
        let types = Value.tokenTypes
        if let token = tokens[name] {
            if let type = token.type, !types.contains(type) {
                report(.tokenType, "token \"\(name)\" is a \(type.rawValue) token; use a \(Self.typeList(types)) token here", at: location)
            } else if token.value == nil {
                dependsOnInvalidToken(token, at: location)
            }
        } else if tokens.waitsOnUnreadableFiles {
            waitingReferences += 1
        } else {
            let advice =
                closestToken(to: name, ofTypes: types).map { "did you mean \"{\($0)}\"?" } ?? "reference an existing \(Self.typeList(types)) token"
            report(.unknownToken, "no token \"\(name)\" in the default context; \(advice)", at: location)
        }
        recordUse(of: name, at: location, acceptedTypes: types, range: range, what: what)
        return Bound(.token(name), at: location, range: range)
    }

    /// Whether `text` is a dot path in braces, `{a.b}`: no brace inside and no empty segment.
    /// ASCII text, as nearly every reference is, is checked byte by byte (there each character
    /// is one byte, or a CR LF pair that is neither a brace nor a dot); other text character by
    /// character, as a combining mark after a brace or dot makes it another character.
    private static func isWellFormedReference(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            let inner = text.dropFirst().dropLast()
            return text.count >= 2 && text.hasPrefix("{") && text.hasSuffix("}") && !inner.contains(where: { $0 == "{" || $0 == "}" })
                && !inner.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        }
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return false }
        var previous = UInt8(ascii: ".")  // an opening dot would leave an empty first segment
        for byte in bytes.dropFirst().dropLast() {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || (byte == UInt8(ascii: ".") && previous == byte) { return false }
            previous = byte
        }
        return previous != UInt8(ascii: ".")  // also refuses "{}", whose one segment is empty
    }

    /// Reports once per spec and token that the spec depends on `token`, which has no value in
    /// the default context, with the chain to the invalid token; counts it instead when the
    /// token waits on a token file that cannot be read.
    private func dependsOnInvalidToken(_ token: ResolvedToken, at location: SourceLocation) {
        guard let fault = tokens.fault(of: token.name) else {
            waitingReferences += 1
            return
        }
        guard reportedDependencies.insert(SpecDependency(subject: subject, token: token.name)).inserted else { return }
        report(dependent: fault.explanation(for: "token \"\(token.name)\""), at: location)
    }

    /// The name of a default-context token of one of `types` closest to `name`, if one is close.
    private func closestToken(to name: String, ofTypes types: [TokenType]) -> String? {
        if tokenNames[types] == nil {
            tokenNames[types] = DottedNameIndex(tokens.tokens.filter { $0.type.map(types.contains) ?? false }.map(\.name))
        }
        return tokenNames[types]?.closest(to: name)
    }

    /// "number, dimension or duration".
    private static func typeList(_ types: [TokenType]) -> String {
        let names = types.map(\.rawValue)
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
