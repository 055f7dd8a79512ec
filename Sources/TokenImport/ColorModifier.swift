import DesignSupport
import DesignTokens

/// A Tokens Studio colour modifier (`$extensions["studio.tokens"].modify`): lighten, darken,
/// mix or alpha, in the colour space it names, as Tokens Studio's Style Dictionary transforms
/// apply it. Lighten moves each channel towards its maximum by `value` of the distance (in LCH
/// also lowering chroma by that share), darken towards zero; mix interpolates towards `color` in
/// CIE Lab, colorjs's default; alpha sets the alpha. Tokens Studio needs the space named; so
/// does this. The result is written in the modifier's
/// space, unrounded (Tokens Studio prints it to three significant digits).
struct ColorModifier {
    enum Kind: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    enum Space: String, CaseIterable {
        case lch, hsl, srgb, p3

        var colorSpace: ColorSpace {
            switch self {
            case .lch: .lch
            case .hsl: .hsl
            case .srgb: .srgb
            case .p3: .displayP3
            }
        }

        /// The largest value of each channel the modifier moves: lightness (LCH, HSL, on DTCG's
        /// 0–100 scale) or red, green and blue (0–1).
        var maximum: Double { self == .lch || self == .hsl ? 100 : 1 }
    }

    let kind: Kind
    let space: Space
    let amount: Double
    /// The colour mixed in, for `mix`.
    let mixed: TokenColor?

    /// The modifier `node` describes, its `value` and `color` read through `evaluate` (they may
    /// be aliases); the error says what is wrong with it.
    init(_ node: JSONNode, evaluate: (JSONNode) throws(ConversionFailure) -> ExpressionValue) throws(ConversionFailure) {
        guard let object = node.object else {
            throw ConversionFailure(.unsupportedModifier, "the colour modifier is \(node.value.kindDescription); it is an object", at: node.location)
        }
        func member(_ key: String) throws(ConversionFailure) -> JSONNode {
            guard let value = object[key] else {
                throw ConversionFailure(.unsupportedModifier, "the colour modifier has no \"\(key)\"; add it", at: node.location)
            }
            return value
        }
        /// The member `key` as one of `Choice`'s cases (`what` names it in the message).
        func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, what: String) throws(ConversionFailure) -> Choice
        where Choice.RawValue == String {
            let found = try member(key)
            guard let value = found.string.flatMap(Choice.init(rawValue:)) else {
                throw ConversionFailure(
                    .unsupportedModifier,
                    "colour modifier \(what) \(Self.text(of: found)) is not one Tokens Studio has; it is \(Choice.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: found.location)
            }
            return value
        }
        let kind: Kind = try choice("type", what: "type")
        let space: Space = try choice("space", what: "space")
        let valueNode = try member("value")
        guard case .quantity(let amount) = try evaluate(valueNode), amount.unit == nil || amount.unit == "%" else {
            throw ConversionFailure(
                .unsupportedModifier, "the colour modifier's value is not a number between 0 and 1 (or a percentage)", at: valueNode.location)
        }
        self.kind = kind
        self.space = space
        self.amount = min(1, max(0, amount.unit == "%" ? amount.value / 100 : amount.value))
        if kind == .mix {
            let colorNode = try member("color")
            guard case .color(let color) = try evaluate(colorNode) else {
                throw ConversionFailure(.unsupportedModifier, "the colour mixed in is not a colour", at: colorNode.location)
            }
            mixed = color
        } else {
            mixed = nil
        }
    }

    /// `color` modified, in the modifier's space.
    func applied(to color: TokenColor) -> TokenColor {
        var result = color.converted(to: space.colorSpace)
        result.hex = nil
        var coordinates = result.components.map(\.numeric)
        switch kind {
        case .lighten, .darken:
            let channels = space == .lch || space == .hsl ? [space == .lch ? 0 : 2] : [0, 1, 2]
            for channel in channels {
                let value = coordinates[channel]
                coordinates[channel] =
                    kind == .lighten ? min(space.maximum, value + (space.maximum - value) * amount) : max(0, value - value * amount)
            }
            if space == .lch { coordinates[1] = max(0, coordinates[1] - amount * coordinates[1]) }
        case .mix:
            let from = color.converted(to: .lab).components.map(\.numeric)
            let to = (mixed ?? color).converted(to: .lab).components.map(\.numeric)
            let lab = TokenColor(
                colorSpace: .lab, components: zip(from, to).map { .value($0 + ($1 - $0) * amount) },
                alpha: color.alpha + ((mixed ?? color).alpha - color.alpha) * amount)
            return lab.converted(to: space.colorSpace)
        case .alpha:
            result.alpha = amount
        }
        // A grey's hue stays missing (`none`) rather than becoming 0.
        result.components = zip(result.components, coordinates).map { $0 == .none ? .none : .value($1) }
        return result
    }

    /// How messages name the modifier (`darken 0.2 in lch`).
    var description: String { "\(kind.rawValue) \(JSONOutput.format(amount)) in \(space.rawValue)" }

    private static func text(of node: JSONNode) -> String {
        node.string.map { "'\($0)'" } ?? node.value.kindDescription
    }
}
