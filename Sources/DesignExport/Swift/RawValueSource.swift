import DesignSupport
import DesignTokens

/// A token's value as a platform-neutral Swift expression of the types ``ValueTypesSource``
/// declares: lengths in points, times in seconds, colours as [0, 1] components.
enum RawValueSource {
    /// The declared type (nil when the expression's type is plain) and the expression of
    /// `value`; `appearances` are a colour token's colours per appearance.
    static func declaration(of token: ResolvedToken, value: TokenValue, appearances: [(Appearance, AssetColor)]) -> (
        type: String?, expression: String
    ) {
        switch value {
        case .color:
            let arguments = appearances.map { appearance, color in "\(label(appearance)): \(colorValue(color))" }
            return (nil, "TokenAppearanceColor(\(arguments.joined(separator: ", ")))")
        case .dimension(let dimension): return ("Swift.Double", number(dimension.points()))
        case .duration(let duration): return ("Swift.Double", number(duration.seconds))
        case .number(let value): return ("Swift.Double", number(value))
        case .fontFamily(let names): return ("[Swift.String]", "[\(names.map(OutputEscaping.swiftString).joined(separator: ", "))]")
        case .fontWeight(let weight): return ("Swift.Double", number(weight.value))
        case .cubicBezier(let points): return (nil, bezier(points))
        case .strokeStyle(let style): return ("TokenStrokeStyle", strokeStyle(style))
        case .border(let border):
            return (
                nil, "TokenBorderValue(color: \(color(border.color)), width: \(number(border.width.points())), style: \(strokeStyle(border.style)))"
            )
        case .transition(let transition):
            return (
                nil,
                "TokenTransitionValue(duration: \(number(transition.duration.seconds)), delay: \(number(transition.delay.seconds)), timingFunction: \(bezier(transition.timingFunction)))"
            )
        case .shadow(let shadow):
            let layers = shadow.layers.map { layer in
                "TokenShadowValue(color: \(color(layer.color)), offsetX: \(number(layer.offsetX.points())), offsetY: \(number(layer.offsetY.points())), blur: \(number(layer.blur.points())), spread: \(number(layer.spread.points())), inset: \(layer.inset ?? false))"
            }
            return ("[TokenShadowValue]", "[\(layers.joined(separator: ", "))]")
        case .gradient(let stops):
            let points = GradientPoints.of(token)
            let stopList = stops.map { "TokenGradientValue.Stop(color: \(color($0.color)), position: \(number($0.position)))" }
            return (
                nil,
                "TokenGradientValue(stops: [\(stopList.joined(separator: ", "))], startPoint: \(unitPoint(points.start)), endPoint: \(unitPoint(points.end)))"
            )
        case .typography(let typography):
            let size = typography.fontSize.points()
            let family = typography.fontFamily.map(OutputEscaping.swiftString).joined(separator: ", ")
            return (
                nil,
                "TokenTypographyValue(fontFamily: [\(family)], fontSize: \(number(size)), fontWeight: \(number(typography.fontWeight.value)), letterSpacing: \(number(typography.letterSpacing.points())), lineHeight: \(number(typography.lineHeight)), textStyle: \(OutputEscaping.swiftString(TextStyle.of(token, size: size).name)))"
            )
        }
    }

    /// The `TokenColorValue` expression of `color`.
    static func colorValue(_ color: AssetColor) -> String {
        "TokenColorValue(space: .\(color.space.swiftCase), red: \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue)), alpha: \(number(color.alpha)))"
    }

    private static func color(_ color: TokenColor) -> String { colorValue(AssetColor(color)) }

    private static func label(_ appearance: Appearance) -> String {
        switch (appearance.isDark, appearance.isHighContrast) {
        case (false, false): "light"
        case (true, false): "dark"
        case (false, true): "lightHighContrast"
        case (true, true): "darkHighContrast"
        }
    }

    private static func bezier(_ points: [Double]) -> String {
        let value = { (index: Int) in number(index < points.count ? points[index] : 0) }
        return "TokenCubicBezier(x1: \(value(0)), y1: \(value(1)), x2: \(value(2)), y2: \(value(3)))"
    }

    private static func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): ".keyword(\(OutputEscaping.swiftString(keyword)))"
        case .dashes(let dashes, let lineCap):
            ".dashes([\(dashes.map { number($0.points()) }.joined(separator: ", "))], lineCap: \(OutputEscaping.swiftString(lineCap)))"
        }
    }

    private static func unitPoint(_ point: (x: Double, y: Double)) -> String {
        "TokenUnitPoint(x: \(number(point.x)), y: \(number(point.y)))"
    }

    private static func number(_ value: Double) -> String { SwiftSource.number(value) }
}
