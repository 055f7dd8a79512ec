import DesignSupport
import DesignTokens

/// Converts source tokens to DTCG 2025.10 one at a time: each either converts (perhaps with
/// losses reported as warnings) or is reported, at its source location, with why not.
struct TokenConverter {
    let dialect: SourceDialect
    /// The tokens an expression may be folded over (see ``ValueConverter/constants``).
    var constants = ConstantValues()
    /// The line heights written as dimensions, since they alias lengths (see
    /// ``SetConversion``).
    var lengthLineHeights: Set<String> = []

    /// The extension key under which source members DTCG has no place for are kept.
    static let extensionKey = "dscheck.import"

    func convert(_ token: SourceToken, collector: inout DiagnosticCollector) -> ConvertedToken? {
        do throws(ConversionFailure) {
            return try convert(token, losses: &collector)
        } catch {
            collector.report(error.kind, "\(token.name): \(error.message)", at: error.location, subject: token.name)
            return nil
        }
    }

    private func convert(_ token: SourceToken, losses collector: inout DiagnosticCollector) throws(ConversionFailure) -> ConvertedToken {
        if let bad = token.path.first(where: { $0.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } }) {
            throw ConversionFailure(
                .invalidValue, "the name '\(bad)' holds '.', '{' or '}', which DTCG reserves for paths and aliases; rename it", at: token.location)
        }
        if let bad = token.path.lazy.compactMap({ NameRules.problem($0, what: "the name") }).first {
            throw ConversionFailure(.invalidValue, bad, at: token.location)
        }
        guard let value = token.value else { throw ConversionFailure(.invalidValue, "the token has no value", at: token.location) }
        let typeName = token.typeName
        var kind: ValueKind
        if let typeName {
            guard let known = dialect.kind(forType: typeName) else {
                throw ConversionFailure(
                    .unsupportedType,
                    "type '\(typeName)' has no DTCG 2025.10 type (they are color, dimension, fontFamily, fontWeight, number, duration, cubicBezier, strokeStyle, border, transition, shadow, gradient, typography); split it into tokens of those types",
                    at: (token.object["$type"] ?? token.object["type"])?.location ?? token.location)
            }
            kind = known
        } else if let inferred = dialect.inferredKind(path: token.path) {
            kind = inferred
        } else if value.string.flatMap(ValueConverter.wholeAlias) != nil {
            kind = .alias
        } else {
            throw ConversionFailure(
                .undeterminedType,
                "the token has no type, and its category '\(token.path[0])' implies none; add \"type\" (such as \"color\" or \"dimension\")",
                at: token.location)
        }
        if kind == .lineHeight, lengthLineHeights.contains(token.name) {
            kind = .dimension(unitless: "px")
            collector.report(
                ImportDiagnostic.lossyValue,
                "\(token.name): a line height that aliases a length, which DTCG cannot write as a line height (a multiple of the font size); it is written as a dimension, which a typography token cannot take as its line height",
                at: value.location, subject: token.name)
        }
        var converter = ValueConverter(dialect: dialect, constants: constants)
        if let modify = token.colorModifier {
            return try modified(token, value: value, kind: kind, modify: modify, converter: converter, collector: &collector)
        }
        let converted = try converter.convert(value, as: kind)
        for loss in converter.losses {
            collector.report(ImportDiagnostic.lossyValue, "\(token.name): \(loss.message)", at: loss.location, subject: token.name)
        }
        var kept = converter.kept
        if let expression = converter.folded {
            kept.append(.init("expression", .string(expression)))
            collector.report(
                ImportDiagnostic.foldedAlias,
                "\(token.name): '\(expression)' is written as its value, \(converted.serialized(pretty: false)), because every token it aliases has one value in every set; the expression is kept in $extensions.\(Self.extensionKey).expression",
                at: value.location, subject: token.name)
        }
        return ConvertedToken(
            source: token, type: kind.dtcgType, value: converted, description: description(of: token),
            deprecated: token.object["$deprecated"]?.output, extensions: extensions(of: token, kept: kept),
            references: converter.references)
    }

    /// A token with a colour modifier, written as the colour it comes to when its colour and
    /// the modifier's operands have one value in every set; the modifier moves to
    /// `$extensions.dscheck.import.modify`, so that nothing applies it twice.
    private func modified(
        _ token: SourceToken, value: JSONNode, kind: ValueKind, modify: JSONNode, converter: ValueConverter, collector: inout DiagnosticCollector
    ) throws(ConversionFailure) -> ConvertedToken {
        guard kind == .color || kind == .alias else {
            throw ConversionFailure(.unsupportedModifier, "a colour modifier on \(kind.noun) token; only colours take one", at: modify.location)
        }
        let modifier = try ColorModifier(modify, evaluate: converter.expressionValue)
        guard case .color(let base) = try converter.expressionValue(value) else {
            throw ConversionFailure(.unsupportedModifier, "the colour modifier's token holds no colour", at: value.location)
        }
        let result = modifier.applied(to: base).jsonOutput
        collector.report(
            ImportDiagnostic.foldedAlias,
            "\(token.name): \(Self.text(of: value)) with Tokens Studio's modifier (\(modifier.description)) is written as the colour it comes to, \(result.serialized(pretty: false)); the modifier is kept in $extensions.\(Self.extensionKey).modify",
            at: modify.location, subject: token.name)
        return ConvertedToken(
            source: token, type: .color, value: result, description: description(of: token), deprecated: token.object["$deprecated"]?.output,
            extensions: extensions(of: token, kept: [.init("modify", modify.output)], dropping: "modify"), references: [])
    }

    private static func text(of node: JSONNode) -> String {
        node.string.map { "'\($0)'" } ?? node.number.map(JSONOutput.format) ?? node.value.kindDescription
    }

    private func description(of token: SourceToken) -> String? {
        let keys = dialect == .styleDictionary ? ["$description", "description", "comment"] : ["$description", "description"]
        return keys.lazy.compactMap { token.object[$0]?.string }.first
    }

    /// The token's `$extensions` with `kept` added under ``extensionKey``, and without
    /// `dropping` in Tokens Studio's own (`studio.tokens`), which is left out once empty.
    private func extensions(of token: SourceToken, kept: [JSONOutput.Member], dropping: String? = nil) -> JSONOutput? {
        var members: [JSONOutput.Member] = []
        for member in token.object["$extensions"]?.object?.members ?? [] {
            guard member.key == "studio.tokens", let dropping, let studio = member.value.object else {
                members.append(.init(member.key, member.value.output))
                continue
            }
            let rest = studio.members.filter { $0.key != dropping }
            if !rest.isEmpty { members.append(.init(member.key, .object(rest.map { .init($0.key, $0.value.output) }))) }
        }
        if !kept.isEmpty { members.append(.init(Self.extensionKey, .object(kept))) }
        return members.isEmpty ? nil : .object(members)
    }
}
