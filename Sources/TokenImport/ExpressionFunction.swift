import DesignSupport
import DesignTokens

/// The functions a Tokens Studio value may call, and what each comes to: CSS math (`calc`,
/// `min`, `max`), the math of Tokens Studio's expression evaluator (`pow`, `sqrt`, `abs`,
/// `round`, `floor`, `ceil`), TokenScript's colour functions, which read and set a colour's
/// OKLCH lightness (0–1), chroma and hue (degrees), and CSS colour functions written with
/// commas or over aliases (`oklch(0.5, 0.1, 240)`, `rgba({color.red}, 0.5)`).
enum ExpressionFunction: String, CaseIterable {
    case calc, min, max, pow, sqrt, abs, round, floor, ceil
    case lightness, chroma, hue
    case setLightness = "set_lightness"
    case setChroma = "set_chroma"
    case setHue = "set_hue"
    case rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch

    /// The CSS colour functions, which the CSS parser reads when written as CSS writes them.
    static let colorFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// The names of the functions that are not colour functions, for messages.
    static let allNames = allCases.filter { !colorFunctions.contains($0.rawValue) }.map { "\($0.rawValue)()" }.joined(separator: ", ")

    func evaluate(_ arguments: [ExpressionValue], in text: String) throws(ExpressionError) -> ExpressionValue {
        let call = Call(function: self, arguments: arguments, text: text)
        switch self {
        case .calc: return .quantity(try call.quantity(0, count: 1))
        case .min, .max: return .quantity(try call.extremum())
        case .pow:
            let (base, exponent) = (try call.number(0, count: 2), try call.number(1, count: 2))
            return .quantity(try call.finite(power(base, exponent)))
        case .sqrt:
            let value = try call.number(0, count: 1)
            guard value >= 0 else { throw ExpressionError("'\(text)' takes the square root of a negative number") }
            return .quantity(Quantity(value: value.squareRoot(), unit: nil))
        case .abs, .round, .floor, .ceil:
            let value = try call.quantity(0, count: 1)
            return .quantity(Quantity(value: rounded(value.value), unit: value.unit))
        case .lightness, .chroma, .hue:
            let oklch = try call.oklch(0, count: 1)
            return .quantity(Quantity(value: oklch.components[componentIndex].numeric, unit: nil))
        case .setLightness, .setChroma, .setHue:
            var oklch = try call.oklch(0, count: 2)
            var value = try call.number(1, count: 2)
            if self == .setHue { value = value.truncatingRemainder(dividingBy: 360) + (value < 0 ? 360 : 0) }
            guard self == .setHue || value >= 0 else { throw ExpressionError("'\(text)' sets a negative \(rawValue.dropFirst(4))") }
            oklch.components[componentIndex] = .value(value)
            return .color(oklch)
        case .rgb, .rgba, .hsl, .hsla, .hwb, .lab, .lch, .oklab, .oklch: return .color(try call.cssColor())
        }
    }

    /// Which OKLCH component a colour function reads or sets.
    private var componentIndex: Int {
        switch self {
        case .lightness, .setLightness: 0
        case .chroma, .setChroma: 1
        default: 2
        }
    }

    private func rounded(_ value: Double) -> Double {
        switch self {
        case .abs: Swift.abs(value)
        // Half rounds up, as JavaScript's Math.round does (-2.5 is -2).
        case .round: (value + 0.5).rounded(.down)
        case .floor: value.rounded(.down)
        case .ceil: value.rounded(.up)
        default: value
        }
    }
}

/// One call's arguments, read as what the function takes, each error naming the call.
private struct Call {
    let function: ExpressionFunction
    let arguments: [ExpressionValue]
    let text: String

    private var name: String { "\(function.rawValue)()" }

    func argument(_ position: Int, count: Int) throws(ExpressionError) -> ExpressionValue {
        guard arguments.count == count else {
            throw ExpressionError("'\(text)' calls \(name) with \(arguments.count) argument\(arguments.count == 1 ? "" : "s"); it takes \(count)")
        }
        return arguments[position]
    }

    func quantity(_ position: Int, count: Int) throws(ExpressionError) -> Quantity {
        guard case .quantity(let quantity) = try argument(position, count: count) else {
            throw ExpressionError("'\(text)' gives \(name) a colour where it takes a number")
        }
        return quantity
    }

    func number(_ position: Int, count: Int) throws(ExpressionError) -> Double {
        let quantity = try quantity(position, count: count)
        guard quantity.unit == nil else { throw ExpressionError("'\(text)' gives \(name) a value in \(quantity.unit ?? ""); it takes bare numbers") }
        return quantity.value
    }

    /// The colour argument in OKLCH, its hue 0 where it has none (a grey).
    func oklch(_ position: Int, count: Int) throws(ExpressionError) -> TokenColor {
        guard case .color(let color) = try argument(position, count: count) else {
            throw ExpressionError("'\(text)' gives \(name) a number where it takes a colour")
        }
        var oklch = color.converted(to: .oklch)
        oklch.hex = nil
        oklch.components = oklch.components.map { .value($0.numeric) }
        return oklch
    }

    func finite(_ value: Double) throws(ExpressionError) -> Quantity {
        guard value.isFinite else { throw ExpressionError("'\(text)' comes to a number too large to write") }
        return Quantity(value: value, unit: nil)
    }

    /// `min()` or `max()` of quantities in one unit (bare numbers take the others' unit).
    func extremum() throws(ExpressionError) -> Quantity {
        guard !arguments.isEmpty else { throw ExpressionError("'\(text)' calls \(name) with no arguments") }
        var quantities: [Quantity] = []
        for position in arguments.indices { quantities.append(try quantity(position, count: arguments.count)) }
        let units = Set(quantities.compactMap(\.unit))
        guard units.count <= 1 else {
            throw ExpressionError("'\(text)' compares \(units.sorted().joined(separator: " with ")) in \(name); use one unit")
        }
        let values = quantities.map(\.value)
        return Quantity(value: (function == .min ? values.min() : values.max()) ?? 0, unit: units.first)
    }

    /// A CSS colour function with its arguments evaluated: `rgba(COLOUR, ALPHA)` (Tokens Studio's
    /// colour given another alpha, the two alphas multiplied), or numbers read as the function's
    /// components by the CSS parser.
    func cssColor() throws(ExpressionError) -> TokenColor {
        if [.rgb, .rgba].contains(function), arguments.count == 2, case .color(var color) = arguments[0] {
            let alpha = try quantity(1, count: 2)
            guard alpha.unit == nil || alpha.unit == "%" else { throw ExpressionError("'\(text)' gives an alpha in \(alpha.unit ?? "")") }
            color.alpha *= Swift.min(1, Swift.max(0, alpha.unit == "%" ? alpha.value / 100 : alpha.value))
            return color
        }
        var components: [String] = []
        for position in arguments.indices {
            let quantity = try quantity(position, count: arguments.count)
            components.append(JSONOutput.format(quantity.value) + (quantity.unit ?? ""))
        }
        let legacy = [.rgb, .rgba, .hsl, .hsla].contains(function)
        let body =
            legacy || components.count < 4
            ? components.joined(separator: legacy ? ", " : " ")
            : components.dropLast().joined(separator: " ") + " / " + components[components.count - 1]
        return try ExpressionParser.color("\(function.rawValue)(\(body))")
    }
}

/// C's `pow` (`<math.h>`, alike in both C libraries), named apart from the `pow` case.
private func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
