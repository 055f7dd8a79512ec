import DesignSupport
import DesignTokens

/// Converts one source value to its DTCG 2025.10 shape, collecting the token names it aliases
/// and the parts it had to drop or default.
struct ValueConverter {
    let dialect: SourceDialect
    /// The names of the tokens the value aliases, in the order met.
    private(set) var references: [String] = []
    /// Parts the conversion dropped or defaulted, with where they are.
    private(set) var losses: [(message: String, location: SourceLocation)] = []
    /// Source members DTCG has no place for, kept for `$extensions` (typography's
    /// paragraphSpacing, textCase…).
    private(set) var kept: [JSONOutput.Member] = []
    /// The tokens an expression may be folded over, because each has one value in every
    /// theme.
    let constants: ConstantValues
    /// The source expression, when the value was written as what it evaluates to.
    private(set) var folded: String?

    init(dialect: SourceDialect, constants: ConstantValues = ConstantValues()) {
        self.dialect = dialect
        self.constants = constants
    }

    mutating func convert(_ node: JSONNode, as kind: ValueKind) throws(ConversionFailure) -> JSONOutput {
        if let text = node.string {
            if let alias = Self.wholeAlias(text) {
                let name = dialect.referenceName(alias)
                references.append(name)
                return .string("{\(name)}")
            }
            if text.hasOpeningBrace {
                folded = text
                return try foldedValue(text, as: kind, at: node.location)
            }
        }
        switch kind {
        case .color: return try color(node)
        case .dimension(let unitless): return try dimension(node, unitless: unitless)
        case .letterSpacing: return try dimension(node, unitless: "px")
        case .fontFamily: return try fontFamily(node)
        case .fontWeight: return try fontWeight(node)
        case .number: return try number(node, percent: false, what: "a number")
        case .opacity: return try number(node, percent: true, what: "an opacity")
        case .lineHeight: return try lineHeight(node)
        case .duration(let unitless): return try duration(node, unitless: unitless)
        case .typography: return try typography(node)
        case .shadow: return try shadow(node)
        case .border: return try border(node)
        case .asWritten, .alias: return node.output
        }
    }

    /// The name in a value that is one alias and nothing else (`{color.red}`).
    static func wholeAlias(_ text: String) -> String? {
        guard text.hasOpeningBrace else { return nil }
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        return inner.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } ? nil : String(inner)
    }

    /// What `node` (a number, a literal or an expression over constant aliases) comes to, for a
    /// colour modifier's base colour, amount and mixed colour.
    func expressionValue(_ node: JSONNode) throws(ConversionFailure) -> ExpressionValue {
        if let number = node.number { return .quantity(Quantity(value: number, unit: nil)) }
        guard let text = node.string else {
            throw ConversionFailure(
                .invalidValue, "the value is \(node.value.kindDescription); a colour modifier takes a colour or a number", at: node.location)
        }
        var parser = ExpressionParser(text, values: constants.values, dialect: dialect)
        do {
            return try parser.parse()
        } catch {
            if let alias = error.alias {
                let what = Self.wholeAlias(text) == nil ? "'\(text)' aliases {\(alias)}, which" : "{\(alias)}"
                throw ConversionFailure(
                    .unsupportedModifier,
                    "\(what) changes between sets, so the colour modifier's result would change with the theme, which DTCG 2025.10 cannot express; write the resulting colour in each set",
                    at: node.location)
            }
            throw ConversionFailure(.invalidValue, error.message, at: node.location)
        }
    }

    /// `text`, which mixes aliases with other text, as the value it comes to with every alias
    /// replaced by its constant value: evaluated (math and colour functions included) where
    /// `kind` is a number, a length or a colour, the literal text substituted otherwise.
    private mutating func foldedValue(_ text: String, as kind: ValueKind, at location: SourceLocation) throws(ConversionFailure)
        -> JSONOutput
    {
        guard kind.isEvaluated else {
            guard let literal = substituted(text) else { throw expressionFailure(text, kind: kind, at: location) }
            return try convert(JSONNode(.string(literal), at: location), as: kind)
        }
        var parser = ExpressionParser(text, values: constants.values, dialect: dialect)
        let value: ExpressionValue
        do {
            value = try parser.parse()
        } catch {
            if error.alias != nil { throw expressionFailure(text, kind: kind, at: location) }
            throw ConversionFailure(.invalidValue, error.message, at: location)
        }
        switch (value, kind) {
        case (.color(let color), .color): return color.jsonOutput
        case (.quantity(let quantity), _) where kind != .color: return try convert(JSONNode(.string(quantity.text), at: location), as: kind)
        default: throw ConversionFailure(.invalidValue, "'\(text)' comes to \(value.noun), where \(kind.noun) is expected", at: location)
        }
    }

    /// `text` with every alias replaced by its token's constant literal; nil when an alias
    /// names a token without one (it differs between sets, or is itself an alias or an object).
    private func substituted(_ text: String) -> String? {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            guard let literal = constants.texts[dialect.referenceName(String(rest[rest.index(after: open)..<close]))] else { return nil }
            result += rest[..<open] + literal
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private func expressionFailure(_ text: String, kind: ValueKind, at location: SourceLocation) -> ConversionFailure {
        switch kind {
        case .color:
            ConversionFailure(
                .unsupportedModifier,
                "'\(text)' changes an aliased colour, which DTCG 2025.10 cannot express; write the resulting colour, or alias a token that holds it",
                at: location)
        case .dimension, .letterSpacing, .number, .opacity, .lineHeight, .duration, .fontWeight:
            ConversionFailure(
                .unsupportedMath,
                "'\(text)' is math on an alias, which DTCG 2025.10 cannot express (its value would change with the theme); write the result, or alias a token that holds it",
                at: location)
        case .fontFamily, .typography, .shadow, .border, .asWritten, .alias:
            ConversionFailure(
                .invalidValue, "'\(text)' mixes an alias with other text; a value is either one alias or a literal", at: location)
        }
    }

    // MARK: - Scalars

    private func color(_ node: JSONNode) throws(ConversionFailure) -> JSONOutput {
        guard let text = node.string else {
            if node.object?["colorSpace"] != nil { return node.output }
            throw ConversionFailure(
                .invalidValue, "a colour is \(node.value.kindDescription); write a CSS colour such as \"#3182ce\"", at: node.location)
        }
        if text.lowercased().includes("gradient(") {
            throw ConversionFailure(
                .invalidValue,
                "'\(text)' is a CSS gradient in a colour token; DTCG writes gradients as a gradient token with stops, so convert it by hand",
                at: node.location)
        }
        do {
            return try CSSColor.parse(text).jsonOutput
        } catch {
            // Tokens Studio also reads colour functions with commas (`oklch(0.5, 0.1, 240)`),
            // `rgba(#hex, alpha)` and TokenScript's colour functions; CSS's own message is kept
            // for what is neither.
            var parser = ExpressionParser(text)
            guard case .color(let color)? = try? parser.parse() else { throw ConversionFailure(.invalidValue, error.message, at: node.location) }
            return color.jsonOutput
        }
    }

    private func quantity(_ node: JSONNode, what: String) throws(ConversionFailure) -> Quantity {
        if let number = node.number { return Quantity(value: number, unit: nil) }
        guard let text = node.string else {
            throw ConversionFailure(
                .invalidValue, "\(what) is \(node.value.kindDescription); write a number or a string such as \"16px\"", at: node.location)
        }
        do {
            return try Quantity.read(text)
        } catch {
            throw ConversionFailure(.invalidValue, "\(what): \(error.message)", at: node.location)
        }
    }

    private func dimension(_ node: JSONNode, unitless: String) throws(ConversionFailure) -> JSONOutput {
        if let object = node.object, object["unit"] != nil { return node.output }
        let read = try quantity(node, what: "a length")
        let unit = read.unit ?? unitless
        // Zero is zero in every unit, a percentage of anything included (`"letterSpacing": "0%"`).
        if read.value == 0 { return .object(["value": .number(0), "unit": .string(unit == "rem" ? "rem" : "px")]) }
        guard unit == "px" || unit == "rem" else {
            let why =
                unit == "%"
                ? "a percentage depends on what it is a percentage of, which a DTCG dimension cannot say"
                : "DTCG 2025.10 dimensions are in px or rem"
            throw ConversionFailure(.invalidValue, "'\(Self.text(of: node))' is in \(unit): \(why); write it in px or rem", at: node.location)
        }
        return .object(["value": .number(read.value), "unit": .string(unit)])
    }

    private func number(_ node: JSONNode, percent: Bool, what: String) throws(ConversionFailure) -> JSONOutput {
        let read = try quantity(node, what: what)
        switch read.unit {
        case nil: return .number(read.value)
        case "%" where percent: return .number(read.value / 100)
        default:
            throw ConversionFailure(.invalidValue, "'\(Self.text(of: node))' has a unit; \(what) is a bare number", at: node.location)
        }
    }

    private func lineHeight(_ node: JSONNode) throws(ConversionFailure) -> JSONOutput {
        if let text = node.string?.lowercased(), text == "auto" || text == "normal" {
            throw ConversionFailure(
                .invalidValue,
                "line height '\(Self.text(of: node))' leaves it to the font, which DTCG cannot say; write a multiple such as 1.5 or 150%",
                at: node.location)
        }
        let read = try quantity(node, what: "a line height")
        switch read.unit {
        case nil: return .number(read.value)
        case "%": return .number(read.value / 100)
        default:
            throw ConversionFailure(
                .invalidValue,
                "line height '\(Self.text(of: node))' is a length; DTCG writes line height as a multiple of the font size, so write it as a number or a percentage",
                at: node.location)
        }
    }

    private func duration(_ node: JSONNode, unitless: String) throws(ConversionFailure) -> JSONOutput {
        if let object = node.object, object["unit"] != nil { return node.output }
        let read = try quantity(node, what: "a duration")
        let unit = read.unit ?? unitless
        guard unit == "ms" || unit == "s" else {
            throw ConversionFailure(.invalidValue, "'\(Self.text(of: node))' is in \(unit); DTCG durations are in ms or s", at: node.location)
        }
        return .object(["value": .number(read.value), "unit": .string(unit)])
    }

    private func fontFamily(_ node: JSONNode) throws(ConversionFailure) -> JSONOutput {
        if let names = node.array, names.allSatisfy({ $0.string != nil }) { return node.output }
        guard let text = node.string else {
            throw ConversionFailure(.invalidValue, "a font family is \(node.value.kindDescription); write its name", at: node.location)
        }
        let names = text.split(separator: ",").map {
            String($0).trimmingSpaces().trimming(scalarsIn: "\"'")
        }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw ConversionFailure(.invalidValue, "the font family is empty; write its name", at: node.location) }
        return names.count == 1 ? .string(names[0]) : .array(names.map(JSONOutput.string))
    }

    private mutating func fontWeight(_ node: JSONNode) throws(ConversionFailure) -> JSONOutput {
        if let number = node.number ?? node.string.flatMap({ Double($0.trimmingSpaces()) }) {
            guard (1...1000).contains(number) else {
                throw ConversionFailure(.invalidValue, "font weight \(JSONOutput.format(number)) is outside 1–1000", at: node.location)
            }
            return .number(number)
        }
        guard let text = node.string else {
            throw ConversionFailure(
                .invalidValue, "a font weight is \(node.value.kindDescription); write a number or a name such as Bold", at: node.location)
        }
        guard let style = FontStyleName(text) else {
            throw ConversionFailure(
                .invalidValue, "'\(text)' is not a font weight; write a number (100–900) or a name such as Regular, Semi Bold, Bold",
                at: node.location)
        }
        if style.italic {
            losses.append(("'\(text)' is italic, which a DTCG font weight cannot say; it is written as \(style.weight) (upright)", node.location))
        }
        return .number(Double(style.weight))
    }

    // MARK: - Composites

    private mutating func typography(_ node: JSONNode) throws(ConversionFailure) -> JSONOutput {
        guard let object = node.object else {
            throw ConversionFailure(
                .invalidValue, "a typography value is \(node.value.kindDescription); write an object or an alias", at: node.location)
        }
        let parts: [(key: String, kind: ValueKind)] = [
            ("fontFamily", .fontFamily), ("fontSize", .dimension(unitless: "px")), ("fontWeight", .fontWeight),
            ("letterSpacing", .letterSpacing), ("lineHeight", .lineHeight),
        ]
        var members: [JSONOutput.Member] = []
        for (key, kind) in parts {
            let sourceKey = key == "fontWeight" && object[key] == nil && object["fontWeights"] != nil ? "fontWeights" : key
            guard let value = object[sourceKey] else {
                if key == "letterSpacing" {
                    losses.append(("typography has no letterSpacing; written as 0px, Figma's default", node.location))
                    members.append(.init(key, .object(["value": .number(0), "unit": .string("px")])))
                    continue
                }
                throw ConversionFailure(.invalidValue, "typography has no \(key); add it", at: node.location)
            }
            members.append(.init(key, try convert(value, as: kind)))
        }
        let known = Set(parts.map(\.key) + ["fontWeights"])
        let extra = object.members.filter { !known.contains($0.key) }
        if !extra.isEmpty { kept.append(.init("typography", .object(extra.map { .init($0.key, $0.value.output) }))) }
        return .object(members)
    }

    private mutating func shadow(_ node: JSONNode) throws(ConversionFailure) -> JSONOutput {
        if let layers = node.array {
            guard !layers.isEmpty else { throw ConversionFailure(.invalidValue, "the shadow list is empty", at: node.location) }
            var converted: [JSONOutput] = []
            for layer in layers { converted.append(try shadowLayer(layer)) }
            return .array(converted)
        }
        return try shadowLayer(node)
    }

    private mutating func shadowLayer(_ node: JSONNode) throws(ConversionFailure) -> JSONOutput {
        if let text = node.string, let alias = Self.wholeAlias(text) {
            let name = dialect.referenceName(alias)
            references.append(name)
            return .string("{\(name)}")
        }
        guard let object = node.object else {
            throw ConversionFailure(
                .invalidValue, "a shadow is \(node.value.kindDescription); write an object with x, y, blur, spread and color", at: node.location)
        }
        if object["offsetX"] != nil { return node.output }
        guard let color = object["color"] else { throw ConversionFailure(.invalidValue, "the shadow has no color; add it", at: node.location) }
        var members: [JSONOutput.Member] = [.init("color", try convert(color, as: .color))]
        for (source, target) in [("x", "offsetX"), ("y", "offsetY"), ("blur", "blur"), ("spread", "spread")] {
            if let member = object[source] {
                members.append(.init(target, try convert(member, as: .dimension(unitless: "px"))))
            } else {
                members.append(.init(target, .object(["value": .number(0), "unit": .string("px")])))
            }
        }
        switch object["type"]?.string {
        case nil, "dropShadow": break
        case "innerShadow": members.append(.init("inset", .bool(true)))
        case let other?:
            throw ConversionFailure(
                .invalidValue, "shadow type '\(other)' is neither dropShadow nor innerShadow", at: object["type"]?.location ?? node.location)
        }
        return .object(members)
    }

    private mutating func border(_ node: JSONNode) throws(ConversionFailure) -> JSONOutput {
        guard let object = node.object else {
            throw ConversionFailure(
                .invalidValue, "a border is \(node.value.kindDescription); write an object with color, width and style", at: node.location)
        }
        var members: [JSONOutput.Member] = []
        for (key, kind) in [("color", ValueKind.color), ("width", .dimension(unitless: "px")), ("style", .asWritten(.strokeStyle))] {
            guard let value = object[key] else { throw ConversionFailure(.invalidValue, "the border has no \(key); add it", at: node.location) }
            members.append(.init(key, try convert(value, as: kind)))
        }
        return .object(members)
    }

    /// The value as written, for messages.
    private static func text(of node: JSONNode) -> String {
        node.string ?? node.number.map(JSONOutput.format) ?? node.value.kindDescription
    }
}

extension String {
    /// Whether the text holds a `{`, so may hold an alias: checked on its bytes, as every value
    /// of a large import is.
    var hasOpeningBrace: Bool { utf8.contains(UInt8(ascii: "{")) }
}
