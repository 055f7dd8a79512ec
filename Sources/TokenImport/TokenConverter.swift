import DesignSupport
import DesignTokens

/// Converts source tokens to DTCG 2025.10 one at a time: each either converts (perhaps with
/// losses reported as warnings) or is reported, at its source location, with why not.
struct TokenConverter {
    let dialect: SourceDialect
    /// The constant literals an expression may be folded over (see ``ValueConverter/constants``).
    var constants: [String: String] = [:]

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
        if let bad = token.path.first(where: { $0.contains(".") || $0.contains("{") || $0.contains("}") }) {
            throw ConversionFailure(
                .invalidValue, "the name '\(bad)' holds '.', '{' or '}', which DTCG reserves for paths and aliases; rename it", at: token.location)
        }
        if let bad = token.path.lazy.compactMap({ ControlCharacters.nameProblem($0, what: "the name") }).first {
            throw ConversionFailure(.invalidValue, bad, at: token.location)
        }
        guard let value = token.value else { throw ConversionFailure(.invalidValue, "the token has no value", at: token.location) }
        if let modify = token.object["$extensions"]?.object?["studio.tokens"]?.object?["modify"] {
            throw ConversionFailure(
                .unsupportedModifier,
                "Tokens Studio modifies this colour (\(Self.describeModifier(modify))), which DTCG 2025.10 cannot express; write the resulting colour",
                at: modify.location)
        }
        let typeName = token.ownType ?? token.groupType
        let kind: ValueKind
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
        var converter = ValueConverter(dialect: dialect, constants: constants)
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

    private func description(of token: SourceToken) -> String? {
        let keys = dialect == .styleDictionary ? ["$description", "description", "comment"] : ["$description", "description"]
        return keys.lazy.compactMap { token.object[$0]?.string }.first
    }

    private func extensions(of token: SourceToken, kept: [JSONOutput.Member]) -> JSONOutput? {
        var members = token.object["$extensions"]?.object?.members.map { JSONOutput.Member($0.key, $0.value.output) } ?? []
        if !kept.isEmpty { members.append(.init(Self.extensionKey, .object(kept))) }
        return members.isEmpty ? nil : .object(members)
    }

    private static func describeModifier(_ node: JSONNode) -> String {
        guard let object = node.object else { return "a modifier" }
        let parts = ["type", "value", "space"].compactMap { key in
            object[key].map { "\(key) \($0.string ?? $0.number.map(JSONOutput.format) ?? $0.value.kindDescription)" }
        }
        return parts.isEmpty ? "a modifier" : parts.joined(separator: ", ")
    }
}
